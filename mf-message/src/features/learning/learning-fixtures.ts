/** Shared test and story data for the learning pages (shapes of @portal/contracts learning.ts). */
import type { LearningMyQuizRow, LearningSheet } from '@portal/contracts';

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
