/**
 * Surveys: the managers' register (write with questions, publish, results, export) and the
 * employees' side (open surveys of their target groups, answer once). docs/adr/0045.
 *
 * Anonymous surveys: who answered goes to survey_participant, what was answered to survey_response
 * and survey_answer with no employee, no time and a random key, so the database holds no link.
 */
import {
  SURVEY_MESSAGES,
  type MessageAnswer,
  type SurveyAnswerInput,
  type SurveyDetail,
  type SurveyFormAnswer,
  type SurveyInput,
  type SurveyListAnswer,
  type SurveyListQuery,
  type SurveyMutation,
  type SurveyOpenListAnswer,
  type SurveyQuestion,
  type SurveyQuestionResult,
  type SurveyResultAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './survey.repo.js';

const CHOICE_TYPES = new Set(['pilihan_tunggal', 'pilihan_ganda']);

export class SurveyService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: SurveyListQuery): Promise<SurveyListAnswer> {
    const { rows, total } = await repo.listSurveys(this.ctx.db, {
      search: q.search?.trim() || undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async detail(db: Db, id: number): Promise<SurveyDetail> {
    const row = await repo.findSurvey(db, id);
    if (!row) throw new HttpError(404, SURVEY_MESSAGES.notFound);
    return { ...row, questions: await repo.questionsOf(db, id) };
  }

  async show(id: number): Promise<{ data: SurveyDetail }> {
    return { data: await this.detail(this.ctx.db, id) };
  }

  /** The checked survey values and questions (one 422 naming every field at fault). */
  private async values(db: Db, input: SurveyInput) {
    const errors: FieldErrors = {};
    if (input.tanggal_selesai < input.tanggal_mulai) errors.tanggal_selesai = [SURVEY_MESSAGES.periodInvalid];
    const targetIds = input.target === 'semua' ? [] : [...new Set(input.target_ids ?? [])];
    if (input.target !== 'semua') {
      if (targetIds.length === 0) errors.target_ids = [SURVEY_MESSAGES.targetRequired];
      else if ((await repo.countExisting(db, input.target, targetIds)) !== targetIds.length)
        errors.target_ids = [SURVEY_MESSAGES.targetNotFound];
    }
    if (input.questions.length === 0) errors.questions = [SURVEY_MESSAGES.questionsRequired];
    const questions: repo.QuestionValues[] = input.questions.map((q, i) => {
      const options = CHOICE_TYPES.has(q.tipe) ? (q.options ?? []).map((o) => o.label.trim()) : [];
      if (!q.pertanyaan.trim()) errors[`questions.${i}.pertanyaan`] = [SURVEY_MESSAGES.answerRequired];
      if (CHOICE_TYPES.has(q.tipe) && options.filter(Boolean).length < 2)
        errors[`questions.${i}.options`] = [SURVEY_MESSAGES.optionsRequired];
      return { tipe: q.tipe, pertanyaan: q.pertanyaan.trim(), is_wajib: q.is_wajib ?? true, options };
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      survey: {
        judul: input.judul.trim(),
        deskripsi: input.deskripsi?.trim() || null,
        is_anonim: input.is_anonim,
        tanggal_mulai: input.tanggal_mulai,
        tanggal_selesai: input.tanggal_selesai,
        target: input.target,
        target_ids: targetIds,
      },
      questions,
    };
  }

  async create(actor: Actor, input: SurveyInput): Promise<SurveyMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { survey, questions } = await this.values(trx, input);
      const { id } = await trx
        .insertInto('survey')
        .values({ ...survey, created_by: actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await repo.replaceQuestions(trx, id, questions);
      const data = await this.detail(trx, id);
      await recordAudit(trx, { ...actor, entity: 'survey', entityId: id, after: data });
      return { message: SURVEY_MESSAGES.created, data };
    });
  }

  /** The questions change only while nobody has answered (the answers point at them); the rest always. */
  async update(actor: Actor, id: number, input: SurveyInput): Promise<SurveyMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockSurvey(trx, id);
      if (!locked) throw new HttpError(404, SURVEY_MESSAGES.notFound);
      const before = await this.detail(trx, id);
      const { survey, questions } = await this.values(trx, input);
      const answered = await repo.hasAnswers(trx, id);
      if (answered && !sameQuestions(before.questions, questions))
        throw new HttpError(409, SURVEY_MESSAGES.questionsLocked);
      // Anonymity cannot be switched once answered: answers given anonymously must stay unlinked.
      if (answered && survey.is_anonim !== locked.is_anonim) throw new HttpError(409, SURVEY_MESSAGES.questionsLocked);
      await trx
        .updateTable('survey')
        .set({ ...survey, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (!answered) await repo.replaceQuestions(trx, id, questions);
      const data = await this.detail(trx, id);
      await recordAudit(trx, { ...actor, entity: 'survey', entityId: id, before, after: data });
      return { message: SURVEY_MESSAGES.updated, data };
    });
  }

  async publish(actor: Actor, id: number): Promise<SurveyMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockSurvey(trx, id))) throw new HttpError(404, SURVEY_MESSAGES.notFound);
      await trx
        .updateTable('survey')
        .set({ is_published: true, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const data = await this.detail(trx, id);
      await recordAudit(trx, { ...actor, entity: 'survey', entityId: id, after: { is_published: true } });
      return { message: SURVEY_MESSAGES.published, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockSurvey(trx, id))) throw new HttpError(404, SURVEY_MESSAGES.notFound);
      const before = await this.detail(trx, id);
      await trx.deleteFrom('survey').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'survey', entityId: id, before });
      return { message: SURVEY_MESSAGES.deleted };
    });
  }

  async results(id: number): Promise<SurveyResultAnswer> {
    const db = this.ctx.db;
    const survey = await repo.findSurvey(db, id);
    if (!survey) throw new HttpError(404, SURVEY_MESSAGES.notFound);
    const [questions, options, answered, scale, freeTexts, jumlah] = await Promise.all([
      repo.questionsOf(db, id),
      repo.optionCounts(db, id),
      repo.answeredCounts(db, id),
      repo.scaleCounts(db, id),
      repo.texts(db, id),
      repo.participantsCount(db, id),
    ]);
    const answeredOf = new Map(answered.map((a) => [a.question_id, a.n]));
    const result: SurveyQuestionResult[] = questions.map((q) => {
      const distribusi = q.tipe === 'skala' ? [1, 2, 3, 4, 5].map((v) => countOf(scale, q.id, v)) : [];
      const n = distribusi.reduce((a, b) => a + b, 0);
      const sum = distribusi.reduce((a, b, i) => a + b * (i + 1), 0);
      return {
        question_id: q.id,
        urutan: q.urutan,
        tipe: q.tipe,
        pertanyaan: q.pertanyaan,
        jumlah_jawaban: answeredOf.get(q.id) ?? 0,
        options: options
          .filter((o) => o.question_id === q.id)
          .map((o) => ({ option_id: o.option_id, label: o.label, jumlah: o.jumlah })),
        distribusi,
        rata_rata: n > 0 ? Math.round((sum / n) * 100) / 100 : null,
        teks: freeTexts.filter((t) => t.question_id === q.id).map((t) => t.teks ?? ''),
      };
    });
    return { data: { survey, jumlah_responden: jumlah, questions: result } };
  }

  // ── Employees ──────────────────────────────────────────────────────────────────────────────
  private async pegawaiOf(userId: number): Promise<number> {
    const pegawaiId = await pegawaiIdOfUser(this.ctx.db, userId);
    if (pegawaiId === null) throw new HttpError(403, SURVEY_MESSAGES.noPegawai);
    return pegawaiId;
  }

  async openList(userId: number): Promise<SurveyOpenListAnswer> {
    const pegawaiId = await pegawaiIdOfUser(this.ctx.db, userId);
    if (pegawaiId === null) return { data: [] };
    return { data: await repo.openSurveysOf(this.ctx.db, pegawaiId) };
  }

  async form(userId: number, id: number): Promise<SurveyFormAnswer> {
    const pegawaiId = await this.pegawaiOf(userId);
    const row = await repo.openSurveyOf(this.ctx.db, pegawaiId, id);
    if (!row) throw new HttpError(404, SURVEY_MESSAGES.notOpen);
    return { data: { ...row, questions: await repo.questionsOf(this.ctx.db, id) } };
  }

  async answer(actor: Actor & { userId: number }, id: number, input: SurveyAnswerInput): Promise<MessageAnswer> {
    const pegawaiId = await this.pegawaiOf(actor.userId);
    return this.ctx.db.transaction().execute(async (trx) => {
      // FOR SHARE: the survey cannot be edited or deleted while this answer is written.
      const survey = await trx
        .selectFrom('survey')
        .select(['id', 'is_anonim'])
        .where('id', '=', id)
        .forShare()
        .executeTakeFirst();
      const open = survey ? await repo.openSurveyOf(trx, pegawaiId, id) : undefined;
      if (!survey || !open) throw new HttpError(404, SURVEY_MESSAGES.notOpen);
      // Once only, whatever the body says: a second answer is 409 before its answers are checked (a
      // refused answer rolls the participant row back with the rest).
      if (!(await repo.recordParticipant(trx, id, pegawaiId)))
        throw new HttpError(409, SURVEY_MESSAGES.alreadyAnswered);
      const answers = checkAnswers(await repo.questionsOf(trx, id), input);
      await repo.insertResponse(trx, id, survey.is_anonim ? null : pegawaiId, answers);
      // The audit names who answered (as survey_participant does), never what.
      await recordAudit(trx, { ...actor, entity: 'survey_participant', entityId: id, after: { survey_id: id } });
      return { message: SURVEY_MESSAGES.answered };
    });
  }
}

