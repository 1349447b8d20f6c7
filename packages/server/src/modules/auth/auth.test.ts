/** Log-in, captcha, rate limit, refresh rotation and reuse detection, logout, check — on real PostgreSQL. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import type { LoginResponse, RefreshResponse } from '@portal/contracts';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { RATE_LIMIT_MESSAGE } from './auth.routes.js';

const PASSWORD = 'Rahasia#2026';

describe('auth', () => {
  let t: TestApp;
  let kantorId: number;

  before(async () => {
    t = await createTestApp();
    await t.db.insertInto('kantor_level').values({ id: 5, nama: 'Kantor Cabang' }).execute();
    kantorId = (
      await t.db
        .insertInto('kantor')
        .values({ nama: 'Bandung', kantor_level_id: 5 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await createUser(t.db, {
      name: 'ani',
      password: PASSWORD,
      roles: [10, 57],
      pegawai: { nama: 'Ani Suryani', kantor_id: kantorId },
    });
    await createUser(t.db, { name: 'baru', password: 'baru', roles: [10], pegawai: { nama: 'Budi Baru' } });
    await createUser(t.db, { name: 'keluar', password: PASSWORD, roles: [10], status: 'inactive' });
  });
  after(() => t.close());

  const login = async (username: string, password: string, captcha?: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: captcha === null ? {} : { captcha: captcha ?? (await t.solveCaptcha()) },
      payload: { username, password },
    });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: token } });
  const check = (token: string) => t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token) });

  describe('login', () => {
    test('answers tokens and the session client', async () => {
      const res = await login('ani', PASSWORD);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json<LoginResponse>();
      assert.ok(body.access_token.split('.').length === 3);
      assert.match(body.refresh_token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(body.expires_in, 900);
      assert.equal(body.is_password_default, false);
      assert.equal(body.client.name, 'ani');
      assert.equal(body.client.nama, 'Ani Suryani');
      assert.deepEqual(body.client.rolesId, [10, 57]);
      assert.equal(body.client.kantor_id, kantorId);
      assert.equal(body.client.is_password_default, false);

      const me = await check(body.access_token);
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().nama, 'Ani Suryani');
      const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
      assert.ok(
        stored.every((r) => r.token_hash !== body.refresh_token),
        'only a hash of the refresh token is stored',
      );
    });

    test('user names are case-insensitive', async () => {
      assert.equal((await login('ANI', PASSWORD)).statusCode, 200);
    });

    test('a password equal to the user name is flagged default, also for /api/check', async () => {
      const res = await login('baru', 'baru');
      assert.equal(res.statusCode, 200);
      const body = res.json<LoginResponse>();
      assert.equal(body.is_password_default, true);
      assert.equal(body.client.is_password_default, true);
      assert.equal((await check(body.access_token)).json().is_password_default, true);
    });

    test('wrong password and unknown user answer the same 422', async () => {
      for (const [username, password] of [
        ['ani', 'salah-sekali'],
        ['tidakada', PASSWORD],
      ]) {
        const res = await login(username, password);
        assert.equal(res.statusCode, 422);
        assert.deepEqual(res.json(), { message: 'Username atau password salah' });
      }
    });

    test('inactive users are refused', async () => {
      const res = await login('keluar', PASSWORD);
      assert.equal(res.statusCode, 422);
      assert.match(res.json().message, /tidak aktif/);
    });

    test('captcha: missing, garbage and reused solutions are refused', async () => {
      const missing = await login('ani', PASSWORD, null);
      assert.equal(missing.statusCode, 422);
      assert.deepEqual(missing.json().errors, { captcha: ['Captcha wajib diisi'] });

      const garbage = await login(
        'ani',
        PASSWORD,
        Buffer.from('{"algorithm":"SHA-256","salt":"x","signature":"y"}').toString('base64'),
      );
      assert.equal(garbage.statusCode, 422);
      assert.ok(garbage.json().errors.captcha);

      const captcha = await t.solveCaptcha();
      assert.equal((await login('ani', PASSWORD, captcha)).statusCode, 200);
      const reused = await login('ani', PASSWORD, captcha);
      assert.equal(reused.statusCode, 422);
      assert.deepEqual(reused.json().errors, { captcha: ['Captcha sudah dipakai, silakan ulangi'] });
    });

    test('validation: missing fields answer 422 with per-field texts', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ani' } });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), {
        message: 'Data yang dikirim tidak valid',
        errors: { password: ['Kolom password wajib diisi'] },
      });
    });
  });

  test('login is rate-limited per IP and user name with an Indonesian 429', async () => {
    const limited = await createTestApp({ database: t.database, config: { loginRateLimit: 3 } });
    try {
      const attempt = async (username: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { captcha: await limited.solveCaptcha() },
          payload: { username, password: 'salah-salah' },
        });
      for (let i = 0; i < 3; i++) assert.equal((await attempt('rate')).statusCode, 422);
      const blocked = await attempt('rate');
      assert.equal(blocked.statusCode, 429);
      assert.equal(blocked.json().message, RATE_LIMIT_MESSAGE.replace('{s}', blocked.headers['retry-after'] as string));
      assert.ok(!('stack' in blocked.json()));
      // Another user name from the same address still gets through.
      assert.equal((await attempt('orang-lain')).statusCode, 422);
    } finally {
      await limited.close();
    }
  });

  describe('refresh', () => {
    test('rotates: the new pair works, the old refresh token does not', async () => {
      const first = await t.login('ani', PASSWORD);
      const res = await refresh(first.refresh_token);
      assert.equal(res.statusCode, 200, res.body);
      const second = res.json<RefreshResponse>();
      assert.notEqual(second.refresh_token, first.refresh_token);
      assert.equal(second.expires_in, 900);
      assert.equal((await check(second.access_token)).statusCode, 200);

      const again = await refresh(first.refresh_token);
      assert.equal(again.statusCode, 401);
      assert.deepEqual(again.json(), { message: 'Unauthenticated.' });
    });

    test('reuse of an old token revokes the whole family', async () => {
      const first = await t.login('ani', PASSWORD);
      const second = (await refresh(first.refresh_token)).json<RefreshResponse>();
      const third = (await refresh(second.refresh_token)).json<RefreshResponse>();
      assert.equal((await check(third.access_token)).statusCode, 200);

      // Someone replays the first token (stolen): the family dies, for the thief and the owner.
      assert.equal((await refresh(first.refresh_token)).statusCode, 401);
      assert.equal((await refresh(third.refresh_token)).statusCode, 401);
      assert.equal((await check(third.access_token)).statusCode, 401);

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user_sessions')
        .where('route', '=', '/api/refresh')
        .execute();
      assert.ok(audit.some((row) => (row.after as { reason?: string }).reason === 'refresh_token_reuse'));
    });

    test('unknown tokens and bad bodies', async () => {
      assert.equal((await refresh('tidak-ada')).statusCode, 401);
      const bad = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: 123456 } });
      // Numbers are coerced to strings by the schema; the token is then simply unknown.
      assert.equal(bad.statusCode, 401);
      const missing = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: {} });
      assert.equal(missing.statusCode, 422);
    });
  });

  test('logout revokes the session: access and refresh tokens stop working', async () => {
    const session = await t.login('ani', PASSWORD);
    const other = await t.login('ani', PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(session.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await check(session.access_token)).statusCode, 401);
    assert.equal((await refresh(session.refresh_token)).statusCode, 401);
    // Other sessions of the same user are untouched.
    assert.equal((await check(other.access_token)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', payload: {} })).statusCode, 401);
  });

  test('a revocation reaches another server process through NOTIFY', async () => {
    const second = await createTestApp({ database: t.database, config: { jwtSecret: t.config.jwtSecret } });
    try {
      const session = await t.login('ani', PASSWORD);
      // The second process caches "not revoked" for this session…
      assert.equal(
        (await second.app.inject({ method: 'GET', url: '/api/check', headers: bearer(session.access_token) }))
          .statusCode,
        200,
      );
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.access_token), payload: {} });
      // …and learns about the logout well before its 5 s cache entry would expire.
      const started = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await second.app.inject({ method: 'GET', url: '/api/check', headers: bearer(session.access_token) }))
          .statusCode;
      }
      assert.equal(status, 401);
    } finally {
      await second.close();
    }
  });

  describe('/api/check', () => {
    test('401 without, with garbage, with expired and with foreign tokens', async () => {
      const session = await t.login('ani', PASSWORD);
      const [, payload] = session.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string; sub: string };
      const sign = (secret: string, exp: number) =>
        new SignJWT({ sid: claims.sid, roles: [10], jabatan_id: null })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(secret));
      const now = Math.floor(Date.now() / 1000);
      const cases: Record<string, Record<string, string>> = {
        none: {},
        garbage: { authorization: 'Bearer abc.def.ghi' },
        notBearer: { authorization: `Basic ${session.access_token}` },
        expired: bearer(await sign(t.config.jwtSecret, now - 10)),
        foreignSecret: bearer(await sign('another-secret-another-secret', now + 600)),
      };
      for (const [name, headers] of Object.entries(cases)) {
        const res = await t.app.inject({ method: 'GET', url: '/api/check', headers });
        assert.equal(res.statusCode, 401, name);
        assert.deepEqual(res.json(), { message: 'Unauthenticated.' }, name);
      }
      // The same claims with our secret and a future expiry do work.
      assert.equal((await check(await sign(t.config.jwtSecret, now + 600))).statusCode, 200);
    });
  });
});
