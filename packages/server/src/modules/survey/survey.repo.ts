/** SQL of surveys: rows with their status and counts, questions, the target check, answers and results. */
import type { SurveyOption, SurveyQuestion, SurveyQuestionType, SurveyRow, SurveyTarget } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern } from '../../platform/paging.js';

/** draft | dijadwalkan (before its period) | dibuka | ditutup (after it), by the portal's today. */
const status = sql<SurveyRow['status']>`CASE WHEN NOT s.is_published THEN 'draft'
  WHEN ${TODAY} < s.tanggal_mulai THEN 'dijadwalkan'
  WHEN ${TODAY} > s.tanggal_selesai THEN 'ditutup' ELSE 'dibuka' END`;

function surveyRows(db: Db) {
  return db
    .selectFrom('survey as s')
    .select([
      's.id',
      's.judul',
      's.deskripsi',
      's.is_anonim',
      's.tanggal_mulai',
      's.tanggal_selesai',
      's.target',
      's.target_ids',
      's.is_published',
      status.as('status'),
      sql<number>`(SELECT count(*)::int FROM survey_question q WHERE q.survey_id = s.id)`.as('questions_count'),
      sql<number>`(SELECT count(*)::int FROM survey_participant sp WHERE sp.survey_id = s.id)`.as('responses_count'),
      sql<string>`to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
    ]);
}

function filtered(db: Db, search: string | undefined) {
  let q = db.selectFrom('survey as s');
  if (search) q = q.where('s.judul', 'ilike', containsPattern(search));
  return q;
}

export async function listSurveys(db: Db, q: { search?: string; limit: number; offset: number }) {
  let rows = surveyRows(db);
  if (q.search) rows = rows.where('s.judul', 'ilike', containsPattern(q.search));
  const [data, count] = await Promise.all([
    rows.orderBy('s.tanggal_mulai', 'desc').orderBy('s.id', 'desc').limit(q.limit).offset(q.offset).execute(),
    filtered(db, q.search)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: data as SurveyRow[], total: count.n };
}

export async function findSurvey(db: Db, id: number): Promise<SurveyRow | undefined> {
  return (await surveyRows(db).where('s.id', '=', id).executeTakeFirst()) as SurveyRow | undefined;
}

export function lockSurvey(trx: Db, id: number) {
  return trx.selectFrom('survey').select(['id', 'is_anonim']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function questionsOf(db: Db, surveyId: number): Promise<SurveyQuestion[]> {
  const questions = await db
    .selectFrom('survey_question')
    .select(['id', 'urutan', 'tipe', 'pertanyaan', 'is_wajib'])
    .where('survey_id', '=', surveyId)
    .orderBy('urutan')
    .execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('survey_option')
    .select(['id', 'question_id', 'urutan', 'label'])
    .where(
      'question_id',
      'in',
      questions.map((q) => q.id),
    )
    .orderBy('question_id')
    .orderBy('urutan')
    .execute();
  const byQuestion = new Map<number, SurveyOption[]>();
  for (const o of options) {
    const list = byQuestion.get(o.question_id) ?? [];
    list.push({ id: o.id, urutan: o.urutan, label: o.label });
    byQuestion.set(o.question_id, list);
  }
  return questions.map((q) => ({ ...q, options: byQuestion.get(q.id) ?? [] }));
}

export interface QuestionValues {
  tipe: SurveyQuestionType;
  pertanyaan: string;
  is_wajib: boolean;
  options: string[];
}

export async function replaceQuestions(trx: Db, surveyId: number, questions: readonly QuestionValues[]) {
  await trx.deleteFrom('survey_question').where('survey_id', '=', surveyId).execute();
  for (const [i, q] of questions.entries()) {
    const { id } = await trx
      .insertInto('survey_question')
      .values({ survey_id: surveyId, urutan: i + 1, tipe: q.tipe, pertanyaan: q.pertanyaan, is_wajib: q.is_wajib })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (q.options.length > 0)
      await trx
        .insertInto('survey_option')
        .values(q.options.map((label, j) => ({ question_id: id, urutan: j + 1, label })))
        .execute();
  }
}

export async function countExisting(db: Db, target: SurveyTarget, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const table = target === 'kantor' ? 'kantor' : 'jabatan';
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function hasAnswers(db: Db, surveyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('survey_participant')
    .select('survey_id')
    .where('survey_id', '=', surveyId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The condition "survey s is open to employee p" (published, in its period, in its target group). */
function openTo(pegawaiId: number) {
  return sql<boolean>`s.is_published AND ${TODAY} BETWEEN s.tanggal_mulai AND s.tanggal_selesai
    AND (s.target = 'semua'
      OR (s.target = 'kantor' AND (SELECT p.kantor_id FROM pegawai p WHERE p.id = ${pegawaiId}) = ANY(s.target_ids))
      OR (s.target = 'jabatan' AND (SELECT p.jabatan_id FROM pegawai p WHERE p.id = ${pegawaiId}) = ANY(s.target_ids)))`;
}

function openRows(db: Db, pegawaiId: number) {
  return db
    .selectFrom('survey as s')
    .select([
      's.id',
      's.judul',
      's.deskripsi',
      's.is_anonim',
      's.tanggal_mulai',
      's.tanggal_selesai',
      sql<number>`(SELECT count(*)::int FROM survey_question q WHERE q.survey_id = s.id)`.as('questions_count'),
      sql<boolean>`EXISTS (SELECT 1 FROM survey_participant sp WHERE sp.survey_id = s.id AND sp.pegawai_id = ${pegawaiId})`.as(
        'sudah_diisi',
      ),
    ])
    .where(openTo(pegawaiId));
}

export function openSurveysOf(db: Db, pegawaiId: number) {
  return openRows(db, pegawaiId).orderBy('s.tanggal_selesai').orderBy('s.id').execute();
}

export function openSurveyOf(db: Db, pegawaiId: number, surveyId: number) {
  return openRows(db, pegawaiId).where('s.id', '=', surveyId).executeTakeFirst();
}

/** Records that the employee answered; false when they already had (the primary key decides, also under races). */
export async function recordParticipant(trx: Db, surveyId: number, pegawaiId: number): Promise<boolean> {
  const row = await trx
    .insertInto('survey_participant')
    .values({ survey_id: surveyId, pegawai_id: pegawaiId })
    .onConflict((oc) => oc.doNothing())
    .returning('survey_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface AnswerValues {
  question_id: number;
  option_id: number | null;
  nilai: number | null;
  teks: string | null;
}

/** One response with its answers; `pegawaiId` null (and no time) on anonymous surveys. */
export async function insertResponse(
  trx: Db,
  surveyId: number,
  pegawaiId: number | null,
  answers: readonly AnswerValues[],
): Promise<void> {
  const { id } = await trx
    .insertInto('survey_response')
    .values({ survey_id: surveyId, pegawai_id: pegawaiId, created_at: pegawaiId === null ? null : new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (answers.length > 0)
    await trx
      .insertInto('survey_answer')
      .values(answers.map((a) => ({ response_id: id, ...a })))
      .execute();
}

export function optionCounts(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_option as o')
    .innerJoin('survey_question as q', 'q.id', 'o.question_id')
    .leftJoin('survey_answer as a', 'a.option_id', 'o.id')
    .select(['o.id as option_id', 'o.question_id', 'o.label', sql<number>`count(a.response_id)::int`.as('jumlah')])
    .where('q.survey_id', '=', surveyId)
    .groupBy(['o.id', 'o.question_id', 'o.label', 'o.urutan'])
    .orderBy('o.question_id')
    .orderBy('o.urutan')
    .execute();
}

export function answeredCounts(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_answer as a')
    .innerJoin('survey_question as q', 'q.id', 'a.question_id')
    .select(['a.question_id', sql<number>`count(DISTINCT a.response_id)::int`.as('n')])
    .where('q.survey_id', '=', surveyId)
    .groupBy('a.question_id')
    .execute();
}

export function scaleCounts(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_answer as a')
    .innerJoin('survey_question as q', 'q.id', 'a.question_id')
    .select(['a.question_id', 'a.nilai', sql<number>`count(*)::int`.as('n')])
    .where('q.survey_id', '=', surveyId)
    .where('a.nilai', 'is not', null)
    .groupBy(['a.question_id', 'a.nilai'])
    .execute();
}

/** Free texts in a stable order that says nothing about who or when (by the text itself). */
export function texts(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_answer as a')
    .innerJoin('survey_question as q', 'q.id', 'a.question_id')
    .select(['a.question_id', 'a.teks'])
    .where('q.survey_id', '=', surveyId)
    .where('a.teks', 'is not', null)
    .orderBy('a.question_id')
    .orderBy('a.teks')
    .execute();
}

export async function participantsCount(db: Db, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_participant')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return row.n;
}
