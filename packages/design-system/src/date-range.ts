import { DateTime } from 'luxon';
import { DATE_YEARS_RANGE } from './texts';

export interface DateParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → parts; anything else (including impossible dates) → empty parts. */
export function partsOf(value: string | null | undefined): DateParts {
  if (!value || !ISO_DATE.test(value)) return { day: null, month: null, year: null };
  const date = DateTime.fromISO(value);
  if (!date.isValid) return { day: null, month: null, year: null };
  return { day: date.day, month: date.month, year: date.year };
}

export function daysInMonth(year: number | null, month: number | null): number {
  if (!month) return 31;
  // A leap year stands in while the year is not chosen yet, so 29 Feb stays possible.
  return DateTime.local(year ?? 2000, month, 1).daysInMonth ?? 31;
}

export function isoOf(year: number, month: number, day: number): string {
  return DateTime.local(year, month, day).toISODate() as string;
}

/** ISO dates compare correctly as text. */
export function clampIso(value: string, min?: string | null, max?: string | null): string {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

/** Years offered: the years of min/max when given, else 30 before to 30 after the current year. */
export function yearRange(min?: string | null, max?: string | null, now = DateTime.now()): number[] {
  const first = partsOf(min).year ?? now.year - DATE_YEARS_RANGE;
  const last = partsOf(max).year ?? now.year + DATE_YEARS_RANGE;
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/**
 * Complete parts → a valid ISO date inside [min, max]: a day past the month's end becomes its
 * last day (31 Feb → 28/29 Feb). Incomplete parts → null.
 */
export function composeDate(parts: DateParts, min?: string | null, max?: string | null): string | null {
  const { day, month, year } = parts;
  if (!day || !month || !year) return null;
  return clampIso(isoOf(year, month, Math.min(day, daysInMonth(year, month))), min, max);
}
