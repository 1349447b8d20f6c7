// Officers (PIC) as GET /api/sdm/pic answers them (tests and stories).
import type { PicRow } from '@portal/contracts';

export function picRow(over: Partial<PicRow> = {}): PicRow {
  return {
    id: 1,
    kantor_id: 2,
    kantor_nama: 'Kantor Cabang Bandung',
    topic: 'Absensi',
    pegawai_id: 31,
    pegawai_nama: 'Ani Wahyudi',
    jabatan_nama: 'Staf SDM',
    user_id: 3,
    keterangan: 'Ekstensi 204',
    created_at: '2026-03-01T02:00:00.000Z',
    updated_at: '2026-03-01T02:00:00.000Z',
    ...over,
  };
}

export const PIC_ROWS: PicRow[] = [
  picRow(),
  picRow({
    id: 2,
    topic: 'Gaji',
    pegawai_id: 32,
    pegawai_nama: 'Dedi Kurniawan',
    jabatan_nama: null,
    user_id: null,
    keterangan: null,
  }),
];
