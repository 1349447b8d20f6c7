import { sumPerBulan, sumPerKantor } from './grafik';
import type { SppdGrafikRow } from './types';

const row = (kantor_id: number, bulan: string, jumlah: number, total: string, pending: string): SppdGrafikRow => ({
  kantor_id,
  kantor_nama: kantor_id === 1 ? 'Kantor Pusat' : 'KC Bandung',
  bulan,
  jumlah,
  total_biaya: total,
  biaya_pending: pending,
});

const rows = [
  row(1, '2026-02', 2, '1000000.00', '0.00'),
  row(2, '2026-01', 1, '500000.50', '500000.50'),
  row(1, '2026-01', 3, '2000000.00', '250000.00'),
];

test('the server rows are added up per kantor (most trips first) and per month (in order)', () => {
  expect(sumPerKantor(rows)).toEqual([
    { key: '1', label: 'Kantor Pusat', jumlah: 5, total_biaya: 3000000, biaya_pending: 250000 },
    { key: '2', label: 'KC Bandung', jumlah: 1, total_biaya: 500000.5, biaya_pending: 500000.5 },
  ]);
  expect(sumPerBulan(rows, (m) => ['', 'Januari', 'Februari'][m]).map((s) => [s.label, s.jumlah])).toEqual([
    ['Januari', 4],
    ['Februari', 2],
  ]);
});
