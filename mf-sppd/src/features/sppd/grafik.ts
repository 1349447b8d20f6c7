/** The grafik's sums: the server's rows (kantor × month) added up per kantor and per month. */
import type { SppdGrafikRow } from './types';

export interface GrafikSum {
  key: string;
  label: string;
  jumlah: number;
  /** Rupiah as numbers: only for drawing and adding up; shown through formatRupiah of the string. */
  total_biaya: number;
  biaya_pending: number;
}

function add(map: Map<string, GrafikSum>, key: string, label: string, row: SppdGrafikRow) {
  const sum = map.get(key) ?? { key, label, jumlah: 0, total_biaya: 0, biaya_pending: 0 };
  sum.jumlah += row.jumlah;
  sum.total_biaya += Number(row.total_biaya);
  sum.biaya_pending += Number(row.biaya_pending);
  map.set(key, sum);
}

export function sumPerKantor(rows: SppdGrafikRow[]): GrafikSum[] {
  const map = new Map<string, GrafikSum>();
  for (const row of rows) add(map, String(row.kantor_id), row.kantor_nama, row);
  return [...map.values()].sort((a, b) => b.jumlah - a.jumlah || a.label.localeCompare(b.label));
}

export function sumPerBulan(rows: SppdGrafikRow[], monthName: (month: number) => string): GrafikSum[] {
  const map = new Map<string, GrafikSum>();
  for (const row of rows) add(map, row.bulan, monthName(Number(row.bulan.slice(5, 7))), row);
  return [...map.values()].sort((a, b) => a.key.localeCompare(b.key));
}
