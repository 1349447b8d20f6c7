/**
 * The learning calls (issue #20, ADR 0045; contracts @portal/contracts learning.ts), their SWR hooks
 * and the form schemas, side by side. The transport adds '/api', so the paths here drop it.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  LearningMateriInput,
  LearningMateriMutation,
  LearningMateriRow,
  LearningMateriShowAnswer,
  LearningModulInput,
  LearningModulListAnswer,
  LearningModulMutation,
  LearningMyQuizListAnswer,
  LearningQuizDetail,
  LearningQuizInput,
  LearningQuizMutation,
  LearningQuizRow,
  LearningQuizShowAnswer,
  LearningResultAnswer,
  LearningSheetAnswer,
  LearningSheetMutation,
  LearningSubmitInput,
} from '@portal/contracts';

/** LEARNING_PATHS of the contracts without '/api' (the transport adds it; clients import only types). */
const LEARNING_PATH = '/general/learning/x';
export const LEARNING_API = {
  modul: `${LEARNING_PATH}/modul`,
  materi: `${LEARNING_PATH}/materi`,
  quiz: `${LEARNING_PATH}/quiz`,
  myQuizzes: `${LEARNING_PATH}/quiz/x/saya`,
  attempt: `${LEARNING_PATH}/attempt`,
} as const;

/** The server's limits and texts (LEARNING_LIMITS / LEARNING_MESSAGES in the contracts). */
const LEARNING_LIMITS = {
  nama: 200,
  deskripsi: 5000,
  judul: 200,
  isi: 100_000,
  links: 20,
  questions: 100,
  pertanyaan: 2000,
  choices: 10,
  label: 500,
} as const;
export const LEARNING_TEXTS = {
  urlInvalid: 'Tautan harus diawali http:// atau https://',
  questionsRequired: 'Kuis harus memiliki minimal satu soal',
  choicesRequired: 'Setiap soal harus memiliki minimal dua pilihan',
  oneCorrect: 'Setiap soal harus memiliki tepat satu jawaban benar',
} as const;

export const LEARNING_QUIZ_MANAGE_ROUTE = '/learning/quiz/index';
export const LEARNING_MATERI_MANAGE_ROUTE = '/learning/materi/index';
export const LEARNING_QUIZ_MINE_ROUTE = '/learning/quiz/saya';
export const LEARNING_MATERI_READ_ROUTE = '/learning/materi/baca';
/** The quiz-taking page: `/learning/quiz/kerjakan?id=3` (the quiz id). */
export const learningQuizTakeRoute = (quizId: number) => `/learning/quiz/kerjakan?id=${quizId}`;

// ── Modules and materials ───────────────────────────────────────────────────────────────────────
export function useLearningModules() {
  const transport = useTransport();
  return useApi<LearningModulListAnswer>([LEARNING_API.modul], () => transport.request('GET', LEARNING_API.modul));
}

export interface MateriListQuery {
  page: number;
  per_page: number;
  search?: string;
  modul_id?: number;
}
export function useMateriList(query: MateriListQuery) {
  return usePagedList<LearningMateriRow>(useTransport(), LEARNING_API.materi, query as unknown as QueryParams);
}
export function useMateri(id: number | null) {
  return useShow<LearningMateriShowAnswer>(useTransport(), LEARNING_API.materi, id);
}

export function saveModul(transport: Transport, input: LearningModulInput, id?: number) {
  return id
    ? transport.request<LearningModulMutation>('PUT', `${LEARNING_API.modul}/${id}`, { body: input })
    : transport.request<LearningModulMutation>('POST', LEARNING_API.modul, { body: input });
}
export function deleteModul(transport: Transport, id: number) {
  return transport.request<{ message: string }>('DELETE', `${LEARNING_API.modul}/${id}`);
}
export function saveMateri(transport: Transport, input: LearningMateriInput, id?: number) {
  return id
    ? transport.request<LearningMateriMutation>('PUT', `${LEARNING_API.materi}/${id}`, { body: input })
    : transport.request<LearningMateriMutation>('POST', LEARNING_API.materi, { body: input });
}
export function deleteMateri(transport: Transport, id: number) {
  return transport.request<{ message: string }>('DELETE', `${LEARNING_API.materi}/${id}`);
}

/** POST …/materi/{id}/x/file: the file read as base64 (the server takes JSON; at most 10 MB) → the material. */
export function uploadMateriFile(transport: Transport, id: number, file: File): Promise<LearningMateriMutation> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('File tidak dapat dibaca'));
    reader.onload = () => {
      const content_base64 = String(reader.result).replace(/^data:[^,]*,/, '');
      transport
        .request<LearningMateriMutation>('POST', `${LEARNING_API.materi}/${id}/x/file`, {
          body: { name: file.name, content_base64 },
        })
        .then(resolve, reject);
    };
    reader.readAsDataURL(file);
  });
}
export function deleteMateriFile(transport: Transport, id: number, fileId: number) {
  return transport.request<LearningMateriMutation>('DELETE', `${LEARNING_API.materi}/${id}/x/file/${fileId}`);
}

// ── Quizzes (managers) ──────────────────────────────────────────────────────────────────────────
export function useQuizList(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<LearningQuizRow>(useTransport(), LEARNING_API.quiz, query as unknown as QueryParams);
}
export function useQuiz(id: number | null) {
  return useShow<LearningQuizShowAnswer>(useTransport(), LEARNING_API.quiz, id);
}
export function useQuizResults(id: number | null, event: 'pegawai' | 'kantor') {
  const transport = useTransport();
  const path = id === null ? null : `${LEARNING_API.quiz}/${id}/x/result`;
  return useApi<LearningResultAnswer>(path ? [path, event] : null, () =>
    transport.request('GET', path!, { query: { event } }),
  );
}
export function saveQuiz(transport: Transport, input: LearningQuizInput, id?: number) {
  return id
    ? transport.request<LearningQuizMutation>('PUT', `${LEARNING_API.quiz}/${id}`, { body: input })
    : transport.request<LearningQuizMutation>('POST', LEARNING_API.quiz, { body: input });
}
export function deleteQuiz(transport: Transport, id: number) {
  return transport.request<{ message: string }>('DELETE', `${LEARNING_API.quiz}/${id}`);
}

