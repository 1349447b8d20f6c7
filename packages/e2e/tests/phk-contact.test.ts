// Terminations (/pegawai/phk: 57, not 8) and contacts (/pegawai/contact/*: 57). HR records a
// termination dated today for a demo employee through the form; from that moment the employee is
// out of the active employee list (API and page). The WhatsApp contact page lists numbers and sends
// a verification link with the spec's message. A plain employee is sent to /unauthorized by the
// guard and gets 403 from the API. The termination is deleted at the end (the employee is active
// again), so the demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { jakartaDay, pickDate } from '../lib/date-picker.ts';

interface PegawaiPage {
  data: { id: number; nama: string }[];
  total: number;
}

describe('terminations and contacts (/pegawai/phk, /pegawai/contact)', () => {
  let browser: Browser;
  let hrToken: string;
  before(async () => {
    browser = await launchBrowser();
    hrToken = await apiLogin(BASE_URL, DEMO.hr);
  });
  after(async () => {
    await browser.close();
  });

  it('hr records a termination dated today: the employee leaves the active list at once', async () => {
    // A demo employee well inside the list (not one of the demo accounts, which come first by seat).
    const list = await apiCall<PegawaiPage>(BASE_URL, hrToken, 'GET', '/sdm/pegawai?per_page=1&page=40');
    const target = list.body.data[0];
    assert.ok(target, 'a demo employee');
    const searchActive = async () =>
      (
        await apiCall<PegawaiPage>(
          BASE_URL,
          hrToken,
          'GET',
          `/sdm/pegawai?per_page=100&search=${encodeURIComponent(target.nama)}`,
        )
      ).body.data.map((p) => p.id);
    assert.ok((await searchActive()).includes(target.id), 'active before the termination');

    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/phk', DEMO.hr);
    await page.getByRole('table', { name: 'Daftar PHK pegawai' }).waitFor();
    await page.getByTestId('phk-add').click();
    const dialog = page.getByTestId('phk-form-dialog');
    await dialog.waitFor();
    const pegawai = dialog.getByRole('combobox', { name: 'Pegawai' });
    await pegawai.click();
    // The picker searches the server past 3 characters (debounced 1 s).
    await pegawai.fill(target.nama.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(target.nama) })
      .first()
      .click({ timeout: 15_000 });
    await dialog.getByRole('combobox', { name: /Kategori PHK/ }).selectOption({ label: 'Mengundurkan Diri' });
    await pickDate(dialog.locator('[data-name="tanggal"]'), jakartaDay());
    await dialog.getByLabel('Nomor SK').fill(`SK/E2E/PHK/${Date.now()}`);
    await dialog.getByLabel('Penyelenggara').fill('Divisi SDM');
    await dialog.getByTestId('phk-form-submit').click();
    await page.getByText('PHK created').first().waitFor();

    // The register shows it, effective today.
    await page.getByRole('searchbox').fill(target.nama);
    await page.waitForURL((url) => url.searchParams.get('search') === target.nama);
    const row = page.getByRole('table', { name: 'Daftar PHK pegawai' }).locator('tbody tr', { hasText: target.nama });
    await row.getByText('Sudah efektif').waitFor();
    await row.getByText('Mengundurkan Diri').waitFor();

    // Out of the active list: the API and the employee list page.
    assert.ok(!(await searchActive()).includes(target.id), 'no longer in the active list');
    await page.goto(`/pegawai?search=${encodeURIComponent(target.nama)}`);
    const employees = page.getByRole('table', { name: 'Daftar pegawai' });
    await employees.waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await employees.getByText(target.nama, { exact: true }).count(), 0);

    // Clean up: deleting the termination brings the employee back.
    const phk = await apiCall<{ data: { id: number; pegawai_id: number }[] }>(
      BASE_URL,
      hrToken,
      'GET',
      `/sdm/pegawai/x/phk?pegawai_id=${target.id}`,
    );
    const id = phk.body.data[0]?.id;
    assert.ok(id, 'the termination was recorded');
    assert.equal((await apiCall(BASE_URL, hrToken, 'DELETE', `/sdm/pegawai/x/phk/${id}`)).status, 200);
    assert.ok((await searchActive()).includes(target.id), 'active again once the termination is deleted');
    await context.close();
  });

  it('hr sees the WhatsApp numbers and sends a verification link with the spec message', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/contact/wa', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar nomor whatsapp pegawai' });
    const first = table.locator('tbody tr').first();
    await first.getByTestId('contact-send-link').waitFor();
    assert.match(await first.innerText(), /\d{9,}/, 'a WhatsApp number is listed');
    await first.getByTestId('contact-send-link').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Link verifikasi telah di kirim ke nomor whatsapp tersebut').first().waitFor();

    await page.goto('/pegawai/contact/wa_unregistered');
    await page.getByRole('table', { name: 'Pegawai tanpa nomor whatsapp' }).waitFor();
    await context.close();
  });

  it('pegawai is refused by the guard and the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/phk', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/phk'), 403);
    assert.equal(
      await apiStatus(page, 'POST', '/sdm/pegawai/x/phk', { pegawai_id: 1, type_id: 1, tanggal: '2026-01-01' }),
      403,
    );
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/whatsapp'), 403);
    await page.goto('/pegawai/contact/wa');
    await page.waitForURL('**/unauthorized');
    await context.close();
  });
});
