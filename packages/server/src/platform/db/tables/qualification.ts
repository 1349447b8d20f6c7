/**
 * Kysely table types of qualifications (migration 0053_qualification.sql). Merged into `Database` in
 * ../schema.ts; keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

export interface QualificationTable {
  id: Generated<number>;
  kind: 'jabatan' | 'pangkat' | 'kantor';
  jabatan_id: number | null;
  pangkat_id: number | null;
  kantor_id: number | null;
  nama: string;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QualificationTables {
  qualification: QualificationTable;
}
