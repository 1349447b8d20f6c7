/**
 * Attendance reports on a small seeded month (March 2026: 9 weekend days, one holiday, one leave
 * day, late and on-time check-ins, a deleted and a hidden row): the day classification and totals,
 * scoping, the year report job and its xlsx, doubles cleanup, the deleted list and its roles.
 */
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DateTime } from 'luxon';
import ExcelJS from 'exceljs';
import type { AbsenReportAnswer } from '@portal/contracts';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { ABSEN_YEAR_REPORT_MESSAGE } from './absen-domain.js';
import { insertAbsen, insertApprovedIzin, insertLibur } from '../../../test/helpers/absen-seed.js';

const URL = '/api/sdm/pegawai/x/absen/x/report';

describe('absen reports', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let ani: { id: number; pegawaiId: number | null };
  let budi: { id: number; pegawaiId: number | null };
  let kantor: Record<string, number>;
  let deletedId: string;

  const get = (who: string, query: string) =>
    t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: bearer(tokens[who]) });

  before(async () => {
    t = await createTestApp({ config: { dataDir: await mkdtemp(join(tmpdir(), 'portal-absen-report-')) } });
    kantor = await seedKantor(t.db);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.surabaya } },
      absensi: { roles: [10, 59], pegawai: { nama: 'Citra Admin', kantor_id: kantor.pusat } },
      super: [1],
    });
    Object.assign(tokens, tokensOf(accounts));
    ({ ani, budi } = accounts);

    const a = ani.pegawaiId!;
    await insertLibur(t.db, '2026-03-19', 'Hari Suci Nyepi');
    await insertApprovedIzin(t.db, a, ani.id, '2026-03-04', '2026-03-04');
    await insertAbsen(t.db, a, '2026-03-02T07:50', 'masuk');
    await insertAbsen(t.db, a, '2026-03-02T17:05', 'pulang');
    await insertAbsen(t.db, a, '2026-03-03T08:15', 'masuk');
    await insertAbsen(t.db, a, '2026-03-05T08:00', 'masuk');
    await insertAbsen(t.db, a, '2026-03-05T08:00', 'pulang');
    await insertAbsen(t.db, a, '2026-03-07T09:00', 'masuk'); // Saturday
    await insertAbsen(t.db, a, '2026-03-19T07:30', 'masuk'); // holiday
    deletedId = await insertAbsen(t.db, a, '2026-03-06T07:40', 'masuk', { deleted_at: new Date() });
    await insertAbsen(t.db, a, '2026-03-09T07:40', 'masuk', { is_active: false });
    // Doubles: two check-ins on the 10th (07:45 kept, 07:58 removed) and on the 11th.
    await insertAbsen(t.db, a, '2026-03-10T07:45', 'masuk');
    await insertAbsen(t.db, a, '2026-03-10T07:58', 'masuk');
    await insertAbsen(t.db, budi.pegawaiId!, '2026-03-02T07:30', 'masuk');
  });
  after(async () => {
    await t.close();
  });

  it('classifies each day and totals them (holiday, weekend, leave, late, on time, no record)', async () => {
    const res = await get('ani', 'tahun=2026&bulan=3');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<AbsenReportAnswer>();
    assert.equal(body.total, 1);
    const [row] = body.data;
    assert.equal(row.pegawai.nama, 'Ani Lestari');
    assert.equal(row.rincian.length, 31);
    const day = (d: number) => row.rincian[d - 1];
    assert.deepEqual(day(2), {
      tanggal: '2026-03-02',
      status: 'hadir',
      masuk: '07:50',
      pulang: '17:05',
      keterangan: null,
    });
    assert.equal(day(3).status, 'terlambat');
    assert.equal(day(4).status, 'izin');
    assert.equal(day(5).status, 'hadir', '08:00 is still on time');
    assert.equal(day(6).status, 'alpa', 'a deleted row does not count');
    assert.equal(day(7).status, 'weekend');
    assert.equal(day(9).status, 'alpa', 'a row hidden by a delete request does not count');
    assert.deepEqual([day(19).status, day(19).keterangan], ['libur', 'Hari Suci Nyepi']);
    // 31 days − 9 weekend − 1 holiday = 21 working days: 3 hadir (2, 5, 10), 1 late, 1 leave, 16 without record.
    assert.deepEqual(row.totals, { hari_kerja: 21, hadir: 3, terlambat: 1, izin: 1, libur: 1, weekend: 9, alpa: 16 });
    assert.deepEqual(body.summary, { ...row.totals, pegawai: 1 });
  });

  it('the running month: today without a check and the days to come are "belum", not alpa, and not yet working days', async () => {
    const now = DateTime.now().setZone('Asia/Jakarta');
    const res = await get('budi', `tahun=${now.year}&bulan=${now.month}`);
    assert.equal(res.statusCode, 200, res.body);
    const [row] = res.json<AbsenReportAnswer>().data;
    const today = row.rincian.find((d) => d.tanggal === now.toISODate())!;
    assert.ok(['belum', 'weekend', 'libur'].includes(today.status), `today is ${today.status}`);
    const ended = row.rincian.filter((d) => d.tanggal < now.toISODate()!);
    const coming = row.rincian.filter((d) => d.tanggal >= now.toISODate()!);
    assert.ok(
      coming.every((d) => d.status !== 'alpa'),
      'no absence counted before the day is over',
    );
    const endedWorkdays = ended.filter((d) => d.status !== 'weekend' && d.status !== 'libur').length;
    assert.equal(row.totals.hari_kerja, endedWorkdays);
    assert.equal(row.totals.alpa, ended.filter((d) => d.status === 'alpa').length);
  });

  it('scopes an employee to themselves and lets attendance admins pick office and employee', async () => {
    const own = (
      await get('ani', `tahun=2026&bulan=3&kantor_id=${kantor.surabaya}&pegawai_id=${budi.pegawaiId}`)
    ).json<AbsenReportAnswer>();
    assert.deepEqual(
      own.data.map((r) => r.pegawai.nama),
      ['Ani Lestari'],
    );
    const all = (await get('absensi', 'tahun=2026&bulan=3')).json<AbsenReportAnswer>();
    assert.deepEqual(
      all.data.map((r) => r.pegawai.nama),
      ['Ani Lestari', 'Budi Santoso', 'Citra Admin'],
    );
    assert.equal(all.summary.pegawai, 3);
    assert.equal(all.summary.hadir, 4);
    const surabaya = (
      await get('absensi', `tahun=2026&bulan=3&kantor_id=${kantor.surabaya}`)
    ).json<AbsenReportAnswer>();
    assert.deepEqual(
      surabaya.data.map((r) => r.pegawai.nama),
      ['Budi Santoso'],
    );
    const rincian = await get('absensi', `event=index_rincian&tahun=2026&bulan=3&pegawai_id=${ani.pegawaiId}`);
    assert.equal(rincian.json().data.totals.izin, 1);
  });

  it('answers 422 for missing or bad parameters and 400 for an unknown event', async () => {
    const missing = await get('ani', 'bulan=3');
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.tahun);
    assert.equal((await get('ani', 'tahun=2026&bulan=13')).statusCode, 422);
    const backwards = await get('ani', 'event=indexAkumulasi&date_start=2026-03-10&date_end=2026-03-01');
    assert.equal(backwards.statusCode, 422);
    assert.deepEqual(backwards.json().errors.date_end, ['Tanggal selesai harus sama atau setelah tanggal mulai']);
    const unknown = await get('ani', 'event=index_semua&tahun=2026&bulan=3');
    assert.deepEqual([unknown.statusCode, unknown.json().message], [400, 'Unsuccessful Event']);
  });

  it('accumulates totals over a period', async () => {
    const res = await get('ani', 'event=indexAkumulasi&date_start=2026-03-01&date_end=2026-03-05');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data[0].totals, {
      hari_kerja: 4,
      hadir: 2,
      terlambat: 1,
      izin: 1,
      libur: 0,
      weekend: 1,
      alpa: 0,
    });
  });

  it('lists doubles for role 1 only and keeps the earliest on update_delete_double', async () => {
    assert.equal(
      (await get('absensi', 'event=index_double&date_start=2026-03-01&date_end=2026-03-31')).statusCode,
      403,
    );
    const list = await get('super', 'event=index_double&date_start=2026-03-01&date_end=2026-03-31');
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.map((r: { tanggal: string; waktu: string[] }) => [r.tanggal, r.waktu]),
      [['2026-03-10', ['07:45', '07:58']]],
    );

    const refused = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(tokens.absensi),
      payload: { event: 'update_delete_double', date_start: '2026-03-01', date_end: '2026-03-31' },
    });
    assert.equal(refused.statusCode, 403);
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(tokens.super),
      payload: { event: 'update_delete_double', date_start: '2026-03-01', date_end: '2026-03-31' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Absen updated', data: { deleted: 1 } });
    assert.equal((await get('super', 'event=index_double&date_start=2026-03-01&date_end=2026-03-31')).json().total, 0);
    const audit = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'absen').execute();
    assert.equal(audit.length, 1);
  });

  it('shows deleted rows to 59/9 only and restores them with update_set_active', async () => {
    const refused = await get('ani', 'event=index_deleted&date_start=2026-03-01&date_end=2026-03-31');
    assert.equal(refused.statusCode, 403);
    const res = await get('absensi', 'event=index_deleted&date_start=2026-03-01&date_end=2026-03-31');
    assert.equal(res.statusCode, 200, res.body);
    const ids = res.json().data.map((r: { id: string }) => r.id);
    assert.ok(ids.includes(deletedId));
    assert.equal(res.json().total, 2, 'the row removed as a double is there too');

    const restore = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(tokens.absensi),
      payload: { event: 'update_set_active', ids: [deletedId] },
    });
    assert.equal(restore.statusCode, 200, restore.body);
    const day6 = (await get('ani', 'tahun=2026&bulan=3')).json<AbsenReportAnswer>().data[0].rincian[5];
    assert.deepEqual([day6.status, day6.masuk], ['hadir', '07:40']);
    const gone = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(tokens.absensi),
      payload: { event: 'update_set_active', ids: ['999999'] },
    });
    assert.deepEqual([gone.statusCode, gone.json().message], [404, 'Absen tidak ditemukan']);
  });

  it('queues the year report with the spec message; the job writes an xlsx per employee and month', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}_year`,
      headers: bearer(tokens.ani),
      payload: { tahun: 2026 },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, ABSEN_YEAR_REPORT_MESSAGE);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: `${URL}_year`,
          headers: bearer(tokens.ani),
          payload: { tahun: 1999 },
        })
      ).statusCode,
      422,
    );

    await t.app.jobs.start();
    const jobId = res.json().data.job_id;
    let job: { status: string; result_url: string; result: { rows: number } } | undefined;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      job = (
        await t.app.inject({ method: 'GET', url: `/api/general/jobs/${jobId}`, headers: bearer(tokens.ani) })
      ).json().data;
      if (job!.status === 'done' || job!.status === 'failed') break;
    }
    assert.equal(job!.status, 'done', JSON.stringify(job));
    assert.equal(job!.result.rows, 12, 'one employee (herself) × 12 months');
    const file = await t.app.inject({ method: 'GET', url: job!.result_url, headers: bearer(tokens.ani) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const march = sheet.getRow(4).values as unknown[];
    assert.deepEqual(march.slice(2, 11), ['Ani Lestari', 'Bandung', 'Maret', 21, 4, 1, 1, 1, 15]);
  });

  it('refuses the export to employees and queues it for attendance admins', async () => {
    const payload = { event: 'export', date_start: '2026-03-01', date_end: '2026-03-31' };
    assert.equal(
      (await t.app.inject({ method: 'POST', url: URL, headers: bearer(tokens.ani), payload })).statusCode,
      403,
    );
    const res = await t.app.inject({ method: 'POST', url: URL, headers: bearer(tokens.absensi), payload });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().data.job_id);
  });
});
