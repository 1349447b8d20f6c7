/**
 * GET /api/dashboard (role 10): every spec topic with value and updated_at, computed from the
 * employees; topics without data answer null + 'Belum tersedia'. POST event=refresh (1, 57)
 * queues the refresh job, which rewrites dashboard_stats.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createUser, seedJabatanLevels, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { DASHBOARD_TOPICS, refreshDashboardStats } from './dashboard.service.js';

interface Series {
  id: unknown;
  nama: string;
  jumlah: number;
}

describe('dashboard', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let year: number;
  let today: string;

  before(async () => {
    t = await createTestApp();
    const kantor = await seedKantor(t.db);
    // The fixtures' tree has the regions at level 3; put one at level 2 to exercise pegawaiKantorLevel2.
    await t.db.updateTable('kantor').set({ kantor_level_id: 2 }).where('id', '=', kantor.wilBarat).execute();
    await seedJabatanLevels(t.db);
    const [kacab, teller] = await t.db
      .insertInto('jabatan')
      .values([
        { nama: 'Kepala Cabang', level_id: 1 },
        { nama: 'Teller', level_id: 2 },
      ])
      .returning('id')
      .execute();
    const [muda, madya] = await t.db
      .insertInto('pangkat')
      .values([
        { nama: 'Staf Muda', grade: '5', corporate_title: 'Staff' },
        { nama: 'Manajer', grade: '12', corporate_title: 'Manager' },
      ])
      .returning('id')
      .execute();
    ({ year, today } = (
      await sql<{
        year: number;
        today: string;
      }>`SELECT extract(year FROM (now() AT TIME ZONE 'Asia/Jakarta'))::int AS year, (now() AT TIME ZONE 'Asia/Jakarta')::date AS today`.execute(
        t.db,
      )
    ).rows[0]);
    const birthdayToday = `1990-${today.slice(5)}`;
    const retiringNextYear = `${year + 1 - 56}-07-01`;
    const pastRetirement = `${year - 58}-01-15`;
    await t.db
      .insertInto('pegawai')
      .values([
        {
          nama: 'Ani',
          npp: '10000001',
          tanggal_lahir: birthdayToday,
          jenis_kelamin: 'P',
          kantor_id: kantor.dago,
          jabatan_id: teller.id,
          pangkat_id: muda.id,
          permanent_date: `${year - 3}-02-01`,
        },
        {
          nama: 'Budi',
          npp: '10000002',
          tanggal_lahir: retiringNextYear,
          jenis_kelamin: 'L',
          kantor_id: kantor.bandung,
          jabatan_id: kacab.id,
          pangkat_id: madya.id,
          permanent_date: `${year - 31}-01-01`,
        },
        {
          nama: 'Citra',
          npp: '10000003',
          tanggal_lahir: pastRetirement,
          jenis_kelamin: 'P',
          kantor_id: kantor.surabaya,
          jabatan_id: teller.id,
          pangkat_id: muda.id,
          permanent_date: null,
        },
        {
          nama: 'Dodi',
          npp: '10000004',
          tanggal_lahir: '2003-03-03',
          jenis_kelamin: 'L',
          kantor_id: kantor.pusat,
          jabatan_id: teller.id,
          pangkat_id: muda.id,
          permanent_date: `${year}-01-01`,
        },
        {
          nama: 'Keluar',
          npp: '10000005',
          tanggal_lahir: '1980-01-01',
          jenis_kelamin: 'L',
          kantor_id: kantor.pusat,
          is_active: false,
        },
      ])
      .execute();
    const ani = await t.db.selectFrom('pegawai').select('id').where('npp', '=', '10000001').executeTakeFirstOrThrow();
    await createUser(t.db, { name: 'pegawai', password: 'Rahasia#2026', roles: [10] });
    await t.db.updateTable('users').set({ pegawai_id: ani.id }).where('name', '=', 'pegawai').execute();
    for (const [name, roles] of Object.entries({ terbatas: [8, 10], hrOnly: [57], hr: [10, 57] }))
      await createUser(t.db, { name, password: 'Rahasia#2026', roles });
    for (const name of ['pegawai', 'terbatas', 'hrOnly', 'hr'])
      tokens[name] = (await t.login(name, 'Rahasia#2026')).access_token;
  });
  after(() => t.close());

  const get = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard', headers: token ? bearer(token) : {} });

  it('needs role 10', async () => {
    assert.equal((await get()).statusCode, 401);
    assert.equal((await get(tokens.hrOnly)).statusCode, 403);
    assert.equal((await get(tokens.terbatas)).statusCode, 200);
  });

  it('answers every spec topic with value and updated_at; computed from active employees, the rest "Belum tersedia"', async () => {
    const res = await get(tokens.pegawai);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.deepEqual(Object.keys(data), [...DASHBOARD_TOPICS]);
    for (const topic of DASHBOARD_TOPICS) {
      assert.ok('value' in data[topic] && 'updated_at' in data[topic], topic);
    }
    for (const topic of [
      'outsourchingJenis',
      'pegawaiPendidikan',
      'pegawaiSanksi',
      'diklat',
      'kantorSPPD',
      'pegawaiPeriodeKeluar',
      'pegawaiAbsenSakitToday',
      'employeeToLaba',
      'pegawaiInactive',
      'pegawaiBisnis',
    ]) {
      assert.deepEqual([data[topic].value, data[topic].note], [null, 'Belum tersedia'], topic);
      assert.ok(data[topic].updated_at, `${topic} was refreshed too`);
    }

    const counts = (topic: string) =>
      Object.fromEntries((data[topic].value as Series[]).map((s) => [s.nama, s.jumlah]));
    assert.deepEqual(counts('pegawaiGender'), { 'Laki-laki': 2, Perempuan: 2 });
    assert.deepEqual(counts('pegawaiJabatanLevel'), { Pimpinan: 1, Staf: 3 });
    assert.deepEqual(counts('pegawaiPangkat'), { 'Staf Muda': 3, Manajer: 1 });
    assert.deepEqual(
      (data.pegawaiPangkatGrade.value as Series[]).map((s) => s.nama),
      ['5', '12'],
      'grades in numeric order',
    );
    assert.deepEqual(counts('pegawaiPangkatCorporateTitle'), { Staff: 3, Manager: 1 });
    assert.equal(
      (data.pegawaiUmur.value as Series[]).reduce((n, s) => n + s.jumlah, 0),
      4,
    );
    assert.equal(counts('pegawaiUmur')['≥ 56'], 1);
    assert.equal(counts('pegawaiUmur')['50 - 55'], 1);
    assert.equal(counts('pegawaiUmur')['< 25'], 1);
    assert.equal(counts('pegawaiServiceDuration')['≥ 30 tahun'], 1);
    assert.equal(counts('pegawaiServiceDuration')['Belum pegawai tetap'], 1);
    assert.equal(counts('pegawaiServiceDuration')['< 1 tahun'], 1);
    assert.deepEqual(counts('pegawaiKantorLevel'), {
      'Kantor Pusat': 1,
      'Kantor Cabang': 2,
      'Kantor Cabang Pembantu': 1,
    });
    // Dago and Bandung sit under Wilayah Barat (level 2 here); Surabaya's region is level 3, so it falls to the root.
    assert.deepEqual(counts('pegawaiKantorLevel2'), { 'Kanwil Wilayah Barat': 2, 'Kantor Pusat': 2 });

    const birthday = data.pegawaiBirthday.value;
    assert.equal(birthday.tanggal, today);
    assert.equal(birthday.jumlah, 1);
    assert.deepEqual(
      birthday.pegawai.map((p: { nama: string }) => p.nama),
      ['Ani'],
    );

    const pensiun = data.pegawaiPurnabakti.value;
    assert.equal(pensiun.usia_pensiun, 56);
    assert.equal(pensiun.lewat_umur_pensiun, 1);
    assert.deepEqual(
      pensiun.per_tahun.map((r: { tahun: number }) => r.tahun),
      [year, year + 1, year + 2, year + 3, year + 4],
    );
    assert.equal(pensiun.per_tahun[1].jumlah, 1);

    const perBulan = data.pegawaiJumlahPerbulan.value as {
      tahun: number;
      bulan: number;
      nama: string;
      jumlah: number;
    }[];
    assert.equal(perBulan.length, 12);
    assert.equal(perBulan[11].jumlah, 3, 'permanent employees now (Citra is not permanent yet)');
    assert.match(
      perBulan[11].nama,
      new RegExp(`^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) ${year}$`),
    );
    assert.ok(data.pegawaiJumlahPerbulan.note);
    const perTahun = data.pegawaiJumlahPertahun.value as { tahun: number; jumlah: number }[];
    assert.deepEqual(perTahun.map((r) => r.tahun).slice(-2), [year - 1, year]);
    assert.deepEqual(
      perTahun.slice(-4).map((r) => r.jumlah),
      [2, 2, 2, 3],
    );
    const masuk = data.pegawaiPeriodeMasuk.value as { tahun: number; jumlah: number }[];
    assert.deepEqual(
      masuk.slice(-4).map((r) => r.jumlah),
      [1, 0, 0, 1],
    );

    const profile = data.profile.value;
    assert.equal(profile.nama, 'Ani');
    assert.equal(profile.npp, '10000001');
    assert.equal(profile.kantor, 'KCP Dago (KC Bandung)');
    assert.equal(profile.jabatan, 'Teller');
    assert.equal(profile.tanggal_pensiun, `2046-${today.slice(5)}`);
    const noPegawai = (await get(tokens.terbatas)).json().data.profile;
    assert.deepEqual(
      [noPegawai.value, noPegawai.updated_at, noPegawai.note],
      [null, null, 'Akun ini tidak terhubung dengan data pegawai'],
    );
  });

  it('refresh: admins queue the job; it rewrites the statistics', async () => {
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/dashboard', headers: bearer(token), payload });
    assert.equal((await post(tokens.pegawai, { event: 'refresh' })).statusCode, 403);
    assert.deepEqual((await post(tokens.hr, { event: 'nope' })).json(), { message: 'Unsuccessful Event' });

    const before = (await get(tokens.pegawai)).json().data.pegawaiGender;
    await t.db
      .insertInto('pegawai')
      .values({ nama: 'Eka', npp: '10000009', jenis_kelamin: 'P', tanggal_lahir: '1995-01-01' })
      .execute();
    assert.deepEqual((await get(tokens.pegawai)).json().data.pegawaiGender, before, 'GET reads the stored statistics');

    const queued = await post(tokens.hr, { event: 'refresh' });
    assert.equal(queued.statusCode, 200, queued.body);
    assert.equal(queued.json().message, 'Job executed');
    const jobId = queued.json().data.job_id;
    await t.app.jobs.start();
    const deadline = Date.now() + 15_000;
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await t.app.inject({ method: 'GET', url: `/api/general/jobs/${jobId}`, headers: bearer(tokens.hr) })
      ).json().data;
    } while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.result.topics, DASHBOARD_TOPICS.length - 1);

    const after = (await get(tokens.pegawai)).json().data.pegawaiGender;
    assert.equal((after.value as Series[]).find((s) => s.nama === 'Perempuan')!.jumlah, 3);
    assert.ok(new Date(after.updated_at) > new Date(before.updated_at));

    // The 15-minute schedule is registered with pg-boss.
    const schedules = await sql<{
      name: string;
      cron: string;
      timezone: string;
    }>`SELECT name, cron, timezone FROM pgboss.schedule`.execute(t.db);
    assert.deepEqual(schedules.rows, [{ name: 'dashboard.refresh', cron: '*/15 * * * *', timezone: 'Asia/Jakarta' }]);
  });

  it('refreshDashboardStats replaces the whole set in one transaction', async () => {
    await t.db
      .insertInto('dashboard_stats')
      .values({ topic: 'topikLama', value: JSON.stringify(1), note: null })
      .execute();
    assert.equal(await refreshDashboardStats(t.db), DASHBOARD_TOPICS.length - 1);
    const topics = (await t.db.selectFrom('dashboard_stats').select('topic').execute()).map((r) => r.topic);
    assert.ok(!topics.includes('topikLama'));
    assert.ok(!topics.includes('profile'), 'profile belongs to the caller and is never stored');
  });
});
