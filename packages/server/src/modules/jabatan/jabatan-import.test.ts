/**
 * The position bulk import end to end on PostgreSQL: template, upload → background job → all rows
 * or nothing, the row report, the history rule applied to imported rows, role refusals, export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { pollJob, seedJabatan, xlsxOf, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';
import { tableCount } from '../../../test/helpers/fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('position bulk import (/api/sdm/pegawai/x/jabatan/x/store_excel)', () => {
  let t: TestApp;
  let s: JabatanSeed;
  before(async () => {
    t = await createTestApp();
    s = await seedJabatan(t);
    await t.app.jobs.start();
  });
  after(() => t.close());

  const upload = (token: string, body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sdm/pegawai/x/jabatan/x/store_excel',
      headers: { ...bearer(token), 'content-type': XLSX },
      payload: body,
    });
  const count = () => tableCount(t.db, 'pegawai_jabatan');
  const header = ['NPP', 'Jabatan', 'Kantor', 'Awal', 'Permanen', 'Nomor SK'];

  test('one bad row: the job fails with the row report and nothing is written', async () => {
    const file = await xlsxOf([
      header,
      ['20000001', 'Staf Umum', '101', '01/02/2020', 'Tidak', 'SK/1'],
      ['99999999', 'Jabatan Entah', '101', '31/02/2020', 'Ya', 'SK/2'],
      ['20000002', 'kepala  cabang', 'Bogor', '2021-03-01', 'Ya', null],
    ]);
    const res = await upload(s.hr, file);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Data upload sementara di proses');
    const job = await pollJob(t, s.hr, res.json().data.job_id);
    assert.equal(job.status, 'failed');
    assert.equal(job.error, 'Data upload tidak valid, tidak ada data yang disimpan');
    assert.deepEqual(job.result, {
      imported: 0,
      errors: [
        { row: 3, column: 'NPP', message: 'NPP tidak ditemukan' },
        { row: 3, column: 'Jabatan', message: 'Jabatan tidak ditemukan' },
        { row: 3, column: 'Awal', message: 'Kolom Awal harus berupa tanggal (DD/MM/YYYY)' },
      ],
    });
    assert.equal(await count(), 0);
  });

  test('all rows good: written under the history rule, current position follows', async () => {
    const file = await xlsxOf([
      header,
      ['20000002', 'Staf Umum', '101', '01/02/2015', 'Ya', 'SK/1'],
      ['20000002', 'kepala  cabang', 'Bogor', '2021-03-01', 'Ya', 'SK/2'],
      ['20000001', String(s.jabatan.staf), null, '01/01/2019', null, null],
    ]);
    const job = await pollJob(t, s.hr, (await upload(s.hr, file)).json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.deepEqual(job.result, { imported: 3, errors: [] });
    const budi = await t.db
      .selectFrom('pegawai_jabatan')
      .select(['awal', 'is_permanent'])
      .where('pegawai_id', '=', s.pegawai.budi)
      .orderBy('awal')
      .execute();
    assert.deepEqual(budi, [
      { awal: '2015-02-01', is_permanent: false },
      { awal: '2021-03-01', is_permanent: true },
    ]);
    const pegawai = await t.db
      .selectFrom('pegawai')
      .select(['permanent_date', 'jabatan_id', 'kantor_id'])
      .where('id', '=', s.pegawai.budi)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      { ...pegawai },
      { permanent_date: '2021-03-01', jabatan_id: s.jabatan.kepala, kantor_id: s.kantor.bogor },
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'pegawai_jabatan_import')
      .execute();
    assert.ok(audit.length >= 2, 'the upload and the written batch are audited');
  });

  test('a file that is not xlsx, an empty body, a missing column', async () => {
    const junk = await pollJob(t, s.hr, (await upload(s.hr, Buffer.from('bukan excel'))).json().data.job_id);
    assert.deepEqual(junk.result.errors, [{ row: 0, column: '', message: 'File bukan file Excel (.xlsx) yang valid' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/sdm/pegawai/x/jabatan/x/store_excel',
      headers: { ...bearer(s.hr), 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(0),
    });
    assert.equal(empty.statusCode, 422);
    const noAwal = await pollJob(
      t,
      s.hr,
      (
        await upload(
          s.hr,
          await xlsxOf([
            ['NPP', 'Jabatan'],
            ['20000001', 'Staf Umum'],
          ]),
        )
      ).json().data.job_id,
    );
    assert.deepEqual(noAwal.result.errors, [
      { row: 1, column: 'Awal', message: 'Kolom Awal tidak ditemukan pada baris judul' },
    ]);
  });

  test('a file that declares more than 50 000 rows is refused at once, before any job is queued', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => [
      String(30000000 + i),
      'Staf Umum',
      '101',
      '01/02/2020',
      'Tidak',
      null,
    ]);
    const file = await xlsxOf([header, ...rows]);
    const jobsBefore = await tableCount(t.db, 'jobs');
    const rowsBefore = await count();
    const res = await upload(s.hr, file);
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors, { file: ['Jumlah baris melebihi batas 50.000 baris'] });
    assert.equal(await tableCount(t.db, 'jobs'), jobsBefore, 'no job was queued');
    assert.equal(await count(), rowsBefore);
  });

  test('template downloads as xlsx with the import headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sdm/pegawai/x/jabatan/x/template',
      headers: bearer(s.hr),
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    assert.deepEqual((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1), header);
  });

  test('role 8, role 1 without 57 and plain employees are refused (57 only)', async () => {
    const file = await xlsxOf([header, ['20000001', 'Staf Umum', null, '01/02/2020', null, null]]);
    assert.equal((await upload(s.terbatas, file)).statusCode, 403);
    assert.equal((await upload(s.pegawaiOnly, file)).statusCode, 403);
    assert.equal((await upload(s.admin, file)).statusCode, 403);
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sdm/pegawai/x/jabatan/x/template',
          headers: bearer(s.pegawaiOnly),
        })
      ).statusCode,
      403,
    );
  });

  test('export queues a job whose xlsx lists the positions', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sdm/set/jabatan/x/export', headers: bearer(s.hr) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Export data jabatan created, menunggu proses selesai.');
    const job = await pollJob(t, s.hr, res.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    const file = await t.app.inject({ method: 'GET', url: job.result_url, headers: bearer(s.hr) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Data Jabatan')!;
    assert.equal(sheet.actualRowCount, 4);
    assert.equal(sheet.getRow(4).getCell(10).value, 'Jabatan ini tidak dipakai lagi');
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/sdm/set/jabatan/x/export', headers: bearer(s.terbatas) }))
        .statusCode,
      403,
    );
  });
});
