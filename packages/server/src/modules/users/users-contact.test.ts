/**
 * Links that travel through the outbox, end to end (no SMTP configured, as on a fresh install):
 * password reset, e-mail and WhatsApp verification; and web-push subscriptions from store_token_fcm.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PASSWORD = 'Rahasia#2026';

describe('users: contact verification, reset links and push subscriptions', () => {
  let t: TestApp;
  let rina: { id: number; pegawaiId: number | null; token: string };

  before(async () => {
    t = await createTestApp();
    const user = await createUser(t.db, {
      name: 'rina',
      password: PASSWORD,
      roles: [10],
      email: 'rina.lama@bank.test',
      pegawai: { nama: 'Rina Marlina' },
    });
    rina = { ...user, token: (await t.login('rina', PASSWORD)).access_token };
  });
  after(() => t.close());

  let currentPassword = PASSWORD;
  // store_email / store_wa need the current password (issue #13); the helper adds it.
  const event = (token: string | null, payload: Record<string, unknown>) => {
    const withPassword =
      ['store_email', 'store_wa'].includes(String(payload.event)) && !('password' in payload)
        ? { ...payload, password: currentPassword }
        : payload;
    return t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: token ? bearer(token) : {},
      payload: withPassword,
    });
  };
  const verify = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/verify', payload: payload as object });
  const lastOutbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const tokenIn = (body: string, page: string) =>
    decodeURIComponent(new RegExp(`${page}\\?token=([^\\s]+)`).exec(body)?.[1] ?? '');

  test('password reset: outbox row → link token → confirm → the new password logs in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      headers: { captcha: await t.solveCaptcha() },
      payload: { email: 'rina.lama@bank.test' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const mail = await lastOutbox();
    assert.deepEqual([mail.channel, mail.recipient, mail.status], ['email', 'rina.lama@bank.test', 'queue']);
    const token = tokenIn(mail.body, 'reset-password');
    assert.ok(token.length >= 40);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/reset/confirm',
      payload: { token, password: 'Baru#Rina2026' },
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    const session = await t.login('rina', 'Baru#Rina2026');
    rina.token = session.access_token;
    currentPassword = 'Baru#Rina2026';
  });

  test('store_email and store_wa need the current password; a wrong one sends nothing', async () => {
    const outboxBefore = (await t.db.selectFrom('outbox').select('id').execute()).length;
    for (const payload of [
      { event: 'store_email', email: 'pencuri@jahat.test', password: 'tebakan' },
      { event: 'store_wa', phone: '081299998888', password: 'tebakan' },
    ]) {
      const res = await event(rina.token, payload);
      assert.deepEqual([res.statusCode, res.json().errors], [422, { password: ['Password salah'] }]);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(rina.token),
      payload: { event: 'store_email', email: 'pencuri@jahat.test' },
    });
    assert.equal(missing.statusCode, 422);
    assert.equal((await t.db.selectFrom('outbox').select('id').execute()).length, outboxBefore);
  });

  test('store_email: verification link by e-mail; opening it makes the address the account’s', async () => {
    const res = await event(rina.token, { event: 'store_email', email: 'rina@bank.test' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Link verifikasi telah di kirim ke email tersebut' });
    const mail = await lastOutbox();
    assert.equal(mail.channel, 'email');
    assert.equal(mail.recipient, 'rina@bank.test');
    assert.match(mail.subject ?? '', /^Link verifikasi/);
    assert.ok(mail.body.includes('http://portal.test/verify?token='));
    const token = tokenIn(mail.body, 'verify');
    const stored = await t.db
      .selectFrom('contact_verifications')
      .select(['token_hash', 'target', 'verified_at'])
      .where('user_id', '=', rina.id)
      .execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].token_hash, token, 'only a hash is stored');
    const before = await t.db.selectFrom('users').select('email').where('id', '=', rina.id).executeTakeFirstOrThrow();
    assert.equal(before.email, 'rina.lama@bank.test', 'unchanged until verified');

    const ok = await verify({ token });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: 'Email berhasil diverifikasi' });
    const after = await t.db.selectFrom('users').select('email').where('id', '=', rina.id).executeTakeFirstOrThrow();
    assert.equal(after.email, 'rina@bank.test');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'before', 'after', 'route'])
      .where('route', '=', '/api/verify')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [audit.user_id, audit.before, audit.after],
      [rina.id, { email: 'rina.lama@bank.test' }, { email: 'rina@bank.test', email_verified: true }],
    );

    const again = await verify({ token });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors, { token: ['Link verifikasi tidak valid atau sudah kedaluwarsa'] });

    // The old address is told, with a 7-day link that undoes the change (tested below).
    const notice = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'rina.lama@bank.test')
      .where('template', '=', 'pemberitahuan_ganti_email')
      .executeTakeFirstOrThrow();
    assert.match(notice.body, /diganti menjadi ri\*+@bank\.test/);
    assert.ok(notice.body.includes('http://portal.test/verify?token='));

    // The verified address now receives password-reset links.
    await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      headers: { captcha: await t.solveCaptcha() },
      payload: { email: 'RINA@bank.test' },
    });
    assert.equal((await lastOutbox()).recipient, 'rina@bank.test');
  });

  test('the old address undoes the change within 7 days: address restored, every session ended', async () => {
    const notice = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'pemberitahuan_ganti_email')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const undoToken = tokenIn(notice.body, 'verify');
    const res = await verify({ token: undoToken });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      message:
        'Perubahan dibatalkan: alamat lama dipulihkan dan semua sesi diakhiri. Login kembali lalu ganti password Anda.',
    });
    assert.equal(
      (await t.db.selectFrom('users').select('email').where('id', '=', rina.id).executeTakeFirstOrThrow()).email,
      'rina.lama@bank.test',
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(rina.token) })).statusCode,
      401,
      'sessions ended',
    );
    assert.equal((await verify({ token: undoToken })).statusCode, 422, 'once');
    rina.token = (await t.login('rina', currentPassword)).access_token;

    // After 7 days the link no longer works.
    await t.db.updateTable('users').set({ email: 'rina@bank.test' }).where('id', '=', rina.id).execute();
    await t.db.deleteFrom('contact_verifications').execute();
    await event(rina.token, { event: 'store_email', email: 'rina.baru@bank.test' });
    assert.equal((await verify({ token: tokenIn((await lastOutbox()).body, 'verify') })).statusCode, 200);
    const late = tokenIn((await lastOutbox()).body, 'verify');
    assert.equal((await lastOutbox()).recipient, 'rina@bank.test');
    await t.db
      .updateTable('contact_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'undo')
      .execute();
    assert.equal((await verify({ token: late })).statusCode, 422);
    assert.equal(
      (await t.db.selectFrom('users').select('email').where('id', '=', rina.id).executeTakeFirstOrThrow()).email,
      'rina.baru@bank.test',
    );
  });

  test('a newer link replaces the open one; expired links are refused', async () => {
    await event(rina.token, { event: 'store_email', email: 'satu@bank.test' });
    const first = tokenIn((await lastOutbox()).body, 'verify');
    await event(rina.token, { event: 'store_email', email: 'dua@bank.test' });
    const second = tokenIn((await lastOutbox()).body, 'verify');
    assert.equal((await verify({ token: first })).statusCode, 422);
    await t.db
      .updateTable('contact_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('target', '=', 'dua@bank.test')
      .execute();
    assert.equal((await verify({ token: second })).statusCode, 422);
  });

  test('store_wa: verification link by WhatsApp; opening it sets the pegawai’s number', async () => {
    const bad = await event(rina.token, { event: 'store_wa', phone: '12ab' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { phone: ['Nomor WhatsApp tidak valid'] });

    await t.db.deleteFrom('contact_verifications').execute(); // fresh hourly allowance
    const res = await event(rina.token, { event: 'store_wa', phone: '0812-3456-7890' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Link verifikasi telah di kirim ke nomor whatsapp tersebut' });
    const wa = await lastOutbox();
    assert.deepEqual([wa.channel, wa.recipient, wa.subject, wa.status], ['whatsapp', '6281234567890', null, 'queue']);
    const ok = await verify({ token: tokenIn(wa.body, 'verify') });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: 'Nomor WhatsApp berhasil diverifikasi' });
    const pegawai = await t.db
      .selectFrom('pegawai')
      .select('phone')
      .where('id', '=', rina.pegawaiId!)
      .executeTakeFirstOrThrow();
    assert.equal(pegawai.phone, '6281234567890');
  });

  test('requests are limited to 5 an hour; bad input and missing sign-in are refused', async () => {
    await t.db.deleteFrom('contact_verifications').execute();
    for (let i = 0; i < 5; i++)
      assert.equal((await event(rina.token, { event: 'store_email', email: `x${i}@bank.test` })).statusCode, 200);
    const sixth = await event(rina.token, { event: 'store_email', email: 'x6@bank.test' });
    assert.equal(sixth.statusCode, 429);
    assert.deepEqual(sixth.json(), { message: 'Terlalu banyak permintaan verifikasi, coba lagi nanti' });

    assert.equal((await event(null, { event: 'store_email', email: 'a@bank.test' })).statusCode, 401);
    const badEmail = await event(rina.token, { event: 'store_email', email: 'bukan email' });
    assert.equal(badEmail.statusCode, 422);
    assert.ok(badEmail.json().errors.email);
    assert.equal((await event(rina.token, { event: 'store_wa' })).statusCode, 422);
    for (const payload of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(500) }])
      assert.equal((await verify(payload)).statusCode, 422, JSON.stringify(payload));
    assert.equal((await verify({ token: 'tidak-dikenal' })).statusCode, 422);
  });

  describe('store_token_fcm with a web-push subscription', () => {
    const subscription = (endpoint: string, auth = 'auth-secret') => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRd-p256dh-key', auth },
    });

    test('stores one row per endpoint, updates it on re-subscribe, keeps the push token behaviour', async () => {
      const first = await event(rina.token, {
        event: 'store_token_fcm',
        subscription: subscription('https://push.example/ep/1'),
      });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json(), { message: 'Token created' });
      await event(rina.token, {
        event: 'store_token_fcm',
        subscription: subscription('https://push.example/ep/1', 'baru'),
        token: 'fcm-a',
      });
      const rows = await t.db.selectFrom('push_subscriptions').select(['endpoint', 'auth', 'user_id']).execute();
      assert.deepEqual(rows, [{ endpoint: 'https://push.example/ep/1', auth: 'baru', user_id: rina.id }]);
      const user = await t.db
        .selectFrom('users')
        .select('fcm_tokens')
        .where('id', '=', rina.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(user.fcm_tokens, ['fcm-a']);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'users')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual(audit.after, { fcm_token_count: 1, push_subscription_count: 1 });
    });

    test('refuses an empty event, non-https endpoints and missing keys', async () => {
      const empty = await event(rina.token, { event: 'store_token_fcm' });
      assert.equal(empty.statusCode, 422);
      assert.deepEqual(empty.json().errors, { token: ['Kolom token wajib diisi'] });
      const http = await event(rina.token, {
        event: 'store_token_fcm',
        subscription: subscription('http://push.example/ep'),
      });
      assert.equal(http.statusCode, 422);
      assert.ok(http.json().errors['subscription.endpoint']);
      const noKeys = await event(rina.token, {
        event: 'store_token_fcm',
        subscription: { endpoint: 'https://push.example/ep/2' },
      });
      assert.equal(noKeys.statusCode, 422);
      assert.ok(noKeys.json().errors['subscription.keys']);
    });
  });
});
