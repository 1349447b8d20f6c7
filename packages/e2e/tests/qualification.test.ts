// Qualifications (/qualification: not 8; /qualification/jabatan, pangkat, kantor: 60 or 57). HR adds
// a requirement to a position through the form, finds it in the list with the number of active
// employees it applies to, and deletes it after confirming (so the demo data stays as it was); the
// rank list shows the demo requirements. A plain employee sees an empty /qualification, is sent to
// /unauthorized by the guard for the lists, and gets 403 from the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

interface Page<T> {
  data: T[];
  total: number;
}

const JABATAN = '/sdm/qualification/jabatan';

describe('qualifications (/qualification/*)', () => {
  let browser: Browser;
  let hrToken: string;
  const nama = `Sertifikasi E2E ${Date.now()}`;
  before(async () => {
    browser = await launchBrowser();
    hrToken = await apiLogin(BASE_URL, DEMO.hr);
  });
  after(async () => {
    // The test deletes its requirement in the browser; should it stop before that, it goes here.
    const left = await apiCall<Page<{ id: number }>>(
      BASE_URL,
      hrToken,
      'GET',
      `${JABATAN}?search=${encodeURIComponent(nama)}`,
    );
    for (const { id } of left.body.data ?? []) await apiCall(BASE_URL, hrToken, 'DELETE', `${JABATAN}/${id}`);
    await browser.close();
  });

  it('hr adds a position requirement, finds it with its employee count and deletes it', async () => {
    const options = await apiCall<{ data: { id: number; nama: string }[] }>(
      BASE_URL,
      hrToken,
      'GET',
      '/sdm/qualification/jabatan/x/options',
    );
    assert.equal(options.status, 200);
    const jabatan = options.body.data.find((o) => o.nama === 'Teller') ?? options.body.data[0];
    assert.ok(jabatan, 'a position to qualify');

    const { context, page } = await newPage(browser);
    await loginAt(page, '/qualification/jabatan', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar kualifikasi jabatan' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByTestId('qualification-add').click();
    const dialog = page.getByTestId('qualification-form-dialog');
    await dialog.waitFor();
    const select = dialog.getByRole('combobox', { name: 'Jabatan' });
    await select.click();
    await select.fill(jabatan.nama);
    await page.getByRole('option', { name: jabatan.nama, exact: true }).first().click();
    // A required field's label ends with its marker ('Kualifikasi *').
    await dialog.getByRole('textbox', { name: /^Kualifikasi/ }).fill(nama);
    await dialog.getByLabel('Keterangan', { exact: true }).fill('Dibuat oleh uji E2E');
    await dialog.getByTestId('qualification-form-submit').click();
    await page.getByText('Kualifikasi created').first().waitFor();

    await page.getByRole('searchbox').fill(nama);
    await page.waitForURL((url) => url.searchParams.get('search') === nama);
    const row = table.locator('tbody tr', { hasText: nama });
    await row.getByText(jabatan.nama, { exact: true }).waitFor();
    const api = await apiCall<Page<{ id: number; jumlah_pegawai: number }>>(
      BASE_URL,
      hrToken,
      'GET',
      `${JABATAN}?search=${encodeURIComponent(nama)}`,
    );
    assert.equal(api.body.total, 1);
    // Its own cell, grouped as the page prints it ('1.250'): the row's other text (the name carries a
    // timestamp) holds most digits, so finding the number anywhere in the row proved nothing.
    const count = String(api.body.data[0].jumlah_pegawai).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    await row.getByRole('cell', { name: count, exact: true }).waitFor();

    await row.getByRole('button', { name: `Hapus kualifikasi ${nama} (${jabatan.nama})` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Ya|Hapus/ })
      .click();
    await page.getByText('Kualifikasi deleted').first().waitFor();
    const after = await apiCall<Page<unknown>>(
      BASE_URL,
      hrToken,
      'GET',
      `${JABATAN}?search=${encodeURIComponent(nama)}`,
    );
    assert.equal(after.body.total, 0, 'deleted');

    // The demo ranks have their requirements, each with its grade.
    await page.goto('/qualification/pangkat');
    const ranks = page.getByRole('table', { name: 'Daftar kualifikasi pangkat' });
    await ranks
      .getByText(/Masa kerja minimal \d tahun/)
      .first()
      .waitFor();
    await context.close();
  });

  it('pegawai is refused by the page guard and the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/qualification', DEMO.pegawai);
    await page.getByText('Tidak ada halaman kualifikasi untuk Anda').waitFor();
    for (const kind of ['jabatan', 'pangkat', 'kantor']) {
      await page.goto(`/qualification/${kind}`);
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', `/sdm/qualification/${kind}`), 403);
    }
    assert.equal(await apiStatus(page, 'POST', '/sdm/qualification/jabatan', { target_id: 1, nama: 'X' }), 403);
    await context.close();
  });
});
