/** Recovery contacts for HR (spec /sdm/pegawai/x/whatsapp, /x/email, events unregistered_*), issue #12. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('employees with and without a recovery contact', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  before(async () => {
    t = await createTestApp();
    const withBoth = await createUser(t.db, {
      name: 'ani',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'Ani Lestari' },
    });
    const phoneOnly = await createUser(t.db, {
      name: 'budi',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'Budi Santoso' },
    });
    await createUser(t.db, { name: 'citra', password: 'Rahasia#2026', roles: [10], pegawai: { nama: 'Citra Dewi' } });
    await t.db
      .updateTable('pegawai')
      .set({ phone: '6281234567890' })
      .where('id', 'in', [withBoth.pegawaiId!, phoneOnly.pegawaiId!])
      .execute();
    await t.db.updateTable('users').set({ email: 'ani@bank.example' }).where('id', '=', withBoth.id).execute();
    await createUser(t.db, { name: 'hr', password: 'Rahasia#2026', roles: [10, 57], pegawai: { nama: 'Hana Rahma' } });
    await createUser(t.db, {
      name: 'terbatas',
      password: 'Rahasia#2026',
      roles: [10, 57, 8],
      pegawai: { nama: 'Teguh' },
    });
    for (const name of ['ani', 'hr', 'terbatas']) token[name] = (await t.login(name, 'Rahasia#2026')).access_token;
  });
  after(() => t.close());

  const names = async (url: string, who = 'hr') => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.map((r: { nama: string; contact: string | null }) => [r.nama, r.contact]);
  };

  test('who has a WhatsApp number or an e-mail, and who has not', async () => {
    assert.deepEqual(await names('/api/sdm/pegawai/x/whatsapp'), [
      ['Ani Lestari', '6281234567890'],
      ['Budi Santoso', '6281234567890'],
    ]);
    assert.deepEqual(await names('/api/sdm/pegawai/x/email?registered=true'), [['Ani Lestari', 'ani@bank.example']]);
    assert.deepEqual(
      (await names('/api/sdm/pegawai/x/whatsapp?registered=false')).map(([n]: string[]) => n),
      ['Citra Dewi', 'Hana Rahma', 'Teguh'],
    );
    assert.deepEqual(
      (await names('/api/sdm/pegawai?event=unregistered_email&search=santoso')).map(([n]: string[]) => n),
      ['Budi Santoso'],
    );
    assert.deepEqual(
      (await names('/api/sdm/pegawai?event=unregistered_whatsapp')).map(([n]: string[]) => n),
      ['Citra Dewi', 'Hana Rahma', 'Teguh'],
    );
  });

  test('HR only (57); the WhatsApp numbers not with restricted access (8), as the pages say', async () => {
    const status = async (who: string, url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(token[who]) })).statusCode;
    for (const url of [
      '/api/sdm/pegawai/x/whatsapp',
      '/api/sdm/pegawai/x/email',
      '/api/sdm/pegawai?event=unregistered_email',
      '/api/sdm/pegawai?event=unregistered_whatsapp',
    ])
      assert.equal(await status('ani', url), 403, `ani ${url}`);
    // HR with restricted access: the e-mail pages and both lists of employees without a contact
    // (/pegawai/contact/email, email_unregistered, wa_unregistered: 57), not the WhatsApp numbers
    // (/pegawai/contact/wa: 57, not 8).
    assert.equal(await status('terbatas', '/api/sdm/pegawai/x/whatsapp'), 403);
    assert.equal(await status('terbatas', '/api/sdm/pegawai/x/whatsapp?registered=false'), 403);
    for (const url of [
      '/api/sdm/pegawai/x/email',
      '/api/sdm/pegawai?event=unregistered_email',
      '/api/sdm/pegawai?event=unregistered_whatsapp',
    ])
      assert.equal(await status('terbatas', url), 200, `terbatas ${url}`);
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sdm/pegawai/x/email?registered=maybe',
          headers: bearer(token.hr),
        })
      ).statusCode,
      422,
    );
  });

  const post = (url: string, payload?: object, who = 'hr') =>
    t.app.inject({ method: 'POST', url, headers: bearer(token[who]), ...(payload ? { payload } : {}) });
  const rows = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token.hr) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { nama: string; verified: boolean; pegawai_id: number }[];
  };

  test('the contact pages (issue #22): sort, verified state and filter, a verification link through the outbox', async () => {
    assert.deepEqual(
      (await rows('/api/sdm/pegawai/x/whatsapp?sortbydesc=nama')).map((r) => r.nama),
      ['Budi Santoso', 'Ani Lestari'],
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/sdm/pegawai/x/whatsapp?sortby=gaji', headers: bearer(token.hr) }))
        .statusCode,
      422,
    );
    const [ani] = await rows('/api/sdm/pegawai/x/email');
    assert.equal(ani.verified, false);

    const sent = await post('/api/sdm/pegawai/x/email', { pegawai_id: ani.pegawai_id });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { message: 'Link verifikasi telah di kirim ke email tersebut' });
    const mail = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(mail.recipient, 'ani@bank.example');
    const link = /verify\?token=([^\s]+)/.exec(mail.body)?.[1];
    assert.ok(link, mail.body);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { token: decodeURIComponent(link) },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    assert.deepEqual(
      (await rows('/api/sdm/pegawai/x/email?verified=true')).map((r) => [r.nama, r.verified]),
      [['Ani Lestari', true]],
    );
    assert.deepEqual(await rows('/api/sdm/pegawai/x/email?verified=false'), []);

    const wa = await post('/api/sdm/pegawai/x/whatsapp', { pegawai_id: ani.pegawai_id });
    assert.equal(wa.statusCode, 200, wa.body);
    assert.deepEqual(wa.json(), { message: 'Link verifikasi telah di kirim ke nomor whatsapp tersebut' });
    const waMessage = await t.db
      .selectFrom('outbox')
      .select(['channel', 'recipient'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(waMessage.channel, 'whatsapp');
    assert.equal(waMessage.recipient, '6281234567890');

    // No contact on file: 422; no account: 404; not HR: 403; bad body: 422.
    const citra = (await rows('/api/sdm/pegawai/x/whatsapp?registered=false&search=citra'))[0];
    assert.equal((await post('/api/sdm/pegawai/x/whatsapp', { pegawai_id: citra.pegawai_id })).statusCode, 422);
    assert.equal((await post('/api/sdm/pegawai/x/whatsapp', { pegawai_id: 999999 })).statusCode, 404);
    assert.equal((await post('/api/sdm/pegawai/x/email', { pegawai_id: ani.pegawai_id }, 'ani')).statusCode, 403);
    assert.equal(
      (await post('/api/sdm/pegawai/x/whatsapp', { pegawai_id: ani.pegawai_id }, 'terbatas')).statusCode,
      403,
    );
    assert.equal((await post('/api/sdm/pegawai/x/email', { pegawai_id: 'ani' })).statusCode, 422);
  });

  test('the contacts export queues a job (HR only)', async () => {
    await t.app.jobs.start();
    const exp = await post('/api/sdm/pegawai/x/whatsapp/x/export');
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal(exp.json().message, 'Export data kontak-whatsapp created, menunggu proses selesai.');
    const job = await pollJob(t, token.hr, exp.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.result.rows, 2);
    assert.equal((await post('/api/sdm/pegawai/x/email/x/export', undefined, 'ani')).statusCode, 403);
    assert.equal((await post('/api/sdm/pegawai/x/whatsapp/x/export', undefined, 'terbatas')).statusCode, 403);
    assert.equal((await post('/api/sdm/pegawai/x/email/x/export', undefined, 'terbatas')).statusCode, 200);
  });
});
