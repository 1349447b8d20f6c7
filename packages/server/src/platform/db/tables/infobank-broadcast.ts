/**
 * Kysely table types of the info board, the public channel and broadcasts (migration
 * 0043_infobank_broadcast.sql). Merged into `Database` in ../schema.ts; keep them in step with the migration.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface InfobankTable {
  id: Generated<number>;
  judul: string;
  isi: string;
  valid_from: DateOnly;
  valid_until: DateOnly | null;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface ChannelPublicTable {
  id: Generated<number>;
  judul: string;
  isi: string;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface BroadcastTable {
  id: Generated<number>;
  judul: string;
  pesan: string;
  target: 'all' | 'selected';
  kantor_ids: ColumnType<number[], number[] | undefined, number[]>;
  jabatan_ids: ColumnType<number[], number[] | undefined, number[]>;
  via_email: Generated<boolean>;
  via_whatsapp: Generated<boolean>;
  recipients_count: number;
  portal_count: number;
  email_count: number;
  whatsapp_count: number;
  user_id: number | null;
  sender_name: string | null;
  created_at: Timestamp;
}

export interface BroadcastOutboxTable {
  outbox_id: string;
  broadcast_id: number;
}

export interface InfobankBroadcastTables {
  infobank: InfobankTable;
  channel_public: ChannelPublicTable;
  broadcast: BroadcastTable;
  broadcast_outbox: BroadcastOutboxTable;
}
