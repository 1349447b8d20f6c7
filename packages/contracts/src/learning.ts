/**
 * Learning: materials and quizzes (issue #20; spec section 2 /learning/materi/index and
 * /learning/quiz/index (63), section 3 "learning materi", section 7 /general/learning/x/materi;
 * docs/adr/0045).
 *
 * Modules and materials
 *   GET    /api/general/learning/x/modul                   every module, ordered, with its materials' count (useLearning)
 *   POST   /api/general/learning/x/modul, PUT/DELETE …/{id}  (manageLearning) → 'Modul disimpan' / 'Modul dihapus'
 *   GET    /api/general/learning/x/materi?modul_id&page&per_page&search  materials, ordered by module then urutan (useLearning)
 *   GET    /api/general/learning/x/materi/{id}             one material with its links and files (signed addresses) (useLearning)
 *   POST   /api/general/learning/x/materi, PUT/DELETE …/{id}  (manageLearning) → 'Materi disimpan' / 'Materi dihapus'
 *   POST   /api/general/learning/x/materi/{id}/x/file      attach a file (base64 JSON; PDF, images, office files, ≤ 10 MB)
 *   DELETE /api/general/learning/x/materi/{id}/x/file/{fileId}
 * Quizzes (manageLearning unless noted)
 *   GET    /api/general/learning/x/quiz?page&per_page&search   every quiz
 *   POST   /api/general/learning/x/quiz, GET/PUT/DELETE …/{id}  with questions and the correct choices; the
 *                                                        questions only while nobody has attempted the quiz (409)
 *   GET    /api/general/learning/x/quiz/{id}/x/result?event=pegawai|kantor   results per employee / per office
 *   GET    /api/general/learning/x/quiz/x/saya         (useLearning) published quizzes with the caller's attempts
 *   POST   /api/general/learning/x/quiz/{id}/x/attempt (useLearning) start (or resume) an attempt → the answer
 *                                                        sheet, WITHOUT the correct choices; 409 when no attempt is left
 *   GET    /api/general/learning/x/attempt/{id}        (useLearning, own) the sheet; once submitted with the score
 *                                                        and the correct choices
 *   PUT    /api/general/learning/x/attempt/{id}        (useLearning, own) submit the answers → the score, computed
 *                                                        by the server; a second submit → 409 LEARNING_MESSAGES.alreadySubmitted
 */
import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString, PageQuery, Paged, Selector } from './common.js';
import { RowId } from './fields.js';

export const LEARNING_PATH = '/api/general/learning/x';
export const LEARNING_PATHS = {
  modul: `${LEARNING_PATH}/modul`,
  materi: `${LEARNING_PATH}/materi`,
  quiz: `${LEARNING_PATH}/quiz`,
  myQuizzes: `${LEARNING_PATH}/quiz/x/saya`,
  attempt: `${LEARNING_PATH}/attempt`,
} as const;

export const LEARNING_LIMITS = {
  nama: 200,
  deskripsi: 5000,
  judul: 200,
  isi: 100_000,
  links: 20,
  url: 2000,
  questions: 100,
  pertanyaan: 2000,
  choices: 10,
  label: 500,
  fileBytes: 10 * 1024 * 1024,
} as const;

