/** Office list: paging, search, sort whitelist, level filters, options, show, levels and classes. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('kantor', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let token: string;

  before(async () => {
    t = await createTestApp();
    ids = await seedKantor(t.db);
    await createUser(t.db, { name: 'pegawai', password: 'Pegawai#2026', roles: [10] });
    token = (await t.login('pegawai', 'Pegawai#2026')).access_token;
  });
  after(() => t.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/general/kantor${query}`, headers: bearer(token) });
    return { status: res.statusCode, body: res.json() };
  };
  const names = (body: { data: { nama: string }[] }) => body.data.map((k) => k.nama);

  test('needs a signed-in user (any role)', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/kantor' })).statusCode, 401);
    assert.equal((await get('')).status, 200);
  });

  test('paging: from, to, total, last_page; deleted offices never listed', async () => {
    const first = await get('');
    assert.equal(first.body.total, 9);
    assert.equal(first.body.per_page, 10);
    assert.equal(first.body.current_page, 1);
    assert.equal(first.body.from, 1);
    assert.equal(first.body.to, 9);
    assert.equal(first.body.last_page, 1);
    assert.ok(!names(first.body).includes('Bandung Lama'));

    const second = await get('?per_page=4&page=2');
    assert.deepEqual([second.body.from, second.body.to, second.body.total, second.body.last_page], [5, 8, 9, 3]);
    assert.equal(second.body.data.length, 4);
    const last = await get('?per_page=4&page=3');
    assert.deepEqual([last.body.from, last.body.to, last.body.data.length], [9, 9, 1]);
    const beyond = await get('?per_page=4&page=9');
    assert.deepEqual(
      [beyond.body.from, beyond.body.to, beyond.body.total, beyond.body.data.length],
      [null, null, 9, 0],
    );

    assert.equal((await get('?per_page=101')).status, 422);
    assert.equal((await get('?page=0')).status, 422);
  });

  test('rows carry class, parent, kantor induk, flags and the display name', async () => {
    const { body } = await get('?search=dago');
    assert.equal(body.data.length, 1);
    const dago = body.data[0];
    assert.equal(dago.id, ids.dago);
    assert.equal(dago.kode, '101-01');
    assert.deepEqual(dago.kelas, { nama: 'KCP' });
    assert.equal(dago.class_name, 'KCP');
    assert.equal(dago.kantor_level_id, 6);
    assert.equal(dago.level_id, 6);
    assert.equal(dago.parent_id, ids.bandung);
    assert.equal(dago.parent_name, 'Bandung');
    assert.deepEqual(dago.kantor_induk, { nama: 'Bandung' });
    assert.equal(dago.is_allow_absence, true);
    assert.equal(dago.latitude, -6.9);
    // Levels 5 to 9 show their parent office too.
    assert.equal(dago.display_name, 'KCP Dago (KC Bandung)');
    const pusat = (await get('?search=Kantor%20Pusat')).body.data[0];
    assert.equal(pusat.display_name, 'Kantor Pusat');
    assert.equal(pusat.parent_id, null);
    assert.equal(pusat.kantor_induk, null);
  });

  test('search: name or code, case-insensitive, % and _ taken literally', async () => {
    assert.deepEqual(names((await get('?search=BANDUNG')).body), ['Bandung']);
    assert.deepEqual(names((await get('?search=101-0&sortby=kode')).body), ['Dago', 'Cimahi 100%_x']);
    assert.deepEqual(names((await get('?search=100%25')).body), ['Cimahi 100%_x']);
    assert.deepEqual(names((await get('?search=_')).body), ['Cimahi 100%_x']);
    assert.equal((await get('?search=tidak-ada')).body.total, 0);
  });

  test('sort: whitelisted columns ascending (sortby) or descending (sortbydesc); others are 422', async () => {
    const asc = names((await get('?sortby=nama')).body);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a.localeCompare(b)),
    );
    const desc = names((await get('?sortbydesc=nama')).body);
    assert.deepEqual(desc, [...asc].reverse());
    const byParent = (await get('?sortby=parent_name&kantor_level_id[]=6')).body.data;
    assert.ok(byParent.every((k: { parent_name: string }) => k.parent_name === 'Bandung'));

    const bad = await get('?sortby=password_hash');
    assert.equal(bad.status, 422);
    assert.equal(bad.body.message, 'Data yang dikirim tidak valid');
    assert.ok(bad.body.errors.sortby[0].startsWith('Kolom sortby harus salah satu dari:'));
    assert.equal((await get('?sortbydesc=nama;drop%20table%20kantor')).status, 422);
  });

  test('level filters accept kantor_level_id[] and kantor_level_id', async () => {
    assert.deepEqual(names((await get('?kantor_level_id[]=5&sortby=nama')).body), ['Bandung', 'Bogor', 'Surabaya']);
    assert.equal((await get('?kantor_level_id[]=5&kantor_level_id[]=6')).body.total, 5);
    assert.equal((await get('?kantor_level_id=3')).body.total, 2);
    assert.equal((await get('?kantor_level_id[]=abc')).status, 422);
  });

  test('event=options: { id, nama } of the offered levels only', async () => {
    const { status, body } = await get('?event=options');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body), ['data']);
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['id', 'nama']);
    const listed = names(body);
    assert.equal(listed.length, 8);
    assert.ok(!listed.includes('Unit Audit'), 'level 4 is never offered');
    assert.ok(!listed.includes('Bandung Lama'), 'deleted offices are never offered');
    assert.deepEqual(names((await get('?event=options&kantor_level_id[]=4')).body), []);
    assert.deepEqual(names((await get('?event=options&search=bo')).body), ['Bogor']);

    const unknown = await get('?event=semua');
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { message: 'Unsuccessful Event' });
  });

  test('show, levels and classes', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/general/kantor/${ids.bogor}`, headers: bearer(token) });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().data.display_name, 'KC Bogor (Kanwil Wilayah Barat)');
    const missing = await t.app.inject({ method: 'GET', url: '/api/general/kantor/999999', headers: bearer(token) });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Kantor tidak ditemukan' });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/general/kantor/abc', headers: bearer(token) })).statusCode,
      422,
    );

    const levels = await t.app.inject({ method: 'GET', url: '/api/general/kantor/x/level', headers: bearer(token) });
    assert.equal(levels.json().data.length, 9);
    const kelas = await t.app.inject({ method: 'GET', url: '/api/general/kantor/x/kelas', headers: bearer(token) });
    assert.deepEqual(
      kelas.json().data.map((k: { nama: string }) => k.nama),
      ['KC', 'KCP', 'Kantor Pusat', 'Kanwil'],
    );
  });
});
