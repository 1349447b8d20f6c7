/** Shared test and story data for the learning pages (shapes of @portal/contracts learning.ts). */
import type {
  LearningMateriDetail,
  LearningMateriRow,
  LearningModulRow,
  LearningMyQuizRow,
  LearningQuizDetail,
  LearningQuizRow,
  LearningResultRow,
  LearningSheet,
} from '@portal/contracts';

export function openSheet(overrides: Partial<LearningSheet> = {}): LearningSheet {
  return {
    id: 41,
    quiz_id: 3,
    judul: 'Kuis Keselamatan Kerja',
    nilai_lulus: 70,
    percobaan_ke: 1,
    maks_percobaan: 3,
    started_at: '2026-11-27T07:00:00.000Z',
    submitted_at: null,
    jumlah_soal: 2,
    jumlah_benar: null,
    skor: null,
    is_lulus: null,
    questions: [
      {
        id: 101,
        urutan: 1,
        pertanyaan: 'Warna helm untuk pengunjung?',
        jawaban_id: null,
        choices: [
          { id: 1001, urutan: 1, label: 'Putih' },
          { id: 1002, urutan: 2, label: 'Kuning' },
        ],
      },
      {
        id: 102,
        urutan: 2,
        pertanyaan: 'Nomor darurat?',
        jawaban_id: null,
        choices: [
          { id: 1003, urutan: 1, label: '112' },
          { id: 1004, urutan: 2, label: '999' },
        ],
      },
    ],
    ...overrides,
  };
}

/** The sheet after submit: the server's score, the caller's choices and the correct ones. */
export function gradedSheet(overrides: Partial<LearningSheet> = {}): LearningSheet {
  const sheet = openSheet();
  return {
    ...sheet,
    submitted_at: '2026-11-27T07:05:00.000Z',
    jumlah_benar: 1,
    skor: 50,
    is_lulus: false,
    questions: [
      {
        ...sheet.questions[0]!,
        jawaban_id: 1002,
        choices: sheet.questions[0]!.choices.map((c) => ({ ...c, is_benar: c.id === 1001 })),
      },
      {
        ...sheet.questions[1]!,
        jawaban_id: 1003,
        choices: sheet.questions[1]!.choices.map((c) => ({ ...c, is_benar: c.id === 1003 })),
      },
    ],
    ...overrides,
  };
}

export function myQuiz(overrides: Partial<LearningMyQuizRow> = {}): LearningMyQuizRow {
  return {
    id: 3,
    modul_nama: 'K3 Dasar',
    judul: 'Kuis Keselamatan Kerja',
    deskripsi: null,
    nilai_lulus: 70,
    maks_percobaan: 3,
    questions_count: 2,
    percobaan: 0,
    skor_terbaik: null,
    is_lulus: false,
    open_attempt_id: null,
    ...overrides,
  };
}

// ── The managers' pages ──────────────────────────────────────────────────────────────────────────

export const learningModules = (): LearningModulRow[] => [
  { id: 1, nama: 'K3 Dasar', deskripsi: null, urutan: 1, materi_count: 2, quiz_count: 1 },
  { id: 2, nama: 'Layanan Nasabah', deskripsi: 'Standar layanan cabang', urutan: 2, materi_count: 0, quiz_count: 0 },
];

export function materiRow(overrides: Partial<LearningMateriRow> = {}): LearningMateriRow {
  return {
    id: 7,
    modul_id: 1,
    modul_nama: 'K3 Dasar',
    urutan: 1,
    judul: 'Alat Pelindung Diri',
    tautan: [{ label: 'Video APD', url: 'https://example.org/apd' }],
    files_count: 1,
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function materiDetail(overrides: Partial<LearningMateriDetail> = {}): LearningMateriDetail {
  return {
    ...materiRow(),
    isi: 'Gunakan helm dan rompi di area kerja.',
    files: [
      {
        id: 91,
        name: 'apd.pdf',
        content_type: 'application/pdf',
        size: 20480,
        url: 'https://files.example.org/apd.pdf',
        created_at: '2026-11-20T03:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function quizRow(overrides: Partial<LearningQuizRow> = {}): LearningQuizRow {
  return {
    id: 3,
    modul_id: 1,
    modul_nama: 'K3 Dasar',
    judul: 'Kuis Keselamatan Kerja',
    deskripsi: null,
    nilai_lulus: 70,
    maks_percobaan: 3,
    is_published: true,
    questions_count: 1,
    attempts_count: 5,
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function quizDetail(overrides: Partial<LearningQuizDetail> = {}): LearningQuizDetail {
  return {
    ...quizRow(),
    questions: [
      {
        id: 101,
        urutan: 1,
        pertanyaan: 'Warna helm untuk pengunjung?',
        choices: [
          { id: 1001, urutan: 1, label: 'Putih', is_benar: true },
          { id: 1002, urutan: 2, label: 'Kuning', is_benar: false },
        ],
      },
    ],
    ...overrides,
  };
}

export const quizResultsPegawai = (): LearningResultRow[] => [
  {
    pegawai_id: 31,
    pegawai_nama: 'Ani Wahyudi',
    npp: '30000001',
    kantor_id: 2,
    kantor_nama: 'Kantor Cabang Bandung',
    jumlah: 2,
    jumlah_lulus: 1,
    skor_terbaik: 100,
    rata_rata: 75,
  },
];

export const quizResultsKantor = (): LearningResultRow[] => [
  {
    pegawai_id: null,
    pegawai_nama: null,
    npp: null,
    kantor_id: 2,
    kantor_nama: 'Kantor Cabang Bandung',
    jumlah: 4,
    jumlah_lulus: 3,
    skor_terbaik: 100,
    rata_rata: 82.5,
  },
];