export const LEARNING_MESSAGES = {
  modulSaved: 'Modul disimpan',
  modulDeleted: 'Modul dihapus',
  modulNotFound: 'Modul tidak ditemukan',
  modulNotEmpty: 'Modul masih memiliki materi',
  materiSaved: 'Materi disimpan',
  materiDeleted: 'Materi dihapus',
  materiNotFound: 'Materi tidak ditemukan',
  fileUpdated: 'Attachment Updated',
  fileInvalid: 'File tidak valid',
  fileTooLarge: 'Ukuran file paling besar 10 MB',
  fileNotFound: 'File tidak ditemukan',
  urlInvalid: 'Tautan harus diawali http:// atau https://',
  quizSaved: 'Kuis disimpan',
  quizDeleted: 'Kuis dihapus',
  quizNotFound: 'Kuis tidak ditemukan',
  questionsLocked: 'Soal tidak dapat diubah karena kuis sudah dikerjakan',
  questionsRequired: 'Kuis harus memiliki minimal satu soal',
  choicesRequired: 'Setiap soal harus memiliki minimal dua pilihan',
  oneCorrect: 'Setiap soal harus memiliki tepat satu jawaban benar',
  noAttemptsLeft: 'Batas percobaan kuis sudah habis',
  attemptNotFound: 'Lembar jawaban tidak ditemukan',
  alreadySubmitted: 'Lembar jawaban ini sudah dinilai',
  submitted: 'Jawaban kuis dinilai',
  started: 'Kuis dimulai',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  choiceInvalid: 'Pilihan jawaban tidak termasuk soal ini',
  questionUnknown: 'Soal tidak termasuk kuis ini',
} as const;

// ── Modules ──────────────────────────────────────────────────────────────────────────────────────
export const LearningModulInput = Type.Object(
  {
    nama: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.nama }),
    deskripsi: Type.Optional(Type.Union([Type.String({ maxLength: LEARNING_LIMITS.deskripsi }), Type.Null()])),
    urutan: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type LearningModulInput = Static<typeof LearningModulInput>;

export const LearningModulRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  deskripsi: NullableString,
  urutan: Type.Integer(),
  materi_count: Type.Integer(),
  quiz_count: Type.Integer(),
});
export type LearningModulRow = Static<typeof LearningModulRow>;
export const LearningModulListAnswer = Type.Object({ data: Type.Array(LearningModulRow) });
export type LearningModulListAnswer = Static<typeof LearningModulListAnswer>;
export const LearningModulMutation = Type.Object({ message: Type.String(), data: LearningModulRow });
export type LearningModulMutation = Static<typeof LearningModulMutation>;

// ── Materials ────────────────────────────────────────────────────────────────────────────────────
export const LearningLink = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.label }),
    url: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.url }),
  },
  { additionalProperties: false },
);
export type LearningLink = Static<typeof LearningLink>;

export const LearningMateriInput = Type.Object(
  {
    modul_id: RowId,
    judul: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.judul }),
    isi: Type.String({ maxLength: LEARNING_LIMITS.isi }),
    urutan: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    tautan: Type.Optional(Type.Array(LearningLink, { maxItems: LEARNING_LIMITS.links })),
  },
  { additionalProperties: false },
);
export type LearningMateriInput = Static<typeof LearningMateriInput>;

export const LearningFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  created_at: Type.String(),
});
export type LearningFile = Static<typeof LearningFile>;

export const LearningMateriRow = Type.Object({
  id: Type.Integer(),
  modul_id: Type.Integer(),
  modul_nama: Type.String(),
  urutan: Type.Integer(),
  judul: Type.String(),
  tautan: Type.Array(LearningLink),
  files_count: Type.Integer(),
  updated_at: Type.String(),
});
export type LearningMateriRow = Static<typeof LearningMateriRow>;

export const LearningMateriListQuery = Type.Object({ ...PageQuery, modul_id: Type.Optional(RowId) });
export type LearningMateriListQuery = Static<typeof LearningMateriListQuery>;
export const LearningMateriListAnswer = Paged(LearningMateriRow);
export type LearningMateriListAnswer = Static<typeof LearningMateriListAnswer>;

export const LearningMateriDetail = Type.Object({
  ...LearningMateriRow.properties,
  isi: Type.String(),
  files: Type.Array(LearningFile),
});
export type LearningMateriDetail = Static<typeof LearningMateriDetail>;
export const LearningMateriShowAnswer = Type.Object({ data: LearningMateriDetail });
export type LearningMateriShowAnswer = Static<typeof LearningMateriShowAnswer>;
export const LearningMateriMutation = Type.Object({ message: Type.String(), data: LearningMateriDetail });
export type LearningMateriMutation = Static<typeof LearningMateriMutation>;

