/**
 * Quizzes (spec /learning/quiz/index): managers write quizzes (one correct choice per question, a pass
 * mark, max attempts) and read results per employee and per office; employees start an attempt, get
 * an answer sheet WITHOUT the correct choices, and submit it once. The score is computed here from the
 * stored choices, never taken from the client. One submit wins: the sheet is closed by a conditional
 * UPDATE … WHERE submitted_at IS NULL (the row lock makes a concurrent submit wait, then find it closed).
 */
import {
  LEARNING_MESSAGES,
  type LearningMyQuizListAnswer,
  type LearningQuizDetail,
  type LearningQuizInput,
  type LearningQuizListAnswer,
  type LearningQuizListQuery,
  type LearningQuizMutation,
  type LearningResultAnswer,
  type LearningSheet,
  type LearningSheetMutation,
  type LearningSubmitInput,
  type MessageAnswer,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import * as repo from './learning.repo.js';

type Caller = Actor & { userId: number };

/** 0–100, rounded half up: what the sheet, the results and the browser show. */
export function scoreOf(benar: number, soal: number): number {
  return soal === 0 ? 0 : Math.round((benar * 100) / soal);
}

export class LearningQuizService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: LearningQuizListQuery): Promise<LearningQuizListAnswer> {
    const { rows, total } = await repo.listQuiz(this.ctx.db, {
      search: q.search?.trim() || undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async detail(db: Db, id: number): Promise<LearningQuizDetail> {
    const row = await repo.findQuiz(db, id);
    if (!row) throw new HttpError(404, LEARNING_MESSAGES.quizNotFound);
    return { ...row, questions: await repo.questionsOf(db, id) };
  }

  async show(id: number): Promise<{ data: LearningQuizDetail }> {
    return { data: await this.detail(this.ctx.db, id) };
  }

  private async values(db: Db, input: LearningQuizInput) {
    const errors: FieldErrors = {};
    if (input.modul_id && !(await repo.findModul(db, input.modul_id)))
      errors.modul_id = [LEARNING_MESSAGES.modulNotFound];
    if (input.questions.length === 0) errors.questions = [LEARNING_MESSAGES.questionsRequired];
    const questions = input.questions.map((q, i) => {
      const choices = q.choices.map((c) => ({ label: c.label.trim(), is_benar: c.is_benar }));
      if (choices.filter((c) => c.label).length < 2)
        errors[`questions.${i}.choices`] = [LEARNING_MESSAGES.choicesRequired];
      else if (choices.filter((c) => c.is_benar).length !== 1)
        errors[`questions.${i}.choices`] = [LEARNING_MESSAGES.oneCorrect];
      return { pertanyaan: q.pertanyaan.trim(), choices };
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      quiz: {
        modul_id: input.modul_id ?? null,
        judul: input.judul.trim(),
        deskripsi: input.deskripsi?.trim() || null,
        nilai_lulus: input.nilai_lulus,
        maks_percobaan: input.maks_percobaan,
        is_published: input.is_published,
      },
      questions,
    };
  }

  async create(actor: Actor, input: LearningQuizInput): Promise<LearningQuizMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { quiz, questions } = await this.values(trx, input);
      const { id } = await trx.insertInto('learning_quiz').values(quiz).returning('id').executeTakeFirstOrThrow();
      await repo.replaceQuestions(trx, id, questions);
      const data = await this.detail(trx, id);
      await recordAudit(trx, { ...actor, entity: 'learning_quiz', entityId: id, after: data });
      return { message: LEARNING_MESSAGES.quizSaved, data };
    });
  }

