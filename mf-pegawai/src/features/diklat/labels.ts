import { DIKLAT_EVENT_JENIS_SPECIAL } from '@portal/domain';

/** The event kinds (jenis_id); DIKLAT_EVENT_JENIS_SPECIAL (6) is the spec's special one. */
export const JENIS_OPTIONS = [
  { id: '1', nama: 'Internal' },
  { id: '2', nama: 'Eksternal' },
  { id: '3', nama: 'Sertifikasi' },
  { id: '4', nama: 'Sosialisasi' },
  { id: '5', nama: 'Pengembangan Kepemimpinan' },
  { id: String(DIKLAT_EVENT_JENIS_SPECIAL), nama: 'Diklat Khusus' },
];

export function jenisLabel(jenisId: number): string {
  return JENIS_OPTIONS.find((o) => o.id === String(jenisId))?.nama ?? `Jenis ${jenisId}`;
}
