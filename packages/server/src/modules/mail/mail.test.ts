/**
 * The internal mailbox on PostgreSQL: compose to two employees (both inboxes, counts, the sender's
 * outbox), attachments (stored, opened by participants only, a disguised file refused), reply
 * threads (order, unique ids, only what the caller holds), read/unread and the count, trash and
 * restore per user, another user's id → 404 like a missing one, full-text and sender-name search,
 * recipients without an account → 422, the push event across two server processes, and hostile
 * bodies → 4xx with nothing written.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAIL_MESSAGES, type MailRow, type MailThreadItem } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createPegawai, createUser, seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { sampleExe, samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { openSse, type SseClient } from '../../../test/helpers/sse-client.js';
import { authorisedCaller, bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';

const BASE = '/api/general/mailbox/x';

describe('internal mailbox (/api/general/mailbox/x)', () => {
  let t: TestApp;
  let dataDir: string;
  let u: Record<'ani' | 'budi' | 'citra' | 'dodi' | 'admin', Account>;
  let tanpaAkun: number;
  let nonaktif: number;
  const open: SseClient[] = [];
  let appB: FastifyInstance | undefined;
  let dbB: Kysely<Database> | undefined;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-test-'));
    t = await createTestApp({ config: { dataDir, realtimeHeartbeatMs: 300 } });
    const kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Wahyudi', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung } },
      citra: { roles: [8, 10], pegawai: { nama: 'Citra Lestari', kantor_id: kantor.bogor } },
      dodi: { roles: [10], pegawai: { nama: 'Dodi Prasetyo', kantor_id: kantor.bogor } },
      admin: [1, 57],
    });
    tanpaAkun = await createPegawai(t.db, { nama: 'Eko Tanpa Akun', npp: '40000001', tanggal_lahir: '1990-01-01' });
    nonaktif = (
      await createUser(t.db, {
        name: 'fajar',
        password: 'Rahasia#2026',
        roles: [10],
        status: 'inactive',
        pegawai: { nama: 'Fajar Nonaktif' },
      })
    ).pegawaiId!;
  });
  after(async () => {
    for (const client of open) client.close();
    await appB?.close();
    await dbB?.destroy();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const unread = async (who: Account): Promise<number> => {
    const res = await call(who, 'GET', `${BASE}/inbox/read`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { count: number } }>().data.count;
  };
  const list = async (who: Account, folder: 'inbox' | 'outbox' | 'deleted', query = ''): Promise<MailRow[]> => {
    const res = await call(who, 'GET', `${BASE}/${folder}?per_page=100${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: MailRow[] }>().data;
  };
  const send = async (who: Account, payload: object) => {
    const res = await call(who, 'POST', BASE, payload);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<{ message: string; data: MailThreadItem }>();
    assert.equal(answer.message, 'Mailbox Sent');
    return answer.data;
  };

  let rapat: MailThreadItem;

  test('compose to two employees: both inboxes have it unread, their counts rise, the sender’s outbox has it', async () => {
    const before = { budi: await unread(u.budi), citra: await unread(u.citra) };
    rapat = await send(u.ani, {
      pegawai_ids: [u.budi.pegawaiId, u.citra.pegawaiId, u.budi.pegawaiId],
      subject: '  Rapat anggaran triwulan  ',
      body: 'Mohon hadir pada rapat anggaran hari Senin pukul 09.00.\nTerima kasih.',
    });
    assert.equal(rapat.subject, 'Rapat anggaran triwulan');
    assert.equal(rapat.box, 'outbox');
    assert.equal(rapat.main_id, rapat.id);
    assert.equal(rapat.parent_id, null);
    assert.deepEqual(rapat.sender, { user_id: u.ani.id, pegawai_id: u.ani.pegawaiId, nama: 'Ani Wahyudi' });
    assert.deepEqual(
      rapat.recipients.map((r) => r.nama),
      ['Budi Santoso', 'Citra Lestari'],
    );
    assert.equal(rapat.recipients_count, 2);

    for (const who of ['budi', 'citra'] as const) {
      const row = (await list(u[who], 'inbox')).find((r) => r.id === rapat.id);
      assert.ok(row, `${who} has it`);
      assert.equal(row.is_unread, true);
      assert.equal(row.box, 'inbox');
      assert.equal(row.user_id, u[who].id);
      assert.match(row.snippet, /^Mohon hadir/);
      assert.equal(await unread(u[who]), before[who] + 1);
    }
    const outbox = await list(u.ani, 'outbox');
    assert.deepEqual(
      outbox.map((r) => r.id),
      [rapat.id],
    );
    assert.equal(outbox[0].is_unread, false);
    assert.equal((await list(u.ani, 'inbox')).length, 0, 'the sender’s inbox does not get it');
    assert.equal(await unread(u.ani), 0);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'after'])
      .where('entity', '=', 'mail')
      .where('entity_id', '=', String(rapat.id))
      .executeTakeFirstOrThrow();
    assert.equal(audit.user_id, u.ani.id);
    assert.deepEqual((audit.after as { recipient_user_ids: number[] }).recipient_user_ids.sort(), [
      u.budi.id,
      u.citra.id,
    ]);
    assert.ok(!JSON.stringify(audit.after).includes('Mohon hadir'), 'the body stays out of the audit trail');
  });

  test('paging: per_page, from/to/total, newest first', async () => {
    await send(u.ani, { pegawai_ids: [u.budi.pegawaiId], subject: 'Catatan kedua', body: 'Isi catatan kedua' });
    const res = await call(u.budi, 'GET', `${BASE}/inbox?page=1&per_page=1`);
    const page = res.json<{ data: MailRow[]; total: number; from: number; to: number; last_page: number }>();
    assert.equal(page.total, 2);
    assert.equal(page.last_page, 2);
    assert.equal(page.data[0].subject, 'Catatan kedua');
    const second = (await call(u.budi, 'GET', `${BASE}/inbox?page=2&per_page=1`)).json<{ data: MailRow[] }>();
    assert.equal(second.data[0].id, rapat.id);
    const unreadOnly = await list(u.budi, 'inbox', '&unread=true');
    assert.equal(unreadOnly.length, 2);
  });

  test('attachments: stored, listed, opened by participants only; a disguised file is refused with nothing written', async () => {
    const pdf = samplePdf('Notulen rapat');
    const mail = await send(u.ani, {
      pegawai_ids: [u.budi.pegawaiId],
      subject: 'Notulen',
      body: 'Terlampir notulen dan foto.',
      attachments: [
        { name: 'notulen rapat.pdf', content_base64: pdf.toString('base64') },
        { name: 'foto.png', content_base64: samplePng().toString('base64') },
      ],
    });
    assert.deepEqual(
      mail.attachments.map((a) => [a.name, a.content_type]),
      [
        ['notulen rapat.pdf', 'application/pdf'],
        ['foto.png', 'image/png'],
      ],
    );
    assert.equal(mail.attachments_count, 2);
    const row = (await list(u.budi, 'inbox')).find((r) => r.id === mail.id)!;
    assert.equal(row.attachments_count, 2);

    const thread = (await call(u.budi, 'GET', `${BASE}/${mail.id}`)).json<{ data: { mails: MailThreadItem[] } }>();
    const file = thread.data.mails[0].attachments[0];
    const signed = await call(u.budi, 'GET', `${BASE}/${mail.id}/x/file?file_id=${file.id}`);
    assert.equal(signed.statusCode, 200, signed.body);
    const bytes = await t.app.inject({ method: 'GET', url: signed.json<{ data: string }>().data });
    assert.equal(bytes.statusCode, 200);
    assert.deepEqual(bytes.rawPayload, pdf);

    for (const [who, url] of [
      [u.citra, `${BASE}/${mail.id}/x/file?file_id=${file.id}`],
      [u.budi, `${BASE}/${rapat.id}/x/file?file_id=${file.id}`],
    ] as const) {
      const refused = await call(who, 'GET', url);
      assert.equal(refused.statusCode, 404, refused.body);
    }

    const counts = { mail: await tableCount(t.db, 'mail'), files: await tableCount(t.db, 'files') };
    const exe = await call(u.ani, 'POST', BASE, {
      pegawai_ids: [u.budi.pegawaiId],
      subject: 'Program',
      body: 'Coba buka',
      attachments: [{ name: 'laporan.pdf', content_base64: sampleExe().toString('base64') }],
    });
    assert.equal(exe.statusCode, 422, exe.body);
    assert.deepEqual(counts, { mail: await tableCount(t.db, 'mail'), files: await tableCount(t.db, 'files') });
  });

  let balasan: MailThreadItem;
  test('reply: to every other participant by default, "Re:" subject, one thread ordered by created_at without duplicates', async () => {
    balasan = await send(u.budi, { parent_id: rapat.id, body: 'Siap, saya hadir.' });
    assert.equal(balasan.subject, 'Re: Rapat anggaran triwulan');
    assert.equal(balasan.parent_id, rapat.id);
    assert.equal(balasan.main_id, rapat.id);
    assert.deepEqual(balasan.recipients.map((r) => r.user_id).sort(), [u.ani.id, u.citra.id].sort());
    const balasan2 = await send(u.citra, { parent_id: balasan.id, body: 'Saya juga hadir.' });
    assert.equal(balasan2.subject, 'Re: Rapat anggaran triwulan', 'no Re: Re:');
    assert.equal(balasan2.main_id, rapat.id);
    // A private reply to ani only: citra never sees it in the thread.
    const pribadi = await send(u.budi, {
      parent_id: rapat.id,
      pegawai_ids: [u.ani.pegawaiId],
      subject: 'Pribadi',
      body: 'Boleh saya datang terlambat?',
    });

    for (const from of [rapat.id, balasan2.id, pribadi.id]) {
      const res = await call(u.ani, 'GET', `${BASE}/${from}`);
      assert.equal(res.statusCode, 200, res.body);
      const { data } = res.json<{ data: { main_id: number; id: number; mails: MailThreadItem[] } }>();
      assert.equal(data.main_id, rapat.id);
      assert.equal(data.id, from);
      const ids = data.mails.map((m) => m.id);
      assert.deepEqual(ids, [rapat.id, balasan.id, balasan2.id, pribadi.id]);
      assert.equal(new Set(ids).size, ids.length, 'each id once');
      const times = data.mails.map((m) => m.created_at);
      assert.deepEqual([...times].sort(), times, 'created_at ascending');
      assert.equal(data.mails[0].body.startsWith('Mohon hadir'), true);
      assert.deepEqual(
        data.mails.map((m) => m.box),
        ['outbox', 'inbox', 'inbox', 'inbox'],
      );
    }
    const citraThread = (await call(u.citra, 'GET', `${BASE}/${rapat.id}`)).json<{
      data: { mails: MailThreadItem[] };
    }>();
    assert.deepEqual(
      citraThread.data.mails.map((m) => m.id),
      [rapat.id, balasan.id, balasan2.id],
    );
    assert.equal((await call(u.citra, 'GET', `${BASE}/${pribadi.id}`)).statusCode, 404);
  });

  test('PUT {id} marks read and the count falls; again changes nothing; unread raises it; an unknown action is 400', async () => {
    const start = await unread(u.budi);
    const read = await call(u.budi, 'PUT', `${BASE}/${rapat.id}`, {});
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), { message: 'Mailbox updated', data: { count: start - 1 } });
    assert.equal(await unread(u.budi), start - 1);
    assert.equal((await list(u.budi, 'inbox')).find((r) => r.id === rapat.id)!.is_unread, false);
    assert.equal(
      (await list(u.budi, 'inbox', '&unread=true')).some((r) => r.id === rapat.id),
      false,
    );

    const again = await call(u.budi, 'PUT', `${BASE}/${rapat.id}`, { action: 'read' });
    assert.equal(again.json().data.count, start - 1);
    // The sender's copy has nothing to mark.
    assert.equal((await call(u.ani, 'PUT', `${BASE}/${rapat.id}`, {})).json().data.count, await unread(u.ani));

    const back = await call(u.budi, 'PUT', `${BASE}/${rapat.id}`, { action: 'unread' });
    assert.equal(back.json().data.count, start);
    assert.equal((await call(u.budi, 'PUT', `${BASE}/${rapat.id}`, { action: 'read' })).json().data.count, start - 1);

    const bad = await call(u.budi, 'PUT', `${BASE}/${rapat.id}`, { action: 'hapus_semua' });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().message, 'Unsuccessful Action');
  });

  test('delete moves only the caller’s copy to their trash; restore brings it back; an unread one lowers the count', async () => {
    const citraBefore = await unread(u.citra);
    const del = await call(u.citra, 'DELETE', `${BASE}/${balasan.id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.json().message, 'Mailbox deleted');
    assert.equal(del.json().data.count, citraBefore - 1, 'it was unread');
    assert.equal(
      (await list(u.citra, 'inbox')).some((r) => r.id === balasan.id),
      false,
    );
    const trash = await list(u.citra, 'deleted');
    assert.deepEqual(
      trash.map((r) => [r.id, r.box]),
      [[balasan.id, 'inbox']],
    );
    assert.ok(trash[0].deleted_at);
    // Everyone else keeps theirs: the sender's outbox and ani's inbox.
    assert.ok((await list(u.budi, 'outbox')).some((r) => r.id === balasan.id));
    assert.ok((await list(u.ani, 'inbox')).some((r) => r.id === balasan.id));
    // The thread still opens from the trash.
    assert.equal((await call(u.citra, 'GET', `${BASE}/${balasan.id}`)).statusCode, 200);

    // The sender deleting their copy does not delete the recipients'.
    assert.equal((await call(u.ani, 'DELETE', `${BASE}/${rapat.id}`)).statusCode, 200);
    assert.equal(
      (await list(u.ani, 'outbox')).some((r) => r.id === rapat.id),
      false,
    );
    assert.deepEqual(
      (await list(u.ani, 'deleted')).map((r) => [r.id, r.box]),
      [[rapat.id, 'outbox']],
    );
    assert.ok((await list(u.budi, 'inbox')).some((r) => r.id === rapat.id));
    assert.ok((await list(u.citra, 'inbox')).some((r) => r.id === rapat.id));

    const restored = await call(u.citra, 'PUT', `${BASE}/${balasan.id}`, { action: 'restore' });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().data.count, citraBefore);
    assert.ok((await list(u.citra, 'inbox')).some((r) => r.id === balasan.id && r.is_unread));
    assert.equal((await list(u.citra, 'deleted')).length, 0);
    assert.equal((await call(u.ani, 'PUT', `${BASE}/${rapat.id}`, { action: 'restore' })).statusCode, 200);
    assert.ok((await list(u.ani, 'outbox')).some((r) => r.id === rapat.id));

    const audits = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'mail_box').execute();
    assert.ok(audits.length >= 4, 'deletes and restores are audited');
  });

  test('another user’s mail answers 404 like one that does not exist, and changes nothing', async () => {
    const missing = await call(u.dodi, 'GET', `${BASE}/2000000000`);
    assert.equal(missing.statusCode, 404);
    for (const [method, url, payload] of [
      ['GET', `${BASE}/${rapat.id}`, undefined],
      ['GET', `${BASE}/${rapat.id}/x/file?file_id=1`, undefined],
      ['PUT', `${BASE}/${rapat.id}`, {}],
      ['PUT', `${BASE}/${rapat.id}`, { action: 'restore' }],
      ['DELETE', `${BASE}/${rapat.id}`, undefined],
    ] as const) {
      const res = await call(u.dodi, method, url, payload);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json(), missing.json(), 'the same answer as a missing id');
    }
    // Even an admin reads only their own mail.
    assert.equal((await call(u.admin, 'GET', `${BASE}/${rapat.id}`)).statusCode, 404);
    const reply = await call(u.dodi, 'POST', BASE, { parent_id: rapat.id, body: 'Menyusup' });
    assert.equal(reply.statusCode, 422);
    assert.deepEqual(reply.json().errors.parent_id, [MAIL_MESSAGES.parentNotFound]);
    assert.ok(
      (await list(u.budi, 'inbox')).some((r) => r.id === rapat.id),
      'budi still has it',
    );
  });

  test('search: full text over subject and body (prefixes, any order), the sender’s name by trigram, hostile text', async () => {
    const ids = async (who: Account, folder: 'inbox' | 'outbox', search: string) =>
      (await list(who, folder, `&search=${encodeURIComponent(search)}`)).map((r) => r.id);
    assert.ok((await ids(u.budi, 'inbox', 'anggar')).includes(rapat.id), 'prefix of a subject word');
    assert.ok((await ids(u.budi, 'inbox', 'SENIN rapat')).includes(rapat.id), 'body and subject words, any case');
    assert.deepEqual(await ids(u.budi, 'inbox', 'notulen foto'), [
      (await list(u.budi, 'inbox')).find((r) => r.subject === 'Notulen')!.id,
    ]);
    assert.deepEqual(await ids(u.budi, 'inbox', 'kapal selam'), []);
    const fromAni = (await list(u.budi, 'inbox')).filter((r) => r.sender.nama === 'Ani Wahyudi').map((r) => r.id);
    assert.ok(fromAni.length >= 3);
    assert.deepEqual((await ids(u.budi, 'inbox', 'wahyu')).sort(), fromAni.sort(), 'sender name substring');
    assert.deepEqual((await ids(u.budi, 'inbox', 'Wahyudy')).sort(), fromAni.sort(), 'sender name, close spelling');
    assert.deepEqual(await ids(u.ani, 'outbox', 'catatan kedua'), [
      (await list(u.ani, 'outbox')).find((r) => r.subject === 'Catatan kedua')!.id,
    ]);
    for (const hostile of ["'&|!:*()", 'rapat & | !', '%_\\', 'a:* | b', '<->']) {
      const res = await call(u.budi, 'GET', `${BASE}/inbox?search=${encodeURIComponent(hostile)}`);
      assert.equal(res.statusCode, 200, `${hostile}: ${res.body}`);
    }
    const trash = await call(u.budi, 'GET', `${BASE}/deleted?search=rapat`);
    assert.equal(trash.statusCode, 200);
  });

  test('recipients: without an account, inactive, unknown or oneself → 422 naming them; nothing written', async () => {
    const before = { mail: await tableCount(t.db, 'mail'), box: await tableCount(t.db, 'mail_box') };
    const res = await call(u.ani, 'POST', BASE, {
      pegawai_ids: [u.budi.pegawaiId, tanpaAkun],
      subject: 'Undangan',
      body: 'Halo',
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.pegawai_ids, [
      'Eko Tanpa Akun belum memiliki akun portal yang aktif, pesan tidak dapat dikirim kepadanya',
    ]);
    const inactive = await call(u.ani, 'POST', BASE, { pegawai_ids: [nonaktif], subject: 'x', body: 'y' });
    assert.equal(inactive.statusCode, 422);
    assert.match(inactive.json().errors.pegawai_ids[0], /^Fajar Nonaktif belum memiliki akun/);
    const unknown = await call(u.ani, 'POST', BASE, { pegawai_ids: [2_000_000_000], subject: 'x', body: 'y' });
    assert.deepEqual(unknown.json().errors.pegawai_ids, [MAIL_MESSAGES.recipientNotFound]);
    const self = await call(u.ani, 'POST', BASE, { pegawai_ids: [u.ani.pegawaiId], subject: 'x', body: 'y' });
    assert.deepEqual(self.json().errors.pegawai_ids, [MAIL_MESSAGES.recipientSelf]);
    const none = await call(u.ani, 'POST', BASE, { pegawai_ids: [], subject: 'x', body: 'y' });
    assert.deepEqual(none.json().errors.pegawai_ids, [MAIL_MESSAGES.recipientsRequired]);
    assert.deepEqual(before, { mail: await tableCount(t.db, 'mail'), box: await tableCount(t.db, 'mail_box') });
  });

  test('hostile bodies answer 4xx with an Indonesian message and write nothing', async () => {
    const before = { mail: await tableCount(t.db, 'mail'), box: await tableCount(t.db, 'mail_box') };
    const to = [u.budi.pegawaiId];
    const cases: [object | string, number, string?][] = [
      [{ pegawai_ids: to, subject: 'x' }, 422, 'body'],
      [{ pegawai_ids: to, subject: 'x', body: '   \n\t ' }, 422, 'body'],
      [{ pegawai_ids: to, subject: 'x', body: 'y'.repeat(10_001) }, 422, 'body'],
      [{ pegawai_ids: to, subject: 'x'.repeat(201), body: 'y' }, 422, 'subject'],
      [{ pegawai_ids: to, subject: '   ', body: 'y' }, 422, 'subject'],
      [{ pegawai_ids: ['1; DROP TABLE mail'], subject: 'x', body: 'y' }, 422, 'pegawai_ids'],
      [{ pegawai_ids: [0], subject: 'x', body: 'y' }, 422, 'pegawai_ids'],
      [{ pegawai_ids: Array.from({ length: 101 }, (_, i) => i + 1), subject: 'x', body: 'y' }, 422, 'pegawai_ids'],
      [{ pegawai_ids: to, subject: 'x', body: 'y', parent_id: -1 }, 422, 'parent_id'],
      [{ pegawai_ids: to, subject: 'x', body: 'y', parent_id: 2_000_000_000 }, 422, 'parent_id'],
      [{ pegawai_ids: to, subject: 'x', body: 'y', attachments: [{ name: 'a.pdf', content_base64: '!!!' }] }, 422],
      [
        {
          pegawai_ids: to,
          subject: 'x',
          body: 'y',
          attachments: Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, content_base64: 'QQ==' })),
        },
        422,
        'attachments',
      ],
      [{ pegawai_ids: to, subject: 'x', body: 'y\u0000z' }, 422, 'body'],
      [{ pegawai_ids: to, subject: 'x', body: { $ne: null } }, 422, 'body'],
      ['[]', 422],
      ['{"pegawai_ids":', 400],
    ];
    for (const [payload, status, field] of cases) {
      const res =
        typeof payload === 'string'
          ? await t.app.inject({
              method: 'POST',
              url: BASE,
              headers: { ...bearer(u.ani.token), 'content-type': 'application/json' },
              payload,
            })
          : await call(u.ani, 'POST', BASE, payload);
      const label = JSON.stringify(payload).slice(0, 80);
      assert.equal(res.statusCode, status, `${label}: ${res.body.slice(0, 200)}`);
      const answer = res.json<{ message: string; errors?: Record<string, string[]> }>();
      assert.equal(typeof answer.message, 'string');
      if (field) assert.ok(answer.errors?.[field], `${label}: errors on ${field}: ${res.body.slice(0, 200)}`);
    }
    // One answer names every field at fault.
    const many = await call(u.ani, 'POST', BASE, { pegawai_ids: [tanpaAkun], subject: ' ', body: ' ' });
    assert.deepEqual(Object.keys(many.json().errors).sort(), ['body', 'pegawai_ids', 'subject']);
    assert.deepEqual(before, { mail: await tableCount(t.db, 'mail'), box: await tableCount(t.db, 'mail_box') });
    // Bad ids and queries on the other routes.
    for (const url of [
      `${BASE}/0`,
      `${BASE}/abc`,
      `${BASE}/99999999999`,
      `${BASE}/inbox?per_page=1000`,
      `${BASE}/inbox?unread=kadang`,
      `${BASE}/1/x/file?file_id=x`,
    ]) {
      const res = await call(u.ani, 'GET', url);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
    }
  });

  test('realtime: a recipient’s open portal hears the new count and "Incoming Messages" at once, across server processes', async () => {
    // A second server process: its own pool and LISTEN connection on the same database.
    dbB = createDatabase(t.database.url, 3).db;
    appB = await buildApp({ db: dbB, config: t.config });
    const urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
    const ticket = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(u.dodi.token) });
    assert.equal(ticket.statusCode, 200, ticket.body);
    const stream = await openSse(
      `${urlB}/api/realtime/stream?ticket=${encodeURIComponent(ticket.json<{ data: string }>().data)}`,
    );
    open.push(stream);
    assert.equal(stream.status, 200);
    await stream.next((e) => e.event === ':comment' && e.data === 'connected');

    const countBefore = await unread(u.dodi);
    const mail = await send(u.budi, { pegawai_ids: [u.dodi.pegawaiId], subject: 'Halo Dodi', body: 'Selamat datang.' });
    const event = await stream.next((e) => e.event === 'mail.unread');
    assert.deepEqual(JSON.parse(event.data), {
      count: countBefore + 1,
      message: 'Incoming Messages',
      mail: { id: mail.id, main_id: mail.id, subject: 'Halo Dodi', sender_name: 'Budi Santoso' },
    });

    // Reading it tells the user's other tabs the lower count.
    await call(u.dodi, 'PUT', `${BASE}/${mail.id}`, {});
    const readEvent = await stream.next((e) => e.event === 'mail.unread');
    assert.deepEqual(JSON.parse(readEvent.data), { count: countBefore, message: null, mail: null });

    // A refused send tells nobody anything.
    await call(u.budi, 'POST', BASE, { pegawai_ids: [u.dodi.pegawaiId, tanpaAkun], subject: 'x', body: 'y' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(stream.seen.filter((e) => e.event === 'mail.unread').length, 2);
  });
});
