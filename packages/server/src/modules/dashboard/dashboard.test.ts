/**
 * GET /api/dashboard (role 10): every spec topic with value and updated_at, computed from the
 * employees, sanctions, sick leave and business trips; topics of modules not built yet answer null
 * + 'Belum tersedia: …'. Roles 1/57/58 see every office; everyone else their office and the offices
 * below it. POST event=refresh (1, 57) queues the refresh job, which rewrites the stored statistics.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createUser, seedJabatanLevels, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { countPegawaiWithActiveSanksi } from '../sanksi/public.js';
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
    for (const [name, roles] of Object.entries({
      terbatas: [8, 10],
      hrOnly: [57],
      hr: [10, 57],
      bandung: [10],
      laporan: [10, 58],
    }))
      await createUser(t.db, { name, password: 'Rahasia#2026', roles });
    const budi = await t.db.selectFrom('pegawai').select('id').where('npp', '=', '10000002').executeTakeFirstOrThrow();
    const dodi = await t.db.selectFrom('pegawai').select('id').where('npp', '=', '10000004').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ pegawai_id: budi.id }).where('name', '=', 'bandung').execute();
    const pegawaiUser = await t.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'pegawai')
      .executeTakeFirstOrThrow();

    // Sanctions: Budi's warning is in force, Ani's ended last year, Dodi's sanction of type 4
    // ('Pemutusan Hubungan Kerja') started this year. The inactive chart counts terminations from
    // their register (pegawai_phk), not from the sanction type: Dodi's and Budi's this year (2).
    await sql`INSERT INTO pegawai_sanksi (pegawai_id, jenis_id, awal, akhir) VALUES
      (${budi.id}, 1, ${`${year - 1}-01-01`}, NULL),
      (${ani.id}, 2, ${`${year - 2}-01-01`}, ${`${year - 1}-01-01`}),
      (${dodi.id}, 4, ${`${year}-01-01`}, NULL)`.execute(t.db);
    await sql`INSERT INTO pegawai_phk (pegawai_id, type_id, tanggal) VALUES
      (${dodi.id}, 3, ${`${year}-01-01`}), (${budi.id}, 1, ${`${year}-01-01`})`.execute(t.db);
    // Outsourced workers: two guards in force at KC Bandung and KCP Dago, a driver whose contract
    // ended, and a guard terminated yesterday: 2 Satpam.
    const outsourced = async (nama: string, jenis: number, kantorId: number, awal: string, akhir: string) => {
      const row = await sql<{ id: number }>`INSERT INTO outsourcing (nama) VALUES (${nama}) RETURNING id`.execute(t.db);
      const id = row.rows[0].id;
      await sql`INSERT INTO outsourcing_kontrak (outsourcing_id, jenis_id, kantor_id, awal, akhir)
        VALUES (${id}, ${jenis}, ${kantorId}, ${awal}, ${akhir})`.execute(t.db);
      return id;
    };
    const nextYear = `${year + 1}-12-31`;
    await outsourced('Satpam Bandung', 1, kantor.bandung, `${year - 1}-01-01`, nextYear);
    await outsourced('Satpam Dago', 1, kantor.dago, `${year - 1}-01-01`, nextYear);
    await outsourced('Pengemudi Lama', 2, kantor.bandung, `${year - 2}-01-01`, `${year - 1}-06-30`);
    const leaver = await outsourced('Satpam Keluar', 1, kantor.bandung, `${year - 1}-01-01`, nextYear);
    await sql`INSERT INTO outsourcing_phk (outsourcing_id, tanggal, alasan)
      VALUES (${leaver}, (${today}::date - 1), 'Mengundurkan diri')`.execute(t.db);
    // Training: Ani and Budi joined an event that started this year, Dodi one of last year.
    const event = async (awal: string) =>
      (
        await sql<{ id: number }>`INSERT INTO diklat_event (nama, jenis_id, awal) VALUES ('Diklat Kredit', 1, ${awal})
        RETURNING id`.execute(t.db)
      ).rows[0].id;
    const thisYear = await event(`${year}-01-02`);
    const lastYear = await event(`${year - 1}-03-01`);
    await sql`INSERT INTO pegawai_diklat (pegawai_id, diklat_event_id) VALUES
      (${ani.id}, ${thisYear}), (${budi.id}, ${thisYear}), (${dodi.id}, ${lastYear})`.execute(t.db);
    // Sick leave: Ani's approved one covers today; Budi's is still waiting.
    for (const [pegawaiId, jenis, status, token] of [
      [ani.id, 1, 'disetujui', 'sakit-ani'],
      [budi.id, 2, 'menunggu', 'sakit-budi'],
    ] as const) {
      const izin = await sql<{
        id: number;
      }>`INSERT INTO izin (token, pegawai_id, user_id, jenis_id, tanggal_mulai, tanggal_selesai, alasan)
        VALUES (${token}, ${pegawaiId}, ${pegawaiUser.id}, ${jenis}, ${today}, ${today}, 'Demam') RETURNING id`.execute(
        t.db,
      );
      await sql`INSERT INTO approval_request (type, subject_id, requester_user_id, status)
        VALUES ('izin', ${izin.rows[0].id}, ${pegawaiUser.id}, ${status})`.execute(t.db);
    }
    // Business trips this year: Bandung's approved (no proof, a cost not approved), Dago's waiting, Surabaya's a draft.
    await sql`INSERT INTO sppd_jenis (id, nama) VALUES (1, 'Dinas')`.execute(t.db);
    await sql`INSERT INTO sppd_wilayah (id, nama) VALUES (1, 'Jawa')`.execute(t.db);
    await sql`INSERT INTO sppd_level (id, nama) VALUES (1, 'Staf')`.execute(t.db);
    await sql`INSERT INTO sppd_jenis_biaya (id, nama) VALUES (1, 'Uang harian')`.execute(t.db);
    for (const [kantorId, status, token] of [
      [kantor.bandung, 'disetujui', 'trip-bandung'],
      [kantor.dago, 'menunggu', 'trip-dago'],
      [kantor.surabaya, 'draft', 'trip-surabaya'],
    ] as const) {
      const trip = await sql<{
        id: number;
      }>`INSERT INTO sppd (token, kantor_id, pegawai_id, user_id, jenis_id, wilayah_id,
          keperluan, tujuan, tanggal_mulai, tanggal_selesai)
        VALUES (${token}, ${kantorId}, ${budi.id}, ${pegawaiUser.id}, 1, 1, 'Rapat', 'Jakarta', ${`${year}-01-01`}, ${`${year}-01-01`})
        RETURNING id`.execute(t.db);
      await sql`INSERT INTO approval_request (type, subject_id, requester_user_id, status)
        VALUES ('sppd', ${trip.rows[0].id}, ${pegawaiUser.id}, ${status})`.execute(t.db);
      if (token === 'trip-bandung') {
        const pejalan = await sql<{
          id: number;
        }>`INSERT INTO sppd_pejalan (sppd_id, jenis_pejalan, pegawai_id, nama, level_id)
          VALUES (${trip.rows[0].id}, 'pegawai', ${budi.id}, 'Budi', 1) RETURNING id`.execute(t.db);
        await sql`INSERT INTO sppd_pejalan_biaya (pejalan_id, tanggal, jenis_biaya_id, nominal)
          VALUES (${pejalan.rows[0].id}, ${`${year}-01-01`}, 1, 150000)`.execute(t.db);
      }
    }
    for (const name of ['pegawai', 'terbatas', 'hrOnly', 'hr', 'bandung', 'laporan'])
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

  it('answers every spec topic with value and updated_at; modules not built yet answer null with a reason', async () => {
    const res = await get(tokens.hr);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    const data = answer.data;
    assert.deepEqual(answer.scope, { kantor_id: null, nama: 'Seluruh kantor' });
    assert.deepEqual(Object.keys(data), [...DASHBOARD_TOPICS]);
    for (const topic of DASHBOARD_TOPICS) {
      assert.ok('value' in data[topic] && 'updated_at' in data[topic], topic);
    }
    for (const topic of ['pegawaiPendidikanIzin', 'employeeToLaba', 'pegawaiBisnis']) {
      assert.equal(data[topic].value, null, topic);
      assert.match(data[topic].note, /^Belum tersedia: .+/, topic);
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
    // Budi and Dodi left on 1 January this year (pegawai_phk): counted up to December, not after.
    assert.equal(perBulan[11].jumlah, 1, 'employed now: Ani (Citra is not permanent yet, Budi and Dodi left)');
    assert.match(
      perBulan[11].nama,
      new RegExp(`^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) ${year}$`),
    );
    assert.ok(data.pegawaiJumlahPerbulan.note);
    const perTahun = data.pegawaiJumlahPertahun.value as { tahun: number; jumlah: number }[];
    assert.deepEqual(perTahun.map((r) => r.tahun).slice(-2), [year - 1, year]);
    assert.deepEqual(
      perTahun.slice(-4).map((r) => r.jumlah),
      [2, 2, 2, 1],
      'Ani and Budi at the end of each earlier year; Budi and Dodi left this year',
    );
    const masuk = data.pegawaiPeriodeMasuk.value as { tahun: number; jumlah: number }[];
    assert.deepEqual(
      masuk.slice(-4).map((r) => r.jumlah),
      [1, 0, 0, 1],
    );
    const keluar = data.pegawaiPeriodeKeluar.value as { tahun: number; jumlah: number }[];
    assert.deepEqual(keluar.map((r) => r.tahun).slice(-2), [year - 1, year]);
    assert.deepEqual(
      keluar.slice(-4).map((r) => r.jumlah),
      [0, 0, 0, 2],
      'leavers per year from the termination register',
    );
    assert.match(data.pegawaiPeriodeKeluar.note, /PHK/);

    const profile = (await get(tokens.pegawai)).json().data.profile.value;
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

  it('sanctions, sick leave, trips and the inactive chart come from their tables', async () => {
    const data = (await get(tokens.hr)).json().data;
    const counts = (topic: string) =>
      Object.fromEntries((data[topic].value as Series[]).map((s) => [s.nama, s.jumlah]));
    assert.deepEqual(counts('pegawaiSanksi'), { 'Surat Peringatan': 1, 'Pemutusan Hubungan Kerja': 1 });
    assert.deepEqual(counts('pegawaiAbsenSakitToday'), { Sakit: 1 }, 'the waiting request does not count');
    assert.deepEqual(counts('outsourchingJenis'), { Satpam: 2 }, 'contracts in force, the terminated one left out');
    assert.deepEqual(counts('diklat'), { 'Tanpa kategori': 2 }, "this year's participants");
    assert.deepEqual(counts('kantorSPPD'), { 'KC Bandung': 1, 'KCP Dago': 1 }, 'drafts do not count');
    assert.deepEqual(counts('kantorSPPDPendingBiaya'), { 'KC Bandung': 1 });
    const sakitRange = data.pegawaiAbsenSakitRange.value as { nama: string; jumlah: number }[];
    assert.equal(sakitRange.length, 12);
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() % 6 !== 0;
    assert.equal(sakitRange[11].jumlah, weekday ? 1 : 0, 'sick working days this month');
    const inactive = data.pegawaiInactive.value as {
      year: number;
      count_newhire: number;
      count_phk: number;
      count_mbt: number | null;
    }[];
    assert.deepEqual(inactive.at(-1), { year, count_newhire: 1, count_phk: 2, count_mbt: null });
    assert.match(data.pegawaiInactive.note, /MBT belum tercatat/);
    assert.deepEqual(
      (data.pegawaiPendidikan.value as Series[]).map((s) => [s.nama, s.jumlah]),
      [['Belum diisi', 4]],
    );
  });

  it('figures equal a direct SQL count', async () => {
    const data = (await get(tokens.hr)).json().data;
    const direct = async (query: ReturnType<typeof sql<{ nama: string; jumlah: number }>>) =>
      Object.fromEntries((await query.execute(t.db)).rows.map((r) => [r.nama, r.jumlah]));
    const counts = (topic: string, from = data) =>
      Object.fromEntries((from[topic].value as Series[]).map((s) => [s.nama, s.jumlah]));
    assert.deepEqual(
      counts('pegawaiGender'),
      await direct(sql`SELECT CASE jenis_kelamin WHEN 'L' THEN 'Laki-laki' ELSE 'Perempuan' END AS nama, count(*)::int AS jumlah
        FROM pegawai WHERE is_active GROUP BY jenis_kelamin`),
    );
    assert.deepEqual(
      counts('pegawaiPangkat'),
      await direct(sql`SELECT pg.nama, count(*)::int AS jumlah FROM pegawai p JOIN pangkat pg ON pg.id = p.pangkat_id
        WHERE p.is_active GROUP BY pg.nama`),
    );
    assert.deepEqual(
      counts('kantorSPPD'),
      await direct(sql`SELECT kk.nama || ' ' || k.nama AS nama, count(*)::int AS jumlah FROM sppd s
        JOIN approval_request r ON r.type = 'sppd' AND r.subject_id = s.id AND r.status IN ('menunggu', 'disetujui')
        JOIN kantor k ON k.id = s.kantor_id JOIN kantor_kelas kk ON kk.id = k.kelas_id GROUP BY 1`),
    );
    // The sanctions module's own count of employees under a sanction in force (each has one type here).
    assert.equal(
      (data.pegawaiSanksi.value as Series[]).reduce((n, s) => n + s.jumlah, 0),
      await countPegawaiWithActiveSanksi(t.db),
    );
    // The Bandung branch's own view: employees of KC Bandung and the offices below it.
    const bandung = (await get(tokens.bandung)).json().data;
    assert.deepEqual(
      counts('pegawaiJabatanLevel', bandung),
      await direct(sql`WITH RECURSIVE sub AS (SELECT id FROM kantor WHERE nama = 'Bandung'
          UNION ALL SELECT k.id FROM kantor k JOIN sub ON k.parent_id = sub.id)
        SELECT jl.nama, count(*)::int AS jumlah FROM pegawai p JOIN jabatan j ON j.id = p.jabatan_id
        JOIN jabatan_level jl ON jl.id = j.level_id WHERE p.is_active AND p.kantor_id IN (SELECT id FROM sub) GROUP BY jl.nama`),
    );
  });

  it('everyone else sees their own office and the offices below it', async () => {
    const counts = (data: Record<string, { value: unknown }>, topic: string) =>
      Object.fromEntries((data[topic].value as Series[]).map((s) => [s.nama, s.jumlah]));

    const bandung = (await get(tokens.bandung)).json();
    assert.deepEqual(bandung.scope, {
      kantor_id: (await kantorId('Bandung'))!,
      nama: 'KC Bandung (Kanwil Wilayah Barat)',
    });
    assert.deepEqual(counts(bandung.data, 'pegawaiGender'), { 'Laki-laki': 1, Perempuan: 1 }, 'Budi and Ani (Dago)');
    assert.deepEqual(counts(bandung.data, 'kantorSPPD'), { 'KC Bandung': 1, 'KCP Dago': 1 });
    assert.deepEqual(counts(bandung.data, 'pegawaiSanksi'), { 'Surat Peringatan': 1 });
    assert.deepEqual(counts(bandung.data, 'outsourchingJenis'), { Satpam: 2 }, 'KC Bandung and KCP Dago below it');

    const dago = (await get(tokens.pegawai)).json();
    assert.equal(dago.scope.nama, 'KCP Dago (KC Bandung)');
    assert.deepEqual(counts(dago.data, 'pegawaiGender'), { Perempuan: 1 });
    assert.deepEqual(counts(dago.data, 'kantorSPPD'), { 'KCP Dago': 1 }, 'not the parent branch');
    assert.deepEqual(counts(dago.data, 'pegawaiSanksi'), {}, "Ani's sanction has ended");
    assert.deepEqual(counts(dago.data, 'outsourchingJenis'), { Satpam: 1 }, 'not the parent branch');
    assert.deepEqual(counts(dago.data, 'diklat'), { 'Tanpa kategori': 1 }, 'Ani');
    assert.deepEqual(counts(dago.data, 'pegawaiAbsenSakitToday'), { Sakit: 1 });
    assert.equal(dago.data.pegawaiBirthday.value.jumlah, 1);
    assert.equal(dago.data.pegawaiPurnabakti.value.lewat_umur_pensiun, 0, "Citra (Surabaya) is someone else's");
    assert.match(dago.data.pegawaiPendidikanIzin.note, /^Belum tersedia: modul Izin Belajar/);

    // Laporan SDM (58) reads every office, like the admins, without an employee record of its own.
    const laporan = (await get(tokens.laporan)).json();
    assert.deepEqual(laporan.scope, { kantor_id: null, nama: 'Seluruh kantor' });
    assert.deepEqual(counts(laporan.data, 'pegawaiGender'), { 'Laki-laki': 2, Perempuan: 2 });

    // No employee record, no office: the office figures are withheld, never the organisation's.
    const none = (await get(tokens.terbatas)).json();
    assert.deepEqual(none.scope, { kantor_id: null, nama: 'Tanpa kantor' });
    assert.equal(none.data.pegawaiGender.value, null);
    assert.match(none.data.pegawaiGender.note, /tidak terhubung dengan kantor/);
  });

  const kantorId = async (nama: string) =>
    (await t.db.selectFrom('kantor').select('id').where('nama', '=', nama).executeTakeFirst())?.id;

  it('refresh: admins queue the job; it rewrites the statistics', async () => {
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/dashboard', headers: bearer(token), payload });
    assert.equal((await post(tokens.pegawai, { event: 'refresh' })).statusCode, 403);
    assert.deepEqual((await post(tokens.hr, { event: 'nope' })).json(), { message: 'Unsuccessful Event' });

    const before = (await get(tokens.hr)).json().data.pegawaiGender;
    await t.db
      .insertInto('pegawai')
      .values({ nama: 'Eka', npp: '10000009', jenis_kelamin: 'P', tanggal_lahir: '1995-01-01' })
      .execute();
    assert.deepEqual((await get(tokens.hr)).json().data.pegawaiGender, before, 'GET reads the stored statistics');

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

    const after = (await get(tokens.hr)).json().data.pegawaiGender;
    assert.equal((after.value as Series[]).find((s) => s.nama === 'Perempuan')!.jumlah, 3);
    assert.ok(new Date(after.updated_at) > new Date(before.updated_at));

    // The 15-minute schedule is registered with pg-boss.
    const schedules = await sql<{
      name: string;
      cron: string;
      timezone: string;
    }>`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'dashboard.refresh'`.execute(t.db);
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
