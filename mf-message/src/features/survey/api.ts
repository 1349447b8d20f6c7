/**
 * The survey calls (issue #20, ADR 0045; contracts @portal/contracts survey.ts), their SWR hooks and
 * the answer form's values, side by side. Managers: POLICY.manageSurveys; employees: POLICY.answerSurveys.
 */
import * as yup from 'yup';
import {
  downloadFrom,
  useApi,
  usePagedList,
  useShow,
  useTransport,
  type QueryParams,
  type Transport,
} from '@portal/api-client';
import type {
  SurveyDetail,
  SurveyInput,
  SurveyMutation,
  SurveyQuestionType,
  SurveyRow,
  SurveyShowAnswer,
  SurveyTarget,
  SurveyAnswerInput,
  SurveyAnswerItem,
  SurveyFormAnswer,
  SurveyOpenListAnswer,
  SurveyQuestion,
  SurveyResultAnswer,
} from '@portal/contracts';

/** The API's paths, relative to the transport's /api base (contracts: SURVEY_PATHS). */
export const SURVEY_PATH = '/general/survey';
export const SURVEY_ANSWER_PATH = `${SURVEY_PATH}/x/isi`;

export const SURVEY_LIST_ROUTE = '/survey';
export const SURVEY_OPEN_ROUTE = '/survey/isi';
export const surveyAnswerRoute = (id: number) => `/survey/isi/${id}`;
export const surveyResultRoute = (id: number) => `/survey/${id}/hasil`;

export interface SurveyListQuery {
  page: number;
  per_page: number;
  search?: string;
}

/** GET /general/survey: the paged list (managers). */
export function useSurveyList(query: SurveyListQuery) {
  return usePagedList<SurveyRow>(useTransport(), SURVEY_PATH, query as unknown as QueryParams);
}

/** GET /general/survey/{id}: one survey with its questions (for editing); null skips. */
export function useSurvey(id: number | null) {
  return useShow<SurveyShowAnswer>(useTransport(), SURVEY_PATH, id, {}, { revalidateOnFocus: false });
}

/** POST /general/survey → 'Survei disimpan'; PUT /general/survey/{id} → 'Survei diperbarui'. */
export function saveSurvey(transport: Transport, input: SurveyInput, id?: number): Promise<SurveyMutation> {
  return id === undefined
    ? transport.request('POST', SURVEY_PATH, { body: input })
    : transport.request('PUT', `${SURVEY_PATH}/${id}`, { body: input });
}

