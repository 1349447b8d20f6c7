/**
 * The module's texts and the checks its writes share: the answers' messages (spec section 8:
 * '{entity} created/updated/deleted'), field messages in Indonesian, dates 'YYYY-MM-DD'.
 */
import type { OutsourcingKontrakFields } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { formatDate } from '../../platform/domain.js';
import { validationError, type FieldErrors } from '../../platform/errors.js';
import * as repo from './outsourcing.repo.js';

export const OUTSOURCING_MESSAGES = {
  created: 'Outsourcing created',
  updated: 'Outsourcing updated',
  deleted: 'Outsourcing deleted',
  photoUpdated: 'Photo Updated',
  notFound: 'Data outsourcing tidak ditemukan',
  kontrakCreated: 'Kontrak Outsourcing created',
  kontrakUpdated: 'Kontrak Outsourcing updated',
  kontrakDeleted: 'Kontrak Outsourcing deleted',
  kontrakNotFound: 'Kontrak outsourcing tidak ditemukan',
  perpanjang: (n: number) => `Kontrak Outsourcing diperpanjang: ${n}`,
  phkCreated: 'PHK Outsourcing created',
  phkUpdated: 'PHK Outsourcing updated',
  phkDeleted: 'PHK Outsourcing deleted',
  phkNotFound: 'Data PHK outsourcing tidak ditemukan',
  phkDuplicate: 'Pegawai outsourcing ini sudah memiliki data PHK',
  namaRequired: 'Nama wajib diisi',
  alasanRequired: 'Alasan PHK wajib diisi',
  nikTaken: 'NIK sudah dipakai pegawai outsourcing lain',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD',
  akhirBeforeAwal: 'Tanggal akhir kontrak tidak boleh sebelum tanggal awal',
  kontrakOverlap: (other: { nomor: string | null; awal: string; akhir: string }) =>
    `Periode kontrak bertumpuk dengan kontrak ${other.nomor ?? 'lain'} (${formatDate(other.awal)} - ${formatDate(other.akhir)})`,
  jenisNotFound: 'Jenis kontrak tidak ditemukan',
  kantorNotFound: 'Kantor tidak ditemukan',
  jabatanNotFound: 'Jabatan outsourcing tidak ditemukan',
  workerNotFound: (id: number) => `Pegawai outsourcing #${id} tidak ditemukan`,
  workerTerminated: (id: number) => `Pegawai outsourcing #${id} sudah PHK`,
  workerNoKontrak: (id: number) => `Pegawai outsourcing #${id} belum memiliki kontrak`,
  workerAlreadyLonger: (id: number, akhir: string) =>
    `Kontrak pegawai outsourcing #${id} sudah berakhir ${akhir}, tidak sebelum tanggal perpanjangan`,
  jabatanCreated: 'Jabatan Outsourcing created',
  jabatanUpdated: 'Jabatan Outsourcing updated',
  jabatanDeleted: 'Jabatan Outsourcing deleted',
  jabatanInUse: 'Jabatan outsourcing masih dipakai',
  namaTaken: 'Nama sudah dipakai',
  expiringTitle: (n: number) => `${n} kontrak outsourcing berakhir dalam 30 hari`,
} as const;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/**
 * A contract's checked values, or its field errors under `prefix` (e.g. 'kontrak.' inside a
 * worker's body) added to `errors`.
 */
export async function kontrakValues(
  db: Db,
  input: OutsourcingKontrakFields,
  errors: FieldErrors,
  prefix = '',
): Promise<repo.KontrakValues> {
  const awal = input.awal.trim();
  const akhir = input.akhir.trim();
  if (!isIsoDate(awal)) errors[`${prefix}awal`] = [OUTSOURCING_MESSAGES.dateInvalid];
  if (!isIsoDate(akhir)) errors[`${prefix}akhir`] = [OUTSOURCING_MESSAGES.dateInvalid];
  else if (isIsoDate(awal) && akhir < awal) errors[`${prefix}akhir`] = [OUTSOURCING_MESSAGES.akhirBeforeAwal];
  if (!(await repo.jenisExists(db, input.jenis_id))) errors[`${prefix}jenis_id`] = [OUTSOURCING_MESSAGES.jenisNotFound];
  if (!(await repo.kantorExists(db, input.kantor_id)))
    errors[`${prefix}kantor_id`] = [OUTSOURCING_MESSAGES.kantorNotFound];
  return {
    jenis_id: input.jenis_id,
    kantor_id: input.kantor_id,
    nomor: text(input.nomor),
    perusahaan: text(input.perusahaan),
    awal,
    akhir,
    keterangan: text(input.keterangan),
  };
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
