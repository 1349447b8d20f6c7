/**
 * The push channel across two server processes: two app instances on real ports, each with its own
 * pg pool and its own LISTEN connection, on one database. Browsers are played by fetch with a
 * streaming body reader (what EventSource does on the wire).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { createDatabase } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createUser } from '../../../test/helpers/fixtures.js';
import { openSse, type SseClient } from '../../../test/helpers/sse-client.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { notifyUser, publish } from './publish.js';

const PASSWORD = 'Rahasia#2026';

describe('realtime: SSE across two server processes', () => {
  let a: TestApp; // process A: its own pool (the test database's) and LISTEN connection
  let appB: FastifyInstance; // process B: a second pool and LISTEN connection on the same database
  let dbB: Kysely<Database>;
  let urlA: string;
  let urlB: string;
  let ani: { id: number; token: string; refresh: string };
  let budi: { id: number; token: string };
  const open: SseClient[] = [];

  before(async () => {
    a = await createTestApp({ config: { realtimeHeartbeatMs: 300 } });
    dbB = createDatabase(a.database.url, 5).db;
    appB = await buildApp({ db: dbB, config: a.config });
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
    const aniId = (await createUser(a.db, { name: 'ani', password: PASSWORD, roles: [10] })).id;
    const budiId = (await createUser(a.db, { name: 'budi', password: PASSWORD, roles: [10] })).id;
    const aniLogin = await a.login('ani', PASSWORD);
    ani = { id: aniId, token: aniLogin.access_token, refresh: aniLogin.refresh_token };
    budi = { id: budiId, token: (await a.login('budi', PASSWORD)).access_token };
  });
  after(async () => {
    // Closing with streams still open must not hang: the hub ends them before the server waits.
    await appB.close();
    await a.close();
    for (const client of open) client.close();
    await dbB.destroy();
  });

  async function ticketFrom(baseUrl: string, token: string): Promise<Response> {
    return fetch(`${baseUrl}/api/realtime/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  }

  /** Ticket from process A, stream from process B: the two requests may land anywhere behind a balancer. */
  async function connect(token: string, baseUrl = urlB): Promise<SseClient> {
    const res = await ticketFrom(urlA, token);
    assert.equal(res.status, 200);
    const { data } = (await res.json()) as { data: string };
    const client = await openSse(`${baseUrl}/api/realtime/stream?ticket=${encodeURIComponent(data)}`);
    open.push(client);
    assert.equal(client.status, 200);
    // The first bytes arrive once the stream is registered with the hub.
    await client.next((e) => e.event === ':comment' && e.data === 'connected');
    return client;
  }

  test('an event published on process A reaches the browser connected to process B', async () => {
    const stream = await connect(ani.token);
    assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(stream.headers.get('cache-control'), 'no-cache, no-transform');

    await publish(a.db, ani.id, 'mail.unread', { count: 3 });
    const mail = await stream.next();
    assert.equal(mail.event, 'mail.unread');
    assert.deepEqual(JSON.parse(mail.data), { count: 3 });

    const id = await notifyUser(a.db, ani.id, {
      title: 'Export',
      message: 'Export data pegawai selesai',
      variant: 'success',
    });
    const note = await stream.next();
    assert.equal(note.event, 'notification');
    assert.deepEqual(JSON.parse(note.data), {
      id,
      title: 'Export',
      message: 'Export data pegawai selesai',
      variant: 'success',
    });
    assert.match(id, /^[0-9a-f-]{36}$/);
  });

  test('each user receives only their own events', async () => {
    const aniStream = await connect(ani.token);
    const budiStream = await connect(budi.token, urlA);
    await publish(a.db, budi.id, 'mail.unread', { count: 7 });
    await publish(dbB, ani.id, 'mail.unread', { count: 1 });
    assert.deepEqual(JSON.parse((await budiStream.next()).data), { count: 7 });
    assert.deepEqual(JSON.parse((await aniStream.next()).data), { count: 1 });
    await publish(a.db, budi.id, 'mail.unread', { count: 8 });
    assert.deepEqual(JSON.parse((await budiStream.next()).data), { count: 8 });
    assert.ok(
      !aniStream.seen.some((e) => e.data.includes('"count":7') || e.data.includes('"count":8')),
      'ani never saw budi’s events',
    );
  });

  test('events larger than a NOTIFY payload travel through a table row', async () => {
    const stream = await connect(ani.token);
    const message = 'Baris '.repeat(4000); // 24 KB, far above the 8000-byte NOTIFY limit
    await publish(a.db, ani.id, 'notification', { id: 'besar-1', title: 'Impor', message, variant: 'warning' });
    const event = await stream.next();
    assert.equal(JSON.parse(event.data).message, message);
    const rows = await a.db.selectFrom('realtime_payloads').select('type').execute();
    assert.deepEqual(
      rows.map((r) => r.type),
      ['notification'],
    );
  });

  test('inside a transaction the event goes out only on commit', async () => {
    const stream = await connect(ani.token);
    await a.db.transaction().execute(async (trx) => {
      await publish(trx, ani.id, 'mail.unread', { count: 100 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(stream.seen.filter((e) => e.event === 'mail.unread').length, 0, 'nothing before commit');
    });
    assert.deepEqual(JSON.parse((await stream.next()).data), { count: 100 });

    await a.db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, ani.id, 'mail.unread', { count: 200 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await publish(a.db, ani.id, 'mail.unread', { count: 300 });
    assert.deepEqual(JSON.parse((await stream.next()).data), { count: 300 }, 'the rolled-back event never arrives');
  });

  test('job_events of the jobs platform become job.progress and job.done for the job’s owner', async () => {
    const stream = await connect(ani.token);
    const progress = {
      type: 'progress',
      jobId: 'job-1',
      name: 'pegawai.export',
      userId: ani.id,
      status: 'running',
      progress: 40,
      message: 'Menulis baris',
    };
    const done = {
      type: 'done',
      jobId: 'job-1',
      name: 'pegawai.export',
      userId: ani.id,
      status: 'done',
      progress: 100,
      message: 'Selesai',
      resultUrl: '/api/general/jobs/job-1/result',
      error: null,
    };
    await sql`SELECT pg_notify('job_events', ${JSON.stringify(progress)})`.execute(a.db);
    await sql`SELECT pg_notify('job_events', ${JSON.stringify({ ...progress, userId: budi.id })})`.execute(a.db);
    await sql`SELECT pg_notify('job_events', ${JSON.stringify(done)})`.execute(a.db);
    const first = await stream.next();
    assert.equal(first.event, 'job.progress');
    assert.deepEqual(JSON.parse(first.data), {
      job_id: 'job-1',
      progress: 40,
      status: 'running',
      message: 'Menulis baris',
      result_url: null,
    });
    const second = await stream.next();
    assert.equal(second.event, 'job.done');
    assert.deepEqual(JSON.parse(second.data), {
      job_id: 'job-1',
      progress: 100,
      status: 'done',
      message: 'Selesai',
      result_url: '/api/general/jobs/job-1/result',
    });
  });

  test('heartbeat comments keep the stream alive', async () => {
    const stream = await connect(ani.token, urlA);
    const ping = await stream.next((e) => e.event === ':comment' && e.data === 'ping', 3_000);
    assert.equal(ping.data, 'ping');
  });

  describe('tickets', () => {
    const stream = (ticket?: string) =>
      fetch(`${urlB}/api/realtime/stream${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`);

    test('a ticket opens one stream only', async () => {
      const { data } = (await (await ticketFrom(urlA, ani.token)).json()) as { data: string };
      const first = await openSse(`${urlB}/api/realtime/stream?ticket=${encodeURIComponent(data)}`);
      open.push(first);
      assert.equal(first.status, 200);
      const reuse = await stream(data);
      assert.equal(reuse.status, 401);
      assert.deepEqual(await reuse.json(), { message: 'Unauthenticated.' });
    });

    test('missing, unknown and expired tickets answer 401', async () => {
      for (const ticket of [undefined, '', 'bukan-tiket']) {
        const res = await stream(ticket);
        assert.equal(res.status, 401, `ticket ${ticket}`);
        assert.deepEqual(await res.json(), { message: 'Unauthenticated.' });
      }
      const { data } = (await (await ticketFrom(urlA, ani.token)).json()) as { data: string };
      await a.db
        .updateTable('realtime_tickets')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .execute();
      assert.equal((await stream(data)).status, 401);
    });

    test('the ticket endpoint needs a signed-in user; a stream ends with its session', async () => {
      assert.equal((await fetch(`${urlA}/api/realtime/ticket`, { method: 'POST' })).status, 401);
      assert.equal((await ticketFrom(urlB, 'bukan.token.jwt')).status, 401);

      const session = await a.login('ani', PASSWORD);
      const live = await connect(session.access_token);
      const logout = await fetch(`${urlA}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      assert.ok(logout.status < 300, `logout ${logout.status}`);
      assert.equal(await live.ended(3_000), true, 'process B closed the stream of the ended session');
      assert.equal((await ticketFrom(urlA, session.access_token)).status, 401);
    });
  });
});
