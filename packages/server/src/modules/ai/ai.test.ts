/**
 * /api/ai/x/* on the real app without a provider (the offline assistant): agents (manageAiAgents),
 * own sessions only, the chat stream, the offline questions answered through the portal tools with
 * the asking user's permissions, the FAQ fallback, and /api/secure/agent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { answerText, insertAnnualLeave, parseSse } from '../../../test/helpers/ai-seed.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { AppContext } from '../../platform/context.js';
import { AI_REFUSALS, PortalTools } from './ai-tools.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#38a"/></svg>';
const AGENT = {
  nama: 'Agen Cuti',
  avatar_svg: SVG,
  system_prompt: 'Jawab soal cuti.',
  model: '',
  temperature: 0.3,
  tools: ['saldo_cuti', 'izin_saya'],
  is_active: true,
};

describe('AI assistant (/api/ai/x/*), offline', () => {
  let t: TestApp;
  let users: Record<'sistem' | 'bos' | 'hr' | 'kpi' | 'pegawai', Account>;
  let defaultAgentId: number;
  const call = authorisedCaller<keyof typeof users>(
    () => t.app,
    (who) => users[who].token,
  );

  async function newSession(who: keyof typeof users, agentId = defaultAgentId): Promise<number> {
    const res = await call(who, 'POST', '/api/ai/x/session', { agent_id: agentId });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id;
  }

  async function ask(who: keyof typeof users, sessionId: number, content: string) {
    const res = await call(who, 'POST', `/api/ai/x/session/${sessionId}/chat`, { content });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /text\/event-stream/);
    const events = parseSse(res.body);
    return { events, text: answerText(events) };
  }

  before(async () => {
    t = await createTestApp();
    const kantor = await seedKantor(t.db);
    const pusat = kantor.pusat;
    const [kepala, staf] = await createJabatanChain(t.db, ['Kepala Bagian SDM', 'Staf SDM']);
    users = await createAccounts(t, {
      sistem: { roles: [9], pegawai: { nama: 'Sari Sistem', kantor_id: pusat } },
      bos: { roles: [10], pegawai: { nama: 'Budi Atasan', kantor_id: pusat, jabatan_id: kepala } },
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Personalia', kantor_id: pusat, jabatan_id: staf } },
      kpi: { roles: [10, 64], pegawai: { nama: 'Kiki Kinerja', kantor_id: pusat } },
      pegawai: { roles: [10], pegawai: { nama: 'Pandu Pegawai', kantor_id: pusat } },
    });
    const options = await call('hr', 'GET', '/api/ai/x/agent?event=indexOptions');
    defaultAgentId = options.json().data[0].id;
  });
  after(() => t.close());

  test('agents: role 9 manages them (svg avatar, tools); the others read; bad avatars and tools are 422', async () => {
    const created = await call('sistem', 'POST', '/api/ai/x/agent', AGENT);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Agent created');
    const id = created.json().data.id;
    assert.deepEqual(created.json().data, { id, ...AGENT });

    assert.equal((await call('hr', 'POST', '/api/ai/x/agent', AGENT)).statusCode, 403);
    assert.equal((await call('hr', 'PUT', `/api/ai/x/agent/${id}`, AGENT)).statusCode, 403);
    assert.equal((await call('pegawai', 'GET', '/api/ai/x/agent')).statusCode, 403);

    const options = await call('kpi', 'GET', '/api/ai/x/agent?event=indexOptions');
    assert.deepEqual(
      options.json().data.find((a: { id: number }) => a.id === id),
      { id, nama: 'Agen Cuti', avatar_svg: SVG },
    );
    const scripted = await call('sistem', 'POST', '/api/ai/x/agent', {
      ...AGENT,
      avatar_svg: '<svg onload="alert(1)"></svg>',
    });
    assert.equal(scripted.statusCode, 422);
    assert.ok(scripted.json().errors.avatar_svg);
    const unknownTool = await call('sistem', 'POST', '/api/ai/x/agent', { ...AGENT, tools: ['baca_semua_gaji'] });
    assert.equal(unknownTool.statusCode, 422);
    assert.deepEqual(unknownTool.json().errors.tools, ['Alat "baca_semua_gaji" tidak dikenal']);
    assert.equal((await call('sistem', 'POST', '/api/ai/x/agent', { ...AGENT, temperature: 5 })).statusCode, 422);

    const updated = await call('sistem', 'PUT', `/api/ai/x/agent/${id}`, { ...AGENT, is_active: false });
    assert.equal(updated.json().message, 'Agent updated');
    const afterUpdate = await call('kpi', 'GET', '/api/ai/x/agent?event=indexOptions');
    assert.ok(!afterUpdate.json().data.some((a: { id: number }) => a.id === id), 'inactive agents are not offered');
    assert.equal((await call('hr', 'POST', '/api/ai/x/session', { agent_id: id })).statusCode, 422);
    const list = await call('hr', 'GET', '/api/ai/x/agent?search=cuti');
    assert.deepEqual(
      list.json().data.map((a: { nama: string }) => a.nama),
      ['Agen Cuti'],
    );
    assert.equal((await call('sistem', 'DELETE', `/api/ai/x/agent/${id}`)).json().message, 'Agent deleted');
    assert.equal((await call('sistem', 'DELETE', `/api/ai/x/agent/${id}`)).statusCode, 404);
  });

  test('sessions: created, renamed and deleted by their owner; another user sees none of them', async () => {
    const created = await call('hr', 'POST', '/api/ai/x/session', { agent_id: defaultAgentId, judul: 'Cuti Maret' });
    assert.equal(created.json().message, 'Session Created');
    const id = created.json().data.id;
    assert.equal(created.json().data.judul, 'Cuti Maret');
    assert.equal(created.json().data.agent_nama, 'Asisten SDM');

    const byAgent = await call(
      'hr',
      'GET',
      `/api/ai/x/session?event=indexSessionByAgentIdAndUserId&agent_id=${defaultAgentId}`,
    );
    assert.ok(byAgent.json().data.some((s: { id: number }) => s.id === id));
    const otherAgent = await call('hr', 'GET', '/api/ai/x/session?event=indexSessionByAgentIdAndUserId&agent_id=99999');
    assert.deepEqual(otherAgent.json().data, []);
    // A page of one still counts every own session, and a search narrows page and total alike.
    const own = (await call('hr', 'GET', '/api/ai/x/session?per_page=1')).json();
    const owned = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ai_session s JOIN users u ON u.id = s.user_id
      WHERE u.name = 'hr'`.execute(t.db);
    assert.deepEqual([own.data.length, own.total], [1, owned.rows[0].n]);
    const searched = (await call('hr', 'GET', '/api/ai/x/session?search=Cuti%20Mar')).json();
    assert.equal(searched.total, searched.data.length);
    assert.ok(searched.data.every((s: { judul: string }) => s.judul.includes('Cuti Mar')));

    // kpi may use the assistant, but never someone else's session: the same 404 as a missing one.
    assert.equal((await call('kpi', 'GET', '/api/ai/x/session')).json().total, 0);
    assert.deepEqual((await call('kpi', 'GET', '/api/ai/x/session?event=indexOptions')).json().data, []);
    for (const [method, url, body] of [
      ['GET', `/api/ai/x/session/${id}/message`, undefined],
      ['PUT', `/api/ai/x/session/${id}`, { judul: 'Punya saya' }],
      ['DELETE', `/api/ai/x/session/${id}`, undefined],
      ['POST', `/api/ai/x/session/${id}/chat`, { content: 'sisa cuti saya' }],
    ] as const) {
      const res = await call('kpi', method, url, body);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.equal(res.json().message, 'Sesi chat tidak ditemukan');
    }
    assert.equal((await call('pegawai', 'GET', '/api/ai/x/session')).statusCode, 403);
    assert.equal((await call('pegawai', 'POST', '/api/ai/x/session', { agent_id: defaultAgentId })).statusCode, 403);

    const renamed = await call('hr', 'PUT', `/api/ai/x/session/${id}`, { judul: ' Cuti April ' });
    assert.deepEqual([renamed.json().message, renamed.json().data.judul], ['Session updated', 'Cuti April']);
    assert.equal((await call('hr', 'PUT', `/api/ai/x/session/${id}`, { judul: '   ' })).statusCode, 422);
    assert.equal((await call('hr', 'POST', '/api/ai/x/session', { agent_id: 'satu' })).statusCode, 422);
    assert.equal((await call('hr', 'DELETE', `/api/ai/x/session/${id}`)).json().message, 'Session deleted');
    assert.equal((await call('hr', 'GET', `/api/ai/x/session/${id}/message`)).statusCode, 404);
  });

  test("offline: 'sisa cuti saya' streams the balance the leave page shows, and the history keeps it", async () => {
    await insertAnnualLeave(t.db, users.hr, 'disetujui');
    const status = await call('hr', 'GET', '/api/ai/x/status');
    assert.deepEqual(status.json().data, { mode: 'offline', label: 'Asisten offline' });

    const session = await newSession('hr');
    const { events, text } = await ask('hr', session, 'Berapa sisa cuti saya?');
    assert.deepEqual(events[0], { event: 'meta', data: { mode: 'offline', label: 'Asisten offline' } });
    assert.ok(events.filter((e) => e.event === 'token').length > 3, 'the answer arrives in pieces');
    const balance = (await call('hr', 'GET', '/api/sdm/pegawai/x/izin?event=index_config')).json().data.balance;
    assert.equal(balance.sisa, 9);
    assert.match(text, /\*\*9 hari\*\*/);
    assert.match(text, /Terpakai: 3 hari/);
    const tool = events.find((e) => e.event === 'tool');
    assert.deepEqual(tool?.data, {
      name: 'saldo_cuti',
      label: 'Saldo cuti tahunan',
      ok: true,
      summary: `Sisa cuti ${balance.tahun}: 9 hari`,
    });
    const done = events.at(-1)!;
    assert.equal(done.event, 'done');

    const history = (await call('hr', 'GET', `/api/ai/x/session/${session}/message`)).json().data;
    assert.deepEqual(
      history.map((m: { role: string; source: string | null }) => [m.role, m.source]),
      [
        ['user', null],
        ['assistant', 'offline'],
      ],
    );
    assert.equal(history[0].content, 'Berapa sisa cuti saya?');
    assert.equal(history[1].content, text);
    assert.equal(history[1].tool_calls[0].name, 'saldo_cuti');
    assert.ok(history[1].completion_tokens > 0 && history[1].prompt_tokens > 0);
    const listed = (await call('hr', 'GET', '/api/ai/x/session'))
      .json()
      .data.find((s: { id: number }) => s.id === session);
    assert.equal(listed.messages_count, 2);
  });

  test('offline: the other fixed questions, and the FAQ with page links for anything else', async () => {
    const session = await newSession('hr');
    assert.match((await ask('hr', session, 'berapa pegawai di kantor pusat')).text, /Kantor Pusat: \*\*5\*\* pegawai/);
    // Class words the office's name lacks are dropped: 'kantor cabang bandung' finds 'Bandung'.
    assert.match(
      (await ask('hr', session, 'berapa pegawai di kantor cabang Bandung?')).text,
      /Bandung: \*\*0\*\* pegawai/,
    );
    assert.match((await ask('hr', session, 'izin saya bulan ini')).text, /izin/i);
    assert.match((await ask('hr', session, 'persetujuan yang menunggu saya')).text, /persetujuan/);
    assert.equal(
      (await ask('hr', session, 'siapa atasan saya')).text,
      'Atasan Anda:\n\n- **Budi Atasan** (Kepala Bagian SDM)',
    );
    const faq = await ask('hr', session, 'bagaimana cara mengajukan perjalanan dinas SPPD?');
    assert.match(faq.text, /\[Buka halaman\]\(\/pegawai\/sppd\)/);
    const unknown = await ask('hr', session, 'qwerty zxcvb');
    assert.match(unknown.text, /belum memahami/);
  });

  test("offline: a user without HR rights asking for another employee's CV or an office's deductions is refused by the tool", async () => {
    const session = await newSession('kpi');
    const cv = await ask('kpi', session, 'tampilkan cv Hana Personalia');
    assert.equal(cv.text, AI_REFUSALS.cvOther);
    assert.doesNotMatch(cv.text, /Hana/);
    assert.equal(cv.events.find((e) => e.event === 'tool')?.data.ok, false);
    const potongan = await ask('kpi', session, 'potongan gaji kantor pusat');
    assert.equal(potongan.text, AI_REFUSALS.deductionsOther);
    const own = await ask('kpi', session, 'cv saya');
    assert.match(own.text, /Kiki Kinerja/);
    // HR may read another employee's CV, as on /pegawai/show/:id.
    const hrSession = await newSession('hr');
    assert.match((await ask('hr', hrSession, 'cv Kiki Kinerja')).text, /Kiki Kinerja/);
  });

  test('the tools refuse a pegawai (role 10) directly too, whatever the arguments say', async () => {
    const tools = new PortalTools({ db: t.db, config: t.config } as unknown as AppContext);
    const auth = { userId: users.pegawai.id, sessionId: 'x', roles: [10], jabatanId: null };
    const all = ['ringkasan_cv', 'potongan_gaji', 'cari_pegawai', 'saldo_cuti'];
    const cv = await tools.run(auth, all, 'ringkasan_cv', { pegawai_id: users.hr.pegawaiId });
    assert.deepEqual([cv.ok, cv.summary], [false, AI_REFUSALS.cvOther]);
    const byName = await tools.run(auth, all, 'ringkasan_cv', { nama: 'Hana' });
    assert.deepEqual([byName.ok, byName.summary], [false, AI_REFUSALS.cvOther]);
    const deductions = await tools.run(auth, all, 'potongan_gaji', { kantor: 'Pusat' });
    assert.deepEqual([deductions.ok, deductions.summary], [false, AI_REFUSALS.deductionsOther]);
    const search = await tools.run(auth, all, 'cari_pegawai', { nama: 'a' });
    assert.deepEqual([search.ok, search.summary], [false, AI_REFUSALS.searchEmployees]);
    const notAllowed = await tools.run(auth, ['saldo_cuti'], 'cari_pegawai', {});
    assert.deepEqual([notAllowed.ok, notAllowed.summary], [false, AI_REFUSALS.notAllowed]);
    const own = await tools.run(auth, all, 'saldo_cuti', {});
    assert.equal(own.ok, true);
  });

  test('bad chat input is 422, an unknown session 404; secure/agent answers belum dikonfigurasi', async () => {
    const session = await newSession('hr');
    assert.equal((await call('hr', 'POST', `/api/ai/x/session/${session}/chat`, { content: '' })).statusCode, 422);
    assert.equal((await call('hr', 'POST', `/api/ai/x/session/${session}/chat`, { content: '   ' })).statusCode, 422);
    assert.equal((await call('hr', 'POST', `/api/ai/x/session/${session}/chat`, {})).statusCode, 422);
    assert.equal((await call('hr', 'POST', '/api/ai/x/session/999999/chat', { content: 'halo' })).statusCode, 404);
    assert.equal(
      (await call('pegawai', 'POST', `/api/ai/x/session/${session}/chat`, { content: 'halo' })).statusCode,
      403,
    );

    const google = await call('hr', 'GET', '/api/secure/agent?action=indexGoogleToken');
    assert.equal(google.statusCode, 200);
    assert.deepEqual(google.json().data, {
      configured: false,
      token: null,
      message: 'Token Google belum dikonfigurasi. Hubungi admin sistem.',
    });
    assert.equal((await call('hr', 'GET', '/api/secure/agent?action=lainnya')).statusCode, 400);
    assert.equal((await call('pegawai', 'GET', '/api/secure/agent?action=indexGoogleToken')).statusCode, 403);
  });
});
