/**
 * Learning on PostgreSQL: modules and materials (text, links, files), quizzes with one correct
 * choice, attempts scored by the server (the correct choices never reach a sheet before submit; a
 * second or concurrent submit is 409 and scores nothing), max attempts, results per employee and per
 * office, role checks (an employee is refused on every manager route) and bad input (4xx).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { scoreOf } from './learning-quiz.service.js';

const BASE = '/api/general/learning/x';
const MODUL = `${BASE}/modul`;
const MATERI = `${BASE}/materi`;
const QUIZ = `${BASE}/quiz`;
const ATTEMPT = `${BASE}/attempt`;

interface Sheet {
  id: number;
  skor: number | null;
  jumlah_benar: number | null;
  is_lulus: boolean | null;
  submitted_at: string | null;
  questions: { id: number; jawaban_id: number | null; choices: { id: number; label: string; is_benar?: boolean }[] }[];
}

describe('learning (/api/general/learning/x/…)', () => {
  let t: StorageTestApp;
  let tok: Record<'admin' | 'ani' | 'budi' | 'cici', string>;
  let kantor: Record<string, number>;
  const call = authorisedCaller(() => t.app);

  const quizBody = (over: Record<string, unknown> = {}) => ({
    judul: 'Kuis Anti Pencucian Uang',
    deskripsi: 'Dasar-dasar APU-PPT',
    nilai_lulus: 60,
    maks_percobaan: 2,
    is_published: true,
    questions: [
      {
        pertanyaan: 'Singkatan APU?',
        choices: [
          { label: 'Anti Pencucian Uang', is_benar: true },
          { label: 'Anggaran Pusat Utama', is_benar: false },
        ],
      },
      {
        pertanyaan: 'Transaksi tunai yang wajib dilaporkan mulai?',
        choices: [
          { label: 'Rp100 juta', is_benar: false },
          { label: 'Rp500 juta', is_benar: true },
          { label: 'Rp1 miliar', is_benar: false },
        ],
      },
      {
        pertanyaan: 'Lembaga penerima laporan?',
        choices: [
          { label: 'PPATK', is_benar: true },
          { label: 'BPS', is_benar: false },
        ],
      },
    ],
    ...over,
  });

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const users = await createAccounts(t, {
      admin: [10, 63],
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung } },
      cici: { roles: [10], pegawai: { nama: 'Cici Paramida', kantor_id: kantor.surabaya } },
    });
    tok = tokensOf(users);
  });
  after(() => t.close());

  const createQuiz = async (over: Record<string, unknown> = {}) => {
    const res = await call(tok.admin, 'POST', QUIZ, quizBody(over));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; questions: { id: number; choices: { id: number; is_benar: boolean }[] }[] };
  };
  const start = async (who: string, quizId: number) => {
    const res = await call(who, 'POST', `${QUIZ}/${quizId}/x/attempt`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Sheet;
  };
  /** Picks the correct choice for the first `right` questions, a wrong one for the rest (known from the manager's view). */
  const answersFor = (quiz: Awaited<ReturnType<typeof createQuiz>>, right: number) => ({
    answers: quiz.questions.map((q, i) => ({
      question_id: q.id,
      choice_id: q.choices.find((c) => c.is_benar === i < right)!.id,
    })),
  });

  test('modules and materials: CRUD, links, files, ordering; employees read, may not write', async () => {
    const m1 = await call(tok.admin, 'POST', MODUL, { nama: 'Kepatuhan', urutan: 2 });
    const m2 = await call(tok.admin, 'POST', MODUL, { nama: 'Orientasi', urutan: 1 });
    assert.equal(m1.statusCode, 200, m1.body);
    assert.equal(m1.json().message, 'Modul disimpan');
    const kepatuhan = m1.json().data.id as number;
    const orientasi = m2.json().data.id as number;

    const materi = await call(tok.admin, 'POST', MATERI, {
      modul_id: kepatuhan,
      judul: 'Mengenal APU-PPT',
      isi: 'Pencucian uang adalah …',
      urutan: 1,
      tautan: [{ label: 'PPATK', url: 'https://www.ppatk.go.id' }],
    });
    assert.equal(materi.statusCode, 200, materi.body);
    const materiId = materi.json().data.id as number;
    await call(tok.admin, 'POST', MATERI, { modul_id: orientasi, judul: 'Selamat Datang', isi: 'Halo', urutan: 1 });

    const badLink = await call(tok.admin, 'POST', MATERI, {
      modul_id: kepatuhan,
      judul: 'Tautan Salah',
      isi: '',
      tautan: [{ label: 'x', url: 'javascript:alert(1)' }],
    });
    assert.equal(badLink.statusCode, 422, badLink.body);
    const badModul = await call(tok.admin, 'POST', MATERI, { modul_id: 999999, judul: 'X', isi: '' });
    assert.equal(badModul.statusCode, 422);

    const file = await call(tok.admin, 'POST', `${MATERI}/${materiId}/x/file`, {
      name: 'modul-apu.pdf',
      content_base64: samplePdf('Modul APU').toString('base64'),
    });
    assert.equal(file.statusCode, 200, file.body);
    assert.equal(file.json().data.files.length, 1);
    const notBase64 = await call(tok.admin, 'POST', `${MATERI}/${materiId}/x/file`, {
      name: 'x.pdf',
      content_base64: '%%%',
    });
    assert.equal(notBase64.statusCode, 422);

    // Employees read the list (module order, then position) and one material with its file.
    const list = await call(tok.ani, 'GET', MATERI);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.map((r: { judul: string }) => r.judul),
      ['Selamat Datang', 'Mengenal APU-PPT'],
    );
    const one = await call(tok.ani, 'GET', `${MATERI}/${materiId}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().data.files[0].name, 'modul-apu.pdf');
    assert.deepEqual(one.json().data.tautan, [{ label: 'PPATK', url: 'https://www.ppatk.go.id' }]);
    assert.equal((await call(tok.ani, 'GET', `${MATERI}?modul_id=${orientasi}`)).json().total, 1);
    assert.equal((await call(tok.ani, 'GET', MODUL)).json().data[0].nama, 'Orientasi');

    for (const [method, url, payload] of [
      ['POST', MODUL, { nama: 'X' }],
      ['PUT', `${MODUL}/${kepatuhan}`, { nama: 'X' }],
      ['DELETE', `${MODUL}/${kepatuhan}`, undefined],
      ['POST', MATERI, { modul_id: kepatuhan, judul: 'X', isi: '' }],
      ['PUT', `${MATERI}/${materiId}`, { modul_id: kepatuhan, judul: 'X', isi: '' }],
      ['DELETE', `${MATERI}/${materiId}`, undefined],
      ['POST', `${MATERI}/${materiId}/x/file`, { name: 'a.pdf', content_base64: 'AA==' }],
    ] as const) {
      const res = await call(tok.ani, method, url, payload);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
    }

    // A module with materials stays; the material goes with its file, then the module may go.
    assert.equal((await call(tok.admin, 'DELETE', `${MODUL}/${kepatuhan}`)).statusCode, 409);
    const fileId = file.json().data.files[0].id as number;
    assert.equal(
      (await call(tok.admin, 'DELETE', `${MATERI}/${materiId}/x/file/${fileId}`)).json().data.files.length,
      0,
    );
    assert.equal((await call(tok.admin, 'DELETE', `${MATERI}/${materiId}`)).statusCode, 200);
    assert.equal((await call(tok.admin, 'DELETE', `${MODUL}/${kepatuhan}`)).statusCode, 200);
    assert.equal((await call(tok.ani, 'GET', `${MATERI}/${materiId}`)).statusCode, 404);
  });

  test('quiz writes: exactly one correct choice, at least two choices; employees are refused', async () => {
    const none = await call(tok.admin, 'POST', QUIZ, {
      ...quizBody(),
      questions: [
        {
          pertanyaan: 'A?',
          choices: [
            { label: 'x', is_benar: false },
            { label: 'y', is_benar: false },
          ],
        },
      ],
    });
    assert.equal(none.statusCode, 422, none.body);
    const two = await call(tok.admin, 'POST', QUIZ, {
      ...quizBody(),
      questions: [
        {
          pertanyaan: 'A?',
          choices: [
            { label: 'x', is_benar: true },
            { label: 'y', is_benar: true },
          ],
        },
      ],
    });
    assert.equal(two.statusCode, 422);
    const single = await call(tok.admin, 'POST', QUIZ, {
      ...quizBody(),
      questions: [{ pertanyaan: 'A?', choices: [{ label: 'x', is_benar: true }] }],
    });
    assert.equal(single.statusCode, 422);
    const passMark = await call(tok.admin, 'POST', QUIZ, { ...quizBody(), nilai_lulus: 101 });
    assert.ok(passMark.statusCode >= 400 && passMark.statusCode < 500);

    const quiz = await createQuiz({ judul: 'Kuis Hak Akses' });
    for (const [method, url] of [
      ['GET', QUIZ],
      ['POST', QUIZ],
      ['GET', `${QUIZ}/${quiz.id}`],
      ['PUT', `${QUIZ}/${quiz.id}`],
      ['DELETE', `${QUIZ}/${quiz.id}`],
      ['GET', `${QUIZ}/${quiz.id}/x/result`],
    ] as const) {
      const res = await call(tok.ani, method, url, method === 'POST' || method === 'PUT' ? quizBody() : undefined);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
    }
    const unknownEvent = await call(tok.admin, 'GET', `${QUIZ}/${quiz.id}/x/result?event=apa`);
    assert.equal(unknownEvent.statusCode, 400);
    assert.equal(unknownEvent.json().message, 'Unsuccessful Event');
  });

  test('an attempt: the sheet hides the correct choices; the server scores; a second submit is 409', async () => {
    const quiz = await createQuiz();
    const sheet = await start(tok.ani, quiz.id);
    assert.equal(sheet.skor, null);
    const raw = JSON.stringify(sheet);
    assert.ok(!raw.includes('is_benar'), 'no correct choices before submitting');
    // Reloading does not spend another attempt: the open sheet comes back.
    assert.equal((await start(tok.ani, quiz.id)).id, sheet.id);
    const peek = await call(tok.ani, 'GET', `${ATTEMPT}/${sheet.id}`);
    assert.ok(!peek.body.includes('is_benar'));

    const foreign = await call(tok.ani, 'PUT', `${ATTEMPT}/${sheet.id}`, {
      answers: [{ question_id: quiz.questions[0].id, choice_id: quiz.questions[1].choices[0].id }],
    });
    assert.equal(foreign.statusCode, 422, foreign.body);
    // Another employee may neither read nor submit this sheet.
    assert.equal((await call(tok.budi, 'GET', `${ATTEMPT}/${sheet.id}`)).statusCode, 404);
    assert.equal((await call(tok.budi, 'PUT', `${ATTEMPT}/${sheet.id}`, answersFor(quiz, 3))).statusCode, 404);

    // A score the client claims is not read: the server counts the correct choices itself.
    const submitted = await call(tok.ani, 'PUT', `${ATTEMPT}/${sheet.id}`, {
      ...answersFor(quiz, 2),
      skor: 100,
      jumlah_benar: 3,
    });
    assert.equal(submitted.statusCode, 200, submitted.body);
    const done = submitted.json().data as Sheet;
    assert.equal(done.jumlah_benar, 2);
    assert.equal(done.skor, scoreOf(2, 3));
    assert.equal(done.skor, 67);
    assert.equal(done.is_lulus, true);
    assert.ok(
      done.questions.every((q) => q.choices.some((c) => c.is_benar === true)),
      'correct choices after',
    );
    assert.equal(done.questions[0].jawaban_id, quiz.questions[0].choices.find((c) => c.is_benar)!.id);

    const again = await call(tok.ani, 'PUT', `${ATTEMPT}/${sheet.id}`, answersFor(quiz, 3));
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, 'Lembar jawaban ini sudah dinilai');
    const stored = await t.db
      .selectFrom('learning_attempt')
      .selectAll()
      .where('id', '=', sheet.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.skor, 67, 'the second submit changed nothing');

    // The employee's list shows it.
    const mine = (await call(tok.ani, 'GET', `${QUIZ}/x/saya`))
      .json()
      .data.find((q: { id: number }) => q.id === quiz.id);
    assert.deepEqual([mine.percobaan, mine.skor_terbaik, mine.is_lulus, mine.open_attempt_id], [1, 67, true, null]);
  });

  test('concurrent submits of one sheet: exactly one scores', async () => {
    const quiz = await createQuiz({ judul: 'Kuis Serentak' });
    const sheet = await start(tok.budi, quiz.id);
    const results = await Promise.all([
      call(tok.budi, 'PUT', `${ATTEMPT}/${sheet.id}`, answersFor(quiz, 3)),
      call(tok.budi, 'PUT', `${ATTEMPT}/${sheet.id}`, answersFor(quiz, 0)),
      call(tok.budi, 'PUT', `${ATTEMPT}/${sheet.id}`, answersFor(quiz, 1)),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data as Sheet;
    const answers = await t.db
      .selectFrom('learning_attempt_answer')
      .selectAll()
      .where('attempt_id', '=', sheet.id)
      .execute();
    assert.equal(answers.length, 3);
    const stored = await t.db
      .selectFrom('learning_attempt')
      .selectAll()
      .where('id', '=', sheet.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.skor, winner.skor);
  });

  test('max attempts, results per employee and per office, questions locked once attempted', async () => {
    const quiz = await createQuiz({ judul: 'Kuis Percobaan', maks_percobaan: 2 });
    for (const right of [0, 3]) {
      const s = await start(tok.ani, quiz.id);
      assert.equal((await call(tok.ani, 'PUT', `${ATTEMPT}/${s.id}`, answersFor(quiz, right))).statusCode, 200);
    }
    const third = await call(tok.ani, 'POST', `${QUIZ}/${quiz.id}/x/attempt`);
    assert.equal(third.statusCode, 409, third.body);
    assert.equal(third.json().message, 'Batas percobaan kuis sudah habis');
    const b = await start(tok.budi, quiz.id);
    await call(tok.budi, 'PUT', `${ATTEMPT}/${b.id}`, answersFor(quiz, 1));
    const c = await start(tok.cici, quiz.id);
    await call(tok.cici, 'PUT', `${ATTEMPT}/${c.id}`, answersFor(quiz, 3));

    const perPegawai = await call(tok.admin, 'GET', `${QUIZ}/${quiz.id}/x/result?event=pegawai`);
    assert.equal(perPegawai.statusCode, 200, perPegawai.body);
    const rows = perPegawai.json().data as {
      pegawai_nama: string;
      jumlah: number;
      jumlah_lulus: number;
      skor_terbaik: number;
    }[];
    assert.deepEqual(
      rows.map((r) => [r.pegawai_nama, r.jumlah, r.jumlah_lulus, r.skor_terbaik]),
      [
        ['Ani Lestari', 2, 1, 100],
        ['Budi Santoso', 1, 0, 33],
        ['Cici Paramida', 1, 1, 100],
      ],
    );
    const perKantor = await call(tok.admin, 'GET', `${QUIZ}/${quiz.id}/x/result?event=kantor`);
    const offices = perKantor.json().data as {
      kantor_nama: string;
      jumlah: number;
      jumlah_lulus: number;
      rata_rata: number;
    }[];
    assert.deepEqual(
      offices.map((o) => [o.kantor_nama, o.jumlah, o.jumlah_lulus, o.rata_rata]),
      [
        ['Bandung', 2, 1, 66.5],
        ['Surabaya', 1, 1, 100],
      ],
    );

    const changed = quizBody({ judul: 'Kuis Percobaan', maks_percobaan: 2 });
    changed.questions = changed.questions.slice(0, 2);
    assert.equal((await call(tok.admin, 'PUT', `${QUIZ}/${quiz.id}`, changed)).statusCode, 409);
    const renamed = await call(
      tok.admin,
      'PUT',
      `${QUIZ}/${quiz.id}`,
      quizBody({ judul: 'Kuis Percobaan II', maks_percobaan: 3 }),
    );
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await call(tok.ani, 'POST', `${QUIZ}/${quiz.id}/x/attempt`)).statusCode, 200, 'a third attempt now');

    // An unpublished quiz cannot be started.
    const draft = await createQuiz({ judul: 'Kuis Draft', is_published: false });
    assert.equal((await call(tok.ani, 'POST', `${QUIZ}/${draft.id}/x/attempt`)).statusCode, 404);
    assert.ok(
      !(await call(tok.ani, 'GET', `${QUIZ}/x/saya`)).json().data.some((q: { id: number }) => q.id === draft.id),
    );
    assert.equal((await call(tok.ani, 'PUT', `${ATTEMPT}/999999`, { answers: [] })).statusCode, 404);
  });
});
