/** Wire types (server responses and request bodies) of jabatan-pangkat; both sides import them from @portal/domain. */

/** One position record of an employee (pegawai.jabatan sub-list; spec section 3 and the position history rule). */
export interface PegawaiJabatanRow {
  id: number;
  pegawai_id: number;
  jabatan: { id: number; nama: string };
  kantor: { id: number; nama: string } | null;
  /** 'YYYY-MM-DD' */
  awal: string;
  akhir: string | null;
  is_permanent: boolean;
  nomor_sk: string | null;
  keterangan: string | null;
}

/** One rank record of an employee (pegawai.pangkat sub-list). */
export interface PegawaiPangkatRow {
  id: number;
  pegawai_id: number;
  pangkat: { id: number; nama: string; grade: string; corporate_title: string };
  awal: string;
  akhir: string | null;
  nomor_sk: string | null;
}

/** POST /api/sdm/pegawai/x/jabatan; PUT /api/sdm/pegawai/x/jabatan/:id takes it without pegawai_id. */
export interface PegawaiJabatanInput {
  pegawai_id: number;
  jabatan_id: number;
  kantor_id: number | null;
  /** 'YYYY-MM-DD' */
  awal: string;
  akhir?: string | null;
  is_permanent: boolean;
  nomor_sk?: string | null;
  keterangan?: string | null;
}

/** POST /api/sdm/pegawai/x/pangkat; PUT /api/sdm/pegawai/x/pangkat/:id takes it without pegawai_id. */
export interface PegawaiPangkatInput {
  pegawai_id: number;
  pangkat_id: number;
  awal: string;
  akhir?: string | null;
  nomor_sk?: string | null;
}

export interface PegawaiJabatanAnswer {
  message: string;
  data: PegawaiJabatanRow;
}
export interface PegawaiPangkatAnswer {
  message: string;
  data: PegawaiPangkatRow;
}

/** A row of the position register (/sdm/set/jabatan). `is_disabled` shows 'Jabatan ini tidak dipakai lagi'. */
export interface JabatanRow {
  id: number;
  nama: string;
  ket: string | null;
  level_id: number | null;
  level_nama: string | null;
  eselon_id: number | null;
  eselon_nama: string | null;
  parent_id: number | null;
  parent_nama: string | null;
  label_id: number | null;
  label_nama: string | null;
  is_bidangtugas: boolean;
  is_kpi: boolean;
  is_disabled: boolean;
  pegawai_count: number;
}

export interface JabatanInput {
  nama: string;
  ket?: string | null;
  level_id: number | null;
  eselon_id: number | null;
  parent_id: number | null;
  label_id: number | null;
  is_bidangtugas: boolean;
  is_kpi: boolean;
  is_disabled: boolean;
}

/** A small named register row (jabatan level, eselon, label). */
export interface NamedRow {
  id: number;
  nama: string;
}

/** A rank of the register; `label` is 'nama|grade|corporate_title'. */
export interface PangkatRow {
  id: number;
  nama: string;
  grade: string;
  corporate_title: string;
  is_disabled: boolean;
  label: string;
}

export interface PangkatInput {
  nama: string;
  grade: string;
  corporate_title: string;
  is_disabled: boolean;
}

/** An inconsistency found by /sdm/x/jabatan/x/invalid (see docs/adr/0014). */
export interface JabatanInvalidRow {
  kind:
    'pegawai_jabatan_disabled' | 'jabatan_without_level' | 'jabatan_without_eselon' | 'pegawai_without_jabatan_record';
  jabatan_id: number | null;
  jabatan_nama: string | null;
  pegawai_id: number | null;
  pegawai_nama: string | null;
  npp: string | null;
}

/** An employee with the rank record in force (/pegawai/pangkat/pegawai, expired, simulasi). */
export interface PegawaiCurrentPangkatRow {
  pegawai_id: number;
  nama: string;
  npp: string;
  pangkat: { id: number; nama: string; grade: string; corporate_title: string } | null;
  awal: string | null;
  /** Whole years since awal (expired list). */
  masa_tahun: number | null;
  /** Simulated next rank date awal + interval (simulasi list), 'YYYY-MM-DD'. */
  next_date: string | null;
}

/** One problem of a bulk import: 1-based spreadsheet row, column header, Indonesian message. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** The result stored on the background job of a bulk import. */
export interface BulkImportResult {
  imported: number;
  errors: ImportRowError[];
}
