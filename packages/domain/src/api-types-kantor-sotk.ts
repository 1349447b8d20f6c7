/** Wire types (server responses and request bodies) of kantor-sotk; both sides import them from @portal/domain. */

// Role rules of offices and SOTK (ADR 0015) are the policies readOffices, readOfficeParents,
// readModance, manageOffices, readSotk, manageSotk and manageSotkGroups (policies.ts).

export const SOTK_MESSAGES = {
  created: 'SOTK Created',
  resetStructure: 'SOTK Reset By Kantor On Process',
  resetVerifikasi: 'SOTK Reset Verifikasi By Kantor On Process',
} as const;

/** Verification outcome of one bidang tugas (status_id). */
export const SOTK_VERIFIKASI_STATUS: Readonly<Record<number, string>> = { 1: 'Sesuai', 2: 'Tidak Sesuai' };

export interface KantorInput {
  nama: string;
  kode?: string | null;
  kelas_id?: number | null;
  kantor_level_id: number;
  parent_id?: number | null;
  kantor_induk_id?: number | null;
  alamat?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  is_kantor_absen?: boolean;
  is_kantor_induk?: boolean;
  is_allow_absence?: boolean;
  is_allow_salary_deduction?: boolean;
  is_link_issuer?: boolean;
  is_parent?: boolean;
  jenis_id?: number | null;
  modance_id?: number | null;
}

/** One office of the tree (/kantor/struktur); the client nests them by parent_id. */
export interface KantorTreeNode {
  id: number;
  nama: string;
  display_name: string;
  kantor_level_id: number;
  parent_id: number | null;
}

/** An office with coordinates (/kantor/maps). */
export interface KantorMapPoint {
  id: number;
  display_name: string;
  kantor_level_id: number;
  alamat: string | null;
  latitude: number;
  longitude: number;
}

/** An office others hang under (/kantor/parent): a parent (is_parent) or a kantor induk. */
export interface KantorParentRow {
  id: number;
  display_name: string;
  kantor_level_id: number;
  is_parent: boolean;
  is_kantor_induk: boolean;
  children_count: number;
  induk_of_count: number;
}

export interface KantorPegawaiRow {
  id: number;
  nama: string;
  npp: string | null;
  jabatan: string | null;
  pangkat: string | null;
}

/** indexReportModanceKantor: offices with their attendance mode, and offices counted per mode. */
export interface KantorModanceRow {
  id: number;
  display_name: string;
  kantor_level_id: number;
  modance_id: number | null;
  modance: string | null;
  jenis: string | null;
  pegawai_count: number;
}
export interface KantorModanceSummary {
  modance_id: number | null;
  modance: string;
  kantor_count: number;
}

export interface SotkStructureRow {
  id: number;
  kantor_id: number;
  kantor: string;
  jabatan_id: number;
  jabatan: string;
  bidangtugas_id: number;
  bidangtugas: string;
  formasi: number;
  updated_at: string;
}

/** index_diff: one office, standard (formasi) against active employees over all its positions. */
export interface SotkDiffRow {
  kantor_id: number;
  kantor: string;
  kantor_level_id: number;
  formasi: number;
  jumlah: number;
  /** Positions short of staff, summed: Σ max(formasi − jumlah, 0). */
  kurang: number;
  /** Staff beyond the formation, summed: Σ max(jumlah − formasi, 0). */
  lebih: number;
}

/** index_diff_kantor: one position of one office; selisih = jumlah − formasi. */
export interface SotkDiffKantorRow {
  jabatan_id: number;
  jabatan: string;
  bidangtugas: string | null;
  formasi: number;
  jumlah: number;
  selisih: number;
}

export interface SotkVerifikasiRow {
  bidangtugas_id: number;
  bidangtugas: string;
  kantor_id: number;
  tahun: number;
  bulan: number;
  status_id: number | null;
  status: string | null;
  keterangan: string | null;
  verified_at: string | null;
  updated_at: string | null;
  user: { id: number; name: string } | null;
}

export interface SotkVerifikasiInput {
  action: 'storeVerifikasiFaktual';
  kantor_id: number;
  tahun: number;
  bulan: number;
  bidangtugas_id: number;
  status_id: number;
  keterangan?: string | null;
}
export interface SotkResetStructureInput {
  action: 'storeResetStructure';
  kantor_id: number;
}
export interface SotkResetVerifikasiInput {
  action: 'storeResetVerifikasi';
  kantor_id: number;
  tahun: number;
  bulan: number;
}

export interface SotkJabatanGroup {
  id: number;
  nama: string;
  bidangtugas_id: number;
  bidangtugas: string;
  keterangan: string | null;
  standard_count: number;
}
export interface SotkJabatanGroupInput {
  nama: string;
  bidangtugas_id: number;
  keterangan?: string | null;
}

export interface SotkJabatanGroupStandard {
  id: number;
  jabatan_group_id: number;
  jabatan_group: string;
  kantor_level_id: number;
  kantor_level: string;
  jabatan_id: number;
  jabatan: string;
  formasi: number;
}
export interface SotkJabatanGroupStandardInput {
  jabatan_group_id: number;
  kantor_level_id: number;
  jabatan_id: number;
  formasi: number;
}

/** A row of GET /api/general/kantor (paged office list). */
export interface KantorRow {
  id: number;
  nama: string;
  kode: string | null;
  kelas: { nama: string } | null;
  class_name: string | null;
  kantor_level_id: number;
  level_id: number;
  parent_id: number | null;
  parent_name: string | null;
  kantor_induk: { nama: string } | null;
  is_kantor_absen: boolean;
  is_kantor_induk: boolean;
  is_allow_absence: boolean;
  is_allow_salary_deduction: boolean;
  is_link_issuer: boolean;
  is_parent: boolean;
  latitude: number | null;
  longitude: number | null;
  display_name: string;
}
