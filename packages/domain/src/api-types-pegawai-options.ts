/**
 * Wire types of the employee selectors (GET /api/sdm/pegawai?event=…, GET /api/sdm/pegawai/link/kantor/{id})
 * and of the second export format; both sides import them from @portal/domain.
 */

export interface IdNama {
  id: number;
  nama: string;
}

/**
 * What an employee picker needs, and nothing more (events options, multiple, kantor_absen and
 * link/kantor): no birth date, contact or rank. npp is null for the placeholder '00000000'.
 */
export interface PegawaiOption {
  id: number;
  nama: string;
  npp: string | null;
  jabatan: IdNama | null;
  kantor: IdNama | null;
}

/** `{ data }` of the option-shaped events. */
export interface PegawaiOptionsAnswer {
  data: PegawaiOption[];
}

/** Query of `event=options`: `search` over nama, npp, jabatan and kantor; `ids` = allowed ids only. */
export interface PegawaiOptionsQuery {
  event: 'options';
  search?: string;
  /** 1–50, default 20. */
  limit?: number;
  kantor_id?: number;
  ids?: number[];
}

/** One row of `event=umur` (age and retirement report, spec section 4: retirement = birth date + 56). */
export interface PegawaiUmurItem {
  id: number;
  nama: string;
  npp: string | null;
  tanggal_lahir: string | null;
  /** Whole years today (WIB); null without a birth date. */
  umur: number | null;
  /** ISO date, or null without a birth date. */
  tanggal_pensiun: string | null;
  /** Retirement date reached or passed ('Lewat umur pensiun'). */
  lewat_pensiun: boolean;
  jabatan: IdNama | null;
  kantor: IdNama | null;
  pangkat: { nama: string; grade: string; corporate_title: string } | null;
}

export interface PegawaiUmurQuery {
  page: number;
  per_page: number;
  search?: string;
  kantor_id?: number;
  umur_min?: number;
  umur_max?: number;
  /** Retiring within this many months from today (already retired ones are not included). */
  pensiun_bulan?: number;
}

/** One superior in `event=hirarki`: the position above, and who holds it (null when vacant). */
export interface PegawaiHirarkiItem {
  /** 1 = direct superior, 2 = the one above, … */
  level: number;
  jabatan: IdNama;
  kantor: IdNama | null;
  pegawai: PegawaiOption | null;
}

export interface PegawaiHirarkiAnswer {
  pegawai: PegawaiOption;
  data: PegawaiHirarkiItem[];
}

/** `event=rules`: the limits the employee forms and pickers use, as the server enforces them. */
export interface PegawaiRules {
  npp: { pattern: string; length: number; placeholder: string };
  nama: { max_length: number };
  search: { min_length: number; max_length: number; debounce_ms: number };
  options: { default_limit: number; max_limit: number };
  per_page: { default: number; max: number };
  retirement_age: number;
  umur: { min: number; max: number };
  pensiun_bulan: { max: number };
}

/** POST /api/sdm/pegawai create events that queue an xlsx: the full list, or the age/retirement format. */
export type PegawaiExportEvent = 'export' | 'export1';
