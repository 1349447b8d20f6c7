// The dashboard as charts (issue #23): hr sees every office's figures drawn with recharts, a value on
// hover and the same numbers behind "Tampilkan tabel", equal to what GET /api/dashboard answers; the
// demo pegawai sees their own branch and the offices below it; topics of modules not built yet say so.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

interface Series {
  nama: string;
  jumlah: number;
}

interface DashboardAnswer {
  data: Record<string, { value: unknown; note?: string }>;
  scope: { kantor_id: number | null; nama: string };
}

/** '1.620' → 1620 (the '0,0' format of @portal/domain). */
const numberOf = (text: string | null) => Number((text ?? '').replace(/\./g, ''));

/** The rows of a topic's table (after "Tampilkan tabel"), cells as text. */
async function tableRows(topic: Locator): Promise<string[][]> {
  await topic.getByRole('button', { name: 'Tampilkan tabel' }).click();
  const table = topic.getByTestId('dashboard-topic-table');
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

async function dashboardOf(account: { username: string; password: string }): Promise<DashboardAnswer> {
  const token = await apiLogin(BASE_URL, account);
  const answer = await apiCall<DashboardAnswer>(BASE_URL, token, 'GET', '/dashboard');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

describe('dashboard charts', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr sees every office as charts; hover shows a value and the table holds the API figures', async () => {
    const api = await dashboardOf(DEMO.hr);
    assert.deepEqual(api.scope, { kantor_id: null, nama: 'Seluruh kantor' });
    const { context, page } = await newPage(browser);
    await loginAt(page, '/dashboard', DEMO.hr);
    await page.getByTestId('dashboard-page').waitFor();
    assert.equal(await page.getByTestId('dashboard-scope').textContent(), 'Cakupan data: Seluruh kantor');

    const gender = page.getByTestId('dashboard-topic-pegawaiGender');
    const chart = gender.getByRole('figure', { name: 'Grafik Jenis Kelamin' });
    await chart.waitFor();
    const bars = chart.locator('.recharts-bar-rectangle');
    assert.equal(await bars.count(), (api.data.pegawaiGender.value as Series[]).length);
    // A value on hover: the tooltip names the series and its number.
    await bars.first().hover();
    const tooltip = chart.locator('.recharts-default-tooltip');
    await tooltip.waitFor();
    assert.match((await tooltip.textContent()) ?? '', /Jumlah\s*:\s*\d{1,3}(\.\d{3})*/);

    const rows = await tableRows(gender);
    const expected = api.data.pegawaiGender.value as Series[];
    assert.deepEqual(
      rows.slice(0, -1).map(([nama, jumlah]) => [nama, numberOf(jumlah)]),
      expected.map((s) => [s.nama, s.jumlah]),
    );
    assert.equal(rows.at(-1)?.[0], 'Total');
    assert.equal(
      numberOf(rows.at(-1)?.[1] ?? ''),
      expected.reduce((n, s) => n + s.jumlah, 0),
    );

    // Lines over months, the age pyramid by gender, new hires / PHK / MBT stacked per year.
    const perBulan = page.getByTestId('dashboard-topic-pegawaiJumlahPerbulan');
    // A head count that stays the same all year draws a flat line (a box of zero height, which the
    // browser does not call visible): the line's path is checked to be drawn through points instead.
    const curve = perBulan
      .getByRole('figure', { name: 'Grafik Jumlah Pegawai per Bulan' })
      .locator('path.recharts-line-curve');
    await curve.first().waitFor({ state: 'attached' });
    const path = (await curve.first().getAttribute('d')) ?? '';
    // A curve from the first month on: one segment (L or C) per following month.
    assert.ok((path.match(/[LC]/g) ?? []).length >= 11, path);
    const umur = page.getByTestId('dashboard-topic-pegawaiUmur');
    const pyramid = umur.getByRole('figure', { name: 'Grafik Piramida Umur' });
    await pyramid.getByText('Laki-laki').waitFor();
    await pyramid.getByText('Perempuan').waitFor();
    const inactive = page.getByTestId('dashboard-topic-pegawaiInactive');
    await inactive
      .getByRole('figure', { name: 'Grafik Pegawai Baru, PHK & MBT' })
      .getByText('Pegawai baru', { exact: true })
      .waitFor();
    const inactiveRows = await tableRows(inactive);
    assert.ok(inactiveRows.length >= 1);
    assert.equal(inactiveRows.at(-1)?.[3], '-', 'MBT is not recorded: "-", never 0');

    // Office-level breakdown.
    await page
      .getByTestId('dashboard-topic-pegawaiKantorLevel2')
      .getByRole('figure', { name: 'Grafik Pegawai per Kantor Wilayah' })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();

    // A module not built yet: an empty state that says so, no chart.
    const izinBelajar = page.getByTestId('dashboard-topic-pegawaiPendidikanIzin');
    assert.equal(await izinBelajar.getAttribute('data-available'), 'false');
    assert.match(
      (await izinBelajar.getByTestId('dashboard-topic-note').textContent()) ?? '',
      /Modul Izin Belajar belum dibangun/,
    );
    assert.equal(await izinBelajar.getByRole('figure').count(), 0);
    await context.close();
  });

  it("pegawai sees their own branch's figures, fewer than the whole organisation", async () => {
    const all = await dashboardOf(DEMO.hr);
    const own = await dashboardOf(DEMO.pegawai);
    assert.notEqual(own.scope.kantor_id, null);
    const total = (answer: DashboardAnswer) =>
      (answer.data.pegawaiGender.value as Series[]).reduce((n, s) => n + s.jumlah, 0);
    assert.ok(total(own) > 0 && total(own) < total(all), `${total(own)} of ${total(all)}`);

    const { context, page } = await newPage(browser);
    await loginAt(page, '/dashboard', DEMO.pegawai);
    await page.getByTestId('dashboard-page').waitFor();
    assert.equal(
      await page.getByTestId('dashboard-scope').textContent(),
      `Cakupan data: ${own.scope.nama} dan kantor di bawahnya`,
    );
    const rows = await tableRows(page.getByTestId('dashboard-topic-pegawaiGender'));
    assert.equal(numberOf(rows.at(-1)?.[1] ?? ''), total(own));
    assert.equal(await page.getByTestId('dashboard-refresh').count(), 0, 'only roles 1 and 57 may refresh');
    await context.close();
  });
});
