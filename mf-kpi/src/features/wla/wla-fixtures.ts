export { wlaResult, WLA_RESULTS } from './components/wla-story-rows';
import type { WlaActivity } from '@portal/contracts';

/** An activity as the server answers it. */
export function activity(patch: Partial<WlaActivity> = {}): WlaActivity {
  return {
    id: 1,
    jabatan_id: 21,
    jabatan_nama: 'Teller',
    nama: 'Melayani setoran dan penarikan tunai nasabah',
    frekuensi: '80.00',
    periode: 'hari',
    frekuensi_tahun: '18800.00',
    menit: '5.00',
    beban_menit: '94000.00',
    updated_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}
