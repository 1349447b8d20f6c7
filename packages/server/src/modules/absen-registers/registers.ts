/**
 * The five attendance admin registers as data: table, path, the row shown in lists (SQL fragments,
 * constants only — never user input), the row's and the body's contract and the references
 * checked before writing.
 * absen-registers.service.ts runs the same list/create/update/delete for each.
 */
import { ABSEN_REGISTERS, type AbsenRegisterKey } from '@portal/contracts';
import type { TObject } from 'typebox';

export type RegisterTable =
  | 'absen_exclude_pegawai'
  | 'absen_exclude_kantor'
  | 'absen_dispensasi'
  | 'absen_dispensasi_jabatan'
  | 'absen_lokasi_temporer';
export type RefField = 'pegawai_id' | 'kantor_id' | 'jabatan_id';

export interface RegisterDef {
  key: AbsenRegisterKey;
  /** Below /api/sdm/pegawai/x/absen (spec section 7). */
  path: string;
  table: RegisterTable;
  /** '{entity} created/updated/deleted' and 404 '{entity} tidak ditemukan'. */
  entity: string;
  /** Selected columns (alias r = the register row) and joins: the contract's row. */
  columns: string;
  joins: string;
  /** Columns searched with ILIKE. */
  search: string[];
  ref: RefField;
  /** Message of a unique violation (one row per employee/office). */
  duplicate?: string;
  hasDates: boolean;
  /** The list row and the body of POST/PUT (@portal/contracts absen-registers.ts). */
  row: TObject;
  input: TObject;
}

const updated = "to_json(r.updated_at)#>>'{}' AS updated_at";
const pegawaiJoin = 'JOIN pegawai pg ON pg.id = r.pegawai_id';

export const REGISTERS: readonly RegisterDef[] = [
  {
    key: 'exclude_pegawai',
    ...ABSEN_REGISTERS.exclude_pegawai,
    table: 'absen_exclude_pegawai',
    entity: 'Exclude pegawai',
    columns: `r.id, r.pegawai_id, pg.nama AS pegawai_nama, pg.npp, k.nama AS kantor_nama, r.keterangan, ${updated}`,
    joins: `${pegawaiJoin} LEFT JOIN kantor k ON k.id = pg.kantor_id`,
    search: ['pg.nama', 'pg.npp'],
    ref: 'pegawai_id',
    duplicate: 'Pegawai sudah ada dalam daftar pengecualian',
    hasDates: false,
  },
  {
    key: 'exclude_kantor',
    ...ABSEN_REGISTERS.exclude_kantor,
    table: 'absen_exclude_kantor',
    entity: 'Exclude kantor',
    columns: `r.id, r.kantor_id, k.nama AS kantor_nama, r.keterangan, ${updated}`,
    joins: 'JOIN kantor k ON k.id = r.kantor_id',
    search: ['k.nama', 'k.kode'],
    ref: 'kantor_id',
    duplicate: 'Kantor sudah ada dalam daftar pengecualian',
    hasDates: false,
  },
  {
    key: 'dispensasi',
    ...ABSEN_REGISTERS.dispensasi,
    table: 'absen_dispensasi',
    entity: 'Dispensasi',
    columns: `r.id, r.pegawai_id, pg.nama AS pegawai_nama, pg.npp, r.tanggal_mulai, r.tanggal_selesai, r.keterangan, ${updated}`,
    joins: pegawaiJoin,
    search: ['pg.nama', 'pg.npp', 'r.keterangan'],
    ref: 'pegawai_id',
    hasDates: true,
  },
  {
    key: 'dispensasi_jabatan',
    ...ABSEN_REGISTERS.dispensasi_jabatan,
    table: 'absen_dispensasi_jabatan',
    entity: 'Dispensasi jabatan',
    columns: `r.id, r.jabatan_id, j.nama AS jabatan_nama, r.tanggal_mulai, r.tanggal_selesai, r.keterangan, ${updated}`,
    joins: 'JOIN jabatan j ON j.id = r.jabatan_id',
    search: ['j.nama', 'r.keterangan'],
    ref: 'jabatan_id',
    hasDates: true,
  },
  {
    key: 'lokasi_temporer',
    ...ABSEN_REGISTERS.lokasi_temporer,
    table: 'absen_lokasi_temporer',
    entity: 'Lokasi temporer',
    columns: `r.id, r.pegawai_id, pg.nama AS pegawai_nama, pg.npp, r.nama_lokasi, r.latitude, r.longitude, r.radius_m, r.tanggal_mulai, r.tanggal_selesai, r.keterangan, ${updated}`,
    joins: pegawaiJoin,
    search: ['pg.nama', 'pg.npp', 'r.nama_lokasi'],
    ref: 'pegawai_id',
    hasDates: true,
  },
];

export const REF_NOT_FOUND: Record<RefField, string> = {
  pegawai_id: 'Pegawai tidak ditemukan',
  kantor_id: 'Kantor tidak ditemukan',
  jabatan_id: 'Jabatan tidak ditemukan',
};
