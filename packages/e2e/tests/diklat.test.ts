// Training (/pegawai/diklat/*: 61; Gap Kompetensi 57 or 61). The admin (61) registers a diklat event
// through the form, lands on its page, adds two demo employees as participants by NPP in one go,
// sees one unknown NPP refuse the whole batch (nothing added), loads and clears participants. HR
// (57, not 61) is sent to /unauthorized by the guard and gets 403 from the API, but may read Gap
// Kompetensi. The event is deleted at the end, so the demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { pickDate } from '../lib/date-picker.ts';

interface EventRow {
  id: number;
  token: string;
  nama: string;
  peserta: number;
}

describe('training (/pegawai/diklat)', () => {
  let browser: Browser;
  let adminToken: string;
  const created: number[] = [];
  before(async () => {
    browser = await launchBrowser();
    adminToken = await apiLogin(BASE_URL, DEMO.admin);
  });
  after(async () => {
    for (const id of created) {
      await apiCall(BASE_URL, adminToken, 'POST', '/sdm/diklat/pegawai', {
        event: 'pegawai_clear',
        diklat_event_id: id,
      });
      await apiCall(BASE_URL, adminToken, 'DELETE', `/sdm/diklat/event/${id}`);
    }
    await browser.close();
  });

  it('admin registers an event and adds participants by NPP in bulk, all or nothing', async () => {
    // Two active demo employees with visible NPPs (well inside the list, not the demo accounts).
    const list = await apiCall<{ data: { id: number; nama: string; npp: string | null }[] }>(
      BASE_URL,
      adminToken,
      'GET',
      '/sdm/pegawai?per_page=10&page=12',
    );
    const people = list.body.data.filter((p) => p.npp).slice(0, 2);
    assert.equal(people.length, 2, 'two demo employees with an NPP');
    const nama = `Diklat E2E ${Date.now()}`;

    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/diklat/register', DEMO.admin);
    await page.getByRole('heading', { name: 'Registrasi Diklat' }).waitFor();
    await page.getByLabel('Nama Diklat').fill(nama);
    await page.getByRole('combobox', { name: /^Jenis/ }).selectOption({ label: 'Internal' });
    await pickDate(page.locator('[data-name="awal"]'), [2026, 6, 15]);
    await page.getByLabel('Tempat').fill('Makassar');
    await page
      .getByRole('combobox', { name: /^Penyelenggara/ })
      .selectOption({ label: 'Lembaga Pengembangan Perbankan Indonesia | LPPI' });
    await page.getByTestId('diklat-form-submit').click();
    await page.getByText('Diklat created').first().waitFor();
    await page.waitForURL('**/pegawai/diklat/show/**');
    const detail = page.getByTestId('diklat-detail');
    await detail.getByRole('heading', { name: nama }).waitFor();
    await detail.getByText('Lembaga Pengembangan Perbankan Indonesia | LPPI').waitFor();
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const event = (await apiCall<{ data: EventRow }>(BASE_URL, adminToken, 'GET', `/sdm/diklat/event/x/token/${token}`))
      .body.data;
    created.push(event.id);

    const participants = page.getByRole('table', { name: `Peserta ${nama}` });
    await page.getByText('Belum ada peserta').waitFor();

    // One unknown NPP: the whole batch is refused and named; nothing is added.
    await page.getByLabel('Daftar NPP').fill(`${people[0]!.npp}\n99999998`);
    await page.getByTestId('diklat-add-npp').click();
    await page
      .getByTestId('diklat-npp-error')
      .getByText(/99999998/)
      .waitFor();
    const afterRefusal = await apiCall<{ total: number }>(
      BASE_URL,
      adminToken,
      'GET',
      `/sdm/diklat/pegawai?diklat_event_id=${event.id}`,
    );
    assert.equal(afterRefusal.body.total, 0, 'all or nothing');

    // Both NPPs at once (one per line and by comma).
    await page.getByLabel('Daftar NPP').fill(`${people[0]!.npp},\n${people[1]!.npp}`);
    await page.getByTestId('diklat-add-npp').click();
    await page
      .getByText(/Diklat Pegawai created/)
      .first()
      .waitFor();
    await participants.getByText(people[0]!.nama, { exact: true }).waitFor();
    await participants.getByText(people[1]!.nama, { exact: true }).waitFor();
    await page.getByTestId('diklat-peserta-count').getByText('2').waitFor();

    // In the register by awal, with its participant count.
    await page.goto(`/pegawai/diklat?search=${encodeURIComponent(nama)}`);
    const row = page.getByRole('table', { name: 'Daftar diklat' }).locator('tbody tr', { hasText: nama });
    await row.getByText('15 Juni 2026').waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();

    // Clear after confirming.
    await row.getByRole('link', { name: nama }).click();
    await page.getByTestId('diklat-clear').click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Ya|Hapus/ })
      .click();
    await page
      .getByText(/Diklat Pegawai deleted/)
      .first()
      .waitFor();
    await page.getByText('Belum ada peserta').waitFor();
    await context.close();
  });

  it('hr (57, not 61) is refused by the guard and the API, but reads Gap Kompetensi', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/diklat', DEMO.hr);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/diklat/event'), 403);
    assert.equal(
      await apiStatus(page, 'POST', '/sdm/diklat/pegawai', { event: 'pegawai_clear', diklat_event_id: 1 }),
      403,
    );
    assert.equal(await apiStatus(page, 'POST', '/sdm/diklat/x/penyelenggara', { nama: 'X', akronim: 'X' }), 403);
    assert.equal(await apiStatus(page, 'GET', '/sdm/diklat/x/required'), 200);
    await page.goto('/pegawai/diklat/required');
    await page.getByRole('table', { name: 'Gap kompetensi per jabatan' }).waitFor();
    await context.close();
  });
});
