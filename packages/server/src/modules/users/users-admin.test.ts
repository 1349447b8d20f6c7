/**
 * Issue #23's administration endpoints on PostgreSQL: a role change, a token reset and a password
 * reset each cut the account's old access and refresh tokens; role counts; accounts on a reset
 * password; unverified contacts and links through the outbox; who is online across two processes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { openSse, type SseClient } from '../../../test/helpers/sse-client.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PASSWORD = 'Rahasia#2026';
const FORBIDDEN = { message: 'Anda tidak memiliki akses ke halaman ini' };

describe('users administration (issue #23)', () => {
  let t: TestApp;
  let ids: Record<'superadmin' | 'useradmin' | 'pegawai' | 'ani' | 'budi' | 'developer', number>;
  let superToken: string;
  let adminToken: string;
  let pegawaiToken: string;

  before(async () => {
    t = await createTestApp({ config: { realtimeHeartbeatMs: 300 } });
    const kantor = await seedKantor(t.db);
    const make = async (name: string, roles: number[], extra: Record<string, unknown> = {}) =>
      (await createUser(t.db, { name, password: PASSWORD, roles, ...extra })).id;
    ids = {
      // A role is granted only by an account that holds it (issue #13), super admins included.
      superadmin: await make('superadmin', [1, 10, 57]),
      useradmin: await make('useradmin', [10, 66]),
      pegawai: await make('pegawai', [10], { pegawai: { nama: 'Pegawai Biasa', npp: '70000001' } }),
      ani: await make('ani', [10], {
        email: 'ani@bank.test',
        pegawai: { nama: 'Ani Lestari', npp: '70000002', kantor_id: kantor.bandung },
      }),
      budi: await make('budi', [10], { pegawai: { nama: 'Budi Santoso', npp: '70000003' } }),
      developer: await make('developer', [63]),
    };
    superToken = (await t.login('superadmin', PASSWORD)).access_token;
    adminToken = (await t.login('useradmin', PASSWORD)).access_token;
    pegawaiToken = (await t.login('pegawai', PASSWORD)).access_token;
  });
  after(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: token } });
  const check = (token: string) => get('/api/check', token);

  /** Logs the account in and proves both its tokens work before the cut. */
  async function signedIn(name: string): Promise<{ access: string; refresh: string }> {
    const login = await t.login(name, PASSWORD);
    assert.equal((await check(login.access_token)).statusCode, 200);
    return { access: login.access_token, refresh: login.refresh_token };
  }
  async function assertCut(session: { access: string; refresh: string }): Promise<void> {
    assert.equal((await check(session.access)).statusCode, 401, 'old access token still accepted');
    assert.equal((await refresh(session.refresh)).statusCode, 401, 'old refresh token still accepted');
  }

  describe('old tokens are cut', () => {
    test('a role change (store_update_roles) ends the account’s sessions', async () => {
      const session = await signedIn('budi');
      const res = await post('/api/general/users/x/roles', superToken, {
        event: 'store_update_roles',
        user_id: ids.budi,
        roles: [10, 57],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Akses Role sudah diganti, silahkan login ulang' });
      await assertCut(session);
      // The next login carries the new roles.
      const again = await signedIn('budi');
      assert.equal((await get('/api/general/users/x/roles/x/type', again.access)).statusCode, 403);
    });

    test('a token reset by a user admin revokes every refresh token and push device', async () => {
      const first = await signedIn('budi');
      const second = await signedIn('budi');
      await t.db
        .updateTable('users')
        .set({ fcm_tokens: ['device-a'] })
        .where('id', '=', ids.budi)
        .execute();
      const res = await post('/api/general/users', adminToken, { event: 'store_token_reset', user_id: ids.budi });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Token telah di Reset' });
      await assertCut(first);
      await assertCut(second);
      const row = await t.db
        .selectFrom('users')
        .select('fcm_tokens')
        .where('id', '=', ids.budi)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row.fcm_tokens, []);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['user_id', 'after'])
        .where('entity', '=', 'users')
        .where('entity_id', '=', String(ids.budi))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(audit.user_id, ids.useradmin);
      assert.equal((audit.after as { token_reset: boolean }).token_reset, true);
    });

    test('anyone may reset their own tokens; another account’s needs role 1 or 66', async () => {
      const mine = await signedIn('pegawai');
      const refused = await post('/api/general/users', mine.access, { event: 'store_token_reset', user_id: ids.budi });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), FORBIDDEN);
      const own = await post('/api/general/users', mine.access, { event: 'store_token_reset' });
      assert.equal(own.statusCode, 200, own.body);
      await assertCut(mine);
      pegawaiToken = (await t.login('pegawai', PASSWORD)).access_token;
    });

    test('role 66 cannot reset a super admin’s tokens', async () => {
      const res = await post('/api/general/users', adminToken, { event: 'store_token_reset', user_id: ids.superadmin });
      assert.equal(res.statusCode, 403);
      assert.equal((await check(superToken)).statusCode, 200);
    });

    test('a password reset (POST …/x/password_reset) cuts the tokens and holds the user on the profile', async () => {
      const session = await signedIn('ani');
      const res = await post('/api/general/users/x/password_reset', adminToken, { user_id: ids.ani });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Password sudah direset' });
      await assertCut(session);
      // The password is now the user name, flagged default: the next session is held until changed.
      const held = (await t.login('ani', 'ani')).access_token;
      const refused = await get('/api/general/users/x/roles', held);
      assert.equal(refused.statusCode, 403);
      const waiting = await get('/api/general/users/x/password_reset', adminToken);
      assert.equal(waiting.statusCode, 200, waiting.body);
      assert.deepEqual(
        waiting.json().data.map((u: { name: string }) => u.name),
        ['ani'],
      );
      const changed = await post('/api/general/users', held, {
        event: 'store_update_password',
        password_old: 'ani',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal((await get('/api/general/users/x/password_reset', adminToken)).json().total, 0);
    });
  });

  describe('refusals and bad input', () => {
    test('pegawai is refused every administration endpoint (403)', async () => {
      for (const url of [
        '/api/general/users/x/roles/x/type',
        '/api/general/users/x/password_reset',
        '/api/general/users/x/verification',
        '/api/general/users/x/online',
      ]) {
        const res = await get(url, pegawaiToken);
        assert.equal(res.statusCode, 403, url);
        assert.deepEqual(res.json(), FORBIDDEN);
      }
      const reset = await post('/api/general/users/x/password_reset', pegawaiToken, { user_id: ids.budi });
      assert.equal(reset.statusCode, 403);
    });

    test('verification is role 1 only: role 66 is refused', async () => {
      assert.equal((await get('/api/general/users/x/verification', adminToken)).statusCode, 403);
      const send = await post('/api/general/users/x/verification', adminToken, { user_id: ids.ani, channel: 'email' });
      assert.equal(send.statusCode, 403);
    });

    test('bad bodies and queries answer 4xx with a message, never 5xx', async () => {
      const cases: [string, object][] = [
        ['/api/general/users/x/password_reset', {}],
        ['/api/general/users/x/password_reset', { user_id: 'abc' }],
        ['/api/general/users/x/password_reset', { user_id: -1 }],
        ['/api/general/users/x/verification', { user_id: ids.ani, channel: 'sms' }],
        ['/api/general/users/x/verification', { channel: 'email' }],
        ['/api/general/users', { event: 'store_token_reset', user_id: 'x' }],
      ];
      for (const [url, body] of cases) {
        const res = await post(url, superToken, body);
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} ${JSON.stringify(body)} → ${res.statusCode}`);
        assert.equal(typeof res.json().message, 'string');
      }
      const query = await get('/api/general/users/x/verification?channel=fax', superToken);
      assert.equal(query.statusCode, 422);
      const missing = await post('/api/general/users/x/password_reset', superToken, { user_id: 999_999 });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'User tidak ditemukan' });
      const noPhone = await post('/api/general/users/x/verification', superToken, {
        user_id: ids.ani,
        channel: 'whatsapp',
      });
      assert.equal(noPhone.statusCode, 422);
      assert.deepEqual(noPhone.json().errors, { channel: ['Akun ini belum memiliki nomor WhatsApp'] });
    });
  });

  test('roles with how many accounts hold each', async () => {
    const res = await get('/api/general/users/x/roles/x/type', adminToken);
    assert.equal(res.statusCode, 200, res.body);
    const byId = new Map(res.json().data.map((r: { id: number; nama: string; users: number }) => [r.id, r]));
    assert.deepEqual(byId.get(10), { id: 10, nama: (byId.get(10) as { nama: string }).nama, users: 5 });
    assert.equal((byId.get(66) as { users: number }).users, 1);
    assert.equal((byId.get(57) as { users: number }).users, 2);
    assert.equal((byId.get(63) as { users: number }).users, 1);
    assert.equal((byId.get(64) as { users: number }).users, 0);
  });

  test('unverified contacts are listed, and a link goes to the address on file through the outbox', async () => {
    const list = await get('/api/general/users/x/verification?search=ani', superToken);
    assert.equal(list.statusCode, 200, list.body);
    const [ani] = list.json().data;
    assert.equal(ani.name, 'ani');
    assert.equal(ani.email, 'ani@bank.test');
    assert.equal(ani.email_verified, false);
    assert.equal(ani.last_sent_at, null);

    const sent = await post('/api/general/users/x/verification', superToken, { user_id: ids.ani, channel: 'email' });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { message: 'Link verifikasi telah di kirim ke email tersebut' });
    const mail = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(mail.recipient, 'ani@bank.test');
    const token = /verify\?token=([^\s]+)/.exec(mail.body)?.[1];
    assert.ok(token, mail.body);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { token: decodeURIComponent(token) },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    const after = (await get('/api/general/users/x/verification?channel=email&search=ani', superToken)).json();
    assert.equal(after.total, 0);
    const stillWa = (await get('/api/general/users/x/verification?channel=whatsapp&search=ani', superToken)).json();
    assert.equal(stillWa.data[0].email_verified, true);
    assert.equal(stillWa.data[0].whatsapp_verified, false);
    assert.notEqual(stillWa.data[0].last_sent_at, null);
  });

  test('GET /api/dev/status (63): queue depths equal a direct count; others are refused', async () => {
    const developer = (await t.login('developer', PASSWORD)).access_token;
    const queuedAt = new Date(Date.now() - 60_000);
    await t.db
      .insertInto('jobs')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        name: 'export_pegawai',
        user_id: ids.ani,
        created_at: queuedAt,
      })
      .execute();
    const res = await get('/api/dev/status', developer);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.jobs.find((q: { name: string }) => q.name === 'export_pegawai'),
      { name: 'export_pegawai', waiting: 1, running: 0, oldest_waiting_at: queuedAt.toISOString() },
    );
    const queued = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'queue')
      .executeTakeFirstOrThrow();
    const outboxWaiting = body.outbox.reduce((sum: number, q: { waiting: number }) => sum + q.waiting, 0);
    assert.equal(outboxWaiting, Number(queued.n));
    assert.match(body.database.last_migration, /^\d{4}_/);
    assert.equal((await get('/api/dev/status', adminToken)).statusCode, 403);
    assert.equal((await get('/api/dev/status', pegawaiToken)).statusCode, 403);
  });

  describe('who is online, across server processes', () => {
    let appB: FastifyInstance;
    let dbB: Kysely<Database>;
    let urlA: string;
    let urlB: string;
    const open: SseClient[] = [];

    before(async () => {
      dbB = createDatabase(t.database.url, 3).db;
      appB = await buildApp({ db: dbB, config: t.config });
      urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
      urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
    });
    after(async () => {
      for (const client of open) client.close();
      await appB.close();
      await dbB.destroy();
    });

    async function connect(token: string, baseUrl: string): Promise<SseClient> {
      const res = await fetch(`${urlA}/api/realtime/ticket`, { method: 'POST', headers: bearer(token) });
      const { data } = (await res.json()) as { data: string };
      const client = await openSse(`${baseUrl}/api/realtime/stream?ticket=${encodeURIComponent(data)}`);
      open.push(client);
      await client.next((e) => e.event === ':comment' && e.data === 'connected');
      return client;
    }
    const online = async () => {
      const res = await get('/api/general/users/x/online', adminToken);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { total: number; data: { name: string; kantor_nama: string | null; connections: number }[] };
    };
    async function until(predicate: (o: Awaited<ReturnType<typeof online>>) => boolean) {
      for (let i = 0; i < 50; i++) {
        const o = await online();
        if (predicate(o)) return o;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return online();
    }

    test('streams on either process count, with office; a token reset takes the user off', async () => {
      const ani = await signedIn('ani');
      const budi = await signedIn('budi');
      await connect(ani.access, urlB);
      await connect(ani.access, urlA);
      await connect(budi.access, urlA);
      const both = await until((o) => o.total === 2);
      const aniRow = both.data.find((row) => row.name === 'ani');
      assert.equal(aniRow?.kantor_nama, 'Bandung');
      assert.equal(aniRow?.connections, 2);
      assert.ok(both.data.some((row) => row.name === 'budi'));

      await post('/api/general/users', adminToken, { event: 'store_token_reset', user_id: ids.budi });
      const after = await until((o) => o.total === 1);
      assert.deepEqual(
        after.data.map((row) => row.name),
        ['ani'],
      );
    });
  });
});
