/**
 * Surveys (issue #20; spec section 2 /survey (63), section 3 "survey"; docs/adr/0045).
 *
 * Managers (POLICY.manageSurveys, role 63):
 *   GET    /api/general/survey?page&per_page&search        every survey (SurveyListQuery → SurveyListAnswer)
 *   POST   /api/general/survey                             create with its questions (SurveyInput) → 'Survei disimpan'
 *   GET    /api/general/survey/{id}                        one survey with its questions (SurveyShowAnswer)
 *   PUT    /api/general/survey/{id}                        change it; the questions only while nobody has answered (409)
 *   DELETE /api/general/survey/{id}                        delete it with its answers → 'Survei dihapus'
 *   POST   /api/general/survey/{id}/x/publish              publish (employees of the target group see it in its period)
 *   GET    /api/general/survey/{id}/x/result               results per question (SurveyResultAnswer)
 *   GET    /api/general/survey/{id}/x/export               the results as xlsx (hasil-survei-…xlsx)
 * Employees (POLICY.answerSurveys, role 10):
 *   GET    /api/general/survey/x/isi                       the open surveys of the caller's target groups, with `sudah_diisi`
 *   GET    /api/general/survey/x/isi/{id}                  one open survey to answer (404 when not open to the caller)
 *   POST   /api/general/survey/x/isi/{id}                  answer it once (SurveyAnswerInput) → 'Jawaban survei tersimpan';
 *                                                          a second answer → 409 SURVEY_MESSAGES.alreadyAnswered
 *
 * Open: published and the portal's today within tanggal_mulai..tanggal_selesai (both inclusive).
 * Anonymous surveys keep who answered apart from what was answered (no link in the database).
 */
import { Type, type Static } from 'typebox';
import { NullableString, PageQuery, Paged, StringEnum } from './common.js';
import { DateOnly, RowId } from './fields.js';

export const SURVEY_PATH = '/api/general/survey';
export const SURVEY_PATHS = {
  base: SURVEY_PATH,
  answer: `${SURVEY_PATH}/x/isi`,
} as const;

export const SURVEY_TARGETS = ['semua', 'kantor', 'jabatan'] as const;
export type SurveyTarget = (typeof SURVEY_TARGETS)[number];
export const SURVEY_QUESTION_TYPES = ['pilihan_tunggal', 'pilihan_ganda', 'skala', 'teks'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_LIMITS = {
  judul: 200,
  deskripsi: 5000,
  questions: 100,
  pertanyaan: 1000,
  options: 20,
  label: 200,
  teks: 5000,
  targets: 500,
} as const;

export const SURVEY_MESSAGES = {
  created: 'Survei disimpan',
  updated: 'Survei diperbarui',
  deleted: 'Survei dihapus',
  published: 'Survei diterbitkan',
  answered: 'Jawaban survei tersimpan',
  notFound: 'Survei tidak ditemukan',
  notOpen: 'Survei tidak sedang dibuka untuk Anda',
  alreadyAnswered: 'Anda sudah mengisi survei ini',
  questionsLocked: 'Pertanyaan tidak dapat diubah karena survei sudah diisi',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  periodInvalid: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  targetRequired: 'Pilih minimal satu kantor atau jabatan',
  targetNotFound: 'Kantor atau jabatan sasaran tidak ditemukan',
  questionsRequired: 'Survei harus memiliki minimal satu pertanyaan',
  optionsRequired: 'Pertanyaan pilihan harus memiliki minimal dua pilihan',
  answerRequired: 'Pertanyaan ini wajib dijawab',
  answerInvalid: 'Jawaban tidak sesuai dengan pertanyaan',
  questionUnknown: 'Pertanyaan tidak termasuk survei ini',
} as const;

export const SurveyOptionInput = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: SURVEY_LIMITS.label }) },
  { additionalProperties: false },
);
export type SurveyOptionInput = Static<typeof SurveyOptionInput>;

export const SurveyQuestionInput = Type.Object(
  {
    tipe: StringEnum(SURVEY_QUESTION_TYPES),
    pertanyaan: Type.String({ minLength: 1, maxLength: SURVEY_LIMITS.pertanyaan }),
    is_wajib: Type.Optional(Type.Boolean({ default: true })),
    /** Choice questions: at least two; scale and text questions: ignored. */
    options: Type.Optional(Type.Array(SurveyOptionInput, { maxItems: SURVEY_LIMITS.options })),
  },
  { additionalProperties: false },
);
export type SurveyQuestionInput = Static<typeof SurveyQuestionInput>;

/** POST/PUT body. The questions are ordered as sent. */
export const SurveyInput = Type.Object(
  {
    judul: Type.String({ minLength: 1, maxLength: SURVEY_LIMITS.judul }),
    deskripsi: Type.Optional(Type.Union([Type.String({ maxLength: SURVEY_LIMITS.deskripsi }), Type.Null()])),
    is_anonim: Type.Boolean(),
    tanggal_mulai: DateOnly,
    tanggal_selesai: DateOnly,
    target: StringEnum(SURVEY_TARGETS),
    /** Office ids (target 'kantor') or position ids (target 'jabatan'); ignored for 'semua'. */
    target_ids: Type.Optional(Type.Array(RowId, { maxItems: SURVEY_LIMITS.targets })),
    questions: Type.Array(SurveyQuestionInput, { maxItems: SURVEY_LIMITS.questions }),
  },
  { additionalProperties: false },
);
export type SurveyInput = Static<typeof SurveyInput>;

