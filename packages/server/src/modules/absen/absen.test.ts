/**
 * /api/absen and the daily lists on the real app and PostgreSQL: geofence (inside, outside with
 * the distance, office not allowed), temporary location, dispensation (employee and position),
 * mocked recorded and filterable, a double check recorded once under concurrency, scoping of the
 * lists, calendar and matrix, bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { DateTime } from 'luxon';
import { createCheckInStaff, FAR, seedCheckInKantor } from '../../../test/helpers/absen-seed.js';
import { createUser } from '../../../test/helpers/fixtures.js';
import { CHECK_IN_LOCK_CLASS } from './absen-check.repo.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

// Points measured from KC Bandung (absen-seed's BANDUNG).
const INSIDE = { latitude: -6.9218, longitude: 107.6073 }; // ≈ 40 m away
const HOTEL = { latitude: -6.2, longitude: 106.8167 }; // Jakarta

describe('attendance check-in/out and daily lists', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  const token: Record<string, string> = {};
  const pegawai: Record<string, number> = {};
  const today = DateTime.now().setZone('Asia/Jakarta').toISODate()!;

  before(async () => {
    t = await createTestApp();
    kantor = await seedCheckInKantor(t.db);
    // Bogor: an attendance office that does not allow attendance; Surabaya: not an attendance office.
    await t.db
      .updateTable('kantor')
      .set({ is_kantor_absen: true, is_allow_absence: false })
      .where('id', '=', kantor.bogor)
      .execute();
    const { id: jabatanDireksi } = await t.db
      .insertInto('jabatan')
      .values({ nama: 'Direktur Utama' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createCheckInStaff(
      t,
      [
        ['ani', [10], kantor.bandung],
        ['budi', [10], kantor.bogor],
        ['citra', [10], kantor.surabaya],
        ['dedi', [10], kantor.surabaya],
        ['direktur', [10], kantor.surabaya, jabatanDireksi],
        ['eko', [10], kantor.bandung],
        ['admin', [10, 59], kantor.pusat],
      ],
      { pegawai, token },
    );
    await createUser(t.db, { name: 'tanpapegawai', password: 'Rahasia#2026', roles: [10] });
    token.tanpapegawai = (await t.login('tanpapegawai', 'Rahasia#2026')).access_token;
    const inAWeek = DateTime.now().plus({ days: 7 }).toISODate()!;
    await t.db
      .insertInto('absen_lokasi_temporer')
      .values({
        pegawai_id: pegawai.citra,
        nama_lokasi: 'Hotel Indonesia',
        ...HOTEL,
        radius_m: 200,
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: inAWeek,
      })
      .execute();
    await t.db
      .insertInto('absen_dispensasi')
      .values({
        pegawai_id: pegawai.dedi,
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: inAWeek,
        keterangan: 'Tugas luar kota',
      })
      .execute();
    await t.db
      .insertInto('absen_dispensasi_jabatan')
      .values({
        jabatan_id: jabatanDireksi,
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: inAWeek,
        keterangan: 'Direksi',
      })
      .execute();
  });
  after(() => t.close());

  const check = (who: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/absen', headers: bearer(token[who]), payload });
  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });

  test('inside the office geofence: recorded at the office, Jakarta date, position and accuracy kept', async () => {
    const res = await check('ani', { jenis: 'masuk', ...INSIDE, accuracy: 12 });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.message, 'Absen created');
    assert.equal(body.duplicate, false);
    assert.equal(body.data.kantor_id, kantor.bandung);
    assert.equal(body.data.kantor_nama, 'Bandung');
    assert.equal(body.data.sumber, 'kantor');
    assert.equal(body.data.tanggal, today);
    assert.equal(body.data.jenis, 'masuk');
    assert.equal(body.data.accuracy_m, 12);
    assert.equal(body.data.mocked, false);
  });

  test('outside the radius: 422 naming the distance, the nearest office and its radius; nothing recorded', async () => {
    const res = await check('eko', { jenis: 'masuk', ...FAR });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.absen, ['Anda berada 1,2 km dari kantor terdekat (Bandung); radius 100 m']);
    assert.equal(res.json().message, 'Anda berada 1,2 km dari kantor terdekat (Bandung); radius 100 m');
    const rows = await t.db.selectFrom('absen').select('id').where('pegawai_id', '=', pegawai.eko).execute();
    assert.equal(rows.length, 0);
  });

  test('inside the radius but with an accuracy coarser than it: refused with the accuracy, nothing recorded', async () => {
    const res = await check('ani', { jenis: 'masuk', ...INSIDE, accuracy: 450 });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.absen, [
      'Akurasi lokasi Anda ±450 m lebih kasar dari radius Bandung (100 m); aktifkan GPS lalu coba lagi',
    ]);
    const refused = await t.db
      .selectFrom('absen_error')
      .select('messages')
      .where('pegawai_id', '=', pegawai.ani)
      .execute();
    assert.equal(refused.length, 1, 'kept for the admins’ refused list');
    const sharp = await check('ani', { jenis: 'masuk', ...INSIDE, accuracy: 100 });
    assert.equal(sharp.json().duplicate, true, 'the earlier accurate check-in stays the only one');
  });

  test('own office not allowing attendance, or not an attendance office: refused with the reason', async () => {
    const bogor = await check('budi', { jenis: 'masuk', latitude: -6.9, longitude: 107.6 });
    assert.equal(bogor.statusCode, 422);
    assert.deepEqual(bogor.json().errors.absen, [
      'Kantor Anda (Bogor) dan kantor induknya bukan kantor absen atau tidak mengizinkan absensi',
    ]);
    const noPosition = await check('budi', { jenis: 'masuk' });
    assert.deepEqual(noPosition.json().errors.absen, [
      'Lokasi Anda tidak diketahui; izinkan akses lokasi pada peramban',
    ]);
    const noPegawai = await check('tanpapegawai', { jenis: 'masuk', ...INSIDE });
    assert.equal(noPegawai.statusCode, 422);
    assert.deepEqual(noPegawai.json().errors.absen, ['Akun Anda tidak terhubung dengan data pegawai']);

    // A terminated employee (is_active off) is told so, and nothing is written.
    await t.db.updateTable('pegawai').set({ is_active: false }).where('id', '=', pegawai.budi).execute();
    try {
      const before = await t.db.selectFrom('absen').select('id').where('pegawai_id', '=', pegawai.budi).execute();
      const terminated = await check('budi', { jenis: 'masuk', ...INSIDE });
      assert.equal(terminated.statusCode, 422);
      assert.deepEqual(terminated.json().errors.absen, [
        'Data kepegawaian Anda sudah tidak aktif (PHK); absensi tidak dapat dicatat',
      ]);
      const after = await t.db.selectFrom('absen').select('id').where('pegawai_id', '=', pegawai.budi).execute();
      assert.equal(after.length, before.length);
    } finally {
      await t.db.updateTable('pegawai').set({ is_active: true }).where('id', '=', pegawai.budi).execute();
    }
  });

  test('temporary location: inside its radius accepted (sumber temporer), outside refused with its distance', async () => {
    const far = await check('citra', { jenis: 'masuk', latitude: -6.21, longitude: 106.8167 });
    assert.equal(far.statusCode, 422);
    assert.ok(
      far.json().errors.absen.includes('Anda berada 1,1 km dari lokasi temporer (Hotel Indonesia); radius 200 m'),
      far.body,
    );
    const ok = await check('citra', { jenis: 'masuk', latitude: -6.2005, longitude: 106.8167 });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.sumber, 'temporer');
    assert.equal(ok.json().data.kantor_id, null);
    assert.equal(ok.json().data.lokasi_temporer_nama, 'Hotel Indonesia');
  });

  test('dispensation by employee and by position: accepted without a position', async () => {
    const dedi = await check('dedi', { jenis: 'masuk' });
    assert.equal(dedi.statusCode, 200, dedi.body);
    assert.equal(dedi.json().data.sumber, 'dispensasi');
    const direktur = await check('direktur', { jenis: 'masuk', ...FAR });
    assert.equal(direktur.statusCode, 200, direktur.body);
    assert.equal(direktur.json().data.sumber, 'dispensasi');
    assert.equal(direktur.json().data.latitude, FAR.latitude);
  });

  test('mocked is recorded and admins filter by it', async () => {
    const res = await check('ani', { jenis: 'pulang', ...INSIDE, mocked: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.mocked, true);
    const mocked = await get('admin', '/api/sdm/pegawai/x/absen?mocked=true');
    assert.equal(mocked.statusCode, 200);
    assert.deepEqual(
      mocked.json().data.map((r: { id: string }) => r.id),
      [res.json().data.id],
    );
    const honest = await get('admin', '/api/sdm/pegawai/x/absen?mocked=false&per_page=100');
    assert.ok(honest.json().data.every((r: { mocked: boolean }) => !r.mocked));
    assert.ok(honest.json().total >= 4);
  });

  test('a check committed by a concurrent request in the previous minute makes this one a duplicate (minute boundary)', async () => {
    // On dispensation, in an office no other test counts; his rows are removed again at the end.
    const fajar = await createUser(t.db, {
      name: 'fajar',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'FAJAR', kantor_id: kantor.surabaya },
    });
    await t.db
      .insertInto('absen_dispensasi')
      .values({
        pegawai_id: fajar.pegawaiId!,
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: DateTime.now().plus({ days: 7 }).toISODate()!,
        keterangan: 'Uji batas menit',
      })
      .execute();
    const fajarToken = (await t.login('fajar', 'Rahasia#2026')).access_token;
    // Another request of fajar's, still uncommitted, whose row falls into the previous minute:
    // the situation of two check-ins at hh:mm:59.98 and hh:mm+1:00.03.
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [CHECK_IN_LOCK_CLASS, fajar.id]);
      await other.query(
        `INSERT INTO absen (pegawai_id, kantor_id, tanggal, waktu, jenis, latitude, longitude, sumber, menit)
         VALUES ($1, NULL, (now() AT TIME ZONE 'Asia/Jakarta')::date, now() - interval '1 second', 'masuk', $2, $3, 'dispensasi', floor(extract(epoch FROM now()) / 60)::bigint - 1)`,
        [fajar.pegawaiId, INSIDE.latitude, INSIDE.longitude],
      );
      token.fajar = fajarToken;
      const pending = check('fajar', { jenis: 'masuk', ...INSIDE });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('COMMIT');
      const res = await pending;
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().duplicate, true, 'waited for the other check and saw it');
    } finally {
      await other.end();
    }
    const rows = await t.db.selectFrom('absen').select('id').where('pegawai_id', '=', fajar.pegawaiId!).execute();
    assert.equal(rows.length, 1);
    await t.db.deleteFrom('absen').where('pegawai_id', '=', fajar.pegawaiId!).execute();
    await t.db.updateTable('pegawai').set({ is_active: false }).where('id', '=', fajar.pegawaiId!).execute();
  });

  test("a second check of the same kind later the same day is refused with the first one's time; the other kind is still open", async () => {
    const gita = await createUser(t.db, {
      name: 'gita',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'GITA', kantor_id: kantor.surabaya },
    });
    await t.db
      .insertInto('absen_dispensasi')
      .values({
        pegawai_id: gita.pegawaiId!,
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: DateTime.now().plus({ days: 7 }).toISODate()!,
        keterangan: 'Uji absen kedua',
      })
      .execute();
    token.gita = (await t.login('gita', 'Rahasia#2026')).access_token;
    // This morning's check-in, two hours ago (as a reload of the page hours later would find it).
    const earlier = DateTime.now().setZone('Asia/Jakarta').minus({ hours: 2 });
    const sameDay = earlier.toISODate() === today;
    await sql`INSERT INTO absen (pegawai_id, tanggal, waktu, jenis, sumber, menit)
              VALUES (${gita.pegawaiId}, ${today}, ${sameDay ? earlier.toJSDate() : DateTime.now().minus({ minutes: 5 }).toJSDate()}, 'masuk', 'dispensasi', 1)`.execute(
      t.db,
    );

    const again = await check('gita', { jenis: 'masuk', ...INSIDE });
    assert.equal(again.statusCode, 409, again.body);
    assert.match(again.json().message, /^Anda sudah absen masuk hari ini pukul \d{2}:\d{2} (AM|PM)$/);
    const out = await check('gita', { jenis: 'pulang', ...INSIDE });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(out.json().duplicate, false);
    const rows = await t.db
      .selectFrom('absen')
      .select('jenis')
      .where('pegawai_id', '=', gita.pegawaiId!)
      .orderBy('waktu')
      .execute();
    assert.deepEqual(
      rows.map((r) => r.jenis),
      ['masuk', 'pulang'],
    );
    await t.db.deleteFrom('absen').where('pegawai_id', '=', gita.pegawaiId!).execute();
    await t.db.updateTable('pegawai').set({ is_active: false }).where('id', '=', gita.pegawaiId!).execute();
  });

  test('a double check within a minute is recorded once, even for concurrent requests', async () => {
    const [a, b] = await Promise.all([
      check('eko', { jenis: 'masuk', ...INSIDE }),
      check('eko', { jenis: 'masuk', ...INSIDE }),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.deepEqual([a.json().duplicate, b.json().duplicate].sort(), [false, true]);
    assert.equal(a.json().data.id, b.json().data.id);
    const again = await check('eko', { jenis: 'masuk', ...INSIDE });
    assert.equal(again.json().duplicate, true);
    assert.equal(again.json().message, 'Absen sudah tercatat dalam satu menit terakhir');
    const rows = await t.db
      .selectFrom('absen')
      .select('id')
      .where('pegawai_id', '=', pegawai.eko)
      .where('jenis', '=', 'masuk')
      .execute();
    assert.equal(rows.length, 1);
    const pulang = await check('eko', { jenis: 'pulang', ...INSIDE });
    assert.equal(pulang.json().duplicate, false, 'check-out is another kind of check');
  });

  test('scoping: an employee sees only own rows and may not ask for another; an admin sees everyone and filters', async () => {
    const own = await get('ani', '/api/sdm/pegawai/x/absen?per_page=100');
    assert.equal(own.statusCode, 200);
    assert.ok(own.json().data.length >= 2);
    assert.ok(own.json().data.every((r: { pegawai_id: number }) => r.pegawai_id === pegawai.ani));
    const other = await get('ani', `/api/sdm/pegawai/x/absen?pegawai_id=${pegawai.eko}`);
    assert.equal(other.statusCode, 403);
    const all = await get('admin', `/api/sdm/pegawai/x/absen?date=${today}&per_page=100&sortby=pegawai_nama`);
    const names = all.json().data.map((r: { pegawai_nama: string }) => r.pegawai_nama);
    assert.deepEqual(names, [...names].sort());
    assert.ok(new Set(names).size >= 4);
    const [year, month] = today.split('-').map(Number);
    const thisMonth = await get('admin', `/api/sdm/pegawai/x/absen?tahun=${year}&bulan=${month}&per_page=100`);
    assert.equal(thisMonth.json().total, all.json().total);
    const lastYear = await get('admin', `/api/sdm/pegawai/x/absen?tahun=${year - 1}`);
    assert.equal(lastYear.json().total, 0);
    const byKantor = await get('admin', `/api/sdm/pegawai/x/absen/x/harian?kantor_id=${kantor.bandung}&search=eko`);
    assert.ok(byKantor.json().data.length >= 1);
    assert.ok(byKantor.json().data.every((r: { pegawai_nama: string }) => r.pegawai_nama === 'EKO'));
    const ids = await get(
      'admin',
      `/api/sdm/pegawai/x/absen?event=index_array_pegawai_absen&date=${today}&kantor_id=${kantor.bandung}`,
    );
    assert.deepEqual(
      ids.json().data,
      [pegawai.ani, pegawai.eko].sort((a, b) => a - b),
    );
    const unknown = await get('admin', '/api/sdm/pegawai/x/absen?event=nope');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Event');
  });

  test('activity, calendar, monthly matrix and lokasi_absen', async () => {
    const activity = await get(
      'admin',
      `/api/sdm/pegawai/x/absen/activity?dateStart=${today}&dateEnd=${today}&pegawaiId=${pegawai.ani}`,
    );
    assert.equal(activity.statusCode, 200, activity.body);
    assert.deepEqual(
      activity.json().data.map((r: { jenis: string }) => r.jenis),
      ['masuk', 'pulang'],
    );
    const badRange = await get('admin', `/api/sdm/pegawai/x/absen/activity?dateStart=${today}&dateEnd=2020-01-01`);
    assert.equal(badRange.statusCode, 422);
    const calendar = await get('ani', '/api/sdm/pegawai/x/absen/calendar');
    assert.equal(calendar.statusCode, 200);
    assert.equal(calendar.json().data.length, 1);
    assert.equal(calendar.json().data[0].tanggal, today);
    assert.ok(calendar.json().data[0].masuk && calendar.json().data[0].pulang);
    const [y, m, d] = today.split('-').map(Number);
    const matrix = await get('ani', `/api/sdm/pegawai/x/absen/${kantor.bandung}/${y}/${m}`);
    assert.equal(matrix.statusCode, 200, matrix.body);
    const rows = matrix.json().data.data as {
      pegawai_nama: string;
      total_hadir: number;
      hari: Record<string, unknown>;
    }[];
    assert.deepEqual(
      rows.map((r) => [r.pegawai_nama, r.total_hadir]),
      [
        ['ANI', 1],
        ['EKO', 1],
      ],
    );
    assert.ok(rows[0].hari[String(d)]);
    assert.equal((await get('ani', `/api/sdm/pegawai/x/absen/${kantor.bogor}/${y}/${m}`)).statusCode, 403);
    assert.equal((await get('admin', `/api/sdm/pegawai/x/absen/999999/${y}/${m}`)).statusCode, 404);
    const lokasi = await get('citra', '/api/general/users/x/lokasi_absen');
    assert.equal(lokasi.statusCode, 200);
    assert.deepEqual(
      lokasi.json().data.temporer.map((l: { nama_lokasi: string }) => l.nama_lokasi),
      ['Hotel Indonesia'],
    );
    const aniLokasi = (await get('ani', '/api/general/users/x/lokasi_absen')).json().data;
    assert.deepEqual(
      aniLokasi.kantor.map((k: { nama: string }) => k.nama),
      ['Bandung'],
    );
    assert.equal(aniLokasi.dispensasi, false);
    const offices = await get('ani', '/api/absen/kantor?search=ba');
    assert.deepEqual(
      offices.json().data.map((k: { nama: string }) => k.nama),
      ['Bandung'],
    );
  });

  test('approved leave days (view izin_hari) show in the calendar and the matrix; a pending request does not', async () => {
    const {
      rows: [user],
    } = await sql<{ id: number }>`SELECT id FROM users WHERE name = 'ani'`.execute(t.db);
    // Mon 5 – Wed 7 October 2026 approved (annual leave, 5); Mon 12 October only requested.
    const leave = async (mulai: string, selesai: string, status: string, token: string) => {
      const {
        rows: [izin],
      } = await sql<{
        id: number;
      }>`INSERT INTO izin (token, pegawai_id, user_id, jenis_id, tanggal_mulai, tanggal_selesai, alasan)
        VALUES (${token}, ${pegawai.ani}, ${user.id}, 5, ${mulai}, ${selesai}, 'Cuti tahunan') RETURNING id`.execute(
        t.db,
      );
      await sql`INSERT INTO approval_request (type, subject_id, requester_user_id, status) VALUES ('izin', ${izin.id}, ${user.id}, ${status})`.execute(
        t.db,
      );
    };
    await leave('2026-10-05', '2026-10-07', 'disetujui', 'tok-approved');
    await leave('2026-10-12', '2026-10-12', 'menunggu', 'tok-pending');
    const calendar = await get('ani', '/api/sdm/pegawai/x/absen/calendar?tahun=2026&bulan=10');
    assert.equal(calendar.statusCode, 200, calendar.body);
    assert.deepEqual(
      calendar.json().data,
      ['2026-10-05', '2026-10-06', '2026-10-07'].map((tanggal) => ({
        tanggal,
        masuk: null,
        pulang: null,
        izin_jenis_id: 5,
      })),
    );
    const matrix = await get('admin', `/api/sdm/pegawai/x/absen/${kantor.bandung}/2026/10`);
    const ani = matrix.json().data.data.find((r: { pegawai_nama: string }) => r.pegawai_nama === 'ANI');
    assert.deepEqual(Object.keys(ani.hari), ['5', '6', '7']);
    assert.equal(ani.hari['6'].izin_jenis_id, 5);
    assert.equal(ani.total_hadir, 0);
  });

  test('bad input: 422 with field errors; role 10 needed to check in', async () => {
    const badJenis = await check('ani', { jenis: 'istirahat', ...INSIDE });
    assert.equal(badJenis.statusCode, 422);
    assert.ok(badJenis.json().errors.jenis);
    const badLat = await check('ani', { jenis: 'masuk', latitude: 123, longitude: 107 });
    assert.equal(badLat.statusCode, 422);
    assert.ok(badLat.json().errors.latitude);
    const half = await check('ani', { jenis: 'masuk', latitude: -6.9 });
    assert.equal(half.statusCode, 422);
    assert.ok(half.json().errors.longitude);
    await createUser(t.db, {
      name: 'tamu',
      password: 'Rahasia#2026',
      roles: [8],
      pegawai: { nama: 'Tamu', kantor_id: kantor.bandung },
    });
    const tamu = (await t.login('tamu', 'Rahasia#2026')).access_token;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/absen',
      headers: bearer(tamu),
      payload: { jenis: 'masuk', ...INSIDE },
    });
    assert.equal(refused.statusCode, 403);
  });
});
