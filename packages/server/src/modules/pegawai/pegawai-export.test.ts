/**
 * POST /api/sdm/pegawai event=export: role rules, the spec's message, one job per user while it
 * runs, and the job's xlsx (header, every employee, hidden placeholder npp) fetched through the
 * job API.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor, seedTellerAndKacab } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { PEGAWAI_EXPORT_COLUMNS, PEGAWAI_EXPORT_MESSAGES } from './pegawai-export.service.js';
import { formatRemainingUntilRetirement } from './pegawai-retirement.js';

const EMPLOYEES = 37;

describe('pegawai export', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens: Record<string, string> = {};

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-export-'));
    t = await createTestApp({ config: { dataDir } });
    const kantor = await seedKantor(t.db);
    const { teller, pangkat } = await seedTellerAndKacab(t.db);
    const rows = Array.from({ length: EMPLOYEES - 1 }, (_, i) => ({
      nama: `Pegawai ${String(i + 1).padStart(2, '0')}`,
      npp: String(50_000_000 + i),
      tanggal_lahir: '1990-05-17',
      jenis_kelamin: i % 2 === 0 ? ('L' as const) : ('P' as const),
      kantor_id: kantor.dago,
      jabatan_id: teller,
      pangkat_id: pangkat,
      permanent_date: '2015-03-01',
    }));
    await t.db
      .insertInto('pegawai')
      .values([...rows, { nama: 'Calon Pegawai', npp: '00000000', tanggal_lahir: null }])
      .execute();
    const accounts = { hr: [10, 57], pegawai: [10], terbatas: [8, 10], hrTerbatas: [8, 57], admin: [1] };
    Object.assign(tokens, tokensOf(await createAccounts(t, accounts)));
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (token: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/sdm/pegawai', headers: token ? bearer(token) : {}, payload });

  it('only HR admins (57) without the restricted role (8) may export', async () => {
    assert.equal((await post(undefined, { event: 'export' })).statusCode, 401);
    for (const name of ['pegawai', 'terbatas', 'hrTerbatas', 'admin']) {
      assert.equal((await post(tokens[name], { event: 'export' })).statusCode, 403, name);
    }
    const unknown = await post(tokens.hr, { event: 'import' });
    assert.deepEqual([unknown.statusCode, unknown.json().message], [400, 'Unsuccessful Event']);
  });

  it('queues the export with the spec message; the xlsx holds every employee', async () => {
    const res = await post(tokens.hr, { event: 'export' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.message, 'Export data pegawai created, menunggu proses selesai.');
    assert.equal(body.message, PEGAWAI_EXPORT_MESSAGES.created);
    assert.match(body.data.job_id, /^[0-9a-f-]{36}$/);

    // A second click while it waits gets the same job, not a second export.
    assert.equal((await post(tokens.hr, { event: 'export' })).json().data.job_id, body.data.job_id);
    const queued = (
      await t.app.inject({ method: 'GET', url: `/api/general/jobs/${body.data.job_id}`, headers: bearer(tokens.hr) })
    ).json().data;
    assert.deepEqual([queued.status, queued.progress, queued.result_url], ['queued', 0, null]);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/general/jobs/${body.data.job_id}/result`,
      headers: bearer(tokens.hr),
    });
    assert.equal(early.statusCode, 404);

    await t.app.jobs.start();
    const job = await pollJob(t, tokens.hr, body.data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.progress, 100);
    assert.equal(job.name, 'pegawai.export');
    assert.equal(job.message, PEGAWAI_EXPORT_MESSAGES.done(EMPLOYEES));
    assert.equal(job.result.rows, EMPLOYEES);
    assert.match(job.result.file_name, /^data-pegawai-\d{8}-\d{4}\.xlsx$/);
    assert.equal(job.result_url, `/api/general/jobs/${job.id}/result`);

    // Someone else's job is not even there for them; admins (1, 57) may look.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/general/jobs/${job.id}`, headers: bearer(tokens.pegawai) }))
        .statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: job.result_url, headers: bearer(tokens.pegawai) })).statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/general/jobs/${job.id}`, headers: bearer(tokens.admin) }))
        .statusCode,
      200,
    );

    const file = await t.app.inject({ method: 'GET', url: job.result_url, headers: bearer(tokens.hr) });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(
      String(file.headers['content-disposition']),
      new RegExp(`attachment; filename="${job.result.file_name}"`),
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Data Pegawai')!;
    assert.equal(sheet.actualRowCount, EMPLOYEES + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(
      header,
      PEGAWAI_EXPORT_COLUMNS.map((c) => c.header),
    );
    assert.deepEqual(header.slice(0, 8), [
      'No',
      'NPP',
      'Nama',
      'Jenis Kelamin',
      'Tanggal Lahir',
      'Umur',
      'Jabatan',
      'Level Jabatan',
    ]);
    const col = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    assert.equal(first.getCell(col('NPP')).value, '50000000');
    assert.equal(first.getCell(col('Nama')).value, 'Pegawai 01');
    assert.equal(first.getCell(col('Jenis Kelamin')).value, 'Laki-laki');
    assert.equal((first.getCell(col('Tanggal Lahir')).value as Date).toISOString().slice(0, 10), '1990-05-17');
    assert.equal((first.getCell(col('Tanggal Pensiun')).value as Date).toISOString().slice(0, 10), '2046-05-17');
    assert.equal(first.getCell(col('Kantor')).value, 'KCP Dago (KC Bandung)');
    assert.equal(first.getCell(col('Jabatan')).value, 'Teller');
    assert.equal(first.getCell(col('Level Jabatan')).value, 'Staf');
    assert.equal(first.getCell(col('Pangkat')).value, 'Staf Muda');
    assert.equal(first.getCell(col('Status')).value, 'Aktif');
    const last = sheet.getRow(EMPLOYEES + 1);
    assert.equal(last.getCell(col('Nama')).value, 'Calon Pegawai');
    assert.equal(last.getCell(col('NPP')).value, null, "placeholder npp '00000000' is never shown");
    assert.equal(last.getCell(col('No')).value, EMPLOYEES);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'method', 'route'])
      .where('entity', '=', 'pegawai_export')
      .execute();
    assert.deepEqual(audit, [
      { entity: 'pegawai_export', entity_id: job.id, method: 'POST', route: '/api/sdm/pegawai' },
    ]);
  });

  it('lists the caller’s own jobs, newest first, filterable', async () => {
    const second = (await post(tokens.hr, { event: 'export' })).json().data.job_id;
    await pollJob(t, tokens.hr, second);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/general/jobs?per_page=1', headers: bearer(tokens.hr) })
    ).json();
    assert.deepEqual([list.total, list.per_page, list.last_page, list.data[0].id], [2, 1, 2, second]);
    const filtered = (
      await t.app.inject({
        method: 'GET',
        url: '/api/general/jobs?name=pegawai.export&status=done',
        headers: bearer(tokens.hr),
      })
    ).json();
    assert.equal(filtered.total, 2);
    const others = (
      await t.app.inject({ method: 'GET', url: '/api/general/jobs', headers: bearer(tokens.pegawai) })
    ).json();
    assert.deepEqual([others.total, others.data], [0, []]);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/general/jobs/not-a-uuid', headers: bearer(tokens.hr) }))
        .statusCode,
      404,
    );
  });

  it('export1 (57; spec /pegawai/export1): its own job and the age/retirement format', async () => {
    for (const name of ['pegawai', 'terbatas', 'admin'])
      assert.equal((await post(tokens[name], { event: 'export1' })).statusCode, 403, name);
    const res = await post(tokens.hr, { event: 'export1' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, PEGAWAI_EXPORT_MESSAGES.created);
    const job = await pollJob(t, tokens.hr, res.json().data.job_id);
    assert.deepEqual([job.status, job.name, job.result.rows], ['done', 'pegawai.export1', EMPLOYEES]);
    assert.match(job.result.file_name, /^data-pegawai-umur-pensiun-\d{8}-\d{4}\.xlsx$/);
    // Each format lists only its own jobs.
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/general/jobs?name=pegawai.export1', headers: bearer(tokens.hr) })
    ).json();
    assert.deepEqual(
      own.data.map((j: { id: string }) => j.id),
      [job.id],
    );

    const file = await t.app.inject({ method: 'GET', url: job.result_url, headers: bearer(tokens.hr) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Umur dan Pensiun')!;
    assert.equal(sheet.actualRowCount, EMPLOYEES + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header.slice(0, 8), [
      'No',
      'NPP',
      'Nama',
      'Tanggal Lahir',
      'Umur',
      'Tanggal Pensiun',
      'Sisa Masa Kerja s.d. Pensiun',
      'Pangkat',
    ]);
    const first = sheet.getRow(2);
    assert.equal((first.getCell(6).value as Date).toISOString().slice(0, 10), '2046-05-17');
    // The server counts from today's date in Jakarta (not the machine's UTC date: 17:00–24:00 UTC differ).
    assert.equal(
      first.getCell(7).value,
      formatRemainingUntilRetirement('1990-05-17', DateTime.now().setZone('Asia/Jakarta')),
    );
    assert.match(String(first.getCell(7).value), /^\d+ tahun \d+ bulan \d+ hari$/);
    assert.equal(first.getCell(header.indexOf('Grade') + 1).value, '5');
    assert.equal(sheet.getRow(EMPLOYEES + 1).getCell(7).value, null, 'no birth date, no remaining time');
  });

  it('GET event=export: the caller’s own employee exports of both formats, newest first (57 only)', async () => {
    for (const name of ['pegawai', 'terbatas']) {
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/sdm/pegawai?event=export', headers: bearer(tokens[name]) }))
          .statusCode,
        403,
        name,
      );
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sdm/pegawai?event=export&per_page=50',
      headers: bearer(tokens.hr),
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    const mine = await t.db
      .selectFrom('jobs')
      .select(['id', 'name'])
      .where('name', 'in', ['pegawai.export', 'pegawai.export1'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    assert.ok(mine.length >= 3, 'two exports and one export1 by now');
    assert.deepEqual(
      body.data.map((j: { id: string }) => j.id),
      mine.map((j) => j.id),
    );
    assert.deepEqual(
      new Set(body.data.map((j: { name: string }) => j.name)),
      new Set(['pegawai.export', 'pegawai.export1']),
    );
    assert.ok(
      body.data.every((j: { status: string; result_url: string | null }) => j.status !== 'done' || j.result_url),
      'finished exports carry their file address',
    );
    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/sdm/pegawai?event=export',
      headers: bearer(tokens.admin),
    });
    assert.equal(admins.statusCode, 403, 'role 1 alone is not an HR admin');
  });
});
