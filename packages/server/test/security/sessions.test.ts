/**
 * Sessions as an attacker sees them (issue #13): refresh-token reuse revokes the whole family,
 * logout (even with the bearer token alone) and a password change kill access and refresh tokens
 * at once, and one solved captcha cannot be replayed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Rahasia#Kuat2026';

describe('sessions', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, { name: 'ani', password: PASSWORD, roles: [10] });
  });
  after(() => t.close());

  const check = (token: string) => t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token) });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: token } });

  test('a refresh token used twice revokes the family: the thief’s and the owner’s tokens all die', async () => {
    const s = await t.login('ani', PASSWORD);
    const rotated = await refresh(s.refresh_token);
    assert.equal(rotated.statusCode, 200);
    const next = rotated.json<{ access_token: string; refresh_token: string }>();
    assert.equal((await refresh(s.refresh_token)).statusCode, 401, 'reuse');
    assert.equal((await refresh(next.refresh_token)).statusCode, 401, 'the rotated one dies with its family');
    assert.equal((await check(next.access_token)).statusCode, 401);
    assert.equal((await check(s.access_token)).statusCode, 401);
  });

  test('logout with only the bearer token (no body, no refresh token) ends the session', async () => {
    for (const variant of ['no body', 'empty object'] as const) {
      const s = await t.login('ani', PASSWORD);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(s.access_token),
        ...(variant === 'empty object' ? { payload: {} } : {}),
      });
      assert.equal(res.statusCode, 200, `${variant}: ${res.body}`);
      assert.equal((await check(s.access_token)).statusCode, 401, variant);
      assert.equal((await refresh(s.refresh_token)).statusCode, 401, variant);
    }
  });

  test('a password change kills every session’s access and refresh tokens', async () => {
    const other = await t.login('ani', PASSWORD);
    const s = await t.login('ani', PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(s.access_token),
      payload: {
        event: 'store_update_password',
        password_old: PASSWORD,
        password: 'Baru#Kuat2027',
        password_confirmation: 'Baru#Kuat2027',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    for (const session of [s, other]) {
      assert.equal((await check(session.access_token)).statusCode, 401);
      assert.equal((await refresh(session.refresh_token)).statusCode, 401);
    }
    await t.login('ani', 'Baru#Kuat2027');
  });

  test('one solved captcha is accepted once', async () => {
    const captcha = await t.solveCaptcha();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { captcha },
      payload: { username: 'ani', password: 'salah' },
    });
    assert.equal(first.statusCode, 422);
    assert.ok(!first.json().errors?.captcha, 'the first use is accepted (wrong password)');
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { captcha },
      payload: { username: 'ani', password: 'Baru#Kuat2027' },
    });
    assert.equal(replay.statusCode, 422);
    assert.ok(replay.json().errors?.captcha, replay.body);
  });
});
