/** The outbox viewer for admins: roles, the spec's WhatsApp lists (all, queue, sent, …), paging, masking. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PASSWORD = 'Rahasia#2026';

describe('GET /api/general/outbox', () => {
  let t: TestApp;
  let adminToken: string;
  let devToken: string;
  let pegawaiToken: string;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, { name: 'admin', password: PASSWORD, roles: [1] });
    await createUser(t.db, { name: 'developer', password: PASSWORD, roles: [63] });
    await createUser(t.db, { name: 'pegawai', password: PASSWORD, roles: [10] });
    adminToken = (await t.login('admin', PASSWORD)).access_token;
    devToken = (await t.login('developer', PASSWORD)).access_token;
    pegawaiToken = (await t.login('pegawai', PASSWORD)).access_token;
    const wa = (recipient: string, status: 'queue' | 'sent' | 'unsent' | 'invalid' | 'expired') => ({
      channel: 'whatsapp' as const,
      recipient,
      body: `Pesan untuk ${recipient}`,
      status,
    });
    await t.db
      .insertInto('outbox')
      .values([
        {
          channel: 'email',
          recipient: 'ani@bank.test',
          subject: 'Reset password Portal SDM',
          template: 'reset_password',
          body: 'Buka http://portal.test/reset-password?token=RAHASIA1 dalam 1 jam',
          status: 'sent',
          sent_at: new Date(),
        },
        {
          channel: 'email',
          recipient: 'budi@bank.test',
          subject: 'Reset password Portal SDM',
          template: 'reset_password',
          body: 'Buka http://portal.test/reset-password?token=RAHASIA2 dalam 1 jam',
          last_error: 'budi@bank.test: mailbox full',
        },
        wa('6281200000001', 'queue'),
        wa('6281200000002', 'sent'),
        wa('6281200000003', 'unsent'),
        wa('nomor', 'invalid'),
        wa('6281200000005', 'expired'),
      ])
      .execute();
  });
  after(() => t.close());

  const get = (query: string, token = adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/general/outbox${query}`, headers: bearer(token) });

  test('roles 1 and 63 only', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/outbox' })).statusCode, 401);
    assert.equal((await get('', pegawaiToken)).statusCode, 403);
    assert.equal((await get('', devToken)).statusCode, 200);
    assert.equal((await get('')).statusCode, 200);
  });

  test('the WhatsApp lists: all, queue, sent, unsent, invalid, expired, with counts per state', async () => {
    const all = (await get('?channel=whatsapp&status=all')).json();
    assert.equal(all.total, 5);
    assert.deepEqual(all.counts, { queue: 1, sent: 1, unsent: 1, invalid: 1, expired: 1 });
    for (const status of ['queue', 'sent', 'unsent', 'invalid', 'expired']) {
      const res = (await get(`?channel=whatsapp&status=${status}`)).json();
      assert.equal(res.total, 1, status);
      assert.equal(res.data[0].status, status);
      assert.equal(res.data[0].channel, 'whatsapp');
    }
    const everything = (await get('')).json();
    assert.equal(everything.total, 7);
    assert.equal(everything.data[0].recipient, '6281*******05', 'newest first, masked');
  });

  test('search, paging and the row fields: status, masked recipient, template, times; never body or error', async () => {
    const found = (await get('?search=BUDI')).json();
    assert.equal(found.total, 1);
    const row = found.data[0];
    assert.deepEqual(Object.keys(row).sort(), [
      'attempts',
      'channel',
      'created_at',
      'id',
      'recipient',
      'sent_at',
      'status',
      'template',
      'updated_at',
    ]);
    assert.equal(row.template, 'reset_password');
    assert.equal(row.recipient, 'bu**@bank.test');
    assert.equal((await get('?search=reset_pass')).json().total, 2);
    const page = (await get('?per_page=3&page=3')).json();
    assert.deepEqual([page.from, page.to, page.total, page.last_page], [7, 7, 7, 3]);
  });

  test('no link, token or body of any message, queued or sent, reaches the viewer', async () => {
    for (const query of ['', '?channel=email', '?status=queue', '?status=sent', '?search=bank']) {
      const body = (await get(query)).body;
      for (const secret of ['RAHASIA', 'token=', 'reset-password', 'Pesan untuk', 'mailbox full'])
        assert.ok(!body.includes(secret), `${query}: ${secret}`);
    }
  });

  test('bad filters answer 422', async () => {
    for (const query of ['?status=terkirim', '?channel=sms', '?per_page=0', '?page=x']) {
      const res = await get(query);
      assert.equal(res.statusCode, 422, query);
      assert.ok(res.json().errors, query);
    }
  });
});
