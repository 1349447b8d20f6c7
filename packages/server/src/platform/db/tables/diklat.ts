/**
 * Kysely table types of the training register (migration 0050_diklat.sql). Merged into `Database` in
 * ../schema.ts; keep them in step with the migration. diklat_event and pegawai_diklat are in ./pegawai-cv.ts.
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

interface Named {
  id: Generated<number>;
  nama: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface DiklatPenyelenggaraTable extends Named {
  akronim: string;
}
export interface WithParent extends Named {
  parent_id: number;
}
export interface SetSertifikasiTable extends Named {
  kategori: string;
  level: number;
}
export interface JabatanKompetensiTable extends Named {
  jabatan_id: number;
}

export interface DiklatTables {
  diklat_penyelenggara: DiklatPenyelenggaraTable;
  diklat_kategori: Named;
  diklat_status: Named;
  diklat_sertifikasi_parent: Named;
  diklat_sertifikasi: WithParent;
  diklat_qualification_parent: Named;
  diklat_qualification: WithParent;
  diklat_event_penyelenggara: { diklat_event_id: number; penyelenggara_id: number };
  jabatan_kompetensi: JabatanKompetensiTable;
  set_sertifikasi: SetSertifikasiTable;
  set_klasifikasi: Named;
  set_perawatan: Named;
}
