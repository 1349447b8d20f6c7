// The portal's date picker (design system: Tahun, Bulan and Tanggal selects in a group) as a user
// fills it, and the calendar day in the deployment's zone, which is what the pages call "today".
import type { Locator } from 'playwright-core';

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** A calendar day as [year, month 1–12, day]. */
export type CalendarDay = [number, number, number];

/** The calendar day in Asia/Jakarta (the portal's zone) `offset` days from today, whatever the zone of
 * the machine running the tests. */
export function jakartaDay(offset = 0): CalendarDay {
  const [y, m, d] = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** The calendar day of a Date taken in UTC (tests build their dates with Date.UTC). */
export const utcDay = (date: Date): CalendarDay => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];

/** Chooses year, month (by its Indonesian name) and day in the date picker inside `picker`. */
export async function pickDate(picker: Locator, [year, month, day]: CalendarDay): Promise<void> {
  await picker.getByRole('combobox', { name: 'Tahun' }).selectOption(String(year));
  await picker.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: MONTH_NAMES[month - 1] });
  await picker.getByRole('combobox', { name: 'Tanggal' }).selectOption(String(day));
}
