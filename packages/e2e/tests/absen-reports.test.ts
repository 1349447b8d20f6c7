import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const DELETED_API = '/sdm/pegawai/x/absen/x/report?event=index_deleted&date_start=2026-01-01&date_end=2026-01-31';

describe('attendance reports', () => {
  let browser: Browser;
  before(async () => { browser = await launchBrowser(); });
  after(async () => { await browser.close(); });

  it('pegawai cannot open /absen/deleted nor read its API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/absen/deleted', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', DELETED_API), 403);
    await context.close();
  });

  it('an attendance admin sees the deleted list', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/absen/deleted', DEMO.admin);
    await page.getByTestId('absen-deleted-page').waitFor();
    await page.getByRole('table', { name: 'Daftar absen terhapus' }).waitFor();
    assert.equal(await apiStatus(page, 'GET', DELETED_API), 200);
    await context.close();
  });

  it('pegawai opens the report of the current month and sees the totals', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/absen/report', DEMO.pegawai);
    await page.getByTestId('absen-report-page').waitFor();
    const summary = page.getByTestId('absen-report-summary');
    await summary.waitFor();
    const workingDays = Number(await page.getByTestId('absen-total-hari_kerja-value').innerText());
    assert.ok(workingDays >= 18 && workingDays <= 23, `working days of a month: ${workingDays}`);
    assert.match(await summary.innerText(), /Pegawai\s*1/);
    const table = page.getByRole('table', { name: 'Laporan absensi bulanan' });
    await table.getByText('Hari Kerja').waitFor();
    assert.equal(await table.locator('tbody tr').count(), 1, 'an employee sees only their own row');
    await context.close();
  });
});
