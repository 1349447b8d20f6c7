/**
 * Notifications on PostgreSQL: a user lists, counts, marks and removes only their own (another
 * user's id → 404 like a missing one), the count falls on read and on read-all, paging and filters,
 * hostile input → 4xx, the admin variant behind its policy, the hooks (a new mail notifies its
 * recipients), the bell's push event (only after commit, nothing on rollback), and notifyUsers over
 * 20 000 recipients in one transaction (timing printed).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { NotificationAdminRow, NotificationRow, Paged } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { openSse, type SseClient } from '../../../test/helpers/sse-client.js';
import { authorisedCaller, bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { notifyUsers } from '../../platform/notifications.js';

const BASE = '/api/general/notifikasi';

describe('notifications (/api/general/notifikasi)', () => {
  let t: TestApp;
  let url: string;
  let u: Record<'ani' | 'budi' | 'admin', Account>;
  const open: SseClient[] = [];

  before(async () => {
    t = await createTestApp({ config: { realtimeHeartbeatMs: 300 } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Wahyudi', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bogor } },
      admin: { roles: [1, 10], pegawai: { nama: 'Admin Portal', kantor_id: kantor.pusat } },
    });
  });
  after(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const unread = async (who: Account): Promise<number> => {
    const res = await call(who, 'GET', `${BASE}/x/unread`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { count: number } }>().data.count;
  };
  const list = async (who: Account, query = ''): Promise<Paged<NotificationRow>> => {
    const res = await call(who, 'GET', `${BASE}?per_page=100${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Paged<NotificationRow>>();
  };
  const notify = (ids: number[], title: string, kind: 'info' | 'task' = 'info') =>
    notifyUsers(t.db, ids, { kind, title, body: `Isi ${title}`, link: '/message/notification' });

  async function connect(who: Account): Promise<SseClient> {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(who.token) });
    assert.equal(ticket.statusCode, 200, ticket.body);
    const stream = await openSse(
      `${url}/api/realtime/stream?ticket=${encodeURIComponent(ticket.json<{ data: string }>().data)}`,
    );
    open.push(stream);
    await stream.next((e) => e.event === ':comment' && e.data === 'connected');
    return stream;
  }

  test('own list newest first, unread count, mark read lowers the count, read-all, delete', async () => {
    await notify([u.ani.id], 'Pertama');
    await notify([u.ani.id, u.budi.id], 'Kedua', 'task');
    await notify([u.ani.id], 'Ketiga');
    assert.equal(await unread(u.ani), 3);
    assert.equal(await unread(u.budi), 1);

    const page = await list(u.ani);
    assert.deepEqual(
      page.data.map((n) => n.title),
      ['Ketiga', 'Kedua', 'Pertama'],
    );
    assert.equal(page.total, 3);
    assert.ok(page.data.every((n) => n.user_id === u.ani.id && !n.is_read && n.read_at === null));
    assert.match(page.data[0].id, /^[0-9a-f-]{36}$/);
    assert.equal(page.data[0].link, '/message/notification');

    const [ketiga, kedua] = page.data;
    const read = await call(u.ani, 'PUT', `${BASE}/${ketiga.id}`, {});
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), { message: 'Notifikasi updated', data: { count: 2 } });
    assert.equal(await unread(u.ani), 2);
    // Marking it read again changes nothing; 'unread' raises the count again.
    assert.equal((await call(u.ani, 'PUT', `${BASE}/${ketiga.id}`, { action: 'read' })).json().data.count, 2);
    assert.equal((await call(u.ani, 'PUT', `${BASE}/${ketiga.id}`, { action: 'unread' })).json().data.count, 3);

    // Filters: unread only, kind, search.
    await call(u.ani, 'PUT', `${BASE}/${ketiga.id}`, {});
    assert.deepEqual(
      (await list(u.ani, '&unread=true')).data.map((n) => n.title),
      ['Kedua', 'Pertama'],
    );
    assert.deepEqual(
      (await list(u.ani, '&kind=task')).data.map((n) => n.title),
      ['Kedua'],
    );
    assert.deepEqual(
      (await list(u.ani, '&search=isi%20pert')).data.map((n) => n.title),
      ['Pertama'],
    );

    const all = await call(u.ani, 'PUT', `${BASE}/x/read_all`);
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.json().data.count, 0);
    assert.equal(await unread(u.ani), 0);
    assert.equal(await unread(u.budi), 1, 'read-all touches only the caller’s own');

    const removed = await call(u.ani, 'DELETE', `${BASE}/${kedua.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Notifikasi deleted');
    assert.deepEqual(
      (await list(u.ani)).data.map((n) => n.title),
      ['Ketiga', 'Pertama'],
    );
    assert.equal((await call(u.ani, 'DELETE', `${BASE}/${kedua.id}`)).statusCode, 404);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'notifications')
      .where('user_id', '=', u.ani.id)
      .execute();
    assert.ok(audited.some((a) => a.entity_id === kedua.id));
  });

  test('another user’s id is 404 like a missing one, and changes nothing', async () => {
    const [budis] = (await list(u.budi)).data;
    assert.ok(budis);
    for (const [method, payload] of [
      ['PUT', {}],
      ['PUT', { action: 'unread' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(u.ani, method, `${BASE}/${budis.id}`, payload);
      assert.equal(res.statusCode, 404, `${method}: ${res.body}`);
      assert.equal(res.json().message, 'Notifikasi tidak ditemukan');
      assert.equal((await call(u.ani, method, `${BASE}/${randomUUID()}`, payload)).statusCode, 404);
    }
    const again = (await list(u.budi)).data.find((n) => n.id === budis.id);
    assert.equal(again?.is_read, false);
  });

  test('paging: from/to/total/last_page over 25 notifications', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => i);
    for (const i of ids) await notify([u.budi.id], `Halaman ${String(i).padStart(2, '0')}`);
    const res = await call(u.budi, 'GET', `${BASE}?page=3&per_page=10&search=Halaman`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json<Paged<NotificationRow>>();
    assert.equal(page.total, 25);
    assert.equal(page.last_page, 3);
    assert.equal(page.from, 21);
    assert.equal(page.to, 25);
    assert.deepEqual(
      page.data.map((n) => n.title),
      ['Halaman 04', 'Halaman 03', 'Halaman 02', 'Halaman 01', 'Halaman 00'],
    );
    const past = (await call(u.budi, 'GET', `${BASE}?page=9&per_page=10&search=Halaman`)).json<
      Paged<NotificationRow>
    >();
    assert.deepEqual([past.data.length, past.total, past.from], [0, 25, null]);
  });

  test('bad input → 4xx, never 5xx; no token → 401', async () => {
    for (const [method, path, payload] of [
      ['GET', `${BASE}?per_page=1000`],
      ['GET', `${BASE}?page=0`],
      ['GET', `${BASE}?unread=kadang`],
      ['GET', `${BASE}?kind=rahasia`],
      ['GET', `${BASE}?search=${'x'.repeat(200)}`],
      ['PUT', `${BASE}/123`, {}],
      ['PUT', `${BASE}/not-a-uuid`, {}],
      ['PUT', `${BASE}/${randomUUID()}`, { action: 'hapus' }],
      ['PUT', `${BASE}/${randomUUID()}`, { action: 12 }],
      ['DELETE', `${BASE}/'%20OR%201=1`],
      ['DELETE', `${BASE}/${'a'.repeat(40)}`],
    ] as const) {
      const res = await call(u.ani, method, path, payload);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${method} ${path}: ${res.statusCode} ${res.body}`);
    }
    const unknown = await call(u.ani, 'PUT', `${BASE}/${randomUUID()}`, { action: 'hapus' });
    assert.equal(unknown.json().message, 'Unsuccessful Action');
    assert.equal((await t.app.inject({ method: 'GET', url: BASE })).statusCode, 401);
  });

  test('admin variant: every user’s with the name and a user filter; refused without the policy', async () => {
    assert.equal((await call(u.ani, 'GET', `${BASE}/x/all`)).statusCode, 403);
    const res = await call(u.admin, 'GET', `${BASE}/x/all?per_page=100&user_id=${u.budi.id}`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json<Paged<NotificationAdminRow>>();
    assert.ok(page.total > 0);
    assert.ok(page.data.every((n) => n.user_id === u.budi.id && n.user_name === 'Budi Santoso'));
    const everyone = (await call(u.admin, 'GET', `${BASE}/x/all?per_page=100`)).json<Paged<NotificationAdminRow>>();
    assert.ok(new Set(everyone.data.map((n) => n.user_id)).size >= 2);
  });

  test('a new mail notifies each recipient, linked to the mail', async () => {
    const before = await unread(u.budi);
    const sent = await call(u.ani, 'POST', '/api/general/mailbox/x', {
      pegawai_ids: [u.budi.pegawaiId],
      subject: 'Rapat anggaran',
      body: 'Besok jam 9.',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const mailId = sent.json<{ data: { id: number } }>().data.id;
    assert.equal(await unread(u.budi), before + 1);
    const [latest] = (await list(u.budi, '&kind=mail')).data;
    assert.deepEqual(
      { title: latest.title, body: latest.body, link: latest.link },
      { title: 'Pesan baru dari Ani Wahyudi', body: 'Rapat anggaran', link: `/message/mail/${mailId}` },
    );
    assert.equal((await list(u.ani, '&kind=mail')).total, 0, 'the sender is not notified');
  });

  test('the bell hears the new count at commit, and nothing when the transaction rolls back', async () => {
    const stream = await connect(u.ani);
    const count = await unread(u.ani);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notifyUsers(trx, [u.ani.id], { kind: 'info', title: 'Batal' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction().execute(async (trx) => {
      await notifyUsers(trx, [u.ani.id], { kind: 'info', title: 'Jadi' });
    });
    const event = await stream.next((e) => e.event === 'notification.unread');
    assert.deepEqual(JSON.parse(event.data), { count: count + 1 });
    assert.equal(stream.seen.filter((e) => e.event === 'notification.unread').length, 1);
    assert.equal((await list(u.ani, '&search=Batal')).total, 0);

    const [jadi] = (await list(u.ani, '&search=Jadi')).data;
    await call(u.ani, 'PUT', `${BASE}/${jadi.id}`, {});
    const readEvent = await stream.next((e) => e.event === 'notification.unread' && JSON.parse(e.data).count === count);
    assert.ok(readEvent);
  });

  test('notifyUsers: 20 000 recipients in one statement (time printed); connected users still hear it', async () => {
    const stream = await connect(u.budi);
    // Wait until the presence row of the stream exists (written as the stream opens).
    for (let i = 0; i < 50; i++) {
      const row = await t.db
        .selectFrom('realtime_connections')
        .select('user_id')
        .where('user_id', '=', u.budi.id)
        .executeTakeFirst();
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const created = await sql<{ id: number }>`
      INSERT INTO users (name, password_hash)
      SELECT 'massal' || g, 'x' FROM generate_series(1, 19999) AS g
      RETURNING id`.execute(t.db);
    const ids = [...created.rows.map((r) => r.id), u.budi.id];
    assert.equal(ids.length, 20_000);
    const before = await tableCount(t.db, 'notifications');
    const budiBefore = await unread(u.budi);

    const started = performance.now();
    await t.db.transaction().execute(async (trx) => {
      await notifyUsers(trx, ids, { kind: 'broadcast', title: 'Pengumuman', body: 'Untuk semua pegawai' });
    });
    const ms = performance.now() - started;
    console.log(`notifyUsers: 20 000 recipients in ${ms.toFixed(0)} ms`);

    assert.equal(await tableCount(t.db, 'notifications'), before + 20_000);
    // Printed, not asserted: timings belong to the bench (ARCHITECTURE §6), and this machine is shared.
    const event = await stream.next((e) => e.event === 'notification.unread');
    assert.deepEqual(JSON.parse(event.data), { count: budiBefore + 1 });
    // Duplicates and unknown ids are ignored, not an error.
    await notifyUsers(t.db, [u.budi.id, u.budi.id, 2_000_000_000, -1], { kind: 'info', title: 'Sekali' });
    assert.equal((await list(u.budi, '&search=Sekali')).total, 1);
    // A deleted account's notifications go with it (statement trigger, no per-row foreign key).
    await sql`DELETE FROM users WHERE name LIKE 'massal%'`.execute(t.db);
    assert.equal(await tableCount(t.db, 'notifications'), before + 2);
  });
});
