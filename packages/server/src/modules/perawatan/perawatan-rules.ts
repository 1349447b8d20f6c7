/** Care claims (perawatan): the texts and the glasses (kaca_mata) rules, ADR 0050. */
import { domain } from '../../platform/domain.js';

const { formatRupiah } = domain;

/** Approval engine request type and audit entity of a claim. */
export const PERAWATAN_TYPE = 'perawatan';

/** Glasses: one claim per entitled period of this many calendar years, periods starting in even years. */
export const KACA_MATA_PERIODE_TAHUN = 2;

/** The first year of the entitled period that holds `tanggal` ('YYYY-MM-DD'). */
export function kacaMataPeriodeOf(tanggal: string): number {
  const year = Number(tanggal.slice(0, 4));
  return year - (((year % KACA_MATA_PERIODE_TAHUN) + KACA_MATA_PERIODE_TAHUN) % KACA_MATA_PERIODE_TAHUN);
}

export function kacaMataPeriodeLabel(periode: number): string {
  return `${periode} - ${periode + KACA_MATA_PERIODE_TAHUN - 1}`;
}

/** pangkat.grade is numeric text ('7'); anything else has no ceiling. */
export function gradeNumber(grade: string | null | undefined): number | null {
  if (grade === null || grade === undefined || !/^\d{1,3}$/.test(grade.trim())) return null;
  return Number(grade.trim());
}

export const PERAWATAN_MESSAGES = {
  created: 'Perawatan created',
  updated: 'Perawatan updated',
  deleted: 'Perawatan deleted',
  requested: 'Perawatan diajukan untuk persetujuan',
  approved: 'Perawatan disetujui',
  rejected: 'Perawatan ditolak',
  canceled: 'Perawatan dibatalkan',
  reset: 'Perawatan dikembalikan ke Draft',
  reversed: 'Keputusan perawatan dibatalkan',
  notFound: 'Data perawatan tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan atau sudah tidak aktif',
  jenisNotFound: 'Jenis perawatan tidak ditemukan',
  tempatNotFound: 'Tempat perawatan tidak ditemukan',
  ownClaim: 'Anda tidak dapat mendaftarkan klaim perawatan untuk diri sendiri',
  ownClaimDecision: 'Anda tidak dapat menyetujui atau menolak klaim perawatan Anda sendiri',
  futureDate: 'Tanggal nota tidak boleh melebihi hari ini',
  nominalPositive: 'Nominal harus lebih dari 0',
  registrarOnly: 'Hanya pendaftar klaim yang dapat mengubah atau menghapusnya',
  draftOnly: 'Klaim yang sudah diajukan tidak dapat diubah. Reset ke Draft terlebih dahulu.',
  noGrade: 'Pegawai belum memiliki pangkat (grade), plafon kacamata tidak dapat ditentukan',
  noCeiling: (grade: number) => `Plafon kacamata untuk grade ${grade} belum diatur`,
  overCeiling: (plafon: string) => `Nominal melebihi plafon kacamata (${formatRupiah(plafon)})`,
  periodUsed: (label: string) => `Pegawai ini sudah memiliki klaim kacamata pada periode ${label}`,
} as const;
