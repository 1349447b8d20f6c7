import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

/** Monday–Friday of the current month before today, and whether today is one, in the portal's zone (Asia/Jakarta). */
function weekdaysThisMonth(): { ended: number; todayIsWeekday: boolean } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date())
    .split('-')
    .map(Number);
  const isWeekday = (d: number) => ![0, 6].includes(new Date(Date.UTC(year, month - 1, d)).getUTCDay());
  let ended = 0;
  for (let d = 1; d < day; d += 1) if (isWeekday(d)) ended += 1;
  return { ended, todayIsWeekday: isWeekday(day) };
}

const DELETED_API = '/sdm/pegawai/x/absen/x/report?event=index_deleted&date_start=2026-01-01&date_end=2026-01-31';

describe('attendance reports', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

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
    // Days that have ended count: Monday–Friday of this month before today (Jakarta), less holidays;
    // today counts once the employee has checked in (the check-in tests may have done so).
    const workingDays = Number(await page.getByTestId('absen-total-hari_kerja-value').innerText());
    const holidays = Number(await page.getByTestId('absen-total-libur-value').innerText());
    const { ended, todayIsWeekday } = weekdaysThisMonth();
    assert.ok(
      workingDays <= ended + (todayIsWeekday ? 1 : 0) && workingDays + holidays >= ended,
      `working days ${workingDays}, holidays ${holidays}, weekdays ended ${ended}`,
    );
    assert.match(await summary.innerText(), /Pegawai\s*1/);
    const table = page.getByRole('table', { name: 'Laporan absensi bulanan' });
    await table.getByText('Hari Kerja').waitFor();
    assert.equal(await table.locator('tbody tr').count(), 1, 'an employee sees only their own row');
    await context.close();
  });

  it('the report keeps its month in the address: a shared link opens that month, and back after another month returns to it', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/absen/report?tahun=2025&bulan=3', DEMO.pegawai);
    await page.getByTestId('absen-report-summary').waitFor();
    const month = page.getByRole('combobox', { name: 'Bulan' });
    assert.equal(await month.inputValue(), '3', 'the month of the link, not this month');
    assert.equal(await page.getByRole('combobox', { name: 'Tahun' }).inputValue(), '2025');

    await month.selectOption('4');
    await page.waitForURL((url) => url.searchParams.get('bulan') === '4' && url.searchParams.get('tahun') === '2025');
    await page.reload();
    await page.getByTestId('absen-report-summary').waitFor();
    assert.equal(
      await page.getByRole('combobox', { name: 'Bulan' }).inputValue(),
      '4',
      'a reload keeps the month chosen',
    );
    await context.close();
  });

  it('health declarations keep the open tab in the address: a link opens the latest list, a reload keeps it', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/absen/covid?tab=terkini', DEMO.hr);
    await page.getByRole('table', { name: 'Laporan kesehatan terkini' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Terkini' }).getAttribute('aria-selected'), 'true');

    await page.getByRole('tab', { name: 'Daftar' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pivot');
    await page.getByRole('table', { name: 'Daftar laporan kesehatan' }).waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Daftar laporan kesehatan' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Daftar' }).getAttribute('aria-selected'), 'true');
    await context.close();
  });
});
