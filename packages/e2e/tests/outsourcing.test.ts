// Outsourced staff (/outsourcing: 60, 57, 4, not 8; kontrak_expired; phk and export 60, 57). HR
// adds a worker whose first contract ends in 10 days through the form: the register shows the
// contract kind and office and flags it, the expiry list shows "Berakhir dalam 10 hari", and HR
// extends it there (the bulk extension) so it is "Berlaku" again. HR then opens the worker from the
// register, is refused an end date that runs into the next contract, and moves the current contract's
// end date, which the history and the register then show. A plain employee is sent to
// /unauthorized by the guard and gets 403 from the API. The worker is deleted at the end, so the
// demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { jakartaDay, MONTH_NAMES, pickDate, type CalendarDay } from '../lib/date-picker.ts';

/** '05 Maret 2026', as the portal writes a date. */
const shown = ([year, month, day]: CalendarDay) => `${String(day).padStart(2, '0')} ${MONTH_NAMES[month - 1]} ${year}`;

interface Worker {
  id: number;
  nama: string;
  kontrak_akhir: { status: string; sisa_hari: number; jenis: { nama: string }; kantor: { nama: string } } | null;
}

describe('outsourced staff (/outsourcing)', () => {
  let browser: Browser;
  let hrToken: string;
  const nama = `Outsourcing E2E ${Date.now()}`;
  const find = async () =>
    (
      await apiCall<{ data: Worker[] }>(
        BASE_URL,
        hrToken,
        'GET',
        `/sdm/outsourching?search=${encodeURIComponent(nama)}`,
      )
    ).body.data[0];

  before(async () => {
    browser = await launchBrowser();
    hrToken = await apiLogin(BASE_URL, DEMO.hr);
  });
  after(async () => {
    const worker = await find();
    if (worker) await apiCall(BASE_URL, hrToken, 'DELETE', `/sdm/outsourching/${worker.id}`);
    await browser.close();
  });

  it('hr adds a worker whose contract ends in 10 days, sees it flagged and extends it', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/outsourcing', DEMO.hr);
    const register = page.getByRole('table', { name: 'Daftar pegawai outsourcing' });
    await register.waitFor();
    // The demo data has contracts ending within 30 days: the register points to them.
    await page.getByTestId('outsourcing-expiring').waitFor();

    await page.getByTestId('outsourcing-add').click();
    const dialog = page.getByTestId('outsourcing-form-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Nama').first().fill(nama);
    await dialog.getByRole('combobox', { name: /Jenis Kontrak/ }).selectOption({ label: 'Satpam' });
    const kantor = dialog.getByRole('combobox', { name: 'Kantor' });
    await kantor.click();
    // The picker's own list (the date pickers' native <option>s are options too).
    await page.getByRole('listbox').getByRole('option').first().click();
    await pickDate(dialog.locator('[data-name="kontrak.awal"]'), jakartaDay(-355));
    await pickDate(dialog.locator('[data-name="kontrak.akhir"]'), jakartaDay(10));
    await dialog.getByLabel('Perusahaan').fill('PT Jaga Aman Sentosa');
    await dialog.getByTestId('outsourcing-form-submit').click();
    await page.getByText('Outsourcing created').first().waitFor();

    const created = await find();
    assert.ok(created, 'the worker was recorded');
    assert.equal(created.kontrak_akhir?.status, 'akan_berakhir');
    assert.equal(created.kontrak_akhir?.jenis.nama, 'Satpam');

    // The expiry list shows it, ending in 10 days; HR extends it there.
    await page.goto(`/outsourcing/kontrak_expired?search=${encodeURIComponent(nama)}`);
    const expired = page.getByRole('table', { name: 'Daftar kontrak outsourcing berakhir' });
    const row = expired.locator('tbody tr', { hasText: nama });
    await row.getByText('Berakhir dalam 10 hari').waitFor();
    await row.getByText(created.kontrak_akhir!.kantor.nama).waitFor();
    await row.getByLabel(`Pilih ${nama}`).first().click();
    await page.getByTestId('perpanjang-open').click();
    const extend = page.getByTestId('perpanjang-dialog');
    await extend.waitFor();
    await pickDate(extend.locator('[data-name="akhir"]'), jakartaDay(200));
    await extend.getByTestId('perpanjang-submit').click();
    await page.getByText('Kontrak Outsourcing diperpanjang: 1').first().waitFor();

    const extended = await find();
    assert.equal(extended?.kontrak_akhir?.status, 'berlaku');
    assert.equal(extended?.kontrak_akhir?.sisa_hari, 200);
    await context.close();
  });

  it("hr opens the worker, corrects its current contract's end date and sees it in the lists", async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, `/outsourcing?search=${encodeURIComponent(nama)}`, DEMO.hr);
    const register = page.getByRole('table', { name: 'Daftar pegawai outsourcing' });
    await register.getByRole('button', { name: `Detail ${nama}` }).click();
    const detail = page.getByTestId('outsourcing-detail');
    const history = detail.getByRole('table', { name: `Riwayat kontrak ${nama}` });
    // The first contract and the extension of the test above, the earliest first.
    const rows = history.locator('tbody tr');
    await rows
      .nth(1)
      .getByText(`${shown(jakartaDay(11))} - ${shown(jakartaDay(200))}`)
      .waitFor();

    // The first contract cannot end inside the extension.
    await rows
      .nth(0)
      .getByRole('button', { name: /^Ubah kontrak/ })
      .click();
    const form = detail.getByTestId('kontrak-edit');
    await pickDate(form.locator('[data-name="akhir"]'), jakartaDay(30));
    await form.getByTestId('kontrak-form-submit').click();
    await form.getByText(/^Periode kontrak bertumpuk dengan kontrak/).waitFor();
    await form.getByRole('button', { name: 'Batal' }).click();

    await rows
      .nth(1)
      .getByRole('button', { name: /^Ubah kontrak/ })
      .click();
    await pickDate(form.locator('[data-name="akhir"]'), jakartaDay(250));
    await form.getByTestId('kontrak-form-submit').click();
    await page.getByText('Kontrak Outsourcing updated').first().waitFor();
    await rows
      .nth(1)
      .getByText(`${shown(jakartaDay(11))} - ${shown(jakartaDay(250))}`)
      .waitFor();
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await register
      .locator('tbody tr', { hasText: nama })
      .getByText(shown(jakartaDay(250)))
      .waitFor();

    const worker = await find();
    assert.equal(worker?.kontrak_akhir?.sisa_hari, 250);
    await context.close();
  });

  it('pegawai is refused by the guard and the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/outsourcing', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/outsourching'), 403);
    assert.equal(await apiStatus(page, 'GET', '/sdm/outsourching/kontrak'), 403);
    assert.equal(
      await apiStatus(page, 'POST', '/sdm/outsourching/kontrak/x/perpanjang', {
        outsourcing_ids: [1],
        akhir: '2030-01-01',
      }),
      403,
    );
    await page.goto('/outsourcing/kontrak_expired');
    await page.waitForURL('**/unauthorized');
    await context.close();
  });
});
