/**
 * Working days of a month (docs/adr/0046): Monday–Friday that are not public holidays (libur), up to
 * a last day (yesterday for lalai and completion: today may still be written). Pure date arithmetic
 * on 'YYYY-MM-DD' strings (UTC noon, so no zone moves a day).
 */
import type { Db } from '../../platform/db/database.js';
import { listLibur } from '../libur/public.js';

export function monthRange(tahun: number, bulan: number): { from: string; to: string } {
  const last = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate();
  const mm = String(bulan).padStart(2, '0');
  return { from: `${tahun}-${mm}-01`, to: `${tahun}-${mm}-${String(last).padStart(2, '0')}` };
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Weekdays from `from` to `to` (inclusive) that are not in `holidays`. */
export function workingDays(from: string, to: string, holidays: ReadonlySet<string>): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) days.push(day);
  }
  return days;
}

/** The public holidays of a year, through the holidays module (at most a few dozen a year). */
export async function holidaysOf(db: Db, tahun: number): Promise<Set<string>> {
  const days = new Set<string>();
  for (let page = 1; page <= 10; page++) {
    const answer = await listLibur(db, { tahun, page, per_page: 100 });
    for (const row of answer.data) days.add(row.tanggal);
    if (page >= answer.last_page) break;
  }
  return days;
}

/** The working days of a month up to `lastDay` (exclusive of anything after it). */
export async function monthWorkingDays(db: Db, tahun: number, bulan: number, lastDay: string): Promise<string[]> {
  const { from, to } = monthRange(tahun, bulan);
  const end = lastDay < to ? lastDay : to;
  if (end < from) return [];
  return workingDays(from, end, await holidaysOf(db, tahun));
}
