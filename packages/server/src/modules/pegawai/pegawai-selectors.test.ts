/**
 * GET /api/sdm/pegawai?event=… (options, multiple, kantor_absen, umur, hirarki, rules), unknown
 * events, and GET /api/sdm/pegawai/link/kantor/{id}: role rules, picker-only fields, filters,
 * 422 for bad parameters, 404 for unknown offices and employees, the chain of superiors.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const today = DateTime.now().setZone('Asia/Jakarta').startOf('day');
const bornYearsAgo = (years: number, plus: { months?: number; days?: number } = {}) =>
  today.minus({ years }).plus(plus).toISODate()!;

describe('pegawai selectors', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  const jab: Record<string, number> = {};
  const peg: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    // Attendance offices: Bandung (with Dago, a non-attendance office under it) and Cimahi.
    await t.db
      .updateTable('kantor')
      .set({ is_kantor_absen: true })
      .where('id', 'in', [kantor.bandung, kantor.cimahi, kantor.bogor])
      .execute();
    const add = async (nama: string, parent?: string) => {
      const row = await t.db
        .insertInto('jabatan')
        .values({ nama, parent_id: parent ? jab[parent] : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      jab[nama] = row.id;
    };
    await add('Direktur');
    await add('Kepala Wilayah', 'Direktur');
    await add('Kepala Cabang', 'Kepala Wilayah');
    await add('Teller', 'Kepala Cabang');
    await t.db.insertInto('pangkat').values({ nama: 'Staf Madya', grade: '6', corporate_title: 'Officer' }).execute();
    const people: [string, string, string, string, string, boolean?][] = [
      // nama, npp, tanggal_lahir, jabatan, kantor, is_active
      ['Dewi Direktur', '11110001', bornYearsAgo(56, { months: 3 }), 'Direktur', 'pusat'],
      ['Wawan Kawil', '11110002', bornYearsAgo(56, { days: -40 }), 'Kepala Wilayah', 'wilBarat'],
      ['Tono Kawil Timur', '11110003', bornYearsAgo(50), 'Kepala Wilayah', 'wilTimur'],
      ['Bima Kacab', '11110004', bornYearsAgo(45, { months: -2 }), 'Kepala Cabang', 'bandung'],
      ['Tia Teller', '11110005', bornYearsAgo(30), 'Teller', 'dago'],
      ['Toni Teller', '00000000', bornYearsAgo(25), 'Teller', 'bogor'],
      ['Cici Teller', '11110007', bornYearsAgo(28), 'Teller', 'cimahi'],
      ['Lama Keluar', '11110008', bornYearsAgo(40), 'Teller', 'bandung', false],
    ];
    for (const [nama, npp, tanggal_lahir, jabatan, office, active] of people) {
      const row = await t.db
        .insertInto('pegawai')
        .values({
          nama,
          npp,
          tanggal_lahir,
          jabatan_id: jab[jabatan],
          kantor_id: kantor[office],
          is_active: active ?? true,
          email: `${npp}@bank.test`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      peg[nama] = row.id;
    }
    const accounts: Record<string, number[]> = {
      hr: [10, 57],
      pegawai: [10],
      terbatas: [8, 10],
      hrTerbatas: [8, 57],
      umum: [4],
      admin: [1],
    };
    for (const [name, roles] of Object.entries(accounts)) {
      const { id } = await createUser(t.db, { name, password: 'Rahasia#2026', roles });
      tokens[name] = (await t.login(name, 'Rahasia#2026')).access_token;
      if (name === 'pegawai')
        await t.db.updateTable('users').set({ pegawai_id: peg['Tia Teller'] }).where('id', '=', id).execute();
    }
  });
  after(() => t.close());

  const get = async (query: string, token: string | undefined = tokens.hr, path = '/api/sdm/pegawai') => {
    const res = await t.app.inject({ method: 'GET', url: `${path}${query}`, headers: token ? bearer(token) : {} });
    return { status: res.statusCode, body: res.json() };
  };
  const names = (body: { data: { nama: string }[] }) => body.data.map((p) => p.nama);

  test('unknown event: 400 Unsuccessful Event; no session: 401', async () => {
    assert.deepEqual(await get('?event=hapus_semua'), { status: 400, body: { message: 'Unsuccessful Event' } });
    assert.equal((await get('?event=constructor')).status, 400);
    assert.equal((await get('?event=options', '')).status, 401);
  });

  test('options: any employee (10), HR or admin; picker fields only, active employees, by name', async () => {
    for (const who of ['hr', 'pegawai', 'terbatas', 'admin'])
      assert.equal((await get('?event=options', tokens[who])).status, 200, who);
    assert.equal((await get('?event=options', tokens.umum)).status, 403);
    const { body } = await get('?event=options&search=teller', tokens.pegawai);
    assert.deepEqual(names(body), ['Cici Teller', 'Tia Teller', 'Toni Teller']);
    assert.deepEqual(body.data[1], {
      id: peg['Tia Teller'],
      nama: 'Tia Teller',
      npp: '11110005',
      jabatan: { id: jab.Teller, nama: 'Teller' },
      kantor: { id: kantor.dago, nama: 'Dago' },
    });
    // No birth dates, contacts or the placeholder npp in a picker answer.
    const text = JSON.stringify(body);
    for (const hidden of ['tanggal_lahir', 'email', '@bank.test', '00000000'])
      assert.ok(!text.includes(hidden), hidden);
    assert.equal(body.data[2].npp, null);
  });

  test('options: search by npp, position and office; kantor_id, ids (both spellings) and limit', async () => {
    assert.deepEqual(names((await get('?event=options&search=11110004')).body), ['Bima Kacab']);
    assert.deepEqual(names((await get('?event=options&search=kepala%20wil')).body), [
      'Tono Kawil Timur',
      'Wawan Kawil',
    ]);
    assert.deepEqual(names((await get('?event=options&search=surab')).body), []);
    assert.deepEqual(names((await get('?event=options&search=dago')).body), ['Tia Teller']);
    assert.deepEqual(names((await get(`?event=options&kantor_id=${kantor.bandung}`)).body), ['Bima Kacab']);
    assert.deepEqual(
      names((await get(`?event=options&search=teller&ids[]=${peg['Tia Teller']}&ids[]=${peg['Bima Kacab']}`)).body),
      ['Tia Teller'],
    );
    assert.deepEqual(names((await get(`?event=options&ids=${peg['Dewi Direktur']}`)).body), ['Dewi Direktur']);
    assert.equal((await get('?event=options&limit=2')).body.data.length, 2);
    assert.equal((await get('?event=options')).body.data.length, 7);
    for (const bad of [
      '?event=options&limit=0',
      '?event=options&limit=51',
      '?event=options&ids[]=abc',
      '?event=options&kantor_id=-1',
    ]) {
      const res = await get(bad);
      assert.equal(res.status, 422, bad);
      assert.ok(res.body.errors, bad);
    }
  });

  test('multiple: the named employees (inactive too), ids required, at most 100', async () => {
    const { body } = await get(
      `?event=multiple&ids[]=${peg['Lama Keluar']}&ids[]=${peg['Tia Teller']}&ids[]=999999`,
      tokens.pegawai,
    );
    assert.deepEqual(names(body), ['Lama Keluar', 'Tia Teller']);
    assert.ok(!JSON.stringify(body).includes('tanggal_lahir'));
    assert.equal((await get('?event=multiple')).status, 422);
    const many = Array.from({ length: 101 }, (_, i) => `ids[]=${i + 1}`).join('&');
    assert.equal((await get(`?event=multiple&${many}`)).status, 422);
    assert.equal((await get(`?event=multiple&ids[]=1`, tokens.umum)).status, 403);
  });

  test('kantor_absen: an attendance office with the non-attendance offices under it; 404 / 422', async () => {
    const { body, status } = await get(`?event=kantor_absen&kantor_id=${kantor.bandung}`, tokens.pegawai);
    assert.equal(status, 200);
    // Dago is not an attendance office: its teller clocks in at Bandung. Cimahi is one itself.
    assert.deepEqual(names(body), ['Bima Kacab', 'Tia Teller']);
    assert.deepEqual([body.total, body.current_page, body.last_page], [2, 1, 1]);
    assert.deepEqual(names((await get(`?event=kantor_absen&kantor_id=${kantor.bandung}&per_page=1&page=2`)).body), [
      'Tia Teller',
    ]);
    assert.equal((await get(`?event=kantor_absen&kantor_id=${kantor.bandung}&page=5`)).body.total, 2);
    assert.deepEqual(await get('?event=kantor_absen&kantor_id=999999'), {
      status: 404,
      body: { message: 'Kantor tidak ditemukan' },
    });
    assert.equal((await get(`?event=kantor_absen&kantor_id=${kantor.tutup}`)).status, 404);
    const notAbsen = await get(`?event=kantor_absen&kantor_id=${kantor.dago}`);
    assert.equal(notAbsen.status, 422);
    assert.deepEqual(notAbsen.body.errors, { kantor_id: ['Kantor ini bukan kantor absen'] });
    assert.equal((await get('?event=kantor_absen')).status, 422);
    assert.equal((await get(`?event=kantor_absen&kantor_id=${kantor.bandung}`, tokens.umum)).status, 403);
  });

  test('link/kantor/{id}: employees of that office only; unknown or closed office 404', async () => {
    const { body } = await get('', tokens.pegawai, `/api/sdm/pegawai/link/kantor/${kantor.dago}`);
    assert.deepEqual(names(body), ['Tia Teller']);
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['id', 'jabatan', 'kantor', 'nama', 'npp']);
    assert.deepEqual(names((await get('', tokens.hr, `/api/sdm/pegawai/link/kantor/${kantor.bandung}`)).body), [
      'Bima Kacab',
    ]);
    assert.deepEqual(await get('', tokens.hr, '/api/sdm/pegawai/link/kantor/999999'), {
      status: 404,
      body: { message: 'Kantor tidak ditemukan' },
    });
    assert.equal((await get('', tokens.hr, `/api/sdm/pegawai/link/kantor/${kantor.tutup}`)).status, 404);
    assert.equal((await get('', tokens.hr, '/api/sdm/pegawai/link/kantor/abc')).status, 422);
    assert.equal((await get('', tokens.umum, `/api/sdm/pegawai/link/kantor/${kantor.dago}`)).status, 403);
  });

  test('umur: 57 not 8; oldest first with age, retirement date and past-retirement flag', async () => {
    for (const who of ['pegawai', 'terbatas', 'hrTerbatas', 'umum'])
      assert.equal((await get('?event=umur', tokens[who])).status, 403, who);
    const { body, status } = await get('?event=umur');
    assert.equal(status, 200);
    assert.deepEqual(names(body).slice(0, 3), ['Wawan Kawil', 'Dewi Direktur', 'Tono Kawil Timur']);
    assert.equal(body.total, 7); // the inactive employee is not in the report
    const wawan = body.data[0];
    assert.equal(wawan.umur, 56);
    assert.equal(wawan.tanggal_pensiun, today.minus({ days: 40 }).toISODate());
    assert.equal(wawan.lewat_pensiun, true);
    const dewi = body.data[1];
    assert.deepEqual(
      [dewi.umur, dewi.lewat_pensiun, dewi.tanggal_pensiun],
      [55, false, today.plus({ months: 3 }).toISODate()],
    );
    assert.deepEqual(dewi.pangkat, null);
    assert.equal(body.data.find((p: { nama: string }) => p.nama === 'Toni Teller').npp, null);
  });

  test('umur: filters kantor, age range, retiring within N months, search; bad ranges 422', async () => {
    assert.deepEqual(names((await get(`?event=umur&kantor_id=${kantor.dago}`)).body), ['Tia Teller']);
    assert.deepEqual(names((await get('?event=umur&umur_min=45&umur_max=50')).body), [
      'Tono Kawil Timur',
      'Bima Kacab',
    ]);
    assert.deepEqual(names((await get('?event=umur&umur_max=28')).body), ['Cici Teller', 'Toni Teller']);
    // Within 6 months: Dewi (3 months); Wawan has already passed it.
    assert.deepEqual(names((await get('?event=umur&pensiun_bulan=6')).body), ['Dewi Direktur']);
    assert.deepEqual(names((await get('?event=umur&pensiun_bulan=2')).body), []);
    assert.deepEqual(names((await get('?event=umur&search=kawil')).body), ['Wawan Kawil', 'Tono Kawil Timur']);
    assert.deepEqual(
      [(await get('?event=umur&per_page=2&page=2')).body.from, (await get('?event=umur&per_page=2&page=9')).body.total],
      [3, 7],
    );
    const range = await get('?event=umur&umur_min=50&umur_max=40');
    assert.equal(range.status, 422);
    assert.deepEqual(range.body.errors, { umur_min: ['Umur minimal tidak boleh lebih besar dari umur maksimal'] });
    for (const bad of [
      '?event=umur&umur_min=-1',
      '?event=umur&umur_max=101',
      '?event=umur&pensiun_bulan=abc',
      '?event=umur&per_page=101',
    ]) {
      assert.equal((await get(bad)).status, 422, bad);
    }
  });

  test('hirarki: superiors by position and office tree; a vacancy stays in the chain', async () => {
    const tia = await get(`?event=hirarki&pegawai_id=${peg['Tia Teller']}`);
    assert.equal(tia.status, 200);
    assert.equal(tia.body.pegawai.nama, 'Tia Teller');
    assert.deepEqual(
      tia.body.data.map(
        (s: {
          level: number;
          jabatan: { nama: string };
          kantor: { nama: string } | null;
          pegawai: { nama: string } | null;
        }) => [s.level, s.jabatan.nama, s.kantor?.nama ?? null, s.pegawai?.nama ?? null],
      ),
      [
        [1, 'Kepala Cabang', 'Bandung', 'Bima Kacab'],
        [2, 'Kepala Wilayah', 'Wilayah Barat', 'Wawan Kawil'], // not the head of Wilayah Timur
        [3, 'Direktur', 'Kantor Pusat', 'Dewi Direktur'],
      ],
    );
    // Bogor has no branch head: the position is vacant, the search goes on upwards.
    const toni = (await get(`?event=hirarki&pegawai_id=${peg['Toni Teller']}`)).body;
    assert.deepEqual(
      toni.data.map((s: { pegawai: { nama: string } | null }) => s.pegawai?.nama ?? null),
      [null, 'Wawan Kawil', 'Dewi Direktur'],
    );
    assert.deepEqual((await get(`?event=hirarki&pegawai_id=${peg['Dewi Direktur']}`)).body.data, []);
    assert.deepEqual(await get('?event=hirarki&pegawai_id=999999'), {
      status: 404,
      body: { message: 'Pegawai tidak ditemukan' },
    });
  });

  test('hirarki: an employee sees only their own chain; HR and admin anyone', async () => {
    const own = await get('?event=hirarki', tokens.pegawai);
    assert.deepEqual([own.status, own.body.pegawai.nama, own.body.data.length], [200, 'Tia Teller', 3]);
    assert.equal((await get(`?event=hirarki&pegawai_id=${peg['Tia Teller']}`, tokens.pegawai)).status, 200);
    assert.equal((await get(`?event=hirarki&pegawai_id=${peg['Bima Kacab']}`, tokens.pegawai)).status, 403);
    assert.equal((await get(`?event=hirarki&pegawai_id=${peg['Bima Kacab']}`, tokens.terbatas)).status, 403);
    assert.equal((await get(`?event=hirarki&pegawai_id=${peg['Bima Kacab']}`, tokens.admin)).status, 200);
    // No employee record of one's own and no id: nothing to show.
    assert.equal((await get('?event=hirarki', tokens.hr)).status, 403);
    assert.equal((await get('?event=hirarki&pegawai_id=0')).status, 422);
  });

  test('rules: the limits the forms use, for any signed-in user', async () => {
    const { status, body } = await get('?event=rules', tokens.umum);
    assert.equal(status, 200);
    assert.equal(body.data.retirement_age, 56);
    assert.deepEqual(body.data.search, { min_length: 4, max_length: 100, debounce_ms: 1000 });
    assert.equal(new RegExp(body.data.npp.pattern).test('11110005'), true);
    assert.equal(new RegExp(body.data.npp.pattern).test('1111'), false);
  });

  test('the list itself keeps its rule (57, not 8) and its shape', async () => {
    assert.equal((await get('', tokens.pegawai)).status, 403);
    assert.equal((await get('', tokens.hrTerbatas)).status, 403);
    const { body } = await get('?search=tia');
    assert.deepEqual(names(body), ['Tia Teller']);
    assert.equal(body.data[0].tanggal_lahir, bornYearsAgo(30));
    assert.equal((await get('?sortby=id')).status, 422);
  });
});
