import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['NPP', 'Jabatan', 'Kantor', 'Awal', 'Permanen', 'Nomor SK'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('position bulk import in the browser (/pegawai/jabatan/upload_file_massal)', () => {
  let browser: Browser;
  let token: string;
  let pegawai: { id: number; npp: string };
  let jabatan: string;
  before(async () => {
    browser = await launchBrowser();
    token = await apiLogin(BASE_URL, DEMO.hr);
    const list = await apiCall<{ data: { id: number; npp: string | null }[] }>(
      BASE_URL,
      token,
      'GET',
      '/sdm/pegawai?per_page=20',
    );
    const found = list.body.data.find((p) => p.npp);
    assert.ok(found, 'a demo employee with an npp');
    pegawai = { id: found.id, npp: found.npp! };
    jabatan = (
      await apiCall<{ data: { nama: string }[] }>(
        BASE_URL,
        token,
        'GET',
        '/sdm/set/jabatan?is_disabled=false&per_page=1',
      )
    ).body.data[0]!.nama;
  });
  after(async () => {
    await browser.close();
  });

  const recordsOf = async () =>
    (
      await apiCall<{ data: { nomor_sk: string | null; is_permanent: boolean }[] }>(
        BASE_URL,
        token,
        'GET',
        `/sdm/pegawai/x/jabatan?pegawai_id=${pegawai.id}`,
      )
    ).body.data;

  it('hr uploads a file with one bad row, sees the row error and nothing imported; then a good file is imported', async () => {
    const before = (await recordsOf()).length;
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/jabatan/upload_file_massal', DEMO.hr);
    await page.getByTestId('jabatan-import-page').waitFor();

    const bad = await xlsx([
      HEADER,
      [pegawai.npp, jabatan, null, '01/02/2024', 'Tidak', 'SK/E2E/1'],
      ['00000001', jabatan, null, '01/02/2024', 'Ya', 'SK/E2E/2'],
    ]);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'jabatan-salah.xlsx', mimeType: XLSX_TYPE, buffer: bad });
    await page.getByTestId('import-submit').click();
    const report = page.getByTestId('import-errors');
    await report.waitFor({ timeout: 30_000 });
    assert.match(await report.innerText(), /tidak ada data yang disimpan/);
    const cells = await report.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    assert.deepEqual(cells, ['3', 'NPP', 'NPP tidak ditemukan']);
    assert.equal((await recordsOf()).length, before, 'nothing written');

    const good = await xlsx([HEADER, [pegawai.npp, jabatan, null, '01/02/2024', 'Ya', 'SK/E2E/3']]);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'jabatan-benar.xlsx', mimeType: XLSX_TYPE, buffer: good });
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-success').waitFor({ timeout: 30_000 });
    assert.match(await page.getByTestId('import-success').innerText(), /1 baris berhasil diimpor/);
    const records = await recordsOf();
    assert.equal(records.length, before + 1);
    assert.deepEqual(
      records.filter((r) => r.is_permanent).map((r) => r.nomor_sk),
      ['SK/E2E/3'],
      'the imported permanent record is the only permanent one',
    );
    await context.close();
  });

  it('pegawai (role 10 only) is turned away by the guard, and the API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/dashboard', DEMO.pegawai);
    await page.goto('/pegawai/jabatan/upload_file_massal');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/jabatan/x/template'), 403);
    assert.equal(await apiStatus(page, 'POST', '/sdm/pegawai/x/jabatan/x/store_excel', {}), 403);
    await context.close();
  });
});
