/**
 * Kysely table types of the helpdesk and worksheets (migration 0047_helpdesk_worksheet.sql). Merged
 * into `Database` in ../schema.ts; keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface HelpdeskKategoriTable {
  id: Generated<number>;
  nama: string;
  is_active: Generated<boolean>;
}

export interface HelpdeskTiketTable {
  id: Generated<number>;
  nomor: string;
  subjek: string;
  kategori_id: number;
  prioritas: 'Rendah' | 'Sedang' | 'Tinggi' | 'Kritis';
  status: Generated<'Baru' | 'Diproses' | 'Selesai' | 'Ditutup'>;
  requester_id: number | null;
  requester_name: string;
  assignee_id: number | null;
  messages_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  first_response_at: Timestamp | null;
  resolved_at: Timestamp | null;
  closed_at: Timestamp | null;
}

export interface HelpdeskMessageTable {
  id: Generated<number>;
  tiket_id: number;
  user_id: number | null;
  sender_name: string;
  is_agent: boolean;
  body: string;
  created_at: Timestamp;
}

export interface WorksheetAttributeTable {
  id: Generated<number>;
  nama: string;
  is_active: Generated<boolean>;
}

export interface WorksheetTable {
  id: Generated<number>;
  pegawai_id: number;
  kantor_id: number | null;
  tanggal: DateOnly;
  tugas: string;
  durasi_menit: number;
  catatan: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorksheetAttributeLinkTable {
  worksheet_id: number;
  attribute_id: number;
}

export interface HelpdeskWorksheetTables {
  helpdesk_kategori: HelpdeskKategoriTable;
  helpdesk_tiket: HelpdeskTiketTable;
  helpdesk_message: HelpdeskMessageTable;
  worksheet_attribute: WorksheetAttributeTable;
  worksheet: WorksheetTable;
  worksheet_attribute_link: WorksheetAttributeLinkTable;
}