function countOf(rows: readonly { question_id: number; nilai: number | null; n: number }[], q: number, v: number) {
  return rows.find((r) => r.question_id === q && r.nilai === v)?.n ?? 0;
}

function sameQuestions(before: readonly SurveyQuestion[], after: readonly repo.QuestionValues[]): boolean {
  return (
    before.length === after.length &&
    before.every(
      (q, i) =>
        q.tipe === after[i].tipe &&
        q.pertanyaan === after[i].pertanyaan &&
        q.is_wajib === after[i].is_wajib &&
        q.options.length === after[i].options.length &&
        q.options.every((o, j) => o.label === after[i].options[j]),
    )
  );
}

/** The answers as rows, checked against the questions (422 per question at fault). */
export function checkAnswers(questions: readonly SurveyQuestion[], input: SurveyAnswerInput): repo.AnswerValues[] {
  const errors: FieldErrors = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, (typeof input.answers)[number]>();
  for (const a of input.answers) {
    if (!byId.has(a.question_id)) errors[`answers.${a.question_id}`] = [SURVEY_MESSAGES.questionUnknown];
    else given.set(a.question_id, a);
  }
  const rows: repo.AnswerValues[] = [];
  for (const q of questions) {
    const a = given.get(q.id);
    const key = `answers.${q.id}`;
    const optionIds = [...new Set(a?.option_ids ?? [])];
    const teks = a?.teks?.trim() || null;
    const nilai = a?.nilai ?? null;
    const empty = q.tipe === 'teks' ? teks === null : q.tipe === 'skala' ? nilai === null : optionIds.length === 0;
    if (empty) {
      if (q.is_wajib) errors[key] = [SURVEY_MESSAGES.answerRequired];
      continue;
    }
    if (CHOICE_TYPES.has(q.tipe)) {
      const valid = new Set(q.options.map((o) => o.id));
      if (optionIds.some((id) => !valid.has(id)) || (q.tipe === 'pilihan_tunggal' && optionIds.length > 1)) {
        errors[key] = [SURVEY_MESSAGES.answerInvalid];
        continue;
      }
      for (const option_id of optionIds) rows.push({ question_id: q.id, option_id, nilai: null, teks: null });
    } else if (q.tipe === 'skala') rows.push({ question_id: q.id, option_id: null, nilai, teks: null });
    else rows.push({ question_id: q.id, option_id: null, nilai: null, teks });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return rows;
}