export const LearningFileInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    content_base64: Type.String({ minLength: 1, maxLength: Math.ceil((LEARNING_LIMITS.fileBytes * 4) / 3) + 64 }),
  },
  { additionalProperties: false },
);
export type LearningFileInput = Static<typeof LearningFileInput>;
export const LearningFileParams = Type.Object({ id: RowId, fileId: RowId });
export type LearningFileParams = Static<typeof LearningFileParams>;

// ── Quizzes (managers) ───────────────────────────────────────────────────────────────────────────
export const LearningChoiceInput = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.label }), is_benar: Type.Boolean() },
  { additionalProperties: false },
);
export type LearningChoiceInput = Static<typeof LearningChoiceInput>;

export const LearningQuestionInput = Type.Object(
  {
    pertanyaan: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.pertanyaan }),
    choices: Type.Array(LearningChoiceInput, { maxItems: LEARNING_LIMITS.choices }),
  },
  { additionalProperties: false },
);
export type LearningQuestionInput = Static<typeof LearningQuestionInput>;

export const LearningQuizInput = Type.Object(
  {
    modul_id: Type.Optional(Type.Union([RowId, Type.Null()])),
    judul: Type.String({ minLength: 1, maxLength: LEARNING_LIMITS.judul }),
    deskripsi: Type.Optional(Type.Union([Type.String({ maxLength: LEARNING_LIMITS.deskripsi }), Type.Null()])),
    nilai_lulus: Type.Integer({ minimum: 0, maximum: 100 }),
    maks_percobaan: Type.Integer({ minimum: 1, maximum: 100 }),
    is_published: Type.Boolean(),
    questions: Type.Array(LearningQuestionInput, { maxItems: LEARNING_LIMITS.questions }),
  },
  { additionalProperties: false },
);
export type LearningQuizInput = Static<typeof LearningQuizInput>;

export const LearningQuizRow = Type.Object({
  id: Type.Integer(),
  modul_id: NullableInteger,
  modul_nama: NullableString,
  judul: Type.String(),
  deskripsi: NullableString,
  nilai_lulus: Type.Integer(),
  maks_percobaan: Type.Integer(),
  is_published: Type.Boolean(),
  questions_count: Type.Integer(),
  attempts_count: Type.Integer(),
  updated_at: Type.String(),
});
export type LearningQuizRow = Static<typeof LearningQuizRow>;
export const LearningQuizListQuery = Type.Object({ ...PageQuery });
export type LearningQuizListQuery = Static<typeof LearningQuizListQuery>;
export const LearningQuizListAnswer = Paged(LearningQuizRow);
export type LearningQuizListAnswer = Static<typeof LearningQuizListAnswer>;

/** A question as managers see it: with the correct choice. */
export const LearningQuizQuestion = Type.Object({
  id: Type.Integer(),
  urutan: Type.Integer(),
  pertanyaan: Type.String(),
  choices: Type.Array(
    Type.Object({ id: Type.Integer(), urutan: Type.Integer(), label: Type.String(), is_benar: Type.Boolean() }),
  ),
});
export type LearningQuizQuestion = Static<typeof LearningQuizQuestion>;
export const LearningQuizDetail = Type.Object({
  ...LearningQuizRow.properties,
  questions: Type.Array(LearningQuizQuestion),
});
export type LearningQuizDetail = Static<typeof LearningQuizDetail>;
export const LearningQuizShowAnswer = Type.Object({ data: LearningQuizDetail });
export type LearningQuizShowAnswer = Static<typeof LearningQuizShowAnswer>;
export const LearningQuizMutation = Type.Object({ message: Type.String(), data: LearningQuizDetail });
export type LearningQuizMutation = Static<typeof LearningQuizMutation>;

