/**
 * SPPD (business trip) rules and the Indonesian answers (spec §4, §8). Role rules are POLICY.*:
 * trips POLICY.employeeUnrestricted (spec "10, not 8"), master writes POLICY.superAdmin (spec "1"),
 * every trip of every kantor POLICY.readTripChart or POLICY.exportTrips, export POLICY.exportTrips.
 */
import { domain } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';

export const { formatRupiah, APPROVAL_STATUS_LABELS } = domain;
const { ROLE } = domain;

export const SPPD_TYPE = 'sppd';
/** Spec §3: file event_id 10 is SPPD. */
export const SPPD_FILE_EVENT_ID = 10;
export const SPPD_BUKTI_OWNER = 'sppd_bukti';
export const SPPD_ATTACHMENT_OWNER = 'sppd_attachment';
export const MAX_SPPD_FILE_BYTES = 5 * 1024 * 1024;
/** A trip lasts at most 90 days (the migration holds the same bound). */
export const MAX_TRIP_DAYS = 90;
/** Admin SPPD (role 12) decides after the superior (spec: grafik/export role). */
export const ADMIN_SPPD_ROLE = ROLE.ADMIN_SPPD;

export const SPPD_MESSAGES = {
  created: 'SPPD created',
  updated: 'SPPD updated',
  deleted: 'SPPD deleted',
  requested: 'SPPD requested',
  approved: 'SPPD approved',
  rejected: 'SPPD rejected',
  canceled: 'SPPD canceled',
  reset: 'SPPD reset',
  reversed: 'SPPD reversed',
  biayaGenerated: 'Success Generate Biaya SPPD',
  attachmentUpdated: 'Attachment Updated',
  pejalanAdded: 'Pejalan SPPD created',
  pejalanDeleted: 'Pejalan SPPD deleted',
  biayaCreated: 'Biaya pejalan created',
  biayaUpdated: 'Biaya pejalan updated',
  biayaDeleted: 'Biaya pejalan deleted',
  notFound: 'SPPD tidak ditemukan',
  fileNotFound: 'File tidak ditemukan',
  fileInvalid: 'Isi file tidak valid',
  fileTooBig: 'Ukuran file melebihi batas 5 MB',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  selesaiBeforeMulai: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  spanTooLong: `Perjalanan dinas paling lama ${MAX_TRIP_DAYS} hari`,
  blank: 'Wajib diisi',
  unknownRef: 'Data tidak ditemukan',
  parentInvalid: 'SPPD induk tidak ditemukan atau bukan milik Anda',
  draftOnly: 'SPPD hanya dapat diubah selama berstatus Draft',
  requesterOnly: 'Hanya pemohon yang dapat mengubah SPPD ini',
  ownTrip: 'Anda tidak dapat menyetujui atau menolak SPPD yang Anda ikuti sebagai pejalan',
  buktiApprovedOnly: 'Bukti perjalanan hanya dapat diunggah setelah SPPD disetujui',
  buktiByTraveller: 'Bukti perjalanan hanya dapat diunggah oleh pemohon atau pejalan SPPD',
  noPejalan: 'SPPD belum memiliki pejalan',
  noBiaya: 'Biaya SPPD belum digenerate',
  pejalanExists: 'Pegawai tersebut sudah menjadi pejalan SPPD ini',
  pejalanInvalid:
    'Data pejalan tidak lengkap: pegawai wajib dipilih untuk pejalan pegawai, nama untuk yang lain, jabatan mitra untuk mitra',
  pejalanNotFound: 'Pejalan tidak ditemukan',
  biayaNotFound: 'Biaya pejalan tidak ditemukan',
  biayaOutsideTrip: 'Tanggal biaya harus di dalam rentang tanggal SPPD',
  biayaExists: 'Biaya dengan jenis tersebut sudah ada pada tanggal itu',
  biayaApproverOnly: 'Persetujuan biaya hanya oleh Admin SPPD',
  noAnggaran: (kantor: string, tahun: number) => `Anggaran SPPD ${kantor} tahun ${tahun} belum ditetapkan`,
  overBudget: (sisa: string, biaya: string) =>
    `Anggaran SPPD tidak cukup: sisa anggaran ${formatRupiah(sisa)}, biaya SPPD ${formatRupiah(biaya)}`,
  inUse: 'Data ini masih dipakai sehingga tidak dapat dihapus',
  duplicate: 'Data dengan nilai yang sama sudah ada',
  masterNotFound: 'Data tidak ditemukan',
} as const;

/** Unique and foreign-key violations of a write as 409/422 with an Indonesian message. */
export function mapConstraintError(error: unknown, inUse: string = SPPD_MESSAGES.inUse): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') throw new HttpError(409, SPPD_MESSAGES.duplicate);
  if (code === '23503') {
    // A delete blocked by a reference: in use. An insert pointing at nothing: unknown reference.
    const detail = String((error as { detail?: unknown }).detail ?? '');
    if (/is still referenced/.test(detail)) throw new HttpError(409, inUse);
    throw new HttpError(422, SPPD_MESSAGES.unknownRef);
  }
  if (code === '23514') throw new HttpError(422, 'Data yang dikirim tidak valid');
  throw error;
}
