import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const WLA = '/sdm/wla';
const TARGET = '/sdm/pegawai/link/target/dana';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

/** '-0,62' (Indonesian format as the page prints it) → -0.62. */
const numberOf = (text: string) => Number(text.trim().replace(/\./g, '').replace(',', '.'));

/** Spec section 4: Fit within ±0.5 inclusive, Under Load above, Over Load below. */
function statusOf(gap: number): string {
  const rounded = Math.round(gap * 100) / 100;
  if (rounded > 0.5) return 'Under Load';
  if (rounded < -0.5) return 'Over Load';
  return 'Fit';
}

/** Next month in Asia/Jakarta: the demo data has no targets there yet. */
function nextMonth(): { tahun: number; bulan: number } {
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric', month: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const tahun = Number(parts.year);
  const bulan = Number(parts.month);
  return bulan === 12 ? { tahun: tahun + 1, bulan: 1 } : { tahun, bulan: bulan + 1 };
}

describe('workload analysis and funds targets in the browser (/pegawai/wla, /penilaian/target_pegawai_kontrak)', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = await apiLogin(BASE_URL, DEMO.admin);
  });
  after(async () => {
    await browser.close();
  });

  it('admin (63) sees the WLA results; every status badge matches the gap shown', async () => {
    const { context, page } = await newPage(browser);
    const api = await apiCall<{ total: number }>(BASE_URL, token, 'GET', `${WLA}?per_page=10`);
    assert.equal(api.status, 200);
    assert.ok(api.body.total > 0, 'the demo data has WLA results');

    await loginAt(page, '/pegawai/wla', DEMO.admin);
    const table = page.getByRole('table', { name: 'Hasil analisis beban kerja' });
    await table.getByTestId('wla-status').first().waitFor();
    const rows = table.getByRole('row').filter({ has: page.getByTestId('wla-status') });
    const count = await rows.count();
    assert.ok(count > 0);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const gap = numberOf(await row.getByTestId('wla-gap').innerText());
      assert.equal((await row.getByTestId('wla-status').innerText()).trim(), statusOf(gap), `row ${i + 1}, gap ${gap}`);
    }

    // The status filter lives in the address and every row shown has that status.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Over Load');
    await page.waitForURL(/status=Over\+Load|status=Over%20Load/);
    // The previous page stays shown while the filtered one loads: wait for the server's answer to be drawn.
    await page.waitForFunction(() => {
      const badges = [...document.querySelectorAll('[data-testid="wla-status"]')];
      return badges.length > 0 && badges.every((b) => b.textContent?.trim() === 'Over Load');
    });
    const statuses = await table.getByTestId('wla-status').allInnerTexts();
    assert.ok(statuses.length > 0, 'the demo data has Over Load results');
    assert.ok(
      statuses.every((s) => s.trim() === 'Over Load'),
      statuses.join(', '),
    );
    await context.close();
  });

  it('a funds-target upload with one bad row is refused whole: nothing is added, the row error is shown', async () => {
    const month = nextMonth();
    const types = await apiCall<{ data: { id: number; nama: string; is_disabled: boolean }[] }>(
      BASE_URL,
      token,
      'GET',
      `${TARGET}/x/type`,
    );
    const type = types.body.data.find((t) => !t.is_disabled)!;
    const people = await apiCall<{ data: { npp: string | null }[] }>(
      BASE_URL,
      token,
      'GET',
      '/sdm/pegawai?per_page=20',
    );
    const npp = people.body.data.find((p) => p.npp && p.npp !== '00000000')?.npp;
    assert.ok(npp, 'an employee with an NPP');
    const rowsOfMonth = async () =>
      (
        await apiCall<{ total: number }>(
          BASE_URL,
          token,
          'GET',
          `${TARGET}?event=index&tahun=${month.tahun}&bulan=${month.bulan}&type_id=${type.id}`,
        )
      ).body.total;
    assert.equal(await rowsOfMonth(), 0);

    const { context, page } = await newPage(browser);
    await loginAt(page, '/penilaian/target_pegawai_kontrak/register', DEMO.admin);
    const form = page.getByTestId('target-upload');
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Tahun' }).selectOption(String(month.tahun));
    await form.getByRole('combobox', { name: 'Bulan' }).selectOption(String(month.bulan));
    await form.getByRole('combobox', { name: 'Jenis target' }).selectOption(String(type.id));
    const bad = await xlsx([
      ['Rekening', 'NPP', 'Nominal'],
      ['9876543210', npp, '25000000.00'],
      ['9876543211', '99999998', '1000000.00'],
    ]);
    await page
      .getByTestId('target-upload-file')
      .setInputFiles({ name: 'target-salah.xlsx', mimeType: XLSX_TYPE, buffer: bad });
    await page.getByTestId('target-upload-submit').click();
    const errors = page.getByTestId('target-upload-errors');
    await errors.waitFor({ timeout: 30_000 });
    const text = await errors.innerText();
    assert.match(text, /tidak ada target yang disimpan/);
    assert.match(text, /Baris 3, kolom NPP/);
    assert.doesNotMatch(text, /Baris 2/);
    assert.equal(await page.getByTestId('target-upload-done').count(), 0);
    assert.equal(await toast(page, 'Upload File Target Berhasil').count(), 0);
    assert.equal(await rowsOfMonth(), 0, 'nothing written');
    await context.close();
  });

  it('pegawai (role 10 only) is refused /pegawai/wla by the page guard and by the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/wla', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await page.getByRole('table', { name: 'Hasil analisis beban kerja' }).count(), 0);
    assert.equal(await apiStatus(page, 'GET', WLA), 403);
    assert.equal(await apiStatus(page, 'POST', `${WLA}/x/pegawai_jabatan`, { action: 'updateReset' }), 403);
    await context.close();
  });
});