export const LEARNING_RESULT_EVENTS = ['pegawai', 'kantor'] as const;
export const LearningResultQuery = Type.Object({ event: Type.Optional(Selector(LEARNING_RESULT_EVENTS)) });
export type LearningResultQuery = Static<typeof LearningResultQuery>;

/** event=pegawai: each employee's best score. event=kantor: per office. */
export const LearningResultRow = Type.Object({
  pegawai_id: NullableInteger,
  pegawai_nama: NullableString,
  npp: NullableString,
  kantor_id: NullableInteger,
  kantor_nama: NullableString,
  /** pegawai: attempts submitted; kantor: employees who submitted at least once. */
  jumlah: Type.Integer(),
  jumlah_lulus: Type.Integer(),
  skor_terbaik: NullableInteger,
  rata_rata: Type.Union([Type.Number(), Type.Null()]),
});
export type LearningResultRow = Static<typeof LearningResultRow>;
export const LearningResultAnswer = Type.Object({ data: Type.Array(LearningResultRow) });
export type LearningResultAnswer = Static<typeof LearningResultAnswer>;

// ── Quizzes (employees) ──────────────────────────────────────────────────────────────────────────
export const LearningMyQuizRow = Type.Object({
  id: Type.Integer(),
  modul_nama: NullableString,
  judul: Type.String(),
  deskripsi: NullableString,
  nilai_lulus: Type.Integer(),
  maks_percobaan: Type.Integer(),
  questions_count: Type.Integer(),
  percobaan: Type.Integer({ description: 'Attempts submitted by the caller' }),
  skor_terbaik: NullableInteger,
  is_lulus: Type.Boolean(),
  open_attempt_id: NullableInteger,
});
export type LearningMyQuizRow = Static<typeof LearningMyQuizRow>;
export const LearningMyQuizListAnswer = Type.Object({ data: Type.Array(LearningMyQuizRow) });
export type LearningMyQuizListAnswer = Static<typeof LearningMyQuizListAnswer>;

/** The answer sheet. Before submitting: no `is_benar`, `skor` null. After: the choices carry `is_benar`. */
export const LearningSheet = Type.Object({
  id: Type.Integer(),
  quiz_id: Type.Integer(),
  judul: Type.String(),
  nilai_lulus: Type.Integer(),
  percobaan_ke: Type.Integer(),
  maks_percobaan: Type.Integer(),
  started_at: Type.String(),
  submitted_at: NullableString,
  jumlah_soal: Type.Integer(),
  jumlah_benar: NullableInteger,
  skor: NullableInteger,
  is_lulus: Type.Union([Type.Boolean(), Type.Null()]),
  questions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      urutan: Type.Integer(),
      pertanyaan: Type.String(),
      /** Submitted sheets: the caller's choice. */
      jawaban_id: NullableInteger,
      choices: Type.Array(
        Type.Object({
          id: Type.Integer(),
          urutan: Type.Integer(),
          label: Type.String(),
          is_benar: Type.Optional(Type.Boolean()),
        }),
      ),
    }),
  ),
});
export type LearningSheet = Static<typeof LearningSheet>;
export const LearningSheetAnswer = Type.Object({ data: LearningSheet });
export type LearningSheetAnswer = Static<typeof LearningSheetAnswer>;
export const LearningSheetMutation = Type.Object({ message: Type.String(), data: LearningSheet });
export type LearningSheetMutation = Static<typeof LearningSheetMutation>;

export const LearningSubmitInput = Type.Object(
  {
    answers: Type.Array(
      Type.Object({ question_id: RowId, choice_id: Type.Union([RowId, Type.Null()]) }, { additionalProperties: false }),
      { maxItems: LEARNING_LIMITS.questions },
    ),
  },
  { additionalProperties: false },
);
export type LearningSubmitInput = Static<typeof LearningSubmitInput>;
