import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';
import { MONTH_NAMES, pickDate, utcDay } from '../lib/date-picker.ts';

/** A Monday and the Tuesday after it, at least 3 days ahead and in one year (annual leave may not cross years). */
function nextMondayTuesday(from = new Date()): [Date, Date] {
  const d = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate() + 3));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  const tuesday = new Date(d.getTime() + 86_400_000);
  if (tuesday.getUTCFullYear() !== d.getUTCFullYear()) return nextMondayTuesday(new Date(d.getTime() + 7 * 86_400_000));
  return [d, tuesday];
}

async function unapproved(page: Page): Promise<number> {
  const text = await page.getByTestId('izin-unapproved').innerText();
  return Number(/(\d+)/.exec(text)?.[1]);
}

describe('izin: request annual leave and approve it', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai creates and requests annual leave; hr sees it as its turn, approves it; the counter falls', async () => {
    const alasan = `Liburan keluarga ${Date.now()}`;
    const [mulai, selesai] = nextMondayTuesday();

    // pegawai: create → 'Izin created' and the draft warning → detail after 5 s → Request Approval.
    const { page } = await newPage(browser);
    await loginAt(page, '/pegawai/izin', DEMO.pegawai);
    await page.getByTestId('izin-index-page').waitFor();
    await page.getByTestId('izin-add').click();
    await page.getByRole('combobox', { name: 'Jenis Izin' }).selectOption({ label: 'Cuti Tahunan' });
    await pickDate(page.locator('[data-name="tanggal_mulai"]'), utcDay(mulai));
    await pickDate(page.locator('[data-name="tanggal_selesai"]'), utcDay(selesai));
    await page.getByTestId('izin-alasan').fill(alasan);
    await page.getByTestId('izin-form-submit').click();
    await page.getByText('Izin created').waitFor();
    await page.getByText('Cek kembali sebelum Request Approval').waitFor();
    await page.getByText('Warning!').waitFor();
    await page.waitForURL(/\/izin\/[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
    const detailPath = new URL(page.url()).pathname;
    await page.getByTestId('izin-detail-page').waitFor();
    assert.equal(await page.getByTestId('izin-status').innerText(), 'Draft');
    await page.getByTestId('izin-action-request').click();
    await page.getByText('Izin requested').waitFor();
    await page.getByTestId('izin-status').filter({ hasText: 'Menunggu Persetujuan' }).waitFor();

    // hr: the counter counts it; the is_myturn filter shows it; approve it.
    const hr = await newPage(browser);
    await loginAt(hr.page, '/pegawai/izin', DEMO.hr);
    await hr.page.getByTestId('izin-index-page').waitFor();
    await hr.page.getByTestId('izin-unapproved').filter({ hasText: /[1-9]/ }).waitFor();
    const before = await unapproved(hr.page);
    await hr.page.getByText('Giliran saya').click();
    await hr.page.getByPlaceholder('Cari nama, NPP atau alasan').fill(alasan);
    // The search is debounced: wait until the table shows the one matching row.
    const rows = hr.page.getByRole('row').filter({ hasText: 'Cuti Tahunan' });
    for (let i = 0; i < 50 && (await rows.count()) !== 1; i += 1) await hr.page.waitForTimeout(200);
    assert.equal(await rows.count(), 1);
    const row = rows.first();
    await row.getByTestId('izin-myturn').waitFor();
    await row.getByRole('link', { name: 'Detail' }).click();
    await hr.page.getByTestId('izin-detail-page').waitFor();
    await hr.page.getByText(alasan).waitFor();
    await hr.page.getByTestId('izin-note').fill('Selamat berlibur');
    await hr.page.getByTestId('izin-action-approve').click();
    await hr.page.getByText('Izin approved').waitFor();
    await hr.page.getByTestId('izin-status').filter({ hasText: 'Disetujui' }).waitFor();
    await hr.page.goto('/pegawai/izin');
    await hr.page.getByTestId('izin-index-page').waitFor();
    await hr.page
      .getByTestId('izin-unapproved')
      .filter({ hasText: String(before - 1) })
      .waitFor();
    assert.equal(await unapproved(hr.page), before - 1);

    // pegawai sees the leave approved, with hr's note in the history.
    await page.goto(detailPath);
    await page.getByTestId('izin-status').filter({ hasText: 'Disetujui' }).waitFor();
    await page.getByTestId('izin-history').getByText('“Selamat berlibur”').waitFor();

    // The approved days show in pegawai's attendance calendar as annual leave.
    await page.goto('/absen/calendar');
    const calendar = page.getByTestId('absen-calendar-page');
    for (const day of [mulai, selesai]) {
      // The two days may fall in different months (e.g. 30 November and 1 December).
      await calendar.getByRole('combobox', { name: 'Tahun' }).selectOption(String(day.getUTCFullYear()));
      await calendar.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: MONTH_NAMES[day.getUTCMonth()] });
      await page
        .getByTestId(`absen-day-${day.toISOString().slice(0, 10)}`)
        .getByText('Cuti Tahunan')
        .waitFor();
    }
  });
});
