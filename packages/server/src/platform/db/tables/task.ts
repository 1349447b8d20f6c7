/**
 * Kysely table types of tasks (migration 0045_tasks.sql). Merged into `Database` in ../schema.ts;
 * keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface TaskStatusTable {
  id: number;
  nama: string;
  variant: string;
}

export interface TaskTable {
  id: Generated<number>;
  parent_id: number | null;
  nama: string;
  deskripsi: string | null;
  kantor_id: number;
  pegawai_id: number;
  user_id: number;
  status_id: Generated<number>;
  batas_tanggal: DateOnly;
  approved_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TaskHistoryTable {
  id: Generated<number>;
  task_id: number;
  user_id: number;
  jenis: 'history' | 'review' | 'approve';
  pesan: string;
  created_at: Timestamp;
}

/** Tasks per state, kept by triggers (the list's unfiltered total). */
export interface TaskStatusCountTable {
  status_id: number;
  n: number;
}

export interface TaskTables {
  task_status: TaskStatusTable;
  task: TaskTable;
  task_history: TaskHistoryTable;
  task_status_count: TaskStatusCountTable;
}