// ── Quizzes (employees) ─────────────────────────────────────────────────────────────────────────
export function useMyQuizzes() {
  const transport = useTransport();
  return useApi<LearningMyQuizListAnswer>([LEARNING_API.myQuizzes], () =>
    transport.request('GET', LEARNING_API.myQuizzes),
  );
}
/** POST …/quiz/{id}/x/attempt: starts (or resumes) an attempt → the sheet without the correct choices. */
export function startAttempt(transport: Transport, quizId: number) {
  return transport.request<LearningSheetMutation>('POST', `${LEARNING_API.quiz}/${quizId}/x/attempt`);
}
export function useAttempt(id: number | null) {
  return useShow<LearningSheetAnswer>(useTransport(), LEARNING_API.attempt, id);
}
/** PUT …/attempt/{id}: the answers → the sheet with the server's score. */
export function submitAttempt(transport: Transport, attemptId: number, input: LearningSubmitInput) {
  return transport.request<LearningSheetMutation>('PUT', `${LEARNING_API.attempt}/${attemptId}`, { body: input });
}

// ── Forms ───────────────────────────────────────────────────────────────────────────────────────
const required = 'Wajib diisi';

export const modulSchema = yup.object({
  nama: yup.string().trim().required(required).max(LEARNING_LIMITS.nama),
  deskripsi: yup.string().max(LEARNING_LIMITS.deskripsi),
  urutan: yup.number().integer().min(0).max(10_000).required(required),
});
export type ModulFormValues = yup.InferType<typeof modulSchema>;

export const materiSchema = yup.object({
  modul_id: yup.number().integer().positive(required).required(required),
  judul: yup.string().trim().required(required).max(LEARNING_LIMITS.judul),
  isi: yup.string().max(LEARNING_LIMITS.isi).default(''),
  urutan: yup.number().integer().min(0).max(10_000).required(required),
  tautan: yup
    .array(
      yup.object({
        label: yup.string().trim().required(required).max(LEARNING_LIMITS.label),
        url: yup
          .string()
          .trim()
          .required(required)
          .matches(/^https?:\/\//i, LEARNING_TEXTS.urlInvalid),
      }),
    )
    .max(LEARNING_LIMITS.links)
    .required(),
});
export type MateriFormValues = yup.InferType<typeof materiSchema>;

export const quizSchema = yup.object({
  modul_id: yup.number().integer().nullable().default(null),
  judul: yup.string().trim().required(required).max(LEARNING_LIMITS.judul),
  deskripsi: yup.string().max(LEARNING_LIMITS.deskripsi).default(''),
  nilai_lulus: yup.number().integer().min(0).max(100).required(required),
  maks_percobaan: yup.number().integer().min(1).max(100).required(required),
  is_published: yup.boolean().required(),
  questions: yup
    .array(
      yup.object({
        pertanyaan: yup.string().trim().required(required).max(LEARNING_LIMITS.pertanyaan),
        choices: yup
          .array(
            yup.object({
              label: yup.string().trim().required(required).max(LEARNING_LIMITS.label),
              is_benar: yup.boolean().required(),
            }),
          )
          .min(2, LEARNING_TEXTS.choicesRequired)
          .max(LEARNING_LIMITS.choices)
          .required()
          .test('one-correct', LEARNING_TEXTS.oneCorrect, (choices) =>
            Boolean(choices && choices.filter((c) => c.is_benar).length === 1),
          ),
      }),
    )
    .min(1, LEARNING_TEXTS.questionsRequired)
    .max(LEARNING_LIMITS.questions)
    .required(),
});
export type QuizFormValues = yup.InferType<typeof quizSchema>;

export const emptyChoice = () => ({ label: '', is_benar: false });
export const emptyQuestion = () => ({ pertanyaan: '', choices: [emptyChoice(), emptyChoice()] });
export const EMPTY_QUIZ_FORM: QuizFormValues = {
  modul_id: null,
  judul: '',
  deskripsi: '',
  nilai_lulus: 70,
  maks_percobaan: 1,
  is_published: false,
  questions: [emptyQuestion()],
};

export function quizFormValues(quiz: LearningQuizDetail): QuizFormValues {
  return {
    modul_id: quiz.modul_id,
    judul: quiz.judul,
    deskripsi: quiz.deskripsi ?? '',
    nilai_lulus: quiz.nilai_lulus,
    maks_percobaan: quiz.maks_percobaan,
    is_published: quiz.is_published,
    questions: quiz.questions.map((q) => ({
      pertanyaan: q.pertanyaan,
      choices: q.choices.map((c) => ({ label: c.label, is_benar: c.is_benar })),
    })),
  };
}

export function quizInput(values: QuizFormValues): LearningQuizInput {
  return {
    modul_id: values.modul_id ?? null,
    judul: values.judul.trim(),
    deskripsi: values.deskripsi?.trim() ? values.deskripsi.trim() : null,
    nilai_lulus: values.nilai_lulus,
    maks_percobaan: values.maks_percobaan,
    is_published: values.is_published,
    questions: values.questions.map((q) => ({
      pertanyaan: q.pertanyaan.trim(),
      choices: q.choices.map((c) => ({ label: c.label.trim(), is_benar: c.is_benar })),
    })),
  };
}
