/**
 * Checks shared by the employees' position and rank records (single saves and bulk imports): dates
 * are real calendar days 'YYYY-MM-DD', akhir not before awal, texts trimmed with blanks as null.
 */
import type { FieldErrors } from '../../platform/errors.js';

export const HISTORY_MESSAGES = {
  awalInvalid: 'Tanggal awal harus berformat YYYY-MM-DD',
  akhirInvalid: 'Tanggal akhir harus berformat YYYY-MM-DD',
  akhirBeforeAwal: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  nomorSkMax: 'Nomor SK paling banyak 255 karakter',
  keteranganMax: 'Keterangan paling banyak 2000 karakter',
} as const;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The period and decree number checks; adds to `errors`, returns the cleaned values. */
export function checkPeriod(
  input: { awal: string; akhir?: string | null; nomor_sk?: string | null },
  errors: FieldErrors,
): { awal: string; akhir: string | null; nomor_sk: string | null } {
  const awal = input.awal.trim();
  const akhir = blankToNull(input.akhir);
  const nomor_sk = blankToNull(input.nomor_sk);
  if (!isIsoDate(awal)) errors.awal = [HISTORY_MESSAGES.awalInvalid];
  if (akhir !== null && !isIsoDate(akhir)) errors.akhir = [HISTORY_MESSAGES.akhirInvalid];
  else if (akhir !== null && isIsoDate(awal) && akhir < awal) errors.akhir = [HISTORY_MESSAGES.akhirBeforeAwal];
  if (nomor_sk !== null && nomor_sk.length > 255) errors.nomor_sk = [HISTORY_MESSAGES.nomorSkMax];
  return { awal, akhir, nomor_sk };
}
