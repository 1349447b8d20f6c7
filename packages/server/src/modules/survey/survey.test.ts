/**
 * Surveys on PostgreSQL: managers write, publish, read results and export; employees see the open
 * surveys of their target groups and answer once (409 on a second answer, also when both arrive at
 * once); anonymous answers are not linked to the employee in the database; role checks (an employee
 * is refused on every manager route) and bad input (4xx, never 5xx).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PATH = '/api/general/survey';
const ISI = `${PATH}/x/isi`;

interface Question {
  id: number;
  tipe: string;
  options: { id: number; label: string }[];
}

describe('surveys (/api/general/survey)', () => {
  let t: TestApp;
  let tok: Record<'admin' | 'ani' | 'budi' | 'cici' | 'tanpa', string>;
  let peg: Record<'ani' | 'budi', number>;
  let kantor: Record<string, number>;
  let today = '';
  const call = authorisedCaller(() => t.app);

  const shift = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  const body = (over: Record<string, unknown> = {}) => ({
    judul: 'Survei Kepuasan Pegawai',
    deskripsi: 'Pendapat Anda tentang kantor',
    is_anonim: false,
    tanggal_mulai: today,
    tanggal_selesai: shift(7),
    target: 'semua',
    questions: [
      { tipe: 'pilihan_tunggal', pertanyaan: 'Kantor favorit?', options: [{ label: 'Pusat' }, { label: 'Cabang' }] },
      {
        tipe: 'pilihan_ganda',
        pertanyaan: 'Fasilitas yang dipakai?',
        options: [{ label: 'Kantin' }, { label: 'Musala' }, { label: 'Parkir' }],
      },
      { tipe: 'skala', pertanyaan: 'Seberapa puas?' },
      { tipe: 'teks', pertanyaan: 'Saran', is_wajib: false },
    ],
    ...over,
  });

  const create = async (over: Record<string, unknown> = {}, publish = true) => {
    const res = await call(tok.admin, 'POST', PATH, body(over));
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as { id: number; questions: Question[] };
    if (publish) assert.equal((await call(tok.admin, 'POST', `${PATH}/${data.id}/x/publish`)).statusCode, 200);
    return data;
  };

  const answers = (qs: Question[], choice = 0, nilai = 4, teks: string | null = 'Tambah parkir') => ({
    answers: [
      { question_id: qs[0].id, option_ids: [qs[0].options[choice].id] },
      { question_id: qs[1].id, option_ids: [qs[1].options[0].id, qs[1].options[2].id] },
      { question_id: qs[2].id, nilai },
      { question_id: qs[3].id, teks },
    ],
  });

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    const users = await createAccounts(t, {
      admin: [10, 63],
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bogor } },
      cici: { roles: [10], pegawai: { nama: 'Cici Paramida', kantor_id: kantor.surabaya } },
      tanpa: [10],
    });
    tok = tokensOf(users);
    peg = { ani: users.ani.pegawaiId!, budi: users.budi.pegawaiId! };
    const { rows } = await sql<{ d: string }>`SELECT ((now() AT TIME ZONE 'Asia/Jakarta')::date)::text AS d`.execute(
      t.db,
    );
    today = rows[0].d;
  });
  after(() => t.close());

  test('an employee (role 10) is refused on every manager route; a manager may not answer without role 10', async () => {
    const { id } = await create();
    for (const [method, url] of [
      ['GET', PATH],
      ['POST', PATH],
      ['GET', `${PATH}/${id}`],
      ['PUT', `${PATH}/${id}`],
      ['DELETE', `${PATH}/${id}`],
      ['POST', `${PATH}/${id}/x/publish`],
      ['GET', `${PATH}/${id}/x/result`],
      ['GET', `${PATH}/${id}/x/export`],
    ] as const) {
      const res = await call(tok.ani, method, url, method === 'POST' || method === 'PUT' ? body() : undefined);
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
    }
    const noToken = await t.app.inject({ method: 'GET', url: ISI });
    assert.equal(noToken.statusCode, 401);
  });

  test('create with four question types, 422 on bad input, 404 on an unknown id', async () => {
    const created = await call(tok.admin, 'POST', PATH, body());
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Survei disimpan');
    const data = created.json().data;
    assert.deepEqual(
      data.questions.map((q: Question) => [q.tipe, q.options.length]),
      [
        ['pilihan_tunggal', 2],
        ['pilihan_ganda', 3],
        ['skala', 0],
        ['teks', 0],
      ],
    );
    assert.equal(data.status, 'draft');

    const bad = await call(tok.admin, 'POST', PATH, {
      ...body(),
      tanggal_selesai: shift(-1),
      target: 'kantor',
      target_ids: [],
      questions: [{ tipe: 'pilihan_tunggal', pertanyaan: 'Satu pilihan saja?', options: [{ label: 'Ya' }] }],
    });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['questions.0.options', 'tanggal_selesai', 'target_ids']);
    const unknownTarget = await call(tok.admin, 'POST', PATH, { ...body(), target: 'kantor', target_ids: [999999] });
    assert.equal(unknownTarget.statusCode, 422, unknownTarget.body);
    const noQuestions = await call(tok.admin, 'POST', PATH, { ...body(), questions: [] });
    assert.equal(noQuestions.statusCode, 422);
    const badType = await call(tok.admin, 'POST', PATH, {
      ...body(),
      questions: [{ tipe: 'esai', pertanyaan: 'x' }],
    });
    assert.equal(badType.statusCode < 500 && badType.statusCode >= 400, true, badType.body);
    const badDate = await call(tok.admin, 'POST', PATH, { ...body(), tanggal_mulai: '2026-02-31' });
    assert.equal(badDate.statusCode >= 400 && badDate.statusCode < 500, true, badDate.body);
    assert.equal((await call(tok.admin, 'GET', `${PATH}/999999`)).statusCode, 404);
    assert.equal((await call(tok.admin, 'POST', `${PATH}/999999/x/publish`)).statusCode, 404);
  });

  test('an employee answers an open survey once; a second answer is 409; results count it', async () => {
    const survey = await create({ judul: 'Survei Sekali' });
    const before = await call(tok.ani, 'GET', ISI);
    assert.equal(before.statusCode, 200, before.body);
    const row = before.json().data.find((s: { id: number }) => s.id === survey.id);
    assert.equal(row.sudah_diisi, false);

    const form = await call(tok.ani, 'GET', `${ISI}/${survey.id}`);
    assert.equal(form.statusCode, 200, form.body);
    assert.equal(form.json().data.questions.length, 4);

    const first = await call(tok.ani, 'POST', `${ISI}/${survey.id}`, answers(survey.questions));
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().message, 'Jawaban survei tersimpan');
    const second = await call(tok.ani, 'POST', `${ISI}/${survey.id}`, answers(survey.questions, 1));
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(second.json().message, 'Anda sudah mengisi survei ini');

    const list = await call(tok.ani, 'GET', ISI);
    assert.equal(list.json().data.find((s: { id: number }) => s.id === survey.id).sudah_diisi, true);

    await call(tok.budi, 'POST', `${ISI}/${survey.id}`, answers(survey.questions, 1, 2, null));
    const result = await call(tok.admin, 'GET', `${PATH}/${survey.id}/x/result`);
    assert.equal(result.statusCode, 200, result.body);
    const r = result.json().data;
    assert.equal(r.jumlah_responden, 2);
    assert.deepEqual(
      r.questions[0].options.map((o: { jumlah: number }) => o.jumlah),
      [1, 1],
    );
    assert.deepEqual(
      r.questions[1].options.map((o: { jumlah: number }) => o.jumlah),
      [2, 0, 2],
    );
    assert.deepEqual(r.questions[2].distribusi, [0, 1, 0, 1, 0]);
    assert.equal(r.questions[2].rata_rata, 3);
    assert.deepEqual(r.questions[3].teks, ['Tambah parkir']);
    assert.equal(r.questions[3].jumlah_jawaban, 1);
    // Named survey: the response carries the employee.
    const linked = await t.db
      .selectFrom('survey_response')
      .select('pegawai_id')
      .where('survey_id', '=', survey.id)
      .orderBy('pegawai_id')
      .execute();
    assert.deepEqual(
      linked.map((l) => l.pegawai_id),
      [peg.ani, peg.budi].sort((a, b) => a - b),
    );

    // The questions are locked once answered; the title is not.
    const locked = await call(tok.admin, 'PUT', `${PATH}/${survey.id}`, {
      ...body({ judul: 'Survei Sekali' }),
      questions: body().questions.slice(0, 2),
    });
    assert.equal(locked.statusCode, 409, locked.body);
    const renamed = await call(tok.admin, 'PUT', `${PATH}/${survey.id}`, body({ judul: 'Survei Sekali (revisi)' }));
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().data.judul, 'Survei Sekali (revisi)');
  });

  test('two answers at the same moment: exactly one is stored', async () => {
    const survey = await create({ judul: 'Survei Serentak' });
    const [a, b] = await Promise.all([
      call(tok.cici, 'POST', `${ISI}/${survey.id}`, answers(survey.questions)),
      call(tok.cici, 'POST', `${ISI}/${survey.id}`, answers(survey.questions, 1)),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    const responses = await t.db
      .selectFrom('survey_response')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('survey_id', '=', survey.id)
      .executeTakeFirstOrThrow();
    assert.equal(responses.n, 1);
  });

  test('anonymous answers are not linked to the employee in the database', async () => {
    const survey = await create({ judul: 'Survei Anonim', is_anonim: true });
    const res = await call(tok.ani, 'POST', `${ISI}/${survey.id}`, answers(survey.questions, 0, 5, 'Rahasia'));
    assert.equal(res.statusCode, 200, res.body);
    const responses = await t.db.selectFrom('survey_response').selectAll().where('survey_id', '=', survey.id).execute();
    assert.equal(responses.length, 1);
    assert.equal(responses[0].pegawai_id, null, 'no employee on an anonymous response');
    assert.equal(responses[0].created_at, null, 'no time that could be matched with the participant row');
    assert.match(responses[0].id, /^[0-9a-f-]{36}$/, 'a random key, not a sequence');
    const participants = await t.db
      .selectFrom('survey_participant')
      .selectAll()
      .where('survey_id', '=', survey.id)
      .execute();
    assert.deepEqual(
      participants.map((p) => p.pegawai_id),
      [peg.ani],
    );
    // The participant table has no column pointing at a response, nor the answers at an employee.
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_name IN ('survey_participant', 'survey_answer') ORDER BY table_name, ordinal_position`.execute(t.db);
    assert.deepEqual(
      rows.filter((r) => r.table_name === 'survey_participant').map((r) => r.column_name),
      ['survey_id', 'pegawai_id', 'answered_at'],
    );
    assert.ok(!rows.some((r) => r.table_name === 'survey_answer' && r.column_name === 'pegawai_id'));
    // Answering again is still refused.
    const again = await call(tok.ani, 'POST', `${ISI}/${survey.id}`, answers(survey.questions));
    assert.equal(again.statusCode, 409);
    // And anonymity cannot be switched off once answered.
    const unmask = await call(
      tok.admin,
      'PUT',
      `${PATH}/${survey.id}`,
      body({ judul: 'Survei Anonim', is_anonim: false }),
    );
    assert.equal(unmask.statusCode, 409, unmask.body);
  });

  test('target groups, drafts and closed surveys: only open surveys of the caller are listed and answerable', async () => {
    const bandung = await create({ judul: 'Khusus Bandung', target: 'kantor', target_ids: [kantor.bandung] });
    const draft = await create({ judul: 'Masih Draft' }, false);
    const closed = await create({ judul: 'Sudah Tutup', tanggal_mulai: shift(-10), tanggal_selesai: shift(-1) });
    const later = await create({ judul: 'Nanti', tanggal_mulai: shift(3), tanggal_selesai: shift(5) });
    const titles = async (who: string) =>
      ((await call(who, 'GET', ISI)).json().data as { judul: string }[]).map((s) => s.judul);
    assert.ok((await titles(tok.ani)).includes('Khusus Bandung'));
    assert.ok(!(await titles(tok.budi)).includes('Khusus Bandung'));
    for (const hidden of ['Masih Draft', 'Sudah Tutup', 'Nanti']) assert.ok(!(await titles(tok.ani)).includes(hidden));
    assert.equal((await call(tok.budi, 'GET', `${ISI}/${bandung.id}`)).statusCode, 404);
    assert.equal((await call(tok.budi, 'POST', `${ISI}/${bandung.id}`, answers(bandung.questions))).statusCode, 404);
    for (const s of [draft, closed, later])
      assert.equal((await call(tok.ani, 'POST', `${ISI}/${s.id}`, answers(s.questions))).statusCode, 404);
    const list = (await call(tok.admin, 'GET', `${PATH}?search=Tutup`)).json();
    assert.equal(list.total, 1);
    assert.equal(list.data[0].status, 'ditutup');
    assert.equal(
      (await call(tok.admin, 'GET', PATH)).json().data.find((s: { id: number }) => s.id === later.id).status,
      'dijadwalkan',
    );
    // An account without an employee record sees nothing and may not answer.
    assert.deepEqual((await call(tok.tanpa, 'GET', ISI)).json().data, []);
    assert.equal((await call(tok.tanpa, 'POST', `${ISI}/${bandung.id}`, answers(bandung.questions))).statusCode, 403);
  });

  test('bad answers are 4xx: missing required, foreign option, two options on a single choice, scale 6, unknown question', async () => {
    const survey = await create({ judul: 'Survei Validasi' });
    const qs = survey.questions;
    const missing = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, { answers: [] });
    assert.equal(missing.statusCode, 422, missing.body);
    assert.deepEqual(
      Object.keys(missing.json().errors).sort(),
      [qs[0].id, qs[1].id, qs[2].id].map((id) => `answers.${id}`).sort(),
    );
    const foreign = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, {
      answers: [...answers(qs).answers.slice(1), { question_id: qs[0].id, option_ids: [qs[1].options[0].id] }],
    });
    assert.equal(foreign.statusCode, 422, foreign.body);
    const two = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, {
      answers: [...answers(qs).answers.slice(1), { question_id: qs[0].id, option_ids: qs[0].options.map((o) => o.id) }],
    });
    assert.equal(two.statusCode, 422, two.body);
    const scale = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, answers(qs, 0, 6));
    assert.ok(scale.statusCode >= 400 && scale.statusCode < 500, scale.body);
    const unknown = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, {
      answers: [...answers(qs).answers, { question_id: 999999, teks: 'x' }],
    });
    assert.equal(unknown.statusCode, 422, unknown.body);
    const garbage = await call(tok.budi, 'POST', `${ISI}/${survey.id}`, { answers: 'semua' });
    assert.ok(garbage.statusCode >= 400 && garbage.statusCode < 500);
    // None of them counted as the answer.
    assert.equal((await call(tok.budi, 'POST', `${ISI}/${survey.id}`, answers(qs))).statusCode, 200);
  });

  test('the xlsx export holds every question with its counts, texts as text', async () => {
    const survey = await create({ judul: 'Survei Ekspor' });
    await call(
      tok.ani,
      'POST',
      `${ISI}/${survey.id}`,
      answers(survey.questions, 0, 5, '=HYPERLINK("http://x","klik")'),
    );
    const res = await call(tok.admin, 'GET', `${PATH}/${survey.id}/x/export`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
    assert.match(String(res.headers['content-disposition']), /hasil-survei-\d+-\d{8}-\d{4}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    assert.equal(sheet.getRow(1).getCell(2).value, 'Pertanyaan');
    const pusat = values.find((v) => v?.[4] === 'Pusat');
    assert.equal(pusat?.[5], 1);
    const text = values.find((v) => typeof v?.[4] === 'string' && (v[4] as string).startsWith('=HYPERLINK'));
    assert.ok(text, 'the free text is written as text');
    assert.equal((await call(tok.admin, 'GET', `${PATH}/999999/x/export`)).statusCode, 404);
  });

  test('delete removes the survey with its answers', async () => {
    const survey = await create({ judul: 'Survei Hapus' });
    await call(tok.ani, 'POST', `${ISI}/${survey.id}`, answers(survey.questions));
    const res = await call(tok.admin, 'DELETE', `${PATH}/${survey.id}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Survei dihapus');
    const left = await t.db.selectFrom('survey_response').select('id').where('survey_id', '=', survey.id).execute();
    assert.equal(left.length, 0);
    assert.equal((await call(tok.admin, 'DELETE', `${PATH}/${survey.id}`)).statusCode, 404);
  });
});
