/** Test and story data for the survey pages (shapes of @portal/contracts survey.ts). */
import type {
  SurveyDetail,
  SurveyFormAnswer,
  SurveyQuestion,
  SurveyQuestionResult,
  SurveyResultAnswer,
  SurveyRow,
} from '@portal/contracts';

export const surveyQuestions = (): SurveyQuestion[] => [
  {
    id: 11,
    urutan: 1,
    tipe: 'pilihan_tunggal',
    pertanyaan: 'Apakah pelatihan bermanfaat?',
    is_wajib: true,
    options: [
      { id: 101, urutan: 1, label: 'Ya' },
      { id: 102, urutan: 2, label: 'Tidak' },
    ],
  },
  {
    id: 12,
    urutan: 2,
    tipe: 'pilihan_ganda',
    pertanyaan: 'Materi yang disukai',
    is_wajib: false,
    options: [
      { id: 201, urutan: 1, label: 'Kepemimpinan' },
      { id: 202, urutan: 2, label: 'Pelayanan' },
    ],
  },
  { id: 13, urutan: 3, tipe: 'skala', pertanyaan: 'Kepuasan Anda', is_wajib: true, options: [] },
  { id: 14, urutan: 4, tipe: 'teks', pertanyaan: 'Saran', is_wajib: false, options: [] },
];

export const surveyForm = (overrides: Partial<SurveyFormAnswer['data']> = {}): SurveyFormAnswer => ({
  data: {
    id: 5,
    judul: 'Survei Kepuasan Pelatihan',
    deskripsi: 'Bantu kami memperbaiki pelatihan.',
    is_anonim: true,
    tanggal_mulai: '2026-11-01',
    tanggal_selesai: '2026-11-30',
    questions_count: 4,
    sudah_diisi: false,
    questions: surveyQuestions(),
    ...overrides,
  },
});

export const choiceResult = (): SurveyQuestionResult => ({
  question_id: 11,
  urutan: 1,
  tipe: 'pilihan_tunggal',
  pertanyaan: 'Apakah pelatihan bermanfaat?',
  jumlah_jawaban: 4,
  options: [
    { option_id: 101, label: 'Ya', jumlah: 3 },
    { option_id: 102, label: 'Tidak', jumlah: 1 },
  ],
  distribusi: [],
  rata_rata: null,
  teks: [],
});

export const surveyResult = (): SurveyResultAnswer => ({
  data: {
    survey: {
      id: 5,
      judul: 'Survei Kepuasan Pelatihan',
      deskripsi: null,
      is_anonim: true,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-30',
      target: 'semua',
      target_ids: [],
      is_published: true,
      status: 'dibuka',
      questions_count: 3,
      responses_count: 4,
      created_at: '2026-10-30T03:00:00.000Z',
    },
    jumlah_responden: 4,
    questions: [
      choiceResult(),
      {
        question_id: 13,
        urutan: 2,
        tipe: 'skala',
        pertanyaan: 'Kepuasan Anda',
        jumlah_jawaban: 4,
        options: [],
        distribusi: [0, 0, 1, 2, 1],
        rata_rata: 4,
        teks: [],
      },
      {
        question_id: 14,
        urutan: 3,
        tipe: 'teks',
        pertanyaan: 'Saran',
        jumlah_jawaban: 2,
        options: [],
        distribusi: [],
        rata_rata: null,
        teks: ['Lebih banyak praktik', 'Waktu lebih panjang'],
      },
    ],
  },
});

/** A row of the managers' list (GET /general/survey). */
export const surveyRow = (overrides: Partial<SurveyRow> = {}): SurveyRow => ({
  id: 5,
  judul: 'Survei Kepuasan Pelatihan',
  deskripsi: 'Bantu kami memperbaiki pelatihan.',
  is_anonim: true,
  tanggal_mulai: '2026-11-01',
  tanggal_selesai: '2026-11-30',
  target: 'semua',
  target_ids: [],
  is_published: true,
  status: 'dibuka',
  questions_count: 4,
  responses_count: 12,
  created_at: '2026-10-30T03:00:00.000Z',
  ...overrides,
});

/** The managers' list: an open survey with answers and a draft nobody answered. */
export const surveyRows = (): SurveyRow[] => [
  surveyRow(),
  surveyRow({
    id: 6,
    judul: 'Survei Kantin',
    deskripsi: null,
    is_anonim: false,
    is_published: false,
    status: 'draft',
    questions_count: 1,
    responses_count: 0,
    tanggal_mulai: '2026-12-01',
    tanggal_selesai: '2026-12-15',
  }),
];

/** One survey with its questions (GET /general/survey/{id}, for editing). */
export const surveyDetail = (overrides: Partial<SurveyDetail> = {}): SurveyDetail => ({
  ...surveyRow(),
  questions: surveyQuestions(),
  ...overrides,
});