/** DELETE /general/survey/{id} → 'Survei dihapus' (with its answers). */
export function deleteSurvey(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${SURVEY_PATH}/${id}`);
}

/** POST /general/survey/{id}/x/publish → 'Survei diterbitkan'. */
export function publishSurvey(transport: Transport, id: number): Promise<SurveyMutation> {
  return transport.request('POST', `${SURVEY_PATH}/${id}/x/publish`);
}

/** GET /general/survey/x/isi: the open surveys of the caller, with `sudah_diisi`. */
export function useOpenSurveys() {
  const transport = useTransport();
  return useApi<SurveyOpenListAnswer>([SURVEY_ANSWER_PATH], () => transport.request('GET', SURVEY_ANSWER_PATH));
}

/** GET /general/survey/x/isi/{id}: one open survey to answer; null skips. */
export function useSurveyForm(id: number | null) {
  return useShow<SurveyFormAnswer>(useTransport(), SURVEY_ANSWER_PATH, id, {}, { revalidateOnFocus: false });
}

/** POST /general/survey/x/isi/{id} → 'Jawaban survei tersimpan'; a second answer → 409. */
export function answerSurvey(transport: Transport, id: number, input: SurveyAnswerInput): Promise<{ message: string }> {
  return transport.request('POST', `${SURVEY_ANSWER_PATH}/${id}`, { body: input });
}

/** GET /general/survey/{id}/x/result: counts per option, the 1–5 distribution, free texts. */
export function useSurveyResult(id: number | null) {
  const transport = useTransport();
  const path = id === null ? null : `${SURVEY_PATH}/${id}/x/result`;
  return useApi<SurveyResultAnswer>(path ? [path] : null, () => transport.request('GET', path!));
}

/** GET /general/survey/{id}/x/export: the results as xlsx (hasil-survei-…xlsx). */
export function downloadSurveyResult(transport: Transport, id: number) {
  return downloadFrom(transport, `${SURVEY_PATH}/${id}/x/export`, `hasil-survei-${id}.xlsx`);
}

// ---- the answer form -----------------------------------------------------------------------------

/** One value per question, keyed `q<id>`: option ids as strings (choice), '1'..'5' (skala), text (teks). */
export type SurveyAnswerValues = Record<string, string | string[]>;

export const answerKey = (question: Pick<SurveyQuestion, 'id'>) => `q${question.id}`;

export const ANSWER_REQUIRED = 'Pertanyaan ini wajib dijawab';

export function emptyAnswerValues(questions: readonly SurveyQuestion[]): SurveyAnswerValues {
  return Object.fromEntries(questions.map((q) => [answerKey(q), q.tipe === 'pilihan_ganda' ? [] : '']));
}

/** Required questions must be answered (the server's text); free texts at most 5000 characters. */
export function answerSchema(questions: readonly SurveyQuestion[]) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const q of questions) {
    if (q.tipe === 'pilihan_ganda') {
      const list = yup.array().of(yup.string().required());
      shape[answerKey(q)] = q.is_wajib ? list.min(1, ANSWER_REQUIRED) : list;
    } else {
      const text = q.tipe === 'teks' ? yup.string().max(5000, 'Jawaban paling banyak 5000 karakter') : yup.string();
      shape[answerKey(q)] = q.is_wajib ? text.trim().required(ANSWER_REQUIRED) : text;
    }
  }
  return yup.object(shape);
}

/** The POST body: unanswered optional questions are left out. */
export function toAnswerInput(questions: readonly SurveyQuestion[], values: SurveyAnswerValues): SurveyAnswerInput {
  const answers: SurveyAnswerItem[] = [];
  for (const q of questions) {
    const value = values[answerKey(q)];
    if (q.tipe === 'pilihan_ganda') {
      const ids = (Array.isArray(value) ? value : []).map(Number);
      if (ids.length) answers.push({ question_id: q.id, option_ids: ids });
    } else if (typeof value === 'string' && value.trim() !== '') {
      if (q.tipe === 'pilihan_tunggal') answers.push({ question_id: q.id, option_ids: [Number(value)] });
      else if (q.tipe === 'skala') answers.push({ question_id: q.id, nilai: Number(value) });
      else answers.push({ question_id: q.id, teks: value.trim() });
    }
  }
  return { answers };
}

/** A share of a total as a whole percentage (0 when nobody answered). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

// ---- the managers' form --------------------------------------------------------------------------

export const QUESTION_TYPE_OPTIONS: { id: SurveyQuestionType; nama: string }[] = [
  { id: 'pilihan_tunggal', nama: 'Pilihan tunggal' },
  { id: 'pilihan_ganda', nama: 'Pilihan ganda' },
  { id: 'skala', nama: 'Skala 1–5' },
  { id: 'teks', nama: 'Isian bebas' },
];

export const TARGET_OPTIONS: { id: SurveyTarget; nama: string }[] = [
  { id: 'semua', nama: 'Semua pegawai' },
  { id: 'kantor', nama: 'Kantor tertentu' },
  { id: 'jabatan', nama: 'Jabatan tertentu' },
];

export interface SurveyQuestionValues {
  tipe: SurveyQuestionType;
  pertanyaan: string;
  is_wajib: boolean;
  options: string[];
}

export interface SurveyFormValues {
  judul: string;
  deskripsi: string;
  is_anonim: boolean;
  tanggal_mulai: string;
  tanggal_selesai: string;
  target: SurveyTarget;
  target_ids: number[];
  questions: SurveyQuestionValues[];
}

export const EMPTY_QUESTION: SurveyQuestionValues = {
  tipe: 'pilihan_tunggal',
  pertanyaan: '',
  is_wajib: true,
  options: ['', ''],
};

export const EMPTY_SURVEY_FORM: SurveyFormValues = {
  judul: '',
  deskripsi: '',
  is_anonim: false,
  tanggal_mulai: '',
  tanggal_selesai: '',
  target: 'semua',
  target_ids: [],
  questions: [EMPTY_QUESTION],
};

const isChoice = (tipe: SurveyQuestionType) => tipe === 'pilihan_tunggal' || tipe === 'pilihan_ganda';

/** The server's rules with its texts (survey.service.ts, SURVEY_MESSAGES). */
export const surveyFormSchema = yup.object({
  judul: yup.string().trim().required('Judul wajib diisi').max(200, 'Judul paling banyak 200 karakter'),
  deskripsi: yup.string().max(5000, 'Deskripsi paling banyak 5000 karakter'),
  is_anonim: yup.boolean(),
  tanggal_mulai: yup.string().required('Tanggal mulai wajib diisi'),
  tanggal_selesai: yup
    .string()
    .required('Tanggal selesai wajib diisi')
    .test('period', 'Tanggal selesai tidak boleh sebelum tanggal mulai', function (value) {
      const start = (this.parent as SurveyFormValues).tanggal_mulai;
      return !value || !start || value >= start;
    }),
  target: yup.string().oneOf(['semua', 'kantor', 'jabatan']).required(),
  target_ids: yup
    .array()
    .of(yup.number().required())
    .when('target', {
      is: (target: string) => target !== 'semua',
      then: (s) => s.min(1, 'Pilih minimal satu kantor atau jabatan'),
    }),
  questions: yup
    .array()
    .of(
      yup.object({
        tipe: yup.string().required(),
        pertanyaan: yup
          .string()
          .trim()
          .required('Pertanyaan wajib diisi')
          .max(1000, 'Pertanyaan paling banyak 1000 karakter'),
        is_wajib: yup.boolean(),
        options: yup
          .array()
          .of(yup.string().max(200, 'Pilihan paling banyak 200 karakter'))
          .when('tipe', {
            is: (tipe: SurveyQuestionType) => isChoice(tipe),
            then: (s) =>
              s.test(
                'two',
                'Pertanyaan pilihan harus memiliki minimal dua pilihan',
                (list) => (list ?? []).filter((o) => o?.trim()).length >= 2,
              ),
          }),
      }),
    )
    .min(1, 'Survei harus memiliki minimal satu pertanyaan')
    .max(100, 'Paling banyak 100 pertanyaan'),
});

export function toSurveyInput(values: SurveyFormValues): SurveyInput {
  return {
    judul: values.judul.trim(),
    deskripsi: values.deskripsi.trim() || null,
    is_anonim: values.is_anonim,
    tanggal_mulai: values.tanggal_mulai,
    tanggal_selesai: values.tanggal_selesai,
    target: values.target,
    target_ids: values.target === 'semua' ? [] : values.target_ids,
    questions: values.questions.map((q) => ({
      tipe: q.tipe,
      pertanyaan: q.pertanyaan.trim(),
      is_wajib: q.is_wajib,
      ...(isChoice(q.tipe)
        ? {
            options: q.options
              .map((label) => label.trim())
              .filter(Boolean)
              .map((label) => ({ label })),
          }
        : {}),
    })),
  };
}

export function surveyFormValues(survey: SurveyDetail): SurveyFormValues {
  return {
    judul: survey.judul,
    deskripsi: survey.deskripsi ?? '',
    is_anonim: survey.is_anonim,
    tanggal_mulai: survey.tanggal_mulai,
    tanggal_selesai: survey.tanggal_selesai,
    target: survey.target,
    target_ids: survey.target_ids,
    questions: survey.questions.map((q) => ({
      tipe: q.tipe,
      pertanyaan: q.pertanyaan,
      is_wajib: q.is_wajib,
      options: isChoice(q.tipe) ? q.options.map((o) => o.label) : ['', ''],
    })),
  };
}

export const SURVEY_STATUS_LABEL = {
  draft: { label: 'Draf', palette: 'gray' },
  dijadwalkan: { label: 'Dijadwalkan', palette: 'blue' },
  dibuka: { label: 'Dibuka', palette: 'green' },
  ditutup: { label: 'Ditutup', palette: 'orange' },
} as const;
