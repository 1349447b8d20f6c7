/** The audit viewer: admin only, filters, paging, WIB day boundaries, and rows written by real changes. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PASSWORD = 'Rahasia#2026';

describe('GET /api/general/logs', () => {
  let t: TestApp;
  let adminToken: string;
  let devToken: string;
  let pegawaiToken: string;
  let ani: number;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, { name: 'admin', password: PASSWORD, roles: [1] });
    await createUser(t.db, { name: 'developer', password: PASSWORD, roles: [10, 63] });
    ani = (await createUser(t.db, { name: 'ani', password: PASSWORD, roles: [10], pegawai: { nama: 'Ani Suryani' } }))
      .id;
    adminToken = (await t.login('admin', PASSWORD)).access_token;
    devToken = (await t.login('developer', PASSWORD)).access_token;
    pegawaiToken = (await t.login('ani', PASSWORD)).access_token;
    await t.db.deleteFrom('audit_log').execute();
    const rows: Array<[string, string, string | null, number | null, unknown?, unknown?]> = [
      ['2026-01-31T16:59:00Z', 'kantor', '5', ani, { nama: 'Bandung' }, { nama: 'Bandung Raya' }],
      ['2026-01-31T17:30:00Z', 'kantor', '6', ani], // 1 February 00:30 WIB
      ['2026-02-15T03:00:00Z', 'jabatan', '9', null],
      ['2026-02-28T16:30:00Z', 'users', String(ani), ani], // 28 February 23:30 WIB
      ['2026-02-28T17:30:00Z', 'users', '99', null], // 1 March 00:30 WIB
    ];
    for (const [at, entity, entityId, userId, old, now] of rows) {
      await sql`INSERT INTO audit_log (at, entity, entity_id, user_id, method, route, ip, before, after)
        VALUES (${at}::timestamptz, ${entity}, ${entityId}, ${userId}, 'POST', ${`/api/general/${entity}`}, '10.0.0.1',
                ${old === undefined ? null : JSON.stringify(old)}::jsonb, ${now === undefined ? null : JSON.stringify(now)}::jsonb)`.execute(
        t.db,
      );
    }
  });
  after(() => t.close());

  const get = (query: string, token = adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/general/logs${query}`, headers: bearer(token) });

  test('admin only: 401 without a token, 403 for pegawai, 200 for roles 1 and 63', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/logs' })).statusCode, 401);
    const denied = await get('', pegawaiToken);
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { message: 'Anda tidak memiliki akses ke halaman ini' });
    assert.equal((await get('/x/entity', pegawaiToken)).statusCode, 403);
    assert.equal((await get('', devToken)).statusCode, 200);
    assert.equal((await get('')).statusCode, 200);
  });

  test('rows carry who, when, route, entity and the before/after snapshots; newest first', async () => {
    const body = (await get('')).json();
    assert.equal(body.total, 5);
    assert.deepEqual(
      body.data.map((r: { entity_id: string }) => r.entity_id),
      ['99', String(ani), '9', '6', '5'],
    );
    const oldest = body.data[4];
    assert.deepEqual(oldest.user, { id: ani, name: 'ani', nama: 'Ani Suryani' });
    assert.equal(oldest.at, '2026-01-31T16:59:00.000Z');
    assert.equal(oldest.method, 'POST');
    assert.equal(oldest.route, '/api/general/kantor');
    assert.deepEqual([oldest.before, oldest.after], [{ nama: 'Bandung' }, { nama: 'Bandung Raya' }]);
    assert.equal(body.data[2].user, null);
    assert.equal(body.data[2].before, null);
    const ascending = (await get('?sortby=at')).json();
    assert.equal(ascending.data[0].entity_id, '5');
  });

  test('filters: user, entity, entity id, search, paging', async () => {
    const ids = async (query: string) => (await get(query)).json().data.map((r: { entity_id: string }) => r.entity_id);
    assert.deepEqual(await ids(`?user_id=${ani}`), [String(ani), '6', '5']);
    assert.deepEqual(await ids('?entity=kantor'), ['6', '5']);
    assert.deepEqual(await ids('?entity=kantor&entity_id=5'), ['5']);
    assert.deepEqual(await ids('?search=suryani'), [String(ani), '6', '5']);
    assert.deepEqual(await ids('?search=jabatan'), ['9']);
    const page = (await get('?per_page=2&page=2')).json();
    assert.deepEqual([page.from, page.to, page.total, page.last_page, page.data.length], [3, 4, 5, 3, 2]);
  });

  test('date range: whole days in WIB, both ends inclusive', async () => {
    const ids = async (query: string) => (await get(query)).json().data.map((r: { entity_id: string }) => r.entity_id);
    assert.deepEqual(await ids('?from=2026-02-01&to=2026-02-28'), [String(ani), '9', '6']);
    assert.deepEqual(await ids('?from=2026-03-01'), ['99']);
    assert.deepEqual(await ids('?to=2026-01-31'), ['5']);
    assert.deepEqual(await ids('?from=2026-02-10&to=2026-02-10'), []);
  });

  test('bad input answers 422 with per-field texts', async () => {
    const reversed = await get('?from=2026-03-01&to=2026-02-01');
    assert.equal(reversed.statusCode, 422);
    assert.deepEqual(reversed.json().errors, { to: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
    for (const query of [
      '?from=2026-13-01',
      '?to=kemarin',
      '?user_id=abc',
      '?per_page=1000',
      '?sortby=password',
      '?page=0',
    ]) {
      const res = await get(query);
      assert.equal(res.statusCode, 422, query);
      assert.ok(res.json().errors, query);
    }
  });

  test('a real change shows up, with secrets redacted; entity names for the filter', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(pegawaiToken),
      payload: { event: 'store_token_fcm', token: 'perangkat-rahasia' },
    });
    const latest = (await get(`?user_id=${ani}&entity=users&per_page=1`)).json().data[0];
    assert.equal(latest.route, '/api/general/users');
    assert.ok(!JSON.stringify(latest).includes('perangkat-rahasia'));
    assert.deepEqual((await get('/x/entity')).json(), { data: ['jabatan', 'kantor', 'users'] });
  });
});
