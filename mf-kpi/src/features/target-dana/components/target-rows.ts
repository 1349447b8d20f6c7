import type { TargetDanaRow } from '@portal/contracts';

/** A funds target as the server answers it, for stories and tests. */
export function targetRow(patch: Partial<TargetDanaRow> = {}): TargetDanaRow {
  return {
    id: 1,
    tahun: 2026,
    bulan: 3,
    rekening: '1000000101',
    nominal: '25000000.00',
    type: { id: 1, nama: 'Tabungan' },
    pegawai: { id: 101, nama: 'Siti Rahmawati', npp: '20000101' },
    kantor: { id: 5, nama: 'Kantor Cabang Bandung' },
    status_id: 0,
    status: { id: 0, nama: 'Menunggu', variant: 'warning' },
    approval_at: null,
    note: null,
    is_fraud: false,
    fraud_at: null,
    ...patch,
  };
}

export const APPROVED = { status_id: 1, status: { id: 1, nama: 'Approved', variant: 'success' as const } };

export const TARGET_ROWS: TargetDanaRow[] = [
  targetRow(),
  targetRow({
    id: 2,
    rekening: '1000000102',
    nominal: '12500000.50',
    pegawai: { id: 102, nama: 'Budi Santoso', npp: '20000102' },
  }),
  targetRow({
    id: 3,
    rekening: '2000000103',
    type: { id: 2, nama: 'Giro' },
    ...APPROVED,
    approval_at: '2026-03-20T03:30:00.000Z',
  }),
];
