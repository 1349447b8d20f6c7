/** The platform's one place for hostile input (issue #13): each case of the report, by name. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { findBadText, hardenSchema } from './input-guard.js';
import { clientErrorForPg } from './pg-errors.js';

const PASSWORD = 'Rahasia#Kuat2026';
const NUL_TEXT = 'Teks tidak boleh berisi karakter NUL (\\u0000)';

describe('input guard', () => {
  let t: TestApp;
  let token: string;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, {
      name: 'admin',
      password: PASSWORD,
      roles: [1, 9, 10, 57, 59, 63, 64, 66],
      pegawai: { nama: 'Admin' },
    });
    token = (await t.login('admin', PASSWORD)).access_token;
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload });

  test('search=%00 on the list endpoints of the report: 422 with an Indonesian text, not 500', async () => {
    const lists = [
      '/api/general/kantor',
      '/api/general/users',
      '/api/general/link',
      '/api/general/logs',
      '/api/general/covid/x/pivot',
      '/api/general/covid/x/terkini',
      '/api/sdm/pegawai',
      '/api/sdm/set/jabatan',
      '/api/sdm/x/pangkat',
      '/api/sdm/pegawai/x/absen',
      '/api/sdm/pegawai/x/absen/x/harian',
      '/api/sdm/pegawai/x/absen/x/dispensasi',
      '/api/sdm/pegawai/x/izin',
      '/api/sdm/x/libur',
    ];
    for (const url of lists) {
      const res = await get(`${url}?search=a%00b`);
      assert.equal(res.statusCode, 422, `${url}: ${res.body}`);
      assert.deepEqual(res.json(), { message: 'Data yang dikirim tidak valid', errors: { search: [NUL_TEXT] } }, url);
    }
  });

  test('NUL in JSON bodies, public login included; a lone surrogate; a NUL in a key', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { captcha: await t.solveCaptcha() },
      payload: { username: 'adm\u0000in', password: 'x' },
    });
    assert.deepEqual([login.statusCode, login.json().errors], [422, { username: [NUL_TEXT] }]);
    const link = await post('/api/general/link', JSON.stringify({ judul: 'a\u0000', url: null }));
    assert.deepEqual([link.statusCode, link.json().errors], [422, { judul: [NUL_TEXT] }]);
    const surrogate = await post('/api/general/link', '{"judul":"a\\ud800b"}');
    assert.deepEqual(
      [surrogate.statusCode, surrogate.json().errors],
      [422, { judul: ['Teks berisi karakter yang tidak valid'] }],
    );
    const key = await post('/api/general/users', '{"event":"store_token_fcm","tok\\u0000en":"x"}');
    assert.equal(key.statusCode, 422);
  });

  test('Infinity and 1e400 in integer query and path parameters, and in JSON: 422', async () => {
    for (const url of [
      '/api/general/kantor?page=Infinity',
      '/api/general/kantor?per_page=1e400',
      '/api/general/kantor/Infinity',
      '/api/general/kantor/1e400',
      '/api/sdm/pegawai?kantor_id=-Infinity',
      '/api/sdm/pegawai/x/absen/calendar?tahun=1e400',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 422, `${url}: ${res.body}`);
      assert.match(res.json().message, /tidak valid/);
    }
    const json = await post('/api/general/users', '{"event":"store_reset_password","user_id":1e400}');
    assert.equal(json.statusCode, 422);
    // A non-number still gets Ajv's own text.
    assert.deepEqual((await get('/api/general/kantor?page=satu')).json().errors, {
      page: ['Kolom page harus berupa bilangan bulat'],
    });
  });

  test('a handler’s own success serializer never shapes an error ("data" is required! leaked)', async () => {
    const res = await get('/api/sdm/pegawai?page=99999999999999999999');
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, res.body);
    assert.ok(!res.body.includes('is required'), res.body);
  });

  test('bad URLs answer in the API error shape: %FF → 400, an over-long parameter → 414', async () => {
    const bad = await get('/api/general/kantor/%FF');
    assert.deepEqual([bad.statusCode, bad.json()], [400, { message: 'Alamat tidak valid' }]);
    const long = await get(`/api/general/kantor/${'9'.repeat(500)}`);
    assert.deepEqual([long.statusCode, long.json()], [414, { message: 'Alamat terlalu panjang' }]);
  });

  test('findBadText walks nested values; hardenSchema bounds unbounded integers only', () => {
    assert.deepEqual(findBadText({ a: [{ b: 'x\u0000' }] }), { field: 'a.b', message: NUL_TEXT });
    assert.equal(findBadText({ a: ['ok', { b: 'ok \ud83d\ude00' }] }), null, 'a surrogate pair (emoji) is text');
    const schema: { type: string; properties: Record<string, { type: string; maximum?: number }> } = {
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'integer', maximum: 10 }, c: { type: 'string' } },
    };
    hardenSchema(schema);
    assert.equal(schema.properties.a.maximum, Number.MAX_SAFE_INTEGER);
    assert.equal(schema.properties.b.maximum, 10);
    assert.ok(!('maximum' in schema.properties.c));
  });

  test('PostgreSQL backstop: data exceptions are the client’s fault (4xx), others are not', () => {
    assert.deepEqual(clientErrorForPg({ code: '22021' }), [400, 'Teks berisi karakter yang tidak valid']);
    assert.deepEqual(clientErrorForPg({ code: '22003' }), [422, 'Angka di luar batas yang diizinkan']);
    assert.deepEqual(clientErrorForPg({ code: '23505' }), [409, 'Data yang sama sudah ada']);
    assert.deepEqual(clientErrorForPg({ code: '22P05' }), [400, 'Teks berisi karakter yang tidak valid']);
    assert.deepEqual(clientErrorForPg({ code: '22999' }), [422, 'Data yang dikirim tidak valid']);
    assert.equal(clientErrorForPg({ code: '57P01' }), undefined);
    assert.equal(clientErrorForPg(new Error('x')), undefined);
  });
});
