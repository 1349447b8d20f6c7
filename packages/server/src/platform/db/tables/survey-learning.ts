/**
 * Kysely table types of surveys and learning (migration 0046_survey_learning.sql). Merged into
 * `Database` in ../schema.ts; keep them in step with the migration.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export type SurveyTarget = 'semua' | 'kantor' | 'jabatan';
export type SurveyQuestionType = 'pilihan_tunggal' | 'pilihan_ganda' | 'skala' | 'teks';

export interface SurveyTable {
  id: Generated<number>;
  judul: string;
  deskripsi: string | null;
  is_anonim: Generated<boolean>;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  target: ColumnType<SurveyTarget, SurveyTarget | undefined, SurveyTarget>;
  target_ids: ColumnType<number[], number[] | undefined, number[]>;
  is_published: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SurveyQuestionTable {
  id: Generated<number>;
  survey_id: number;
  urutan: number;
  tipe: SurveyQuestionType;
  pertanyaan: string;
  is_wajib: Generated<boolean>;
}

export interface SurveyOptionTable {
  id: Generated<number>;
  question_id: number;
  urutan: number;
  label: string;
}

export interface SurveyParticipantTable {
  survey_id: number;
  pegawai_id: number;
  answered_at: Timestamp;
}

export interface SurveyResponseTable {
  id: Generated<string>;
  survey_id: number;
  /** NULL on anonymous surveys (ADR 0045). */
  pegawai_id: number | null;
  /** NULL on anonymous surveys. */
  created_at: Date | null;
}

export interface SurveyAnswerTable {
  response_id: string;
  question_id: number;
  option_id: number | null;
  nilai: number | null;
  teks: string | null;
}

export interface LearningModulTable {
  id: Generated<number>;
  nama: string;
  deskripsi: string | null;
  urutan: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningMateriTable {
  id: Generated<number>;
  modul_id: number;
  urutan: Generated<number>;
  judul: string;
  isi: Generated<string>;
  /** `[{ label, url }]`, written as JSON text. */
  tautan: ColumnType<unknown, string | undefined, string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningQuizTable {
  id: Generated<number>;
  modul_id: number | null;
  judul: string;
  deskripsi: string | null;
  nilai_lulus: number;
  maks_percobaan: number;
  is_published: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningQuizQuestionTable {
  id: Generated<number>;
  quiz_id: number;
  urutan: number;
  pertanyaan: string;
}

export interface LearningQuizChoiceTable {
  id: Generated<number>;
  question_id: number;
  urutan: number;
  label: string;
  is_benar: Generated<boolean>;
}

export interface LearningAttemptTable {
  id: Generated<number>;
  quiz_id: number;
  pegawai_id: number;
  percobaan_ke: number;
  started_at: Timestamp;
  submitted_at: Date | null;
  jumlah_soal: number | null;
  jumlah_benar: number | null;
  skor: number | null;
  is_lulus: boolean | null;
}

export interface LearningAttemptAnswerTable {
  attempt_id: number;
  question_id: number;
  choice_id: number | null;
}

export interface SurveyLearningTables {
  survey: SurveyTable;
  survey_question: SurveyQuestionTable;
  survey_option: SurveyOptionTable;
  survey_participant: SurveyParticipantTable;
  survey_response: SurveyResponseTable;
  survey_answer: SurveyAnswerTable;
  learning_modul: LearningModulTable;
  learning_materi: LearningMateriTable;
  learning_quiz: LearningQuizTable;
  learning_quiz_question: LearningQuizQuestionTable;
  learning_quiz_choice: LearningQuizChoiceTable;
  learning_attempt: LearningAttemptTable;
  learning_attempt_answer: LearningAttemptAnswerTable;
}
