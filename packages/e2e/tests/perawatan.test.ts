// Care claims (/pegawai/perawatan/*: 1 or 57; the register not 8). HR registers a claim for a demo
// employee through the register page, checks it and sends it for approval from the claim's page (by
// token), attaching a scan of the bill while it is a Draft; admin finds it under "Giliran saya", sees
// the scan on the claim's page and approves both steps of the approval engine (Admin SDM, then Super
// Admin); HR sees it approved with admin's note in the history. The flowchart page
// shows the same route. A plain employee is sent to /unauthorized by the guard and gets 403 from the API.
// At the end the claim is taken back (admin reverses the last decision, HR resets it to Draft) and
// deleted, so the demo data stays as it was for the other tests and for the next run.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { jakartaDay, pickDate } from '../lib/date-picker.ts';

interface PegawaiPage {
  data: { id: number; nama: string }[];
}

const NOTA = '/sdm/perawatan/x/nota';

/** A phone photo of a receipt as far as the server's content check reads it (a JFIF header). */
function receiptJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

describe('care claims (/pegawai/perawatan)', () => {
  let browser: Browser;
  let hrToken: string;
  let adminToken: string;
  const nomor = `NT/E2E/${Date.now()}`;
  before(async () => {
    browser = await launchBrowser();
    [hrToken, adminToken] = await Promise.all([apiLogin(BASE_URL, DEMO.hr), apiLogin(BASE_URL, DEMO.admin)]);
  });
  after(async () => {
    // Whatever state the claim reached: an approved one is reversed by the admin who decided it, HR
    // (who registered it) resets it to Draft and deletes it; steps that do not apply answer 4xx.
    const found = await apiCall<{ data: { id: number }[] }>(
      BASE_URL,
      hrToken,
      'GET',
      `${NOTA}?search=${encodeURIComponent(nomor)}`,
    );
    for (const { id } of found.body.data ?? []) {
      await apiCall(BASE_URL, adminToken, 'POST', `${NOTA}/${id}`, { event: 'store_reverse' });
      await apiCall(BASE_URL, hrToken, 'POST', `${NOTA}/${id}`, { event: 'store_reset' });
      const deleted = await apiCall(BASE_URL, hrToken, 'DELETE', `${NOTA}/${id}`);
      assert.equal(deleted.status, 200, `the test's claim is deleted: ${JSON.stringify(deleted.body)}`);
    }
    await browser.close();
  });

  it('hr registers a claim and requests approval; admin approves both steps', async () => {
    // A demo employee well inside the list (not one of the demo accounts, which come first).
    const list = await apiCall<PegawaiPage>(BASE_URL, hrToken, 'GET', '/sdm/pegawai?per_page=1&page=60');
    const target = list.body.data[0];
    assert.ok(target, 'a demo employee');

    const hr = await newPage(browser);
    await loginAt(hr.page, '/pegawai/perawatan/register', DEMO.hr);
    const form = hr.page.getByTestId('perawatan-form');
    await form.waitFor();
    const pegawai = form.getByRole('combobox', { name: 'Pegawai' });
    await pegawai.click();
    // The picker searches the server past 3 characters (debounced 1 s).
    await pegawai.fill(target.nama.slice(0, 12));
    await hr.page
      .getByRole('option', { name: new RegExp(target.nama) })
      .first()
      .click({ timeout: 15_000 });
    await form.getByTestId('perawatan-jenis').selectOption({ label: 'Rawat Jalan' });
    await form.getByTestId('perawatan-tempat').selectOption({ index: 1 });
    await pickDate(form.locator('[data-name="tanggal"]'), jakartaDay());
    await form.getByLabel('Nomor Nota').fill(nomor);
    await form.getByLabel(/Nominal/).fill('275000');
    await form.getByTestId('perawatan-form-submit').click();
    await hr.page.getByText('Perawatan created').first().waitFor();
    await hr.page.waitForURL(/\/pegawai\/perawatan\/[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
    const detailPath = new URL(hr.page.url()).pathname;
    await hr.page.getByTestId('perawatan-detail-page').waitFor();
    await hr.page.getByTestId('perawatan-detail-status').filter({ hasText: 'Draft' }).waitFor();
    await hr.page.getByText('Rp 275.000,00').waitFor();

    // The registrar attaches the bill's scan while the claim is a Draft; it is listed on the claim page.
    const scans = hr.page.getByTestId('perawatan-files');
    await scans.getByText('Belum ada scan nota').waitFor();
    await hr.page
      .getByTestId('perawatan-file-input')
      .setInputFiles({ name: 'kwitansi-e2e.jpg', mimeType: 'image/jpeg', buffer: receiptJpeg() });
    await hr.page.getByText('Attachment Updated').first().waitFor();
    await scans.getByRole('link', { name: 'kwitansi-e2e.jpg' }).waitFor();

    await hr.page.getByTestId('perawatan-action-request').click();
    await hr.page.getByText('Perawatan diajukan untuk persetujuan').first().waitFor();
    await hr.page.getByTestId('perawatan-detail-status').filter({ hasText: 'Menunggu Persetujuan' }).waitFor();
    // Sent: the scans are fixed (still listed, nothing to add or remove).
    await scans.getByRole('link', { name: 'kwitansi-e2e.jpg' }).waitFor();
    assert.equal(await hr.page.getByTestId('perawatan-file-input').count(), 0, 'no upload once sent');
    assert.equal(await hr.page.getByTestId('perawatan-action-approve').count(), 0, 'no approving one’s own request');

    // admin: the claim waits for them (Admin SDM step); approve, then the Super Admin step.
    const admin = await newPage(browser);
    await loginAt(admin.page, '/pegawai/perawatan', DEMO.admin);
    await admin.page.getByTestId('perawatan-index-page').waitFor();
    await admin.page.getByTestId('perawatan-unapproved').filter({ hasText: /[1-9]/ }).waitFor();
    await admin.page.getByText('Giliran saya').click();
    await admin.page.getByRole('searchbox').fill(nomor);
    await admin.page.waitForURL((url) => url.searchParams.get('search') === nomor);
    const row = admin.page
      .getByRole('table', { name: 'Daftar klaim perawatan' })
      .locator('tbody tr', { hasText: nomor });
    await row.getByTestId('perawatan-myturn').waitFor();
    await row.getByRole('link', { name: 'Detail' }).click();
    await admin.page.getByTestId('perawatan-detail-page').waitFor();
    await admin.page.getByText(nomor).waitFor();
    await admin.page.getByTestId('perawatan-files').getByRole('link', { name: 'kwitansi-e2e.jpg' }).waitFor();
    await admin.page.getByTestId('perawatan-note').fill('Nota lengkap');
    await admin.page.getByTestId('perawatan-action-approve').click();
    await admin.page.getByText('Perawatan disetujui').first().waitFor();
    await admin.page
      .getByText(/disetujui oleh/)
      .first()
      .waitFor();
    await admin.page.getByTestId('perawatan-action-approve').click();
    await admin.page.getByTestId('perawatan-detail-status').filter({ hasText: 'Disetujui' }).waitFor();

    // hr sees it approved, with admin's note in the history.
    await hr.page.goto(detailPath);
    await hr.page.getByTestId('perawatan-detail-status').filter({ hasText: 'Disetujui' }).waitFor();
    await hr.page.getByTestId('perawatan-history').getByText('“Nota lengkap”').waitFor();

    // The flowchart shows the same two steps.
    await hr.page.goto('/pegawai/perawatan/flow');
    await hr.page.getByTestId('perawatan-flow-page').waitFor();
    assert.deepEqual(
      (await hr.page.getByTestId('perawatan-flow-step').allInnerTexts()).map((t) => t.split('\n')[0]),
      ['1. Admin SDM', '2. Super Admin'],
    );
    await hr.context.close();
    await admin.context.close();
  });

  it('pegawai is refused by the guard and the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/perawatan', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/perawatan/x/nota'), 403);
    assert.equal(
      await apiStatus(page, 'POST', '/sdm/perawatan/x/nota', {
        pegawai_id: 1,
        jenis_id: 1,
        tanggal: '2026-01-01',
        nominal: '1000',
      }),
      403,
    );
    assert.equal(await apiStatus(page, 'GET', '/sdm/perawatan/x/rs_tempat'), 403);
    await page.goto('/pegawai/perawatan/kaca_mata');
    await page.waitForURL('**/unauthorized');
    await context.close();
  });
});
