import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { MONTH_NAMES } from '../lib/date-picker.ts';

const BASE = '/sdm/pegawai/x/potongan_gaji';
const HEADER = ['NPP', 'Jenis', 'Jumlah', 'Keterangan'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Potongan');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

/** '1250000.50' → 'Rp 1.250.000,50', as the pages print the server's decimal strings. */
function rupiah(amount: string): string {
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}Rp ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')}`;
}

/** This month in Asia/Jakarta, as the server counts months. */
function jakartaMonth(): { tahun: number; bulan: number } {
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric', month: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return { tahun: Number(parts.year), bulan: Number(parts.month) };
}

describe('salary deductions in the browser (/gaji/potongan/*)', () => {
  let browser: Browser;
  let token: string;
  /** Next month: the demo data has nothing there yet and its deadline is still ahead. */
  let month: { tahun: number; bulan: number };
  let kantor: { id: number; nama: string };
  let npp: string;
  let pegawaiNama: string;

  before(async () => {
    browser = await launchBrowser();
    token = await apiLogin(BASE_URL, DEMO.admin);
    const now = jakartaMonth();
    month = now.bulan === 12 ? { tahun: now.tahun + 1, bulan: 1 } : { tahun: now.tahun, bulan: now.bulan + 1 };
    const belum = await apiCall<{ data: { kantor: { id: number; nama: string }; pegawai_count: number }[] }>(
      BASE_URL,
      token,
      'GET',
      `${BASE}/x/belum_upload?tahun=${month.tahun}&bulan=${month.bulan}`,
    );
    assert.equal(belum.status, 200);
    for (const office of belum.body.data.filter((r) => r.pegawai_count > 0)) {
      const list = await apiCall<{ data: { nama: string; npp: string | null }[] }>(
        BASE_URL,
        token,
        'GET',
        `/sdm/pegawai?kantor_id=${office.kantor.id}&per_page=20`,
      );
      const found = list.body.data.find((p) => p.npp && p.npp !== '00000000');
      if (found) {
        kantor = office.kantor;
        npp = found.npp!;
        pegawaiNama = found.nama;
        break;
      }
    }
    assert.ok(npp, 'an office allowing deductions with an employee that has an NPP');
  });
  after(async () => {
    await browser.close();
  });

  const officeRows = async () =>
    (
      await apiCall<{ total: number; total_jumlah: string }>(
        BASE_URL,
        token,
        'GET',
        `${BASE}?tahun=${month.tahun}&bulan=${month.bulan}&kantor_id=${kantor.id}`,
      )
    ).body;

  it('admin sets the deadline, uploads a file refused whole with its report, fixes it, sees and downloads the pivot', async () => {
    const { context, page } = await newPage(browser);
    const mm = String(month.bulan).padStart(2, '0');

    // 1. The deadline of the month: the 20th.
    await loginAt(page, '/gaji/potongan/upload_batas_tanggal', DEMO.admin);
    await page.getByTestId('batas-page').waitFor();
    const period = page.getByTestId('batas-period');
    await period.getByRole('combobox', { name: 'Tahun' }).selectOption(String(month.tahun));
    await period.getByRole('combobox', { name: 'Bulan' }).selectOption(String(month.bulan));
    const tanggal = page.getByRole('group', { name: /Tanggal batas upload/ });
    await tanggal.getByRole('combobox', { name: 'Tahun' }).selectOption(String(month.tahun));
    await tanggal.getByRole('combobox', { name: 'Bulan' }).selectOption(String(month.bulan));
    await tanggal.getByRole('combobox', { name: 'Tanggal' }).selectOption('20');
    await page.getByTestId('batas-submit').click();
    await toast(page, 'Tanggal updated').waitFor();
    await page
      .getByTestId('batas-info')
      .filter({ hasText: `20 ${MONTH_NAMES[month.bulan - 1]} ${month.tahun}` })
      .waitFor();
    const batas = await apiCall<{ data: { tanggal: string; is_default: boolean } }>(
      BASE_URL,
      token,
      'GET',
      `${BASE}/x/batas_upload?tahun=${month.tahun}&bulan=${month.bulan}`,
    );
    assert.deepEqual(
      { tanggal: batas.body.data.tanggal, is_default: batas.body.data.is_default },
      { tanggal: `${month.tahun}-${mm}-20`, is_default: false },
    );

    // 2. A file with one bad row: refused whole, the report names row, column and reason.
    await page.goto(`/gaji/potongan/upload?kantor_id=${kantor.id}&tahun=${month.tahun}&bulan=${month.bulan}`);
    await page.getByTestId('upload-page').waitFor();
    await page
      .getByTestId('batas-info')
      .filter({ hasText: `20 ${MONTH_NAMES[month.bulan - 1]} ${month.tahun}` })
      .waitFor();
    const bad = await xlsx([
      HEADER,
      [npp, 'KOPERASI', '150000.00', 'Simpanan wajib E2E'],
      ['99999999', 'KOPERASI', '1000', null],
    ]);
    await page
      .getByTestId('upload-file')
      .setInputFiles({ name: 'potongan-salah.xlsx', mimeType: XLSX_TYPE, buffer: bad });
    await page.getByTestId('upload-submit').click();
    await toast(page, 'Potongan Gaji uploaded').waitFor();
    const report = page.getByTestId('upload-errors');
    await report.waitFor({ timeout: 30_000 });
    assert.match(await report.innerText(), /1 masalah ditemukan, tidak ada data yang disimpan/);
    assert.deepEqual(await report.getByRole('row').nth(1).getByRole('cell').allInnerTexts(), [
      '3',
      'NPP',
      'NPP tidak ditemukan',
    ]);
    assert.equal((await officeRows()).total, 0, 'nothing written');

    // 3. The fixed file is written.
    const good = await xlsx([
      HEADER,
      [npp, 'KOPERASI', '150000.00', 'Simpanan wajib E2E'],
      [npp, 'ZAKAT', '25000,50', null],
    ]);
    await page
      .getByTestId('upload-file')
      .setInputFiles({ name: 'potongan-benar.xlsx', mimeType: XLSX_TYPE, buffer: good });
    await page.getByTestId('upload-submit').click();
    const success = page.getByTestId('upload-success');
    await success.waitFor({ timeout: 30_000 });
    assert.match(await success.innerText(), /2 baris tersimpan, total Rp 175\.000,50/);
    assert.equal(await page.getByTestId('upload-errors').count(), 0);
    const written = await officeRows();
    assert.deepEqual(
      { total: written.total, total_jumlah: written.total_jumlah },
      { total: 2, total_jumlah: '175000.50' },
    );

    // 4. The pivot of the month for the office, and its xlsx.
    await page.goto(`/gaji/potongan/pivot?tahun=${month.tahun}&bulan=${month.bulan}&kantor_id=${kantor.id}`);
    const table = page.getByRole('table', { name: 'Pivot potongan gaji per pegawai dan jenis' });
    const row = table.getByRole('row').filter({ hasText: pegawaiNama });
    await row.waitFor();
    const rowText = await row.innerText();
    assert.match(rowText, /Rp 150\.000,00/);
    assert.match(rowText, /Rp 25\.000,50/);
    assert.match(rowText, /Rp 175\.000,50/);
    assert.match(await page.getByTestId('pivot-totals').innerText(), /Rp 175\.000,50/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pivot-download').click()]);
    assert.equal(download.suggestedFilename(), 'potongan_gaji_pivot.xlsx');
    const file = await fs.readFile(await download.path());
    assert.equal(file.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx is a ZIP archive');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    assert.ok(cells.includes(npp), `the pivot file lists NPP ${npp}`);
    await context.close();
  });

  it('pegawai sees their own deductions, is turned away from the upload page, and the API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/gaji/potongan/pegawai', DEMO.pegawai);
    await page.getByTestId('pegawai-potongan-page').waitFor();
    const own = await apiCall<{ data: { tahun: number; bulan: number; total: string }[]; total: string }>(
      BASE_URL,
      await apiLogin(BASE_URL, DEMO.pegawai),
      'GET',
      `${BASE}/x/pegawai`,
    );
    assert.equal(own.status, 200);
    assert.ok(own.body.data.length > 0, 'the demo employee has deductions this year');
    const months = page.getByTestId('own-month');
    await months.first().waitFor();
    assert.equal(await months.count(), own.body.data.length);
    const newest = own.body.data[0]!;
    assert.match(await months.first().innerText(), new RegExp(`${MONTH_NAMES[newest.bulan - 1]} ${newest.tahun}`));
    assert.match(await page.getByTestId('own-total').innerText(), /Rp \d{1,3}(\.\d{3})*,\d{2}/);

    await page.goto('/gaji/potongan/upload');
    await page.waitForURL('**/unauthorized');
    const q = `kantor_id=${kantor.id}&tahun=${month.tahun}&bulan=${month.bulan}`;
    assert.equal(await apiStatus(page, 'POST', `${BASE}/x/upload?${q}`, {}), 403);
    assert.equal(await apiStatus(page, 'GET', `${BASE}/x/pivot?tahun=${month.tahun}&bulan=${month.bulan}`), 403);
    assert.equal(await apiStatus(page, 'POST', `${BASE}/x/batas_upload`, { ...month, tanggal: '2030-01-01' }), 403);
    await context.close();
  });

  it('admin opens /gaji/penghasilan and sees the income summary of this month in Rupiah', async () => {
    const { context, page } = await newPage(browser);
    const now = jakartaMonth();
    const summary = await apiCall<{
      data: { pegawai: { nama: string }; penghasilan: string; bersih: string }[];
      total: number;
    }>(BASE_URL, token, 'GET', `/sdm/pegawai/x/gaji?tahun=${now.tahun}&bulan=${now.bulan}`);
    assert.equal(summary.status, 200);
    const first = summary.body.data[0];
    assert.ok(first, 'the demo data has income this month');

    await loginAt(page, '/gaji/penghasilan', DEMO.admin);
    await page.getByTestId('penghasilan-page').waitFor();
    const table = page.getByRole('table', { name: 'Ringkasan penghasilan pegawai' });
    const row = table.getByRole('row').filter({ hasText: first.pegawai.nama }).first();
    await row.waitFor();
    const text = await row.innerText();
    assert.ok(text.includes(rupiah(first.penghasilan)), `${text} shows ${rupiah(first.penghasilan)}`);
    assert.ok(text.includes(rupiah(first.bersih)), `${text} shows ${rupiah(first.bersih)}`);
    assert.match(text, /Rp \d{1,3}(\.\d{3})*,\d{2}/);
    await context.close();
  });
});
