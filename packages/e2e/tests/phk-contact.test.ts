// Terminations (/pegawai/phk: 57, not 8) and contacts (/pegawai/contact/*: 57). HR records a
// termination dated today for a demo employee through the form; from that moment the employee is
// out of the active employee list (API and page). The WhatsApp contact page lists numbers and sends
// a verification link with the spec's message. A plain employee is sent to /unauthorized by the
// guard and gets 403 from the API. 'PHK Massal' terminates two demo employees at once by NPP; both
// show in the register and leave the active list. The terminations are deleted at the end (the
// employees are active again), so the demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { jakartaDay, pickDate } from '../lib/date-picker.ts';

interface PegawaiPage {
  data: { id: number; nama: string; npp: string | null }[];
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

  it('hr terminates two employees at once by NPP (PHK Massal): both in the register, out of the active list', async () => {
    // Two demo employees well inside the list, away from the one the single termination takes.
    const list = await apiCall<PegawaiPage>(BASE_URL, hrToken, 'GET', '/sdm/pegawai?per_page=10&page=30');
    const targets = list.body.data.filter((p) => p.npp !== null).slice(0, 2);
    assert.equal(targets.length, 2, 'two demo employees with an NPP');
    const nomorSk = `SK/E2E/PHK-MASSAL/${Date.now()}`;
    const isActive = async (pegawai: { id: number; nama: string }) =>
      (
        await apiCall<PegawaiPage>(
          BASE_URL,
          hrToken,
          'GET',
          `/sdm/pegawai?per_page=100&search=${encodeURIComponent(pegawai.nama)}`,
        )
      ).body.data.some((p) => p.id === pegawai.id);
    for (const target of targets) assert.ok(await isActive(target), `${target.nama} active before`);

    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/pegawai/phk', DEMO.hr);
      await page.getByRole('table', { name: 'Daftar PHK pegawai' }).waitFor();
      await page.getByTestId('phk-bulk-open').click();
      const dialog = page.getByTestId('phk-bulk-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('phk-bulk-npp').fill(`${targets[0].npp},\n${targets[1].npp}`);
      await dialog.getByTestId('phk-bulk-count').filter({ hasText: '2 NPP terbaca' }).waitFor();
      await dialog.getByRole('combobox', { name: /Kategori PHK/ }).selectOption({ label: 'Pensiun Normal' });
      await pickDate(dialog.locator('[data-name="tanggal"]'), jakartaDay());
      await dialog.getByLabel('Nomor SK').fill(nomorSk);
      await dialog.getByTestId('phk-bulk-submit').click();
      const confirmation = page.getByRole('alertdialog');
      await confirmation.getByText(/2 pegawai akan di-PHK \(Pensiun Normal\)/).waitFor();
      await confirmation.getByRole('button', { name: 'Ya, PHK' }).click();
      await page.getByText('PHK created: 2').first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The register shows both under the one decree number, effective today.
      await page.getByRole('searchbox').fill(nomorSk);
      await page.waitForURL((url) => url.searchParams.get('search') === nomorSk);
      const table = page.getByRole('table', { name: 'Daftar PHK pegawai' });
      for (const target of targets)
        await table.locator('tbody tr', { hasText: target.nama }).getByText('Sudah efektif').waitFor();
      // The previous (unfiltered) page stays shown until the search's answer arrives.
      const rows = table.locator('tbody tr');
      for (let i = 0; (await rows.count()) !== 2 && i < 50; i += 1) await page.waitForTimeout(200);
      assert.equal(await rows.count(), 2, 'only the two terminations of this decree');
      for (const target of targets) assert.ok(!(await isActive(target)), `${target.nama} out of the active list`);
    } finally {
      // Clean up: deleting the terminations brings both back.
      const phk = await apiCall<{ data: { id: number }[] }>(
        BASE_URL,
        hrToken,
        'GET',
        `/sdm/pegawai/x/phk?search=${encodeURIComponent(nomorSk)}`,
      );
      for (const row of phk.body.data) await apiCall(BASE_URL, hrToken, 'DELETE', `/sdm/pegawai/x/phk/${row.id}`);
      await context.close();
    }
    for (const target of targets) assert.ok(await isActive(target), `${target.nama} active again`);
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
