/**
 * Broadcasts on PostgreSQL: only the info admins (role 7) send them (403 for an employee), a
 * broadcast to an office reaches only its employees (and those of the offices below it), to a
 * position only its holders, in-portal to active accounts and through the outbox to e-mail and
 * WhatsApp with the right counts, sent/failed counts following the outbox states, a failure
 * anywhere rolls everything back, bad input → 4xx with nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { BroadcastAudience, BroadcastRow } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createUser, seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const BASE = '/api/general/broadcast';
const HISTORY = '/api/general/broadcast/x/history';

describe('broadcast (/api/general/broadcast)', () => {
  let t: TestApp;
  let u: Record<'info' | 'ani' | 'budi' | 'citra', Account>;
  let kantor: Record<string, number>;
  let teller: number;
  let tanpaAkun: number;

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    teller = (await t.db.insertInto('jabatan').values({ nama: 'Teller' }).returning('id').executeTakeFirstOrThrow()).id;
    u = await createAccounts(t, {
      info: { roles: [7, 10], email: 'info@bank.test', pegawai: { nama: 'Indah Info', kantor_id: kantor.pusat } },
      ani: {
        roles: [10],
        email: 'ani@bank.test',
        pegawai: { nama: 'Ani', kantor_id: kantor.bandung, jabatan_id: teller },
      },
      budi: { roles: [10], pegawai: { nama: 'Budi', kantor_id: kantor.dago } },
      citra: {
        roles: [10],
        email: 'citra@bank.test',
        pegawai: { nama: 'Citra', kantor_id: kantor.surabaya, jabatan_id: teller },
      },
    });
    // An employee of Bandung without a portal account (reachable by e-mail/WhatsApp only), and one who left.
    tanpaAkun = (
      await t.db
        .insertInto('pegawai')
        .values({
          nama: 'Dedi Tanpa Akun',
          npp: '50000001',
          kantor_id: kantor.bandung,
          email: 'dedi@bank.test',
          phone: '081234567890',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('pegawai')
      .values({
        nama: 'Eka Keluar',
        npp: '50000002',
        kantor_id: kantor.bandung,
        is_active: false,
        email: 'eka@bank.test',
      })
      .execute();
    await createUser(t.db, {
      name: 'fajar',
      password: 'Rahasia#2026',
      roles: [10],
      status: 'inactive',
      pegawai: { nama: 'Fajar Nonaktif', kantor_id: kantor.bogor },
    });
    await t.db.updateTable('pegawai').set({ phone: '081111111111' }).where('id', '=', u.ani.pegawaiId!).execute();
  });
  after(async () => {
    await t.close();
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const notified = async (who: Account): Promise<string[]> =>
    (
      await t.db
        .selectFrom('notifications')
        .select('title')
        .where('user_id', '=', who.id)
        .where('kind', '=', 'broadcast')
        .orderBy('created_at')
        .execute()
    ).map((r) => r.title);
  const send = async (payload: object): Promise<BroadcastRow> => {
    const res = await call(u.info, 'POST', BASE, payload);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<{ message: string; data: BroadcastRow }>();
    assert.equal(answer.message, 'Broadcast Sent');
    return answer.data;
  };

  test('event count: how many the target reaches, nothing written', async () => {
    const before = await tableCount(t.db, 'broadcast');
    const res = await call(u.info, 'POST', BASE, { event: 'count', target: 'selected', kantor_ids: [kantor.bandung] });
    assert.equal(res.statusCode, 200, res.body);
    // Bandung and Dago below it: Ani, Budi, Dedi (no account); not Eka (left).
    assert.deepEqual(res.json<{ data: BroadcastAudience }>().data, { recipients: 3, portal: 2, email: 2, whatsapp: 2 });
    const all = await call(u.info, 'POST', BASE, { event: 'count', target: 'all' });
    // Indah, Ani, Budi, Citra, Dedi, Fajar (an employee, inactive account): 6, 4 with an active account.
    assert.deepEqual(all.json<{ data: BroadcastAudience }>().data, { recipients: 6, portal: 4, email: 4, whatsapp: 2 });
    assert.equal(await tableCount(t.db, 'broadcast'), before);
  });

  test('to an office: only its employees (and those below it) hear it, in-portal, by e-mail and WhatsApp', async () => {
    const outbox = await tableCount(t.db, 'outbox');
    const row = await send({
      judul: '  Rapat cabang Bandung ',
      pesan: 'Rapat hari Jumat pukul 14.00.',
      target: 'selected',
      kantor_ids: [kantor.bandung],
      email: true,
      whatsapp: true,
    });
    assert.equal(row.judul, 'Rapat cabang Bandung');
    assert.equal(row.recipients_count, 3);
    assert.equal(row.portal_count, 2);
    assert.deepEqual(row.email, { queued: 2, waiting: 2, sent: 0, failed: 0 });
    assert.deepEqual(row.whatsapp, { queued: 2, waiting: 2, sent: 0, failed: 0 });
    assert.deepEqual(row.kantor, [{ id: kantor.bandung, nama: 'Bandung' }]);
    assert.equal(row.sender_name, 'Indah Info');
    assert.deepEqual(await notified(u.ani), ['Rapat cabang Bandung']);
    assert.deepEqual(await notified(u.budi), ['Rapat cabang Bandung']);
    assert.deepEqual(await notified(u.citra), []);
    assert.deepEqual(await notified(u.info), []);
    assert.equal(await tableCount(t.db, 'outbox'), outbox + 4);
    const recipients = await t.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'subject', 'template'])
      .where('template', '=', 'broadcast')
      .orderBy('channel')
      .orderBy('recipient')
      .execute();
    assert.deepEqual(
      recipients.map((r) => `${r.channel}:${r.recipient}`),
      ['email:ani@bank.test', 'email:dedi@bank.test', 'whatsapp:081111111111', 'whatsapp:081234567890'],
    );
    assert.equal(recipients[0].subject, 'Rapat cabang Bandung');
    void tanpaAkun;
  });

  test('to a position: only its holders; offices and positions together: both must hold', async () => {
    const teller1 = await send({
      judul: 'Untuk teller',
      pesan: 'Halo teller',
      target: 'selected',
      jabatan_ids: [teller],
    });
    assert.equal(teller1.recipients_count, 2);
    assert.deepEqual(teller1.email, { queued: 0, waiting: 0, sent: 0, failed: 0 });
    const both = await send({
      judul: 'Teller wilayah timur',
      pesan: 'Halo',
      target: 'selected',
      kantor_ids: [kantor.wilTimur],
      jabatan_ids: [teller],
    });
    assert.equal(both.recipients_count, 1);
    assert.deepEqual(await notified(u.citra), ['Untuk teller', 'Teller wilayah timur']);
    assert.deepEqual(await notified(u.ani), ['Rapat cabang Bandung', 'Untuk teller']);
  });

  test('history: newest first with counts that follow the outbox states', async () => {
    const ids = await t.db
      .selectFrom('broadcast_outbox as bo')
      .innerJoin('outbox as o', 'o.id', 'bo.outbox_id')
      .select(['o.id', 'o.channel'])
      .orderBy('o.id')
      .execute();
    const email = ids.filter((r) => r.channel === 'email').map((r) => r.id);
    await t.db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', email[0]).execute();
    await t.db.updateTable('outbox').set({ status: 'invalid' }).where('id', '=', email[1]).execute();
    const res = await call(u.info, 'GET', `${HISTORY}?per_page=10`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json<{ data: BroadcastRow[]; total: number }>();
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.data.map((r) => r.judul),
      ['Teller wilayah timur', 'Untuk teller', 'Rapat cabang Bandung'],
    );
    assert.deepEqual(page.data[2].email, { queued: 2, waiting: 0, sent: 1, failed: 1 });
    const found = await call(u.info, 'GET', `${HISTORY}?search=teller`);
    assert.equal(found.json<{ total: number }>().total, 2);
  });

  test('to all: every active employee with an account hears it in-portal', async () => {
    const row = await send({ judul: 'Untuk semua', pesan: 'Selamat pagi', target: 'all' });
    assert.equal(row.recipients_count, 6);
    assert.equal(row.portal_count, 4);
    for (const who of [u.info, u.ani, u.budi, u.citra]) assert.ok((await notified(who)).includes('Untuk semua'));
  });

  test('an employee is refused (403) on both paths; nothing is written', async () => {
    const before = await tableCount(t.db, 'broadcast');
    const res = await call(u.ani, 'POST', BASE, { judul: 'X', pesan: 'Y', target: 'all' });
    assert.equal(res.statusCode, 403);
    assert.equal((await call(u.ani, 'POST', BASE, { event: 'count', target: 'all' })).statusCode, 403);
    assert.equal((await call(u.ani, 'GET', HISTORY)).statusCode, 403);
    assert.equal(await tableCount(t.db, 'broadcast'), before);
  });

  test('bad input → 4xx naming the fields, nothing written; unknown event → Unsuccessful Event', async () => {
    const counts = async () => ({
      broadcast: await tableCount(t.db, 'broadcast'),
      notifications: await tableCount(t.db, 'notifications'),
      outbox: await tableCount(t.db, 'outbox'),
    });
    const before = await counts();
    const blank = await call(u.info, 'POST', BASE, { judul: ' ', pesan: '', target: 'selected' });
    assert.equal(blank.statusCode, 422, blank.body);
    assert.deepEqual(Object.keys(blank.json<{ errors: object }>().errors).sort(), ['judul', 'pesan', 'target']);
    const unknownIds = await call(u.info, 'POST', BASE, {
      judul: 'A',
      pesan: 'B',
      target: 'selected',
      kantor_ids: [999_999],
      jabatan_ids: [999_998],
    });
    assert.equal(unknownIds.statusCode, 422);
    assert.deepEqual(Object.keys(unknownIds.json<{ errors: object }>().errors).sort(), ['jabatan_ids', 'kantor_ids']);
    const nobody = await call(u.info, 'POST', BASE, {
      judul: 'A',
      pesan: 'B',
      target: 'selected',
      kantor_ids: [kantor.unit],
    });
    assert.equal(nobody.statusCode, 422, nobody.body);
    for (const payload of [
      { target: 'semua', judul: 'A', pesan: 'B' },
      { judul: 'A', pesan: 'B' },
      { target: 'all', email: 'ya' },
    ])
      assert.equal((await call(u.info, 'POST', BASE, payload)).statusCode, 422, JSON.stringify(payload));
    const unknown = await call(u.info, 'POST', BASE, { event: 'kirim', target: 'all' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ message: string }>().message, 'Unsuccessful Event');
    assert.deepEqual(await counts(), before);
  });

  test('a failure while queueing rolls everything back: no record, notification or outbox row', async () => {
    const before = {
      broadcast: await tableCount(t.db, 'broadcast'),
      notifications: await tableCount(t.db, 'notifications'),
      outbox: await tableCount(t.db, 'outbox'),
      audit: await tableCount(t.db, 'audit_log'),
    };
    await sql`CREATE FUNCTION fail_broadcast_whatsapp() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.channel = 'whatsapp' THEN RAISE EXCEPTION 'simulated outbox failure'; END IF; RETURN NEW; END $$`.execute(
      t.db,
    );
    await sql`CREATE TRIGGER fail_broadcast_whatsapp BEFORE INSERT ON outbox
      FOR EACH ROW EXECUTE FUNCTION fail_broadcast_whatsapp()`.execute(t.db);
    try {
      const res = await call(u.info, 'POST', BASE, {
        judul: 'Gagal',
        pesan: 'Tidak boleh sampai',
        target: 'all',
        email: true,
        whatsapp: true,
      });
      assert.ok(res.statusCode >= 500, res.body);
    } finally {
      await sql`DROP TRIGGER fail_broadcast_whatsapp ON outbox`.execute(t.db);
      await sql`DROP FUNCTION fail_broadcast_whatsapp()`.execute(t.db);
    }
    assert.deepEqual(
      {
        broadcast: await tableCount(t.db, 'broadcast'),
        notifications: await tableCount(t.db, 'notifications'),
        outbox: await tableCount(t.db, 'outbox'),
        audit: await tableCount(t.db, 'audit_log'),
      },
      before,
    );
  });
});
