/**
 * Worksheets on PostgreSQL: own entries (write, change, delete; another's id → 404), checks (future,
 * too old, 24 hours a day, unknown attribute → 422), late entries, lalai of a fixed past month
 * (weekends and holidays skipped), the managers' views scoped to their office subtree (or every
 * office with seeAllWorksheets), 403 for employees on the managers' routes, the attribute list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  WorksheetDashboardAnswer,
  WorksheetKantorAnswer,
  WorksheetLalaiAnswer,
  WorksheetMutationAnswer,
  WorksheetOwnAnswer,
  WorksheetTugasAnswer,
} from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { domain } from '../../platform/domain.js';
import { addDays, workingDays } from './working-days.js';

const BASE = '/api/sdm/pegawai/x/worksheet';
const { portalToday } = domain;

describe('working days', () => {
  test('weekdays without holidays, both ends included', () => {
    // 2025-09-01 is a Monday; the 5th a holiday; 6th and 7th a weekend.
    assert.deepEqual(workingDays('2025-09-01', '2025-09-08', new Set(['2025-09-05'])), [
      '2025-09-01',
      '2025-09-02',
      '2025-09-03',
      '2025-09-04',
      '2025-09-08',
    ]);
    assert.equal(addDays('2025-12-31', 1), '2026-01-01');
  });
});

describe('worksheets (/api/sdm/pegawai/x/worksheet)', () => {
  let t: TestApp;
  let u: Record<'ani' | 'budi' | 'citra' | 'mgr' | 'admin' | 'nobody', Account>;
  let kantor: Record<string, number>;
  let attr: { id: number; nama: string }[];
  const today = portalToday();

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Wahyudi', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.dago } },
      citra: { roles: [10], pegawai: { nama: 'Citra Lestari', kantor_id: kantor.surabaya } },
      mgr: { roles: [10, 63], pegawai: { nama: 'Made Manajer', kantor_id: kantor.bandung } },
      admin: { roles: [1, 10, 63], pegawai: { nama: 'Adi Admin', kantor_id: kantor.dago } },
      nobody: [],
    });
    attr = await t.db.selectFrom('worksheet_attribute').select(['id', 'nama']).orderBy('id').execute();
  });
  after(async () => {
    await t.close();
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const write = async (who: Account, body: object) => {
    const res = await call(who, 'POST', BASE, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<WorksheetMutationAnswer>();
  };
  const [tahun, bulan] = today.split('-').map(Number);

  let entry: WorksheetMutationAnswer['data'];

  test('an employee writes an entry of today with attributes and sees it in the month', async () => {
    const answer = await write(u.ani, {
      tanggal: today,
      tugas: '  Rekonsiliasi kas harian  ',
      durasi_menit: 90,
      attribute_ids: [attr[0].id, attr[1].id, attr[0].id],
      catatan: 'Selisih nihil',
    });
    entry = answer.data;
    assert.equal(answer.message, 'Worksheet created');
    assert.equal(entry.tugas, 'Rekonsiliasi kas harian');
    assert.equal(entry.is_late, false);
    assert.equal(entry.kantor?.id, kantor.bandung);
    assert.equal(entry.attributes.length, 2);
    const own = (await call(u.ani, 'GET', `${BASE}?tahun=${tahun}&bulan=${bulan}`)).json<WorksheetOwnAnswer>();
    assert.deepEqual(
      own.data.map((e) => e.id),
      [entry.id],
    );
    assert.equal(own.total_menit, 90);
  });

  test('an entry written for yesterday is late', async () => {
    const late = await write(u.ani, { tanggal: addDays(today, -1), tugas: 'Laporan harian', durasi_menit: 30 });
    assert.equal(late.data.is_late, true);
  });

  test('checks: future, too old, over 24 hours a day, unknown attribute, blank tugas, bad shapes → 422; no writing for others', async () => {
    const cases: object[] = [
      { tanggal: addDays(today, 1), tugas: 'x', durasi_menit: 10 },
      { tanggal: addDays(today, -40), tugas: 'x', durasi_menit: 10 },
      { tanggal: today, tugas: 'x', durasi_menit: 1400 },
      { tanggal: today, tugas: 'x', durasi_menit: 10, attribute_ids: [999_999] },
      { tanggal: today, tugas: '   ', durasi_menit: 10 },
      { tanggal: today, tugas: 'x', durasi_menit: 0 },
      { tanggal: '2026-02-30', tugas: 'x', durasi_menit: 10 },
    ];
    for (const body of cases) {
      const res = await call(u.ani, 'POST', BASE, body);
      assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`);
    }
    assert.equal((await call(u.nobody, 'POST', BASE, { tanggal: today, tugas: 'x', durasi_menit: 1 })).statusCode, 403);
    // Someone else's pegawai_id is dropped: an entry is always the caller's own.
    const spoof = await write(u.ani, {
      tanggal: today,
      tugas: 'Bukan Budi',
      durasi_menit: 5,
      pegawai_id: u.budi.pegawaiId,
    });
    assert.equal(spoof.data.pegawai.id, u.ani.pegawaiId);
    await call(u.ani, 'DELETE', `${BASE}/${spoof.data.id}`);
  });

  test('own entries only: another employee’s id → 404 on change and delete; the owner changes and deletes', async () => {
    const body = { tanggal: today, tugas: 'Rekonsiliasi kas', durasi_menit: 120 };
    assert.equal((await call(u.budi, 'PUT', `${BASE}/${entry.id}`, body)).statusCode, 404);
    assert.equal((await call(u.budi, 'DELETE', `${BASE}/${entry.id}`)).statusCode, 404);
    const changed = await call(u.ani, 'PUT', `${BASE}/${entry.id}`, body);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<WorksheetMutationAnswer>().data.durasi_menit, 120);
    assert.deepEqual(changed.json<WorksheetMutationAnswer>().data.attributes, []);
    const extra = await write(u.ani, { tanggal: today, tugas: 'Sementara', durasi_menit: 5 });
    const deleted = await call(u.ani, 'DELETE', `${BASE}/${extra.data.id}`);
    assert.equal(deleted.json<{ message: string }>().message, 'Worksheet deleted');
  });

  test('the managers’ routes refuse employees (403)', async () => {
    for (const path of ['tugas', 'kantor/tugas', 'dashboard'])
      assert.equal((await call(u.ani, 'GET', `${BASE}/${path}?tahun=${tahun}&bulan=${bulan}`)).statusCode, 403, path);
    assert.equal((await call(u.ani, 'POST', `${BASE}/tugas/attribute`, { nama: 'Baru' })).statusCode, 403);
    assert.equal(
      (await call(u.ani, 'GET', `${BASE}/lalai?tahun=${tahun}&bulan=${bulan}&pegawai_id=${u.budi.pegawaiId}`))
        .statusCode,
      403,
    );
  });

  test('a manager sees their office and the offices below it; seeAllWorksheets sees every office', async () => {
    await write(u.budi, { tanggal: today, tugas: 'Pelayanan nasabah', durasi_menit: 60 });
    await write(u.citra, { tanggal: today, tugas: 'Audit kas', durasi_menit: 45 });
    const names = async (who: Account) =>
      new Set(
        (await call(who, 'GET', `${BASE}/tugas?per_page=100`))
          .json<WorksheetTugasAnswer>()
          .data.map((e) => e.pegawai.nama),
      );
    assert.deepEqual(await names(u.mgr), new Set(['Ani Wahyudi', 'Budi Santoso']));
    assert.deepEqual(await names(u.admin), new Set(['Ani Wahyudi', 'Budi Santoso', 'Citra Lestari']));
    const late = (await call(u.mgr, 'GET', `${BASE}/tugas?is_late=true`)).json<WorksheetTugasAnswer>();
    assert.deepEqual(
      late.data.map((e) => e.tugas),
      ['Laporan harian'],
    );
    const search = (await call(u.mgr, 'GET', `${BASE}/tugas?search=nasabah`)).json<WorksheetTugasAnswer>();
    assert.equal(search.total, 1);

    const kantorRows = (
      await call(u.mgr, 'GET', `${BASE}/kantor/tugas?tahun=${tahun}&bulan=${bulan}`)
    ).json<WorksheetKantorAnswer>();
    assert.deepEqual(kantorRows.data.map((k) => k.nama).sort(), ['Bandung', 'Dago']);
    assert.equal(
      (await call(u.mgr, 'GET', `${BASE}/lalai?tahun=${tahun}&bulan=${bulan}&pegawai_id=${u.citra.pegawaiId}`))
        .statusCode,
      404,
    );
    assert.equal(
      (await call(u.mgr, 'GET', `${BASE}/dashboard?tahun=${tahun}&bulan=${bulan}&kantor_id=${kantor.surabaya}`))
        .statusCode,
      404,
    );
  });

  test('lalai and the dashboard of a fixed past month: weekends and holidays are not working days', async () => {
    // September 2025: 22 weekdays, the 5th a holiday → 21 working days.
    await t.db.insertInto('libur').values({ tanggal: '2025-09-05', nama: 'Maulid Nabi' }).execute();
    const rows = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-06'].map((tanggal) => ({
      pegawai_id: u.ani.pegawaiId!,
      kantor_id: kantor.bandung,
      tanggal,
      tugas: 'Pekerjaan rutin',
      durasi_menit: 60,
      created_at: new Date(`${tanggal}T09:00:00+07:00`),
    }));
    rows[2].created_at = new Date('2025-09-04T09:00:00+07:00');
    await t.db.insertInto('worksheet').values(rows).execute();

    const lalai = (await call(u.ani, 'GET', `${BASE}/lalai?tahun=2025&bulan=9`)).json<WorksheetLalaiAnswer>().data;
    assert.equal(lalai.hari_kerja, 21);
    assert.equal(lalai.hari_terisi, 3);
    assert.equal(lalai.hari_kosong.length, 18);
    assert.ok(!lalai.hari_kosong.includes('2025-09-05'));
    assert.ok(!lalai.hari_kosong.includes('2025-09-06'));
    assert.deepEqual(
      lalai.terlambat.map((r) => r.tanggal),
      ['2025-09-03'],
    );
    const byManager = await call(u.mgr, 'GET', `${BASE}/lalai?tahun=2025&bulan=9&pegawai_id=${u.ani.pegawaiId}`);
    assert.equal(byManager.statusCode, 200, byManager.body);

    const dash = (await call(u.mgr, 'GET', `${BASE}/dashboard?tahun=2025&bulan=9`)).json<WorksheetDashboardAnswer>()
      .data;
    assert.equal(dash.hari_kerja, 21);
    const ani = dash.per_pegawai.find((p) => p.nama === 'Ani Wahyudi');
    assert.deepEqual(
      { menit: ani?.menit, hari: ani?.hari_terisi, c: ani?.completion },
      { menit: 240, hari: 3, c: 14.3 },
    );
    assert.equal(dash.per_hari.length, 4);
    const bandung = dash.per_kantor.find((k) => k.kantor_id === kantor.bandung);
    // Bandung: Ani and the manager, 3 filled days of 2 × 21.
    assert.deepEqual({ p: bandung?.pegawai, e: bandung?.entries, c: bandung?.completion }, { p: 2, e: 4, c: 7.1 });
  });

  test('the attribute list: managers add (duplicate → 422), an attribute in use cannot be deleted (409)', async () => {
    const created = await call(u.mgr, 'POST', `${BASE}/tugas/attribute`, { nama: 'Lembur' });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal((await call(u.mgr, 'POST', `${BASE}/tugas/attribute`, { nama: 'lembur' })).statusCode, 422);
    const id = created.json<{ data: { id: number } }>().data.id;
    await write(u.ani, { tanggal: today, tugas: 'Lembur akhir bulan', durasi_menit: 60, attribute_ids: [id] });
    assert.equal((await call(u.mgr, 'DELETE', `${BASE}/tugas/attribute/${id}`)).statusCode, 409);
    const off = await call(u.mgr, 'PUT', `${BASE}/tugas/attribute/${id}`, { nama: 'Lembur', is_active: false });
    assert.equal(off.statusCode, 200, off.body);
    const forEmployee = (await call(u.ani, 'GET', `${BASE}/tugas/attribute`)).json<{ data: { id: number }[] }>();
    assert.ok(!forEmployee.data.some((a) => a.id === id));
  });
});
