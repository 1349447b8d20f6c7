/**
 * Kysely table types of WhatsApp messages received through the Ultramsg webhook and of the web-push
 * queue (migration 0044_whatsapp_inbound.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

export interface WhatsappInboundTable {
  id: Generated<string>;
  /** Ultramsg's message id (unique: a repeated webhook call is stored once). */
  message_id: string;
  sender: string;
  sender_number: string | null;
  sender_name: string | null;
  recipient: string | null;
  message_type: Generated<string>;
  body: Generated<string>;
  pegawai_id: number | null;
  sent_at: Timestamp | null;
  received_at: Generated<Date>;
}

export interface PushQueueTable {
  id: Generated<string>;
  user_id: number;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface WhatsappPushTables {
  whatsapp_inbound: WhatsappInboundTable;
  push_queue: PushQueueTable;
}
