/** The Ultramsg webhook and its lists: secret, duplicates, employee linking, each list, roles, hostile input. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { numberOfChatId, webhookSecretMatches } from './whatsapp.service.js';

const PASSWORD = 'Rahasia#2026';
const SECRET = 'rahasia-webhook-ultramsg-2026';

function call(id: string, from: string, body = 'Halo admin', extra: Record<string, unknown> = {}) {
  return {
    event_type: 'message_received',
    instanceId: '1150',
    data: {
      id,
      from,
      to: '6281100000000@c.us',
      author: '',
      pushname: 'Pengirim',
      ack: '',
      type: 'chat',
      body,
      media: '',
      fromMe: false,
      self: false,
      isForwarded: false,
      quotedMsg: {},
      mentionedIds: [],
      time: 1_764_000_000,
      ...extra,
    },
  };
}

describe('WhatsApp webhook /api/webhook/wa', () => {
  let t: TestApp;
  let devToken: string;
  let adminToken: string;
  let pegawaiToken: string;
  let aniPegawaiId: number;

  before(async () => {
    t = await createTestApp({ config: { whatsappWebhookSecret: SECRET } });
    await createUser(t.db, { name: 'developer', password: PASSWORD, roles: [63] });
    await createUser(t.db, { name: 'admin', password: PASSWORD, roles: [1] });
    await createUser(t.db, { name: 'pegawai', password: PASSWORD, roles: [10] });
    const ani = await createUser(t.db, {
      name: 'ani',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Ani Lestari' },
    });
    aniPegawaiId = ani.pegawaiId!;
    await t.db.updateTable('pegawai').set({ phone: '0812-3456-7801' }).where('id', '=', aniPegawaiId).execute();
    // Two employees with one number: ambiguous, linked to neither.
    const b1 = await createUser(t.db, { name: 'budi', password: PASSWORD, roles: [10], pegawai: { nama: 'Budi' } });
    const b2 = await createUser(t.db, { name: 'bima', password: PASSWORD, roles: [10], pegawai: { nama: 'Bima' } });
    await t.db
      .updateTable('pegawai')
      .set({ phone: '+62 812 3456 7899' })
      .where('id', 'in', [b1.pegawaiId!, b2.pegawaiId!])
      .execute();
    devToken = (await t.login('developer', PASSWORD)).access_token;
    adminToken = (await t.login('admin', PASSWORD)).access_token;
    pegawaiToken = (await t.login('pegawai', PASSWORD)).access_token;
    const wa = (recipient: string, status: 'queue' | 'sent' | 'unsent' | 'invalid' | 'expired') => ({
      channel: 'whatsapp' as const,
      recipient,
      template: 'verifikasi_whatsapp',
      body: `Kode rahasia untuk ${recipient}`,
      status,
    });
    await t.db
      .insertInto('outbox')
      .values([
        wa('6281200000001', 'queue'),
        wa('6281200000002', 'sent'),
        wa('6281200000003', 'unsent'),
        wa('nomor', 'invalid'),
        wa('6281200000005', 'expired'),
        wa('6281200000006', 'sent'),
        { channel: 'email', recipient: 'ani@bank.test', subject: 'S', body: 'B', status: 'sent' },
      ])
      .execute();
  });
  after(() => t.close());

  const post = (payload: unknown, url = `/api/webhook/wa?token=${SECRET}`, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const list = (query: string, token = devToken) =>
    t.app.inject({ method: 'GET', url: `/api/webhook/wa${query}`, headers: bearer(token) });

  test('the secret is compared whole; no secret configured means no call is accepted', () => {
    assert.equal(webhookSecretMatches(SECRET, SECRET), true);
    assert.equal(webhookSecretMatches(SECRET, `${SECRET}x`), false);
    assert.equal(webhookSecretMatches(SECRET, SECRET.slice(0, -1)), false);
    assert.equal(webhookSecretMatches(undefined, ''), false);
    assert.equal(webhookSecretMatches('', ''), false);
    assert.equal(numberOfChatId('6281234567801@c.us'), '6281234567801');
    assert.equal(numberOfChatId('120363025@g.us'), null);
    assert.equal(numberOfChatId('0812-3456-7801'), '6281234567801');
  });

  test('without or with a wrong secret: 401, nothing stored (even for a bad body)', async () => {
    for (const [url, headers] of [
      ['/api/webhook/wa', {}],
      ['/api/webhook/wa?token=salah', {}],
      [`/api/webhook/wa?token=${SECRET.slice(0, -1)}`, {}],
      ['/api/webhook/wa', { 'x-webhook-token': 'salah' }],
      ['/api/webhook/wa', { authorization: `Bearer ${devToken}` }],
    ] as const) {
      const res = await post(call('wa-no-secret', '6281299999999@c.us'), url, headers);
      assert.equal(res.statusCode, 401, `${url} ${JSON.stringify(headers)}`);
    }
    assert.equal((await post({ nonsense: true }, '/api/webhook/wa')).statusCode, 401);
    assert.equal((await t.db.selectFrom('whatsapp_inbound').selectAll().execute()).length, 0);

    const closed = await createTestApp({ database: t.database, config: { whatsappWebhookSecret: undefined } });
    try {
      for (const url of ['/api/webhook/wa', '/api/webhook/wa?token=', '/api/webhook/wa?token=undefined']) {
        const res = await closed.app.inject({ method: 'POST', url, payload: call('wa-closed', '628129@c.us') });
        assert.equal(res.statusCode, 401, url);
      }
    } finally {
      await closed.app.close();
    }
  });

  test('a message is stored once per id, still 200; linked to the employee whose number sent it', async () => {
    const first = await post(call('false_6281234567801@c.us_3EB0A1', '6281234567801@c.us', 'Izin terlambat'));
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { message: 'Pesan WhatsApp diterima', stored: true });
    const again = await post(call('false_6281234567801@c.us_3EB0A1', '6281234567801@c.us', 'Izin terlambat'));
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().stored, false);
    // By header, from an unknown number and from the ambiguous one.
    const byHeader = await post(call('wa-2', '6285700000000@c.us', 'Siapa ini?'), '/api/webhook/wa', {
      'x-webhook-token': SECRET,
    });
    assert.equal(byHeader.statusCode, 200, byHeader.body);
    assert.equal((await post(call('wa-3', '6281234567899@c.us', 'Dua pegawai'))).statusCode, 200);
    // Other events are acknowledged, not stored.
    const ack = await post({ ...call('wa-4', '6281234567801@c.us'), event_type: 'message_ack' });
    assert.equal(ack.statusCode, 200);
    assert.equal(ack.json().stored, false);
    const mine = await post(call('wa-5', '6281234567801@c.us', 'dari saya', { fromMe: true }));
    assert.equal(mine.json().stored, false);

    const rows = await t.db.selectFrom('whatsapp_inbound').selectAll().orderBy('id').execute();
    assert.deepEqual(
      rows.map((r) => [r.message_id, r.sender_number, r.pegawai_id, r.body]),
      [
        ['false_6281234567801@c.us_3EB0A1', '6281234567801', aniPegawaiId, 'Izin terlambat'],
        ['wa-2', '6285700000000', null, 'Siapa ini?'],
        ['wa-3', '6281234567899', null, 'Dua pegawai'],
      ],
    );
    assert.equal(rows[0].sent_at?.getTime(), 1_764_000_000_000);
  });

  test('each list: the outbox WhatsApp rows by state (no body, masked) and the inbox with the employee', async () => {
    const all = (await list('?event=all')).json();
    assert.equal(all.total, 6);
    assert.deepEqual(all.counts, { all: 6, queue: 1, sent: 2, unsent: 1, invalid: 1, expired: 1, inbox: 3 });
    assert.equal((await list('')).json().total, 6, 'all by default');
    for (const [event, n] of [
      ['queue', 1],
      ['sent', 2],
      ['unsent', 1],
      ['invalid', 1],
      ['expired', 1],
    ] as const) {
      const res = (await list(`?event=${event}`)).json();
      assert.equal(res.total, n, event);
      for (const row of res.data) {
        assert.equal(row.status, event);
        assert.equal(row.direction, 'outgoing');
        assert.equal(row.body, null);
      }
    }
    const body = (await list('?event=all')).body;
    assert.ok(!body.includes('Kode rahasia'), 'never an outgoing body');
    assert.ok(!body.includes('6281200000006'), 'numbers masked');
    assert.equal((await list('?event=sent&search=0006')).json().total, 1);

    const inbox = (await list('?event=inbox')).json();
    assert.equal(inbox.total, 3);
    const ani = inbox.data.find((r: { body: string }) => r.body === 'Izin terlambat');
    assert.equal(ani.pegawai_nama, 'Ani Lestari');
    assert.equal(ani.pegawai_id, aniPegawaiId);
    assert.equal(ani.status, 'received');
    assert.equal(ani.number, '6281*******01');
    assert.equal((await list('?event=inbox&search=ani lest')).json().total, 1);
    assert.equal((await list('?event=inbox&search=siapa')).json().total, 1);
    assert.equal((await list('?event=inbox&search=%25')).json().total, 0);
    const page = (await list('?event=inbox&per_page=2&page=2')).json();
    assert.deepEqual([page.from, page.to, page.total, page.last_page, page.data.length], [3, 3, 3, 2, 1]);
  });

  test('roles: 63 (and the super admin demo account, who has 63) only; pegawai 403; anonymous 401', async () => {
    assert.equal((await list('?event=inbox', pegawaiToken)).statusCode, 403);
    assert.equal((await list('?event=inbox', adminToken)).statusCode, 403, 'role 1 alone is not 63');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/webhook/wa' })).statusCode, 401);
  });

  test('unknown event: 400 Unsuccessful Event; hostile input 4xx, never stored', async () => {
    const res = await list('?event=hapus');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Unsuccessful Event');
    for (const query of ['?per_page=0', '?page=x', `?search=${'x'.repeat(101)}`]) {
      const r = await list(query);
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${query}: ${r.statusCode}`);
    }
    const hostile: unknown[] = [
      {},
      { event_type: 'message_received' },
      { event_type: 'message_received', data: { id: '', from: '628@c.us' } },
      { event_type: 'message_received', data: { id: 'x', from: { nomor: 12 } } },
      call('wa-long', '628@c.us', 'x'.repeat(10_001)),
      call('wa-time', '628@c.us', 'x', { time: 'kemarin' }),
      [],
      'teks',
    ];
    for (const payload of hostile) {
      const r = await post(payload);
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${JSON.stringify(payload).slice(0, 80)}: ${r.statusCode}`);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/webhook/wa?token=${SECRET}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(call('wa-huge', '628@c.us', 'x'.repeat(9000), { pad: 'y'.repeat(70_000) })),
    });
    assert.equal(huge.statusCode, 413);
    // NUL cannot be stored in PostgreSQL text: the platform's input guard refuses it.
    assert.equal((await post(call('wa-nul', '6281234567801@c.us', 'a\u0000b'))).statusCode, 422);
    assert.equal(
      (await t.db.selectFrom('whatsapp_inbound').select('id').where('message_id', 'like', 'wa-long%').execute()).length,
      0,
    );
  });
});
