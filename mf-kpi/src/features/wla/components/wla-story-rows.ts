import type { WlaResult } from '@portal/contracts';

/** One page holding `rows`, shaped like the server's paged answer. */
export const pagedRows = <T>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

/** Results as the server answers them, for stories and tests. */
export function wlaResult(patch: Partial<WlaResult> = {}): WlaResult {
  return {
    jabatan_id: 21,
    jabatan_nama: 'Teller',
    kantor_id: 5,
    kantor_nama: 'Kantor Cabang Bandung',
    beban_menit: '114445.00',
    menit_efektif: '70500.00',
    fte: '1.62',
    pegawai_count: 1,
    gap: '-0.62',
    status: { label: 'Over Load', variant: 'warning' },
    pegawai_id: [101],
    computed_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export const WLA_RESULTS: WlaResult[] = [
  wlaResult(),
  wlaResult({
    jabatan_id: 22,
    jabatan_nama: 'Customer Service',
    beban_menit: '78960.00',
    fte: '1.12',
    pegawai_count: 1,
    gap: '-0.12',
    status: { label: 'Fit', variant: 'success' },
  }),
  wlaResult({
    jabatan_id: 33,
    jabatan_nama: 'Staf Umum',
    kantor_id: 7,
    kantor_nama: 'Kantor Cabang Utama Jakarta',
    beban_menit: '26790.00',
    fte: '0.38',
    pegawai_count: 2,
    gap: '1.62',
    status: { label: 'Under Load', variant: 'danger' },
    pegawai_id: [120, 121],
  }),
];
