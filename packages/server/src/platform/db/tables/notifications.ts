/**
 * Kysely table types of notifications and officers (migration 0042_notifications.sql). Merged into
 * `Database` in ../schema.ts; keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

/** What a notification is about; the migration's CHECK lists the same words. */
export type NotificationKind = 'mail' | 'approval' | 'job' | 'broadcast' | 'task' | 'helpdesk' | 'survey' | 'info';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** An officer (PIC): the employee to ask about a topic at an office. */
export interface PicTable {
  id: Generated<number>;
  kantor_id: number;
  topic: string;
  pegawai_id: number;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  pic: PicTable;
}
