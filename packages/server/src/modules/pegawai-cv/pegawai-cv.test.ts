/**
 * The employee CV on the real app and PostgreSQL: who may open which CV (own, HR, role 8, 404),
 * the CV's sections in the spec's order and sort, every sub-record's create/update/delete by HR
 * with its message and audit, refusals for non-HR, 422 on a bad date with nothing written, and
 * the photo uploads (images only).
 */
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, test } from 'node:test';
import type { PegawaiCv } from '@portal/contracts';
import { createAccounts } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { sampleJpeg, samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

/** A valid body for each sub-list (without pegawai_id). */
const SAMPLES: Record<
  string,
  { path: string; body: Record<string, unknown>; change: Record<string, unknown>; entity: string; table: string }
> = {
  pendidikan: {
    path: '/api/sdm/pegawai/x/pendidikan',
    entity: 'Pendidikan',
    table: 'pegawai_pendidikan',
    body: { jenjang: 'S1', institusi: 'Universitas Hasanuddin', jurusan: 'Akuntansi', tahun: 2012 },
    change: { tahun: 2013 },
  },
  family: {
    path: '/api/sdm/pegawai/x/family',
    entity: 'Family',
    table: 'pegawai_family',
    body: { nama: 'Siti Aminah', hubungan: 'Istri', tanggal_lahir: '1992-03-04', tahun: 2015 },
    change: { hubungan: 'Suami' },
  },
  sertifikasi: {
    path: '/api/sdm/pegawai/link/sertifikasi',
    entity: 'Sertifikasi',
    table: 'pegawai_sertifikasi',
    body: { nama: 'Manajemen Risiko Level 1', tanggal: '2021-05-10' },
    change: { nomor: 'MR-001' },
  },
  klasifikasi: {
    path: '/api/sdm/pegawai/link/klasifikasi',
    entity: 'Klasifikasi',
    table: 'pegawai_klasifikasi',
    body: { nama: 'Analis Kredit' },
    change: { keterangan: 'Utama' },
  },
  rek_tab: {
    path: '/api/sdm/pegawai/x/rek/tab',
    entity: 'Rekening Tabungan',
    table: 'pegawai_rek_tab',
    body: { bank: 'Bank Sulselbar', nomor_rekening: '1234567890', atas_nama: 'Ani Lestari' },
    change: { bank: 'Bank Mandiri' },
  },
  perawatan: {
    path: '/api/sdm/pegawai/x/perawatan',
    entity: 'Perawatan',
    table: 'pegawai_perawatan',
    body: { jenis: 'Kacamata', tanggal: '2023-08-01', biaya: 750000.5 },
    change: { biaya: 800000 },
  },
  kompetensi: {
    path: '/api/sdm/pegawai/x/kompetensi',
    entity: 'Kompetensi',
    table: 'pegawai_kompetensi',
    body: { nama: 'Analisis Laporan Keuangan', is_exist: true },
    change: { is_exist: false },
  },
  prestasi: {
    path: '/api/sdm/pegawai/x/prestasi',
    entity: 'Prestasi',
    table: 'pegawai_prestasi',
    body: { nama: 'Pegawai Teladan', tahun: 2022 },
    change: { tahun: 2023 },
  },
};

describe('employee CV (/api/sdm/pegawai/x/profile and sub-records)', () => {
  let t: StorageTestApp;
  let ani: { token: string; pegawaiId: number };
  let budi: { token: string; pegawaiId: number };
  let hr: string;
  let terbatas: string;
  let eventId: number;

  before(async () => {
    t = await createStorageTestApp();
    const kantor = await seedKantor(t.db);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', tanggal_lahir: '1990-02-15', npp: '00000000' } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.dago } },
      sdm: [10, 57],
      terbatas: { roles: [8, 10], pegawai: { nama: 'Terbatas' } },
    });
    ani = { token: accounts.ani.token, pegawaiId: accounts.ani.pegawaiId! };
    budi = { token: accounts.budi.token, pegawaiId: accounts.budi.pegawaiId! };
    hr = accounts.sdm.token;
    terbatas = accounts.terbatas.token;
    eventId = (
      await t.db
        .insertInto('diklat_event')
        .values({
          nama: 'Pelatihan Kredit',
          jenis_id: 6,
          awal: '2020-01-10',
          akhir: '2020-01-12',
          penyelenggara: 'LPPI',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const cvOf = async (token: string, id?: number) => {
    const res = await call(token, 'GET', `/api/sdm/pegawai/x/profile${id ? `/${id}` : ''}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: PegawaiCv }>().data;
  };
  const auditCount = async (entity: string) =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', entity)
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("the office comes with its class, level and parent (display 'KCP Dago (KC Bandung)')", async () => {
    const cv = await cvOf(budi.token);
    assert.deepEqual(cv.profile.kantor, {
      id: cv.profile.kantor?.id,
      nama: 'Dago',
      class_name: 'KCP',
      kantor_level_id: 6,
      parent_name: 'Bandung',
    });
  });

  test('own CV without an id: profile with npp 00000000 hidden, retirement date = birth + 56 years, every section in order, empty', async () => {
    const cv = await cvOf(ani.token);
    assert.equal(cv.profile.id, ani.pegawaiId);
    assert.equal(cv.profile.nama, 'Ani Lestari');
    assert.equal(cv.profile.npp, null);
    assert.equal(cv.profile.retirement_date, '2046-02-15');
    assert.equal(cv.can_edit, false);
    assert.deepEqual(Object.keys(cv), [
      'profile',
      'sanksi_aktif',
      'pangkat',
      'jabatan',
      'pendidikan',
      'family',
      'diklat',
      'sertifikasi',
      'klasifikasi',
      'rek_tab',
      'perawatan',
      'kompetensi',
      'prestasi',
      'can_edit',
    ]);
    for (const key of ['pangkat', 'jabatan', 'pendidikan', 'prestasi'] as const) assert.deepEqual(cv[key], []);
    assert.deepEqual(await cvOf(ani.token, ani.pegawaiId), cv);
    assert.deepEqual(cv.sanksi_aktif, []);
  });

  test('the header carries the sanctions in force today (not an ended or a future one), newest first', async () => {
    const day = (offset: number) => sql<string>`((now() AT TIME ZONE 'Asia/Jakarta')::date + ${offset}::int)`;
    const add = (jenis_id: number, nomor_sk: string, awal: number, akhir: number | null) =>
      t.db
        .insertInto('pegawai_sanksi')
        .values({
          pegawai_id: ani.pegawaiId,
          jenis_id,
          nomor_sk,
          awal: day(awal),
          akhir: akhir === null ? null : day(akhir),
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
    await add(1, 'SK/BERAKHIR', -400, -30);
    await add(1, 'SK/NANTI', 10, 40);
    await add(2, 'SK/BERLAKU', -20, 20);
    await add(3, 'SK/TANPA-AKHIR', -5, null);
    try {
      const cv = await cvOf(ani.token);
      assert.deepEqual(
        cv.sanksi_aktif.map((s) => [s.nomor_sk, s.jenis.nama, s.jenis.parent.kelas_id]),
        [
          ['SK/TANPA-AKHIR', 'Demosi', 3],
          ['SK/BERLAKU', 'Pernyataan Tidak Puas', 1],
        ],
      );
      assert.equal(cv.sanksi_aktif[0].akhir, null);
    } finally {
      await t.db.deleteFrom('pegawai_sanksi').where('pegawai_id', '=', ani.pegawaiId).execute();
    }
  });

  test("another employee's CV: 403 for a non-HR user, 200 for HR; role 8 refused; unknown id 404", async () => {
    const refused = await call(ani.token, 'GET', `/api/sdm/pegawai/x/profile/${budi.pegawaiId}`);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Anda hanya dapat membuka CV Anda sendiri');
    const seen = await cvOf(hr, budi.pegawaiId);
    assert.equal(seen.profile.nama, 'Budi Santoso');
    assert.equal(seen.can_edit, true);
    assert.equal((await call(terbatas, 'GET', '/api/sdm/pegawai/x/profile')).statusCode, 403);
    const missing = await call(hr, 'GET', '/api/sdm/pegawai/x/profile/999999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Pegawai tidak ditemukan');
    // HR without an employee of their own has no own CV.
    assert.equal((await call(hr, 'GET', '/api/sdm/pegawai/x/profile')).statusCode, 404);
  });

  for (const [key, sample] of Object.entries(SAMPLES)) {
    test(`${key}: HR creates, updates and deletes with messages and audit; a non-HR user is refused`, async () => {
      const body = { pegawai_id: budi.pegawaiId, ...sample.body };
      assert.equal((await call(budi.token, 'POST', sample.path, body)).statusCode, 403);

      const created = await call(hr, 'POST', sample.path, body);
      assert.equal(created.statusCode, 200, created.body);
      assert.equal(created.json().message, `${sample.entity} created`);
      const id = created.json().data.id as number;
      const listed = (await cvOf(hr, budi.pegawaiId))[key as keyof PegawaiCv] as { id: number }[];
      assert.deepEqual(
        listed.find((r) => r.id === id),
        {
          id,
          ...Object.fromEntries(
            Object.keys(listed[0]!)
              .filter((k) => k !== 'id')
              .map((k) => [k, null]),
          ),
          ...sample.body,
        },
      );

      assert.equal(
        (await call(budi.token, 'PUT', `${sample.path}/${id}`, { ...sample.body, ...sample.change })).statusCode,
        403,
      );
      const updated = await call(hr, 'PUT', `${sample.path}/${id}`, { ...sample.body, ...sample.change });
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(updated.json().message, `${sample.entity} updated`);
      const row = (
        (await cvOf(hr, budi.pegawaiId))[key as keyof PegawaiCv] as unknown as Record<string, unknown>[]
      ).find((r) => r.id === id)!;
      for (const [field, value] of Object.entries(sample.change)) assert.deepEqual(row[field], value);

      assert.equal((await call(budi.token, 'DELETE', `${sample.path}/${id}`)).statusCode, 403);
      const deleted = await call(hr, 'DELETE', `${sample.path}/${id}`);
      assert.equal(deleted.json().message, `${sample.entity} deleted`);
      assert.equal((await call(hr, 'DELETE', `${sample.path}/${id}`)).statusCode, 404);
      assert.equal(await auditCount(sample.table), 3);
    });
  }

  test('diklat participation: sorted by event.awal with jenis_id, unknown event 422, twice 409', async () => {
    const later = (
      await t.db
        .insertInto('diklat_event')
        .values({ nama: 'Orientasi', jenis_id: 1, awal: '2019-05-01', akhir: null, penyelenggara: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const options = await call(hr, 'GET', '/api/sdm/pegawai/x/diklat?event=select_option');
    assert.deepEqual(
      options.json().data.map((e: { id: number }) => e.id),
      [eventId, later],
    );
    assert.equal((await call(hr, 'GET', '/api/sdm/pegawai/x/diklat?event=nope')).json().message, 'Unsuccessful Event');
    for (const id of [eventId, later]) {
      const res = await call(hr, 'POST', '/api/sdm/pegawai/x/diklat', {
        pegawai_id: ani.pegawaiId,
        diklat_event_id: id,
      });
      assert.equal(res.json().message, 'Diklat Pegawai created');
    }
    const cv = await cvOf(ani.token);
    assert.deepEqual(
      cv.diklat.map((d) => [d.event.nama, d.event.awal, d.event.jenis_id]),
      [
        ['Orientasi', '2019-05-01', 1],
        ['Pelatihan Kredit', '2020-01-10', 6],
      ],
    );
    assert.equal(
      (await call(hr, 'POST', '/api/sdm/pegawai/x/diklat', { pegawai_id: ani.pegawaiId, diklat_event_id: eventId }))
        .statusCode,
      409,
    );
    const unknown = await call(hr, 'POST', '/api/sdm/pegawai/x/diklat', {
      pegawai_id: ani.pegawaiId,
      diklat_event_id: 999999,
    });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, { diklat_event_id: ['Event diklat tidak ditemukan'] });
  });

  test('position and rank history (jabatan-pangkat tables) appear as PegawaiJabatanRow / PegawaiPangkatRow by awal', async () => {
    const jabatan = await t.db
      .insertInto('jabatan')
      .values({ nama: 'Teller' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('kantor_level')
      .values({ id: 1, nama: 'Kantor Pusat' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const kantor = await t.db
      .insertInto('kantor')
      .values({ nama: 'Makassar', kantor_level_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pangkat = await t.db
      .insertInto('pangkat')
      .values({ nama: 'Staf', grade: '5', corporate_title: 'Officer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('pegawai_jabatan')
      .values([
        {
          pegawai_id: budi.pegawaiId,
          jabatan_id: jabatan.id,
          kantor_id: kantor.id,
          awal: '2018-01-01',
          akhir: null,
          is_permanent: true,
          nomor_sk: 'SK-2',
          keterangan: null,
        },
        {
          pegawai_id: budi.pegawaiId,
          jabatan_id: jabatan.id,
          kantor_id: null,
          awal: '2015-01-01',
          akhir: '2017-12-31',
          is_permanent: false,
          nomor_sk: null,
          keterangan: 'Awal',
        },
      ])
      .execute();
    await t.db
      .insertInto('pegawai_pangkat')
      .values({ pegawai_id: budi.pegawaiId, pangkat_id: pangkat.id, awal: '2016-04-01', akhir: null, nomor_sk: 'SK-P' })
      .execute();
    const cv = await cvOf(hr, budi.pegawaiId);
    assert.deepEqual(
      cv.jabatan.map((j) => [j.awal, j.is_permanent, j.kantor?.nama ?? null, j.jabatan.nama]),
      [
        ['2015-01-01', false, null, 'Teller'],
        ['2018-01-01', true, 'Makassar', 'Teller'],
      ],
    );
    assert.deepEqual(cv.pangkat, [
      {
        id: cv.pangkat[0]!.id,
        pegawai_id: budi.pegawaiId,
        pangkat: { id: pangkat.id, nama: 'Staf', grade: '5', corporate_title: 'Officer' },
        awal: '2016-04-01',
        akhir: null,
        nomor_sk: 'SK-P',
      },
    ]);
  });

  test('x/kantor: the offices from the position records, the current office first; own only for non-HR', async () => {
    // After the test above: Budi's records name Makassar (open) and no office (2015); he belongs to KCP Dago.
    const res = await call(hr, 'GET', `/api/sdm/pegawai/x/kantor?pegawai_id=${budi.pegawaiId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res
        .json()
        .data.map(
          (r: { kantor: { nama: string; class_name: string | null }; awal: string | null; is_current: boolean }) => [
            r.kantor.class_name,
            r.kantor.nama,
            r.awal,
            r.is_current,
          ],
        ),
      [
        ['KCP', 'Dago', null, true],
        [null, 'Makassar', '2018-01-01', false],
      ],
    );
    const own = await call(budi.token, 'GET', '/api/sdm/pegawai/x/kantor');
    assert.deepEqual(own.json(), res.json(), 'without an id: the caller’s own');
    assert.equal(
      (await call(ani.token, 'GET', `/api/sdm/pegawai/x/kantor?pegawai_id=${budi.pegawaiId}`)).statusCode,
      403,
    );
    assert.equal((await call(terbatas, 'GET', '/api/sdm/pegawai/x/kantor')).statusCode, 403);
    assert.equal((await call(hr, 'GET', '/api/sdm/pegawai/x/kantor?pegawai_id=999999')).statusCode, 404);
  });

  test('x/family_status: the kawin code from the family records and their status (closed list); own only for non-HR', async () => {
    const add = (body: Record<string, unknown>) =>
      call(hr, 'POST', SAMPLES.family!.path, { pegawai_id: budi.pegawaiId, tahun: 2015, ...body });
    const before = (await call(budi.token, 'GET', '/api/sdm/pegawai/x/family_status')).json().data;
    assert.deepEqual([before.kawin, before.anggota.length], ['TK/0', 0]);
    assert.equal((await add({ nama: 'Rina', hubungan: 'Istri', status: 'Bukan Tanggungan' })).statusCode, 200);
    assert.equal((await add({ nama: 'Dimas', hubungan: 'Anak', status: 'Tanggungan' })).statusCode, 200);
    assert.equal((await add({ nama: 'Dewi', hubungan: 'Anak' })).statusCode, 200);
    const wrong = await add({ nama: 'Dodi', hubungan: 'Anak', status: 'Kadang-kadang' });
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.json().errors.status[0], /Tanggungan, Bukan Tanggungan, Meninggal/);

    const res = await call(hr, 'GET', `/api/sdm/pegawai/x/family_status?pegawai_id=${budi.pegawaiId}`);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.deepEqual([data.kawin, data.menikah, data.tanggungan, data.belum_diisi], ['K/1', true, 1, 1]);
    assert.deepEqual(
      data.anggota.map((m: { nama: string; status: string | null }) => [m.nama, m.status]),
      [
        ['Rina', 'Bukan Tanggungan'],
        ['Dimas', 'Tanggungan'],
        ['Dewi', null],
      ],
    );
    assert.equal(
      (await cvOf(hr, budi.pegawaiId)).family.find((f) => f.nama === 'Dimas')?.status,
      'Tanggungan',
      'the CV shows the status too',
    );
    assert.equal(
      (await call(ani.token, 'GET', `/api/sdm/pegawai/x/family_status?pegawai_id=${budi.pegawaiId}`)).statusCode,
      403,
    );
    assert.equal((await call(terbatas, 'GET', '/api/sdm/pegawai/x/family_status')).statusCode, 403);
  });

  test('sort orders: pendidikan by tahun, kompetensi held first then by nama', async () => {
    for (const tahun of [2010, 2004])
      await call(hr, 'POST', SAMPLES.pendidikan!.path, {
        pegawai_id: ani.pegawaiId,
        jenjang: 'SMA',
        institusi: 'SMAN 1',
        tahun,
      });
    for (const [nama, is_exist] of [
      ['Zakat', true],
      ['Audit', false],
      ['Bahasa', true],
    ] as const)
      await call(hr, 'POST', SAMPLES.kompetensi!.path, { pegawai_id: ani.pegawaiId, nama, is_exist });
    const cv = await cvOf(ani.token);
    assert.deepEqual(
      cv.pendidikan.map((p) => p.tahun),
      [2004, 2010],
    );
    assert.deepEqual(
      cv.kompetensi.map((k) => k.nama),
      ['Bahasa', 'Zakat', 'Audit'],
    );
  });

  test('jenjang and hubungan come from their general lists; institusi from its list is only a suggestion', async () => {
    const bad = await call(hr, 'POST', SAMPLES.pendidikan!.path, {
      pegawai_id: ani.pegawaiId,
      jenjang: 'Kursus',
      institusi: 'Universitas Terbuka',
      tahun: 2001,
    });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.match(bad.json().errors.jenjang[0], /^Jenjang harus salah satu dari: SD, SMP, SMA, .*S3$/);
    const stranger = await call(hr, 'POST', SAMPLES.family!.path, {
      pegawai_id: ani.pegawaiId,
      nama: 'Tetangga',
      hubungan: 'Tetangga',
      tahun: 2001,
    });
    assert.equal(stranger.statusCode, 422);
    const ok = await call(hr, 'POST', SAMPLES.pendidikan!.path, {
      pegawai_id: ani.pegawaiId,
      jenjang: 'D3',
      institusi: 'Politeknik Negeri Ambon',
      tahun: 2001,
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('bad input → 422 with an Indonesian field message and nothing written; unknown employee 404', async () => {
    const before = await auditCount('pegawai_sertifikasi');
    const bad = await call(hr, 'POST', SAMPLES.sertifikasi!.path, {
      pegawai_id: ani.pegawaiId,
      nama: 'Treasury',
      tanggal: '10-05-2021',
    });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { tanggal: ['Kolom tanggal harus berupa tanggal (YYYY-MM-DD)'] });
    // The picker's bounds hold on the server too: history from 1960, no future issue date.
    const tooOld = await call(hr, 'POST', SAMPLES.sertifikasi!.path, {
      pegawai_id: ani.pegawaiId,
      nama: 'Treasury',
      tanggal: '1930-05-10',
    });
    assert.equal(tooOld.statusCode, 422);
    assert.deepEqual(tooOld.json().errors, { tanggal: ['Tanggal Terbit tidak boleh sebelum 1960'] });
    const future = await call(hr, 'POST', SAMPLES.sertifikasi!.path, {
      pegawai_id: ani.pegawaiId,
      nama: 'Treasury',
      tanggal: '2099-01-01',
    });
    assert.deepEqual(future.json().errors, { tanggal: ['Tanggal Terbit tidak boleh setelah hari ini'] });
    const blank = await call(hr, 'POST', SAMPLES.prestasi!.path, {
      pegawai_id: ani.pegawaiId,
      nama: '   ',
      tahun: 2020,
    });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(blank.json().errors, { nama: ['Kolom Prestasi wajib diisi'] });
    assert.equal(await auditCount('pegawai_sertifikasi'), before);
    assert.deepEqual((await cvOf(ani.token)).sertifikasi, []);
    const nobody = await call(hr, 'POST', SAMPLES.klasifikasi!.path, { pegawai_id: 999999, nama: 'X' });
    assert.equal(nobody.statusCode, 404);
  });

  test('photos: HR uploads a JPEG photo and a PNG CV photo ("Photo CV Updated"), replaces one, a PDF or a non-HR user is refused', async () => {
    const photo = await call(hr, 'POST', '/api/sdm/pegawai/x/photo', {
      pegawai_id: budi.pegawaiId,
      image: `data:image/jpeg;base64,${sampleJpeg().toString('base64')}`,
    });
    assert.equal(photo.statusCode, 200, photo.body);
    assert.equal(photo.json().data.photo, `photos/${budi.pegawaiId}.jpeg`);
    const again = await call(hr, 'POST', '/api/sdm/pegawai/x/photo', {
      pegawai_id: budi.pegawaiId,
      image: sampleJpeg().toString('base64'),
    });
    assert.equal(again.statusCode, 200, again.body);
    const cvPhoto = await call(hr, 'POST', '/api/sdm/pegawai/x/photo_cv', {
      pegawai_id: budi.pegawaiId,
      image: samplePng().toString('base64'),
    });
    assert.equal(cvPhoto.json().message, 'Photo CV Updated');
    assert.equal(cvPhoto.json().data.photo_cv, `photos/cv/${budi.pegawaiId}.png`);
    const profile = (await cvOf(budi.token)).profile;
    assert.equal(profile.photo, `photos/${budi.pegawaiId}.jpeg`);
    // The employee reads their own photo through the storage rule for files owned by their pegawai.
    const opened = await call(budi.token, 'GET', `/api/storage?location=${encodeURIComponent(profile.photo!)}`);
    assert.equal(opened.statusCode, 200);
    assert.equal(opened.headers['content-type'], 'image/jpeg');

    const pdf = await call(hr, 'POST', '/api/sdm/pegawai/x/photo', {
      pegawai_id: budi.pegawaiId,
      image: samplePdf().toString('base64'),
    });
    assert.equal(pdf.statusCode, 422);
    assert.match(pdf.json().errors.image[0], /terdeteksi sebagai PDF/);
    assert.equal((await cvOf(budi.token)).profile.photo, `photos/${budi.pegawaiId}.jpeg`);
    assert.equal(
      (
        await call(budi.token, 'POST', '/api/sdm/pegawai/x/photo', {
          pegawai_id: budi.pegawaiId,
          image: sampleJpeg().toString('base64'),
        })
      ).statusCode,
      403,
    );
    assert.equal(
      (await call(hr, 'POST', '/api/sdm/pegawai/x/photo', { pegawai_id: budi.pegawaiId, image: 'not base64!' }))
        .statusCode,
      422,
    );
  });
});
