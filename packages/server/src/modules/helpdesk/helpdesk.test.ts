/**
 * The helpdesk on PostgreSQL: raising a ticket with an attachment, scoping (another employee's
 * ticket → 404, their attachments too), agents' routes refused to employees (403), take / reply /
 * status transitions (allowed ones, refused ones → 422, the requester's limits → 403), SLA clocks
 * with fixed times (pure and through the list filter and summary), notifications, bad input → 4xx.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { HelpdeskListAnswer, HelpdeskMutationAnswer, HelpdeskSummaryAnswer } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { slaOf } from './helpdesk-sla.js';

const BASE = '/api/general/helpdesk';
const MIN = 60_000;

describe('SLA clocks (fixed times)', () => {
  const t0 = new Date('2026-03-02T01:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

  test('Kritis: answered in 20 min (met), solved after 5 h (breached)', () => {
    const sla = slaOf(
      { prioritas: 'Kritis', created_at: t0, first_response_at: at(20), resolved_at: at(300), closed_at: null },
      at(400),
    );
    assert.deepEqual(
      { r: sla.response.state, rm: sla.response.menit, s: sla.resolution.state, sm: sla.resolution.menit },
      { r: 'met', rm: 20, s: 'breached', sm: 300 },
    );
    assert.equal(sla.response.target_menit, 30);
    assert.equal(sla.resolution.due_at, at(240).toISOString());
  });

  test('running clocks: running before the target, breached after it, exactly on it still running/met', () => {
    const open = {
      prioritas: 'Sedang' as const,
      created_at: t0,
      first_response_at: null,
      resolved_at: null,
      closed_at: null,
    };
    assert.equal(slaOf(open, at(239)).response.state, 'running');
    assert.equal(slaOf(open, at(240)).response.state, 'running');
    assert.equal(slaOf(open, at(241)).response.state, 'breached');
    assert.equal(slaOf(open, at(241)).resolution.state, 'running');
    assert.equal(slaOf({ ...open, first_response_at: at(240) }, at(999)).response.state, 'met');
  });

  test('a ticket closed without an answer stops both clocks at its closing', () => {
    const sla = slaOf(
      { prioritas: 'Rendah', created_at: t0, first_response_at: null, resolved_at: null, closed_at: at(60) },
      at(100_000),
    );
    assert.equal(sla.response.state, 'met');
    assert.equal(sla.resolution.state, 'met');
    assert.equal(sla.resolution.menit, 60);
  });
});

describe('helpdesk (/api/general/helpdesk)', () => {
  let t: TestApp;
  let dataDir: string;
  let u: Record<'ani' | 'budi' | 'agen' | 'agen2' | 'hr' | 'nobody', Account>;
  let kategori: number;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-helpdesk-test-'));
    t = await createTestApp({ config: { dataDir } });
    const kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Wahyudi', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bogor } },
      agen: { roles: [10, 63], pegawai: { nama: 'Agus Petugas', kantor_id: kantor.pusat } },
      agen2: { roles: [63], pegawai: { nama: 'Dewi Petugas', kantor_id: kantor.pusat } },
      hr: { roles: [10, 57], pegawai: { nama: 'Hana SDM', kantor_id: kantor.pusat } },
      nobody: [],
    });
    kategori = (await t.db.selectFrom('helpdesk_kategori').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const ok = async (who: Account, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const res = await call(who, method, url, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HelpdeskMutationAnswer>();
  };
  const raise = (who: Account, extra: object = {}) =>
    ok(who, 'POST', BASE, {
      subjek: 'Tidak bisa login',
      kategori_id: kategori,
      prioritas: 'Tinggi',
      body: 'Mohon bantuan.',
      ...extra,
    });

  let ticket: HelpdeskMutationAnswer['data'];

  test('an employee raises a ticket with an attachment: Baru, numbered, one message, clocks running; agents are notified', async () => {
    const answer = await raise(u.ani, {
      subjek: '  Tidak bisa login ke portal  ',
      attachments: [{ name: 'bukti.pdf', content_base64: samplePdf().toString('base64') }],
    });
    ticket = answer.data;
    assert.equal(answer.message, 'Tiket created');
    assert.equal(ticket.status, 'Baru');
    assert.match(ticket.nomor, /^HD-\d{6}$/);
    assert.equal(ticket.subjek, 'Tidak bisa login ke portal');
    assert.deepEqual(ticket.requester, { user_id: u.ani.id, nama: 'Ani Wahyudi' });
    assert.equal(ticket.messages.length, 1);
    assert.equal(ticket.messages[0].attachments[0].name, 'bukti.pdf');
    assert.equal(ticket.sla.response.state, 'running');
    assert.equal(ticket.sla.response.target_menit, 60);
    assert.deepEqual(ticket.allowed_statuses, []);
    const notified = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'link'])
      .where('kind', '=', 'helpdesk')
      .execute();
    assert.deepEqual(new Set(notified.map((n) => n.user_id)), new Set([u.agen.id, u.agen2.id]));
    assert.equal(notified[0].link, `/helpdesk/tiket/${ticket.id}`);
  });

  test('employees see only their own tickets: another employee gets 404 for the ticket and its file', async () => {
    const own = await call(u.ani, 'GET', `${BASE}/x/tiket`);
    assert.equal(own.json<HelpdeskListAnswer>().total, 1);
    const other = await call(u.budi, 'GET', `${BASE}/x/tiket`);
    assert.equal(other.json<HelpdeskListAnswer>().total, 0);
    assert.equal((await call(u.budi, 'GET', `${BASE}/${ticket.id}`)).statusCode, 404);
    assert.equal((await call(u.budi, 'GET', `${BASE}/999999`)).statusCode, 404);
    const fileId = ticket.messages[0].attachments[0].id;
    assert.equal((await call(u.budi, 'GET', `${BASE}/${ticket.id}/x/file?file_id=${fileId}`)).statusCode, 404);
    assert.equal((await call(u.ani, 'GET', `${BASE}/${ticket.id}/x/file?file_id=${fileId}`)).statusCode, 200);
    assert.equal((await call(u.budi, 'POST', `${BASE}/${ticket.id}/x/message`, { body: 'Saya juga' })).statusCode, 404);
    assert.equal(
      (await call(u.budi, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Ditutup' })).statusCode,
      404,
    );
  });

  test('the agents’ routes refuse employees, HR without 63 and accounts without roles (403)', async () => {
    for (const who of [u.ani, u.hr, u.nobody])
      for (const path of ['x/agent', 'x/summary', 'x/agents'])
        assert.equal((await call(who, 'GET', `${BASE}/${path}`)).statusCode, 403, `${path}`);
    assert.equal(
      (await call(u.nobody, 'POST', BASE, { subjek: 'x', kategori_id: kategori, prioritas: 'Rendah', body: 'x' }))
        .statusCode,
      403,
    );
    assert.equal((await call(u.ani, 'PUT', `${BASE}/${ticket.id}`, { action: 'take' })).statusCode, 403);
  });

  test('an agent takes it (Diproses, assigned), answers (response clock stops), solves; the requester reopens and closes', async () => {
    const all = await call(u.agen, 'GET', `${BASE}/x/agent?status=Baru&search=login`);
    assert.deepEqual(
      all.json<HelpdeskListAnswer>().data.map((r) => r.id),
      [ticket.id],
    );
    let answer = await ok(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'take' });
    assert.equal(answer.message, 'Tiket updated');
    assert.equal(answer.data.status, 'Diproses');
    assert.equal(answer.data.assignee?.user_id, u.agen.id);
    assert.deepEqual(answer.data.allowed_statuses, ['Selesai']);

    answer = await ok(u.agen, 'POST', `${BASE}/${ticket.id}/x/message`, { body: 'Sedang kami periksa.' });
    assert.equal(answer.message, 'Pesan terkirim');
    assert.equal(answer.data.messages.at(-1)?.is_agent, true);
    assert.ok(answer.data.first_response_at);
    assert.equal(answer.data.sla.response.state, 'met');

    // The requester cannot solve it; an agent cannot close a ticket in progress.
    assert.equal(
      (await call(u.ani, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Selesai' })).statusCode,
      403,
    );
    const refused = await call(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Ditutup' });
    assert.equal(refused.statusCode, 422);
    assert.equal(
      refused.json<{ message: string }>().message,
      'Status tiket tidak dapat diubah dari Diproses ke Ditutup',
    );

    answer = await ok(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Selesai' });
    assert.equal(answer.data.status, 'Selesai');
    assert.ok(answer.data.resolved_at);
    assert.equal(answer.data.sla.resolution.state, 'met');

    const mine = await ok(u.ani, 'GET', `${BASE}/${ticket.id}`);
    assert.deepEqual(mine.data.allowed_statuses, ['Ditutup', 'Diproses']);
    answer = await ok(u.ani, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Diproses' });
    assert.equal(answer.data.resolved_at, null);
    await ok(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Selesai' });
    answer = await ok(u.ani, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Ditutup' });
    assert.equal(answer.data.status, 'Ditutup');
    assert.ok(answer.data.closed_at);

    // Closed: no status change, no message.
    assert.equal(
      (await call(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'status', status: 'Diproses' })).statusCode,
      422,
    );
    assert.equal(
      (await call(u.ani, 'POST', `${BASE}/${ticket.id}/x/message`, { body: 'Terima kasih' })).statusCode,
      422,
    );

    const toAni = await t.db.selectFrom('notifications').select('title').where('user_id', '=', u.ani.id).execute();
    assert.ok(toAni.some((n) => n.title.includes('berstatus Selesai')));
  });

  test('assign: only to an agent (422 otherwise); Baru → Selesai is refused (422)', async () => {
    const { data } = await raise(u.budi);
    assert.equal(
      (await call(u.agen, 'PUT', `${BASE}/${data.id}`, { action: 'assign', assignee_id: u.hr.id })).statusCode,
      422,
    );
    const assigned = await ok(u.agen, 'PUT', `${BASE}/${data.id}`, { action: 'assign', assignee_id: u.agen2.id });
    assert.equal(assigned.data.assignee?.nama, 'Dewi Petugas');
    assert.equal(assigned.data.status, 'Baru');
    assert.equal(
      (await call(u.agen, 'PUT', `${BASE}/${data.id}`, { action: 'status', status: 'Selesai' })).statusCode,
      422,
    );
    const agents = await call(u.agen, 'GET', `${BASE}/x/agents`);
    assert.deepEqual(
      agents
        .json<{ data: { id: number }[] }>()
        .data.map((a) => a.id)
        .sort(),
      [u.agen.id, u.agen2.id].sort(),
    );
  });

  test('SLA with fixed past times: the breached filter and the summary count it', async () => {
    const { data } = await raise(u.budi, { subjek: 'Printer rusak', prioritas: 'Kritis' });
    // Raised 2 hours ago, answered after 45 minutes, never solved: both Kritis clocks breached.
    await sql`UPDATE helpdesk_tiket SET created_at = now() - interval '2 hours',
      first_response_at = now() - interval '75 minutes', status = 'Diproses' WHERE id = ${data.id}`.execute(t.db);
    const shown = await ok(u.budi, 'GET', `${BASE}/${data.id}`);
    assert.equal(shown.data.sla.response.state, 'breached');
    assert.equal(shown.data.sla.response.menit, 45);
    assert.equal(shown.data.sla.resolution.state, 'running');

    const breached = await call(u.agen, 'GET', `${BASE}/x/agent?sla=breached`);
    assert.deepEqual(
      breached.json<HelpdeskListAnswer>().data.map((r) => r.id),
      [data.id],
    );
    const summary = (await call(u.agen, 'GET', `${BASE}/x/summary`)).json<HelpdeskSummaryAnswer>().data;
    assert.equal(summary.total, 3);
    assert.equal(summary.response_breached, 1);
    assert.equal(summary.per_status.find((s) => s.key === 'Ditutup')?.jumlah, 1);
    assert.equal(summary.per_prioritas.find((s) => s.key === 'Kritis')?.jumlah, 1);
    assert.equal(summary.per_kategori.find((k) => k.id === kategori)?.jumlah, 3);
    assert.ok(summary.avg_response_menit !== null && summary.avg_response_menit >= 0);
  });

  test('bad input → 4xx with nothing written', async () => {
    const before = await t.db
      .selectFrom('helpdesk_tiket')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const cases: [object, number][] = [
      [{ subjek: '   ', kategori_id: kategori, prioritas: 'Rendah', body: 'x' }, 422],
      [{ subjek: 'x', kategori_id: 999_999, prioritas: 'Rendah', body: 'x' }, 422],
      [{ subjek: 'x', kategori_id: kategori, prioritas: 'Darurat', body: 'x' }, 422],
      [{ subjek: 'x', kategori_id: kategori, prioritas: 'Rendah', body: '' }, 422],
      [
        {
          subjek: 'x',
          kategori_id: kategori,
          prioritas: 'Rendah',
          body: 'x',
          attachments: [{ name: 'a.pdf', content_base64: '%%%' }],
        },
        422,
      ],
      [{ subjek: 'x', kategori_id: 'satu', prioritas: 'Rendah', body: 'x' }, 422],
    ];
    for (const [body, status] of cases) {
      const res = await call(u.ani, 'POST', BASE, body);
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${JSON.stringify(body)}: ${res.statusCode} ${res.body}`,
      );
      assert.equal(res.statusCode, status, res.body);
    }
    const after = await t.db
      .selectFrom('helpdesk_tiket')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
    const unknown = await call(u.agen, 'PUT', `${BASE}/${ticket.id}`, { action: 'hapus' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ message: string }>().message, 'Unsuccessful Action');
  });
});
