/**
 * The five attendance registers on the real app and PostgreSQL: CRUD with audit, search and paging,
 * references and date order checked (422), duplicates in exclude lists (409), 404, role refusals
 * (10 refused, 59 and 9 allowed).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp, type TestMethod } from '../../../test/helpers/test-app.js';

const BASE = '/api/sdm/pegawai/x/absen';

describe('attendance registers', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  let admin: string;
  let admin9: string;
  let employee: string;
  let hr: string;
  let ani: number;
  let budi: number;
  let jabatan: number;

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    jabatan = (
      await t.db.insertInto('jabatan').values({ nama: 'Kepala Cabang' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const accounts = await createAccounts(t, {
      admin: [10, 59],
      admin9: [9],
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      budi: { roles: [10, 57], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bogor } },
    });
    ani = accounts.ani.pegawaiId!;
    budi = accounts.budi.pegawaiId!;
    ({ admin, admin9, ani: employee, budi: hr } = tokensOf(accounts));
  });
  after(() => t.close());

  const callApp = authorisedCaller(() => t.app);
  const call = (token: string, method: TestMethod, path: string, payload?: object) =>
    callApp(token, method, `${BASE}/${path}`, payload);

  test('dispensasi: create, list with search, update, delete — messages, audit rows, 404 after delete', async () => {
    const created = await call(admin, 'POST', 'x/dispensasi', {
      pegawai_id: ani,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-05',
      keterangan: '  Tugas luar kota ',
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Dispensasi created');
    const row = created.json().data;
    assert.deepEqual(
      { ...row, id: 0, updated_at: '' },
      {
        id: 0,
        pegawai_id: ani,
        pegawai_nama: 'Ani Lestari',
        npp: row.npp,
        tanggal_mulai: '2026-11-01',
        tanggal_selesai: '2026-11-05',
        keterangan: 'Tugas luar kota',
        updated_at: '',
      },
    );
    await call(admin, 'POST', 'x/dispensasi', {
      pegawai_id: budi,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-01',
      keterangan: 'Rapat',
    });
    const list = await call(admin9, 'GET', 'x/dispensasi?search=ani');
    assert.equal(list.statusCode, 200);
    assert.deepEqual(
      list.json().data.map((r: { pegawai_nama: string }) => r.pegawai_nama),
      ['Ani Lestari'],
    );
    const paged = await call(admin, 'GET', 'x/dispensasi?per_page=1&page=2');
    assert.equal(paged.json().total, 2);
    assert.equal(paged.json().data.length, 1);

    const updated = await call(admin, 'PUT', `x/dispensasi/${row.id}`, {
      pegawai_id: ani,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-10',
      keterangan: 'Diperpanjang',
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().message, 'Dispensasi updated');
    assert.equal(updated.json().data.tanggal_selesai, '2026-11-10');
    const deleted = await call(admin, 'DELETE', `x/dispensasi/${row.id}`);
    assert.deepEqual(deleted.json(), { message: 'Dispensasi deleted' });
    const gone = await call(admin, 'DELETE', `x/dispensasi/${row.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, 'Dispensasi tidak ditemukan');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['method', 'before', 'after'])
      .where('entity', '=', 'absen_dispensasi')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((a) => [a.method, a.before === null, a.after === null]),
      [
        ['POST', true, false],
        ['PUT', false, false],
        ['DELETE', false, true],
      ],
    );
  });

  test('validation: date order, unknown references, missing fields, bad coordinates → 422 naming the field', async () => {
    const order = await call(admin, 'POST', 'dispensasi_jabatan', {
      jabatan_id: jabatan,
      tanggal_mulai: '2026-11-05',
      tanggal_selesai: '2026-11-01',
      keterangan: 'x',
    });
    assert.equal(order.statusCode, 422);
    assert.deepEqual(order.json().errors, {
      tanggal_selesai: ['Tanggal selesai harus sama atau setelah tanggal mulai'],
    });
    const unknown = await call(admin, 'POST', 'dispensasi_jabatan', {
      jabatan_id: 999999,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-01',
      keterangan: 'x',
    });
    assert.deepEqual(unknown.json().errors, { jabatan_id: ['Jabatan tidak ditemukan'] });
    const missing = await call(admin, 'POST', 'lokasi_temporer', { pegawai_id: ani });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.nama_lokasi);
    const coords = await call(admin, 'POST', 'lokasi_temporer', {
      pegawai_id: ani,
      nama_lokasi: 'Hotel',
      latitude: 95,
      longitude: 106.8,
      radius_m: 100,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-02',
    });
    assert.equal(coords.statusCode, 422);
    assert.ok(coords.json().errors.latitude);
    const blank = await call(admin, 'POST', 'lokasi_temporer', {
      pegawai_id: ani,
      nama_lokasi: '   ',
      latitude: -6.2,
      longitude: 106.8,
      radius_m: 100,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-02',
    });
    assert.deepEqual(blank.json().errors, { nama_lokasi: ['Field is required'] });
    const options = await call(admin, 'GET', 'x/jabatan_options?search=cabang');
    assert.deepEqual(options.json().data, [{ id: jabatan, nama: 'Kepala Cabang' }]);
    const ok = await call(admin, 'POST', 'lokasi_temporer', {
      pegawai_id: ani,
      nama_lokasi: 'Hotel Indonesia',
      latitude: -6.2,
      longitude: 106.8,
      radius_m: 150,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-02',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().message, 'Lokasi temporer created');
    assert.equal(ok.json().data.radius_m, 150);
  });

  test('exclude lists: one row per employee/office (409), office search', async () => {
    const first = await call(admin, 'POST', 'exclude/pegawai', { pegawai_id: budi, keterangan: 'Direksi' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.kantor_nama, 'Bogor');
    const again = await call(admin, 'POST', 'exclude/pegawai', { pegawai_id: budi });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Pegawai sudah ada dalam daftar pengecualian');
    const k = await call(admin9, 'POST', 'exclude/kantor', { kantor_id: kantor.dago, keterangan: null });
    assert.equal(k.statusCode, 200, k.body);
    assert.equal(k.json().message, 'Exclude kantor created');
    const other = await call(admin9, 'POST', 'exclude/kantor', { kantor_id: kantor.surabaya });
    const moved = await call(admin9, 'PUT', `exclude/kantor/${other.json().data.id}`, { kantor_id: kantor.dago });
    assert.equal(moved.statusCode, 409);
    const search = await call(admin, 'GET', 'exclude/kantor?search=dag');
    assert.deepEqual(
      search.json().data.map((r: { kantor_nama: string }) => r.kantor_nama),
      ['Dago'],
    );
  });

  test('roles: employees (10) and HR (57) without 59/9 are refused on every register', async () => {
    for (const path of ['exclude/pegawai', 'exclude/kantor', 'x/dispensasi', 'dispensasi_jabatan', 'lokasi_temporer']) {
      const list = await call(employee, 'GET', path);
      assert.equal(list.statusCode, 403, path);
      const create = await call(employee, 'POST', path, {});
      assert.equal(create.statusCode, 403, path);
    }
    assert.equal((await call(hr, 'DELETE', 'exclude/pegawai/1')).statusCode, 403);
  });
});
