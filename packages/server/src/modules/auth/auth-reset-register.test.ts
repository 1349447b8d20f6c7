/** Password reset by e-mailed link and self-registration by NPP + birth date, on real PostgreSQL. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PASSWORD = 'Rahasia#2026';

describe('auth: reset and register', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, { name: 'ani', password: PASSWORD, roles: [10, 57], pegawai: { nama: 'Ani Suryani' } });
  });
  after(() => t.close());

  const check = (token: string) => t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token) });

  describe('password reset by e-mail', () => {
    const requestReset = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset',
        headers: { captcha: await t.solveCaptcha() },
        payload: { email },
      });
    const confirm = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/reset/confirm', payload: { token, password } });

    test('known and unknown addresses get the same answer; only known ones get a link', async () => {
      await createUser(t.db, { name: 'lupa', password: PASSWORD, roles: [10], email: 'Lupa@Contoh.co.id' });
      const before = await t.db.selectFrom('outbox').select('id').execute();
      const unknown = await requestReset('siapa@contoh.co.id');
      assert.equal(unknown.statusCode, 200);
      assert.deepEqual(unknown.json(), {
        message: 'Link reset password telah dikirim ke email Anda jika email tersebut terdaftar.',
      });
      assert.equal((await t.db.selectFrom('outbox').select('id').execute()).length, before.length);

      const known = await requestReset('lupa@contoh.co.id');
      assert.deepEqual(known.json(), unknown.json());
      const mail = await t.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      assert.equal(mail.channel, 'email');
      assert.equal(mail.recipient, 'Lupa@Contoh.co.id');
      const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
      assert.ok(mail.body.includes('http://portal.test/reset-password?token='));
      assert.equal(
        (await t.db.selectFrom('password_resets').select('token_hash').where('token_hash', '=', token).execute())
          .length,
        0,
        'only a hash is stored',
      );

      const oldSession = await t.login('lupa', PASSWORD);
      const weak = await confirm(token, 'lupa');
      assert.equal(weak.statusCode, 422);
      assert.ok(weak.json().errors.password);
      const ok = await confirm(token, 'Baru#Lupa2026');
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json(), { message: 'Password sudah diganti, login ulang dengan password baru tersebut' });
      assert.equal((await check(oldSession.access_token)).statusCode, 401, 'sessions end with the reset');
      assert.equal((await t.login('lupa', 'Baru#Lupa2026')).is_password_default, false);
      const reused = await confirm(token, 'Lain#Lagi2026');
      assert.equal(reused.statusCode, 422);
      assert.deepEqual(reused.json().errors, { token: ['Link reset password tidak valid atau sudah kedaluwarsa'] });
    });

    test('captcha and a valid address are required', async () => {
      const noCaptcha = await t.app.inject({ method: 'POST', url: '/api/reset', payload: { email: 'a@b.co' } });
      assert.equal(noCaptcha.statusCode, 422);
      const badEmail = await t.app.inject({ method: 'POST', url: '/api/reset', payload: { email: 'bukan-email' } });
      assert.equal(badEmail.statusCode, 422);
      assert.ok(badEmail.json().errors.email);
    });
  });

  describe('register', () => {
    const register = async (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { captcha: await t.solveCaptcha() },
        payload: body,
      });
    const valid = {
      npp: '77700001',
      tanggal_lahir: '1991-02-03',
      email: 'dewi@contoh.co.id',
      username: 'dewi',
      password: 'Dewi#Kuat2026',
    };

    test('creates a role-10 account for a matching pegawai without one', async () => {
      await t.db
        .insertInto('pegawai')
        .values({ nama: 'Dewi Lestari', npp: '77700001', tanggal_lahir: '1991-02-03' })
        .execute();
      const wrongDate = await register({ ...valid, tanggal_lahir: '1991-02-04' });
      assert.equal(wrongDate.statusCode, 422);
      const refusedMessage =
        'Pendaftaran tidak dapat diproses. Periksa kembali NPP dan tanggal lahir, atau hubungi Divisi SDM';
      assert.equal(wrongDate.json().message, refusedMessage);
      const weak = await register({ ...valid, password: 'password' });
      assert.equal(weak.statusCode, 422);
      assert.ok(weak.json().errors.password);
      const taken = await register({ ...valid, username: 'ANI' });
      assert.deepEqual(taken.json().errors, { username: ['Username sudah dipakai'] });

      const ok = await register(valid);
      assert.equal(ok.statusCode, 201, ok.body);
      const session = await t.login('dewi', valid.password);
      assert.deepEqual(session.client.rolesId, [10]);
      assert.equal(session.client.nama, 'Dewi Lestari');

      const twice = await register({ ...valid, username: 'dewi2', email: 'dewi2@contoh.co.id' });
      assert.equal(twice.statusCode, 422);
      // An existing account answers exactly like a wrong birth date (no NPP oracle).
      assert.equal(twice.body, wrongDate.body);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...valid, tanggal_lahir: '03-02-1991', username: 'a b' },
      });
      assert.equal(bad.statusCode, 422);
    });
  });
});
