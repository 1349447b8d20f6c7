/** SQL of learning: modules, materials, quizzes with their questions, attempts and results. */
import type {
  LearningLink,
  LearningMateriRow,
  LearningModulRow,
  LearningQuizQuestion,
  LearningQuizRow,
  LearningResultRow,
} from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

export const MATERI_FILE_OWNER = 'learning_materi';

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// ── Modules ──────────────────────────────────────────────────────────────────────────────────────
function modulRows(db: Db) {
  return db
    .selectFrom('learning_modul as m')
    .select([
      'm.id',
      'm.nama',
      'm.deskripsi',
      'm.urutan',
      sql<number>`(SELECT count(*)::int FROM learning_materi x WHERE x.modul_id = m.id)`.as('materi_count'),
      sql<number>`(SELECT count(*)::int FROM learning_quiz x WHERE x.modul_id = m.id)`.as('quiz_count'),
    ]);
}

export function listModul(db: Db): Promise<LearningModulRow[]> {
  return modulRows(db).orderBy('m.urutan').orderBy('m.id').execute();
}

export function findModul(db: Db, id: number): Promise<LearningModulRow | undefined> {
  return modulRows(db).where('m.id', '=', id).executeTakeFirst();
}

export function lockModul(trx: Db, id: number) {
  return trx.selectFrom('learning_modul').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

// ── Materials ────────────────────────────────────────────────────────────────────────────────────
function materiRows(db: Db) {
  return db
    .selectFrom('learning_materi as x')
    .innerJoin('learning_modul as m', 'm.id', 'x.modul_id')
    .select([
      'x.id',
      'x.modul_id',
      'm.nama as modul_nama',
      'x.urutan',
      'x.judul',
      'x.tautan',
      sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = ${MATERI_FILE_OWNER}
        AND f.owner_id = x.id AND f.deleted_at IS NULL)`.as('files_count'),
      iso('x.updated_at').as('updated_at'),
    ]);
}

type MateriDbRow = Omit<LearningMateriRow, 'tautan'> & { tautan: unknown };
const asMateri = (r: MateriDbRow): LearningMateriRow => ({
  ...r,
  tautan: Array.isArray(r.tautan) ? (r.tautan as LearningLink[]) : [],
});

export async function listMateri(db: Db, q: { modulId?: number; search?: string; limit: number; offset: number }) {
  let rows = materiRows(db);
  let count = db.selectFrom('learning_materi as x');
  if (q.modulId) {
    rows = rows.where('x.modul_id', '=', q.modulId);
    count = count.where('x.modul_id', '=', q.modulId);
  }
  if (q.search) {
    rows = rows.where('x.judul', 'ilike', containsPattern(q.search));
    count = count.where('x.judul', 'ilike', containsPattern(q.search));
  }
  const [data, n] = await Promise.all([
    rows
      .orderBy('m.urutan')
      .orderBy('m.id')
      .orderBy('x.urutan')
      .orderBy('x.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    count.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: data.map(asMateri), total: n.n };
}

export async function findMateri(db: Db, id: number) {
  const row = await materiRows(db).select('x.isi').where('x.id', '=', id).executeTakeFirst();
  return row ? { ...asMateri(row), isi: row.isi } : undefined;
}

export function lockMateri(trx: Db, id: number) {
  return trx.selectFrom('learning_materi').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

// ── Quizzes ──────────────────────────────────────────────────────────────────────────────────────
function quizRows(db: Db) {
  return db
    .selectFrom('learning_quiz as z')
    .leftJoin('learning_modul as m', 'm.id', 'z.modul_id')
    .select([
      'z.id',
      'z.modul_id',
      'm.nama as modul_nama',
      'z.judul',
      'z.deskripsi',
      'z.nilai_lulus',
      'z.maks_percobaan',
      'z.is_published',
      sql<number>`(SELECT count(*)::int FROM learning_quiz_question q WHERE q.quiz_id = z.id)`.as('questions_count'),
      sql<number>`(SELECT count(*)::int FROM learning_attempt a WHERE a.quiz_id = z.id AND a.submitted_at IS NOT NULL)`.as(
        'attempts_count',
      ),
      iso('z.updated_at').as('updated_at'),
    ]);
}

export async function listQuiz(db: Db, q: { search?: string; limit: number; offset: number }) {
  let rows = quizRows(db);
  let count = db.selectFrom('learning_quiz as z');
  if (q.search) {
    rows = rows.where('z.judul', 'ilike', containsPattern(q.search));
    count = count.where('z.judul', 'ilike', containsPattern(q.search));
  }
  const [data, n] = await Promise.all([
    rows.orderBy('z.id', 'desc').limit(q.limit).offset(q.offset).execute(),
    count.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: data as LearningQuizRow[], total: n.n };
}

export function findQuiz(db: Db, id: number): Promise<LearningQuizRow | undefined> {
  return quizRows(db).where('z.id', '=', id).executeTakeFirst();
}

export function lockQuiz(trx: Db, id: number) {
  return trx
    .selectFrom('learning_quiz')
    .select(['id', 'nilai_lulus', 'maks_percobaan', 'is_published', 'judul'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The questions with every choice and which is correct: managers and scoring only, never a sheet before submit. */
export async function questionsOf(db: Db, quizId: number): Promise<LearningQuizQuestion[]> {
  const questions = await db
    .selectFrom('learning_quiz_question')
    .select(['id', 'urutan', 'pertanyaan'])
    .where('quiz_id', '=', quizId)
    .orderBy('urutan')
    .execute();
  if (questions.length === 0) return [];
  const choices = await db
    .selectFrom('learning_quiz_choice')
    .select(['id', 'question_id', 'urutan', 'label', 'is_benar'])
    .where(
      'question_id',
      'in',
      questions.map((q) => q.id),
    )
    .orderBy('question_id')
    .orderBy('urutan')
    .execute();
  return questions.map((q) => ({
    ...q,
    choices: choices
      .filter((c) => c.question_id === q.id)
      .map((c) => ({ id: c.id, urutan: c.urutan, label: c.label, is_benar: c.is_benar })),
  }));
}

export async function replaceQuestions(
  trx: Db,
  quizId: number,
  questions: readonly { pertanyaan: string; choices: readonly { label: string; is_benar: boolean }[] }[],
) {
  await trx.deleteFrom('learning_quiz_question').where('quiz_id', '=', quizId).execute();
  for (const [i, q] of questions.entries()) {
    const { id } = await trx
      .insertInto('learning_quiz_question')
      .values({ quiz_id: quizId, urutan: i + 1, pertanyaan: q.pertanyaan })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('learning_quiz_choice')
      .values(q.choices.map((c, j) => ({ question_id: id, urutan: j + 1, label: c.label, is_benar: c.is_benar })))
      .execute();
  }
}

export async function hasAttempts(db: Db, quizId: number): Promise<boolean> {
  const row = await db
    .selectFrom('learning_attempt')
    .select('id')
    .where('quiz_id', '=', quizId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ── Attempts ─────────────────────────────────────────────────────────────────────────────────────
export function myQuizzes(db: Db, pegawaiId: number) {
  return db
    .selectFrom('learning_quiz as z')
    .leftJoin('learning_modul as m', 'm.id', 'z.modul_id')
    .select([
      'z.id',
      'm.nama as modul_nama',
      'z.judul',
      'z.deskripsi',
      'z.nilai_lulus',
      'z.maks_percobaan',
      sql<number>`(SELECT count(*)::int FROM learning_quiz_question q WHERE q.quiz_id = z.id)`.as('questions_count'),
      sql<number>`(SELECT count(*)::int FROM learning_attempt a
        WHERE a.quiz_id = z.id AND a.pegawai_id = ${pegawaiId} AND a.submitted_at IS NOT NULL)`.as('percobaan'),
      sql<number | null>`(SELECT max(a.skor) FROM learning_attempt a
        WHERE a.quiz_id = z.id AND a.pegawai_id = ${pegawaiId} AND a.submitted_at IS NOT NULL)`.as('skor_terbaik'),
      sql<boolean>`EXISTS (SELECT 1 FROM learning_attempt a
        WHERE a.quiz_id = z.id AND a.pegawai_id = ${pegawaiId} AND a.is_lulus)`.as('is_lulus'),
      sql<number | null>`(SELECT a.id FROM learning_attempt a
        WHERE a.quiz_id = z.id AND a.pegawai_id = ${pegawaiId} AND a.submitted_at IS NULL)`.as('open_attempt_id'),
    ])
    .where('z.is_published', '=', true)
    .orderBy(sql`m.urutan NULLS LAST`)
    .orderBy('z.id')
    .execute();
}

export function findAttempt(db: Db, id: number) {
  return db
    .selectFrom('learning_attempt as a')
    .innerJoin('learning_quiz as z', 'z.id', 'a.quiz_id')
    .select([
      'a.id',
      'a.quiz_id',
      'a.pegawai_id',
      'z.judul',
      'z.nilai_lulus',
      'z.maks_percobaan',
      'a.percobaan_ke',
      iso('a.started_at').as('started_at'),
      sql<string | null>`CASE WHEN a.submitted_at IS NULL THEN NULL ELSE
        to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END`.as('submitted_at'),
      'a.jumlah_benar',
      'a.skor',
      'a.is_lulus',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export function openAttempt(db: Db, quizId: number, pegawaiId: number) {
  return db
    .selectFrom('learning_attempt')
    .select('id')
    .where('quiz_id', '=', quizId)
    .where('pegawai_id', '=', pegawaiId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
}

export async function attemptsUsed(db: Db, quizId: number, pegawaiId: number): Promise<number> {
  const row = await db
    .selectFrom('learning_attempt')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('quiz_id', '=', quizId)
    .where('pegawai_id', '=', pegawaiId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function answersOf(db: Db, attemptId: number) {
  return db
    .selectFrom('learning_attempt_answer')
    .select(['question_id', 'choice_id'])
    .where('attempt_id', '=', attemptId)
    .execute();
}

// ── Results ──────────────────────────────────────────────────────────────────────────────────────
/** Each employee's submitted attempts, passes and best score on a quiz. */
export function resultsPerPegawai(db: Db, quizId: number): Promise<LearningResultRow[]> {
  return db
    .selectFrom('learning_attempt as a')
    .innerJoin('pegawai as p', 'p.id', 'a.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([
      'p.id as pegawai_id',
      'p.nama as pegawai_nama',
      'p.npp',
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      sql<number>`count(*)::int`.as('jumlah'),
      sql<number>`count(*) FILTER (WHERE a.is_lulus)::int`.as('jumlah_lulus'),
      sql<number | null>`max(a.skor)`.as('skor_terbaik'),
      sql<number | null>`round(avg(a.skor), 2)::float8`.as('rata_rata'),
    ])
    .where('a.quiz_id', '=', quizId)
    .where('a.submitted_at', 'is not', null)
    .groupBy(['p.id', 'p.nama', 'p.npp', 'k.id', 'k.nama'])
    .orderBy('p.nama')
    .orderBy('p.id')
    .execute();
}

/** Per office: employees who submitted, employees who passed, their best score's max and average. */
export function resultsPerKantor(db: Db, quizId: number): Promise<LearningResultRow[]> {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('learning_attempt as a')
        .innerJoin('pegawai as p', 'p.id', 'a.pegawai_id')
        .select([
          'p.id as pegawai_id',
          'p.kantor_id',
          sql<number>`max(a.skor)`.as('best'),
          sql<boolean>`bool_or(coalesce(a.is_lulus, false))`.as('lulus'),
        ])
        .where('a.quiz_id', '=', quizId)
        .where('a.submitted_at', 'is not', null)
        .groupBy(['p.id', 'p.kantor_id'])
        .as('b'),
    )
    .leftJoin('kantor as k', 'k.id', 'b.kantor_id')
    .select([
      sql<number | null>`NULL::int`.as('pegawai_id'),
      sql<string | null>`NULL::text`.as('pegawai_nama'),
      sql<string | null>`NULL::text`.as('npp'),
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      sql<number>`count(*)::int`.as('jumlah'),
      sql<number>`count(*) FILTER (WHERE b.lulus)::int`.as('jumlah_lulus'),
      sql<number | null>`max(b.best)`.as('skor_terbaik'),
      sql<number | null>`round(avg(b.best), 2)::float8`.as('rata_rata'),
    ])
    .groupBy(['k.id', 'k.nama'])
    .orderBy(sql`k.nama NULLS LAST`)
    .execute();
}
