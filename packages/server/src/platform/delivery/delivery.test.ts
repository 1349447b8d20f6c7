/**
 * Outbox delivery against real local servers: SMTP (npm smtp-server, through nodemailer — no mock)
 * and an HTTP server speaking Ultramsg's API. States: queue → sent | invalid | unsent | expired.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createUser } from '../../../test/helpers/fixtures.js';
import {
  startSmtpServer,
  startUltramsgServer,
  type SmtpTestServer,
  type UltramsgTestServer,
} from '../../../test/helpers/mail-servers.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';
import { queueEmail, queueWhatsApp } from '../outbox.js';
import { normalizeWhatsAppNumber } from './phone.js';
import { createSmtpSender } from './smtp-sender.js';
import { createUltramsgSender } from './ultramsg-sender.js';
import { deliverDue, retryDelaySeconds } from './worker.js';

const ULTRAMSG = { instance: 'instance4242', token: 'rahasia-token' };
const options = { expireHours: 24, maxAttempts: 3, retryBaseSeconds: 0 };

describe('delivery', () => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let ultramsg: UltramsgTestServer;

  before(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer({ refuse: ['tidak-ada@bank.test'] });
    ultramsg = await startUltramsgServer(ULTRAMSG);
  });
  after(async () => {
    await smtp.close();
    await ultramsg.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    smtp.received.length = 0;
    ultramsg.requests.length = 0;
    ultramsg.mode = 'ok';
  });

  const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  test('whatsapp numbers are normalised to international digits, or refused', () => {
    assert.equal(normalizeWhatsAppNumber('0812-3456-7890'), '6281234567890');
    assert.equal(normalizeWhatsAppNumber('+62 812 3456 7890'), '6281234567890');
    assert.equal(normalizeWhatsAppNumber('6281234567890'), '6281234567890');
    assert.equal(normalizeWhatsAppNumber('81234567890'), '6281234567890');
    assert.equal(normalizeWhatsAppNumber('+14155552671'), '14155552671');
    for (const bad of ['', 'abc', '0812', '021-555-1234', '08123456789012345', '0812 3456 7890; drop'])
      assert.equal(normalizeWhatsAppNumber(bad), null, bad);
  });

  test('retry delays grow and are capped at an hour', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 10].map((n) => retryDelaySeconds(n)),
      [30, 120, 480, 1920, 3600],
    );
  });

  test('e-mail goes through a real SMTP server: sent, refused mailbox → invalid, bad address → invalid', async () => {
    await queueEmail(database.db, {
      to: 'ani@bank.test',
      subject: 'Reset password Portal SDM',
      body: 'Halo Ani,\n\nhttps://portal.test/reset-password?token=abc',
    });
    await queueEmail(database.db, { to: 'tidak-ada@bank.test', subject: 'Halo', body: 'x' });
    await queueEmail(database.db, { to: 'bukan-email', subject: 'Halo', body: 'x' });
    const sender = createSmtpSender(smtp.url, 'Portal SDM <no-reply@bank.test>');
    try {
      const report = await deliverDue(database.db, { email: sender }, options);
      assert.deepEqual(report, { sent: 1, invalid: 2, failed: 0, unsent: 0, expired: 0 });
    } finally {
      sender.close?.();
    }
    const [sent, refused, bad] = await rows();
    assert.equal(sent.status, 'sent');
    assert.ok(sent.sent_at);
    assert.equal(sent.attempts, 1);
    assert.equal(refused.status, 'invalid');
    assert.match(refused.last_error ?? '', /550/);
    assert.equal(bad.status, 'invalid');
    assert.equal(smtp.received.length, 1);
    const mail = smtp.received[0];
    assert.deepEqual(mail.to, ['ani@bank.test']);
    assert.equal(mail.from, 'no-reply@bank.test');
    assert.equal(mail.subject, 'Reset password Portal SDM');
    assert.ok(mail.text.includes('https://portal.test/reset-password?token=abc'));
  });

  test('an unreachable SMTP server: retried with backoff, then unsent', async () => {
    await queueEmail(database.db, { to: 'ani@bank.test', subject: 'Halo', body: 'x' });
    const down = createSmtpSender('smtp://127.0.0.1:1', 'no-reply@bank.test');
    try {
      assert.equal((await deliverDue(database.db, { email: down }, { ...options, retryBaseSeconds: 3600 })).failed, 1);
      let [row] = await rows();
      assert.equal(row.status, 'queue');
      assert.equal(row.attempts, 1);
      assert.ok(row.last_error);
      // Generated<Timestamp> columns type as ColumnType in selects (schema.ts); the value is a Date.
      assert.ok(
        (row.next_attempt_at as unknown as Date).getTime() > Date.now() + 3_000_000,
        'not retried before its backoff',
      );
      assert.equal((await deliverDue(database.db, { email: down }, options)).failed, 0, 'nothing due yet');

      await database.db
        .updateTable('outbox')
        .set({ next_attempt_at: sql`now()` })
        .execute();
      assert.equal((await deliverDue(database.db, { email: down }, options)).failed, 1);
      await database.db
        .updateTable('outbox')
        .set({ next_attempt_at: sql`now()` })
        .execute();
      assert.equal((await deliverDue(database.db, { email: down }, options)).unsent, 1);
      [row] = await rows();
      assert.equal(row.status, 'unsent');
      assert.equal(row.attempts, 3);
    } finally {
      down.close?.();
    }
  });

  test('messages queued too long expire instead of going out late', async () => {
    await queueEmail(database.db, { to: 'ani@bank.test', subject: 'Lama', body: 'x' });
    await database.db
      .updateTable('outbox')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .execute();
    const sender = createSmtpSender(smtp.url, 'no-reply@bank.test');
    try {
      assert.equal((await deliverDue(database.db, { email: sender }, options)).expired, 1);
    } finally {
      sender.close?.();
    }
    assert.equal((await rows())[0].status, 'expired');
    assert.equal(smtp.received.length, 0);
  });

  test('WhatsApp through the Ultramsg API: sent, bad numbers invalid, provider errors retried', async () => {
    const sender = createUltramsgSender({ url: ultramsg.url, ...ULTRAMSG });
    await queueWhatsApp(database.db, {
      to: '0812-3456-7890',
      body: 'Link verifikasi: https://portal.test/verify?token=t1',
    });
    await queueWhatsApp(database.db, { to: 'nomor saya', body: 'x' });
    assert.deepEqual(await deliverDue(database.db, { whatsapp: sender }, options), {
      sent: 1,
      invalid: 1,
      failed: 0,
      unsent: 0,
      expired: 0,
    });
    assert.deepEqual(ultramsg.requests, [
      {
        instance: ULTRAMSG.instance,
        token: ULTRAMSG.token,
        to: '+6281234567890',
        body: 'Link verifikasi: https://portal.test/verify?token=t1',
      },
    ]);
    let all = await rows();
    assert.deepEqual(
      all.map((r) => r.status),
      ['sent', 'invalid'],
    );
    assert.equal(all[1].last_error, 'Nomor WhatsApp tidak valid: nomor saya');

    ultramsg.mode = 'invalid-number';
    await queueWhatsApp(database.db, { to: '081299990000', body: 'x' });
    assert.equal((await deliverDue(database.db, { whatsapp: sender }, options)).invalid, 1);
    ultramsg.mode = 'error-500';
    await queueWhatsApp(database.db, { to: '081299991111', body: 'x' });
    assert.equal((await deliverDue(database.db, { whatsapp: sender }, options)).failed, 1);
    all = await rows();
    assert.deepEqual(
      all.map((r) => r.status),
      ['sent', 'invalid', 'invalid', 'queue'],
    );
    assert.match(all[3].last_error ?? '', /HTTP 500|internal error/);

    const wrongToken = createUltramsgSender({ url: ultramsg.url, instance: ULTRAMSG.instance, token: 'salah' });
    ultramsg.mode = 'ok';
    await database.db
      .updateTable('outbox')
      .set({ next_attempt_at: sql`now()` })
      .execute();
    assert.equal(
      (await deliverDue(database.db, { whatsapp: wrongToken }, options)).failed,
      1,
      'a refused token is a failure, not a bad number',
    );
  });

  test('a channel without a sender is left in the outbox', async () => {
    await queueWhatsApp(database.db, { to: '081234567890', body: 'x' });
    await queueEmail(database.db, { to: 'ani@bank.test', subject: 'Halo', body: 'x' });
    await database.db
      .updateTable('outbox')
      .set({ created_at: sql`now() - interval '3 days'` })
      .execute();
    const sender = createSmtpSender(smtp.url, 'no-reply@bank.test');
    try {
      await deliverDue(database.db, { email: sender }, options);
    } finally {
      sender.close?.();
    }
    const all = await rows();
    assert.deepEqual(
      all.map((r) => [r.channel, r.status]),
      [
        ['whatsapp', 'queue'],
        ['email', 'expired'],
      ],
    );
    assert.deepEqual(await deliverDue(database.db, {}, options), {
      sent: 0,
      invalid: 0,
      failed: 0,
      unsent: 0,
      expired: 0,
    });
  });

  test('the app’s worker sends a message as soon as the queueing transaction commits (SMTP_URL + Ultramsg set)', async () => {
    const t: TestApp = await createTestApp({
      database,
      config: {
        delivery: {
          smtpUrl: smtp.url,
          mailFrom: 'Portal SDM <no-reply@bank.test>',
          ultramsg: { url: ultramsg.url, ...ULTRAMSG },
          expireHours: 24,
          maxAttempts: 5,
          pollMs: 60_000,
        },
      },
    });
    try {
      await createUser(t.db, { name: 'sari', password: 'Rahasia#2026', roles: [10], pegawai: { nama: 'Sari Dewi' } });
      const { access_token } = await t.login('sari', 'Rahasia#2026');
      const email = await t.app.inject({
        method: 'POST',
        url: '/api/general/users',
        headers: bearer(access_token),
        payload: { event: 'store_email', email: 'sari@bank.test', password: 'Rahasia#2026' },
      });
      assert.equal(email.statusCode, 200, email.body);
      const wa = await t.app.inject({
        method: 'POST',
        url: '/api/general/users',
        headers: bearer(access_token),
        payload: { event: 'store_wa', phone: '0813 1111 2222', password: 'Rahasia#2026' },
      });
      assert.equal(wa.statusCode, 200, wa.body);
      // pollMs is a minute: only the NOTIFY outbox_queued can have woken the worker this fast.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && (await rows()).some((r) => r.status === 'queue'))
        await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual(
        (await rows()).map((r) => [r.channel, r.status]),
        [
          ['email', 'sent'],
          ['whatsapp', 'sent'],
        ],
      );
      assert.equal(smtp.received.length, 1);
      assert.equal(smtp.received[0].subject, 'Link verifikasi email Portal SDM');
      assert.match(smtp.received[0].text, /http:\/\/portal\.test\/verify\?token=\S+/);
      assert.equal(ultramsg.requests[0].to, '+6281311112222');
      assert.match(ultramsg.requests[0].body, /Link verifikasi nomor WhatsApp/);
    } finally {
      await t.close();
    }
  });
});