export const SurveyOption = Type.Object({ id: Type.Integer(), urutan: Type.Integer(), label: Type.String() });
export type SurveyOption = Static<typeof SurveyOption>;

export const SurveyQuestion = Type.Object({
  id: Type.Integer(),
  urutan: Type.Integer(),
  tipe: StringEnum(SURVEY_QUESTION_TYPES),
  pertanyaan: Type.String(),
  is_wajib: Type.Boolean(),
  options: Type.Array(SurveyOption),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const SurveyStatus = StringEnum(['draft', 'dijadwalkan', 'dibuka', 'ditutup'] as const);
export type SurveyStatus = Static<typeof SurveyStatus>;

/** A list row (managers). */
export const SurveyRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  deskripsi: NullableString,
  is_anonim: Type.Boolean(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  target: StringEnum(SURVEY_TARGETS),
  target_ids: Type.Array(Type.Integer()),
  is_published: Type.Boolean(),
  status: SurveyStatus,
  questions_count: Type.Integer(),
  responses_count: Type.Integer(),
  created_at: Type.String(),
});
export type SurveyRow = Static<typeof SurveyRow>;

export const SurveyListQuery = Type.Object({ ...PageQuery });
export type SurveyListQuery = Static<typeof SurveyListQuery>;
export const SurveyListAnswer = Paged(SurveyRow);
export type SurveyListAnswer = Static<typeof SurveyListAnswer>;

export const SurveyDetail = Type.Object({ ...SurveyRow.properties, questions: Type.Array(SurveyQuestion) });
export type SurveyDetail = Static<typeof SurveyDetail>;
export const SurveyShowAnswer = Type.Object({ data: SurveyDetail });
export type SurveyShowAnswer = Static<typeof SurveyShowAnswer>;
export const SurveyMutation = Type.Object({ message: Type.String(), data: SurveyDetail });
export type SurveyMutation = Static<typeof SurveyMutation>;

/** The employee's list: open surveys of their target groups. */
export const SurveyOpenRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  deskripsi: NullableString,
  is_anonim: Type.Boolean(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  questions_count: Type.Integer(),
  sudah_diisi: Type.Boolean(),
});
export type SurveyOpenRow = Static<typeof SurveyOpenRow>;
export const SurveyOpenListAnswer = Type.Object({ data: Type.Array(SurveyOpenRow) });
export type SurveyOpenListAnswer = Static<typeof SurveyOpenListAnswer>;

export const SurveyFormAnswer = Type.Object({
  data: Type.Object({ ...SurveyOpenRow.properties, questions: Type.Array(SurveyQuestion) }),
});
export type SurveyFormAnswer = Static<typeof SurveyFormAnswer>;

/** One answer: `option_ids` for choice questions (one for pilihan_tunggal), `nilai` 1–5 for skala, `teks` for teks. */
export const SurveyAnswerItem = Type.Object(
  {
    question_id: RowId,
    option_ids: Type.Optional(Type.Array(RowId, { maxItems: SURVEY_LIMITS.options })),
    nilai: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()])),
    teks: Type.Optional(Type.Union([Type.String({ maxLength: SURVEY_LIMITS.teks }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SurveyAnswerItem = Static<typeof SurveyAnswerItem>;

export const SurveyAnswerInput = Type.Object(
  { answers: Type.Array(SurveyAnswerItem, { maxItems: SURVEY_LIMITS.questions }) },
  { additionalProperties: false },
);
export type SurveyAnswerInput = Static<typeof SurveyAnswerInput>;

/** Results of one question: counts per option (choice), the 1–5 distribution and average (skala), texts (teks). */
export const SurveyQuestionResult = Type.Object({
  question_id: Type.Integer(),
  urutan: Type.Integer(),
  tipe: StringEnum(SURVEY_QUESTION_TYPES),
  pertanyaan: Type.String(),
  /** Responses that answered this question. */
  jumlah_jawaban: Type.Integer(),
  options: Type.Array(Type.Object({ option_id: Type.Integer(), label: Type.String(), jumlah: Type.Integer() })),
  /** skala: counts of 1..5 (index 0 is 1). Empty for other types. */
  distribusi: Type.Array(Type.Integer()),
  rata_rata: Type.Union([Type.Number(), Type.Null()]),
  teks: Type.Array(Type.String()),
});
export type SurveyQuestionResult = Static<typeof SurveyQuestionResult>;

export const SurveyResultAnswer = Type.Object({
  data: Type.Object({
    survey: SurveyRow,
    /** How many employees answered (survey_participant). */
    jumlah_responden: Type.Integer(),
    questions: Type.Array(SurveyQuestionResult),
  }),
});
export type SurveyResultAnswer = Static<typeof SurveyResultAnswer>;
