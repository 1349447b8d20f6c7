/**
 * Web push against a local push service (a node http server standing in for FCM/Mozilla's): the
 * request carries an aes128gcm body, a VAPID Authorization whose key is the stored public key, and a
 * TTL; a 410 removes the subscription. VAPID keys are generated once into the data folder and reused.
 */
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, testConfig } from '../../../test/helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';
import { queuePush } from './queue.js';
import { loadVapidDetails, VAPID_KEYS_FILE } from './vapid.js';
import { sendQueuedPushes } from './worker.js';

const PASSWORD = 'Rahasia#2026';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's subscription keys: an uncompressed P-256 public key and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('web push', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-push-'));
  let database: TestDatabase;
  let server: Server;
  let base: string;
  const received: Received[] = [];
  let userId: number;
  let endpoints: string[];

  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/missing') ? 404 : 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // No app on this database: no push worker of its own races the test's call.
    database = await createTestDatabase();
    userId = (await createUser(database.db, { name: 'ani', password: PASSWORD, roles: [10] })).id;
    endpoints = ['/ok', '/gone', '/missing'].map((p) => `${base}${p}/${randomBytes(4).toString('hex')}`);
    await database.db
      .insertInto('push_subscriptions')
      .values(endpoints.map((endpoint) => ({ user_id: userId, endpoint, ...browserKeys(), user_agent: 'test' })))
      .execute();
  });
  after(async () => {
    server.close();
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the VAPID keys are generated once into the data folder, reused, and given to signed-in users', async () => {
    const t = await createTestApp({ config: { dataDir } });
    try {
      await createUser(t.db, { name: 'budi', password: PASSWORD, roles: [10] });
      const stored = JSON.parse(readFileSync(join(dataDir, VAPID_KEYS_FILE), 'utf8'));
      assert.match(stored.publicKey, /^[A-Za-z0-9_-]{87}$/);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode, 401);
      const token = (await t.login('budi', PASSWORD)).access_token;
      const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: bearer(token) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { data: { public_key: stored.publicKey } });
      assert.ok(!res.body.includes(stored.privateKey));
      // A restart (another load) reads the same pair.
      assert.equal(loadVapidDetails(testConfig(database.url, { dataDir })).publicKey, stored.publicKey);
    } finally {
      await t.close();
    }
  });

  test('queued in the caller’s transaction: a rollback pushes nothing', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queuePush(trx, [userId], { kind: 'mail', title: 'Pesan baru', body: null, link: '/message/inbox' });
        throw new Error('batal');
      })
      .catch(() => undefined);
    assert.equal((await database.db.selectFrom('push_queue').selectAll().execute()).length, 0);
  });

  test('a push reaches the push service encrypted and signed; 410 and 404 remove the subscription', async () => {
    const config = testConfig(database.url, { dataDir });
    const vapid = loadVapidDetails(config);
    const other = (await createUser(database.db, { name: 'budi', password: PASSWORD, roles: [10] })).id;
    await database.db.transaction().execute(async (trx) => {
      await queuePush(trx, [userId, userId, other, 999_999], {
        kind: 'mail',
        title: 'Pesan baru',
        body: 'Undangan rapat koordinasi cabang',
        link: '/message/inbox',
      });
    });
    assert.equal(
      (await database.db.selectFrom('push_queue').selectAll().execute()).length,
      1,
      'one per user with a subscription; none for budi (no subscription) or an unknown id',
    );

    // An http endpoint is never called unless allowed (browsers only give https ones).
    const refused = await sendQueuedPushes(database.db, { vapid, ttlSeconds: 600 });
    assert.deepEqual(refused, { sent: 0, gone: 0, failed: 0, skipped: 0 });
    assert.equal(received.length, 0);

    await database.db.transaction().execute(async (trx) => {
      await queuePush(trx, [userId], { kind: 'mail', title: 'Pesan baru', body: 'Isi', link: '/message/inbox' });
    });
    const report = await sendQueuedPushes(database.db, { vapid, ttlSeconds: 600, allowHttpEndpoints: true });
    assert.deepEqual(report, { sent: 1, gone: 2, failed: 0, skipped: 0 });
    assert.equal(received.length, 3);
    for (const r of received) {
      assert.equal(r.headers['content-encoding'], 'aes128gcm', r.path);
      assert.equal(r.headers.ttl, '600');
      assert.ok(r.body.length > 0, 'an encrypted body');
      assert.ok(!r.body.toString('latin1').includes('Pesan baru'), 'never the plain payload');
      const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(r.headers.authorization));
      assert.ok(auth, String(r.headers.authorization));
      assert.equal(auth[2], vapid.publicKey, 'k is the stored public key');
      const claims = JSON.parse(Buffer.from(auth[1].split('.')[1], 'base64url').toString());
      assert.equal(claims.aud, base);
      assert.ok(claims.exp > Date.now() / 1000);
    }
    const left = await database.db.selectFrom('push_subscriptions').select('endpoint').execute();
    assert.deepEqual(
      left.map((s) => s.endpoint),
      [endpoints[0]],
    );
    assert.equal((await database.db.selectFrom('push_queue').selectAll().execute()).length, 0);
  });

  test('notifyUsers queues a push for new mail and approvals, not for other kinds', async () => {
    const { notifyUsers } = await import('../notifications.js');
    await database.db.transaction().execute(async (trx) => {
      await notifyUsers(trx, [userId], { kind: 'broadcast', title: 'Pengumuman', body: 'Isi' });
    });
    assert.equal((await database.db.selectFrom('push_queue').selectAll().execute()).length, 0);
    for (const kind of ['mail', 'approval'] as const) {
      await database.db.transaction().execute(async (trx) => {
        await notifyUsers(trx, [userId], { kind, title: 'Menunggu persetujuan', body: 'Cuti', link: '/pegawai/izin' });
      });
    }
    const queued = await database.db.selectFrom('push_queue').select(['user_id', 'payload']).orderBy('id').execute();
    assert.deepEqual(
      queued.map((q) => q.payload),
      ['mail', 'approval'].map((kind) => ({
        kind,
        title: 'Menunggu persetujuan',
        body: 'Cuti',
        link: '/pegawai/izin',
      })),
    );
    await database.db.deleteFrom('push_queue').execute();
  });

  test('a push older than its TTL is dropped unsent', async () => {
    const vapid = loadVapidDetails(testConfig(database.url, { dataDir }));
    await database.db
      .insertInto('push_queue')
      .values({
        user_id: userId,
        payload: JSON.stringify({ kind: 'mail', title: 'Lama', body: null, link: null }),
        created_at: new Date(Date.now() - 3_600_000),
      })
      .execute();
    const before = received.length;
    const report = await sendQueuedPushes(database.db, { vapid, ttlSeconds: 60, allowHttpEndpoints: true });
    assert.deepEqual(report, { sent: 0, gone: 0, failed: 0, skipped: 1 });
    assert.equal(received.length, before);
  });
});