  /** Once attempted, the questions stay (sheets point at them; scores must keep their meaning): 409 on a change. */
  async update(actor: Actor, id: number, input: LearningQuizInput): Promise<LearningQuizMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockQuiz(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.quizNotFound);
      const before = await this.detail(trx, id);
      const { quiz, questions } = await this.values(trx, input);
      const attempted = await repo.hasAttempts(trx, id);
      const same =
        before.questions.length === questions.length &&
        before.questions.every(
          (q, i) =>
            q.pertanyaan === questions[i].pertanyaan &&
            q.choices.length === questions[i].choices.length &&
            q.choices.every(
              (c, j) => c.label === questions[i].choices[j].label && c.is_benar === questions[i].choices[j].is_benar,
            ),
        );
      if (attempted && !same) throw new HttpError(409, LEARNING_MESSAGES.questionsLocked);
      if (attempted && quiz.nilai_lulus !== before.nilai_lulus)
        throw new HttpError(409, LEARNING_MESSAGES.questionsLocked);
      await trx
        .updateTable('learning_quiz')
        .set({ ...quiz, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (!attempted) await repo.replaceQuestions(trx, id, questions);
      const data = await this.detail(trx, id);
      await recordAudit(trx, { ...actor, entity: 'learning_quiz', entityId: id, before, after: data });
      return { message: LEARNING_MESSAGES.quizSaved, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockQuiz(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.quizNotFound);
      const before = await this.detail(trx, id);
      await trx.deleteFrom('learning_quiz').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'learning_quiz', entityId: id, before });
      return { message: LEARNING_MESSAGES.quizDeleted };
    });
  }

  async results(id: number, event: string | undefined): Promise<LearningResultAnswer> {
    if (!(await repo.findQuiz(this.ctx.db, id))) throw new HttpError(404, LEARNING_MESSAGES.quizNotFound);
    const data = await selectHandler(event ?? 'pegawai', {
      pegawai: () => repo.resultsPerPegawai(this.ctx.db, id),
      kantor: () => repo.resultsPerKantor(this.ctx.db, id),
    })();
    return { data };
  }

  // ── Employees ──────────────────────────────────────────────────────────────────────────────
  private async pegawaiOf(userId: number): Promise<number> {
    const pegawaiId = await pegawaiIdOfUser(this.ctx.db, userId);
    if (pegawaiId === null) throw new HttpError(403, LEARNING_MESSAGES.noPegawai);
    return pegawaiId;
  }

  async mine(userId: number): Promise<LearningMyQuizListAnswer> {
    const pegawaiId = await pegawaiIdOfUser(this.ctx.db, userId);
    if (pegawaiId === null) return { data: [] };
    return { data: await repo.myQuizzes(this.ctx.db, pegawaiId) };
  }

  /** The sheet of attempt `id` as its owner sees it: the correct choices only once it is submitted. */
  private async sheet(db: Db, id: number, pegawaiId: number): Promise<LearningSheet> {
    const attempt = await repo.findAttempt(db, id);
    // Another employee's sheet answers exactly like a missing one.
    if (!attempt || attempt.pegawai_id !== pegawaiId) throw new HttpError(404, LEARNING_MESSAGES.attemptNotFound);
    const questions = await repo.questionsOf(db, attempt.quiz_id);
    const submitted = attempt.submitted_at !== null;
    const answers = submitted ? new Map((await repo.answersOf(db, id)).map((a) => [a.question_id, a.choice_id])) : null;
    return {
      id: attempt.id,
      quiz_id: attempt.quiz_id,
      judul: attempt.judul,
      nilai_lulus: attempt.nilai_lulus,
      percobaan_ke: attempt.percobaan_ke,
      maks_percobaan: attempt.maks_percobaan,
      started_at: attempt.started_at,
      submitted_at: attempt.submitted_at,
      jumlah_soal: questions.length,
      jumlah_benar: attempt.jumlah_benar,
      skor: attempt.skor,
      is_lulus: attempt.is_lulus,
      questions: questions.map((q) => ({
        id: q.id,
        urutan: q.urutan,
        pertanyaan: q.pertanyaan,
        jawaban_id: answers?.get(q.id) ?? null,
        choices: q.choices.map((c) =>
          submitted
            ? { id: c.id, urutan: c.urutan, label: c.label, is_benar: c.is_benar }
            : { id: c.id, urutan: c.urutan, label: c.label },
        ),
      })),
    };
  }

  async showAttempt(userId: number, id: number): Promise<{ data: LearningSheet }> {
    return { data: await this.sheet(this.ctx.db, id, await this.pegawaiOf(userId)) };
  }

  /** Starts an attempt, or answers the open one (a reload of the page does not spend an attempt). */
  async start(actor: Caller, quizId: number): Promise<LearningSheetMutation> {
    const pegawaiId = await this.pegawaiOf(actor.userId);
    return this.ctx.db.transaction().execute(async (trx) => {
      // Lock the quiz row: two tabs starting at once queue here, so attempts are counted once.
      const quiz = await repo.lockQuiz(trx, quizId);
      if (!quiz || !quiz.is_published) throw new HttpError(404, LEARNING_MESSAGES.quizNotFound);
      const open = await repo.openAttempt(trx, quizId, pegawaiId);
      if (open) return { message: LEARNING_MESSAGES.started, data: await this.sheet(trx, open.id, pegawaiId) };
      const used = await repo.attemptsUsed(trx, quizId, pegawaiId);
      if (used >= quiz.maks_percobaan) throw new HttpError(409, LEARNING_MESSAGES.noAttemptsLeft);
      const { id } = await trx
        .insertInto('learning_attempt')
        .values({ quiz_id: quizId, pegawai_id: pegawaiId, percobaan_ke: used + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { ...actor, entity: 'learning_attempt', entityId: id, after: { quiz_id: quizId } });
      return { message: LEARNING_MESSAGES.started, data: await this.sheet(trx, id, pegawaiId) };
    });
  }

  async submit(actor: Caller, id: number, input: LearningSubmitInput): Promise<LearningSheetMutation> {
    const pegawaiId = await this.pegawaiOf(actor.userId);
    return this.ctx.db.transaction().execute(async (trx) => {
      // The one gate: only the first submit finds submitted_at NULL. A concurrent one waits on the row
      // lock this UPDATE takes and then matches nothing.
      const closed = await trx
        .updateTable('learning_attempt')
        .set({ submitted_at: new Date() })
        .where('id', '=', id)
        .where('pegawai_id', '=', pegawaiId)
        .where('submitted_at', 'is', null)
        .returning(['id', 'quiz_id'])
        .executeTakeFirst();
      if (!closed) {
        const attempt = await repo.findAttempt(trx, id);
        if (!attempt || attempt.pegawai_id !== pegawaiId) throw new HttpError(404, LEARNING_MESSAGES.attemptNotFound);
        throw new HttpError(409, LEARNING_MESSAGES.alreadySubmitted);
      }
      const questions = await repo.questionsOf(trx, closed.quiz_id);
      const byId = new Map(questions.map((q) => [q.id, q]));
      const errors: FieldErrors = {};
      const chosen = new Map<number, number | null>();
      for (const a of input.answers) {
        const q = byId.get(a.question_id);
        if (!q) errors[`answers.${a.question_id}`] = [LEARNING_MESSAGES.questionUnknown];
        else if (a.choice_id !== null && !q.choices.some((c) => c.id === a.choice_id))
          errors[`answers.${a.question_id}`] = [LEARNING_MESSAGES.choiceInvalid];
        else chosen.set(a.question_id, a.choice_id);
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const benar = questions.filter((q) => {
        const choice = chosen.get(q.id);
        return choice != null && q.choices.some((c) => c.id === choice && c.is_benar);
      }).length;
      const skor = scoreOf(benar, questions.length);
      if (questions.length > 0)
        await trx
          .insertInto('learning_attempt_answer')
          .values(questions.map((q) => ({ attempt_id: id, question_id: q.id, choice_id: chosen.get(q.id) ?? null })))
          .execute();
      await trx
        .updateTable('learning_attempt')
        .set({
          jumlah_soal: questions.length,
          jumlah_benar: benar,
          skor,
          is_lulus: sql<boolean>`${skor} >= (SELECT z.nilai_lulus FROM learning_quiz z WHERE z.id = ${closed.quiz_id})`,
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, { ...actor, entity: 'learning_attempt', entityId: id, after: { skor, benar } });
      return { message: LEARNING_MESSAGES.submitted, data: await this.sheet(trx, id, pegawaiId) };
    });
  }
}
