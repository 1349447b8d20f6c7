/**
 * Login, password reset and registration are limited per account and per address (issue #13),
 * with an Indonesian 429 that says how long to wait. Default limits (LOGIN_RATE_LIMIT 10).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const WAIT =
  /^Terlalu banyak (percobaan login|permintaan reset password|percobaan pendaftaran), coba lagi dalam \d+ detik$/;

describe('attempt limits per account and per address', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ config: { loginRateLimit: 10 } });
    await createUser(t.db, { name: 'ani', password: 'Rahasia#Kuat2026', roles: [10], email: 'ani@bank.test' });
  });
  after(() => t.close());

  const post = async (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { captcha: await t.solveCaptcha() }, payload });

  test('one account from many addresses: refused after 30 attempts in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 30; i++)
      assert.equal((await post('/api/login', { username: 'ani', password: 'salah' }, `10.0.1.${i}`)).statusCode, 422);
    const blocked = await post('/api/login', { username: 'ANI', password: 'Rahasia#Kuat2026' }, '10.0.2.1');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, WAIT);
  });

  test('one address spraying many accounts: refused after 50 attempts in a minute', async () => {
    for (let i = 0; i < 50; i++)
      assert.equal(
        (await post('/api/login', { username: `akun${i}`, password: 'Musim#Hujan2026' }, '10.9.9.9')).statusCode,
        422,
      );
    const blocked = await post('/api/login', { username: 'akun-lain', password: 'Musim#Hujan2026' }, '10.9.9.9');
    assert.deepEqual([blocked.statusCode, WAIT.test(blocked.json().message)], [429, true]);
    assert.equal(
      (await post('/api/login', { username: 'akun-lain', password: 'x' }, '10.9.9.10')).statusCode,
      422,
      'another address is not affected',
    );
  });

  test('password reset: 3 per address typed per hour (known or not), 10 per client address', async () => {
    for (const email of ['ani@bank.test', 'siapa@bank.test']) {
      for (let i = 0; i < 3; i++) assert.equal((await post('/api/reset', { email }, `10.1.0.${i}`)).statusCode, 200);
      const blocked = await post('/api/reset', { email }, '10.1.1.1');
      assert.deepEqual([blocked.statusCode, WAIT.test(blocked.json().message)], [429, true], email);
    }
    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'ani@bank.test').execute();
    assert.equal(mails.length, 3, 'no mail flood');
    for (let i = 0; i < 10; i++) await post('/api/reset', { email: `orang${i}@bank.test` }, '10.2.2.2');
    assert.equal((await post('/api/reset', { email: 'baru@bank.test' }, '10.2.2.2')).statusCode, 429);
  });

  test('registration: 5 guesses per NPP per hour, whatever the birth date', async () => {
    const body = (i: number) => ({
      npp: '55500001',
      tanggal_lahir: `1990-01-${String(i + 1).padStart(2, '0')}`,
      email: `r${i}@bank.test`,
      username: `tebak${i}`,
      password: 'Tebak#Kuat2026',
    });
    for (let i = 0; i < 5; i++) assert.equal((await post('/api/register', body(i), `10.3.0.${i}`)).statusCode, 422);
    const blocked = await post('/api/register', body(6), '10.3.1.1');
    assert.deepEqual([blocked.statusCode, WAIT.test(blocked.json().message)], [429, true]);
  });
});
