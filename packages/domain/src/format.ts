import { DateTime } from 'luxon';
import { roundDecimals } from './round';

/** Indonesian month names, 1-based as the API sends `bulan` (spec section 3). */
export const MONTHS: Readonly<Record<number, string>> = {
  1: 'Januari',
  2: 'Februari',
  3: 'Maret',
  4: 'April',
  5: 'Mei',
  6: 'Juni',
  7: 'Juli',
  8: 'Agustus',
  9: 'September',
  10: 'Oktober',
  11: 'November',
  12: 'Desember',
};

export const MONTH_OPTIONS: ReadonlyArray<{ id: number; nama: string }> = Object.entries(MONTHS).map(([id, nama]) => ({
  id: Number(id),
  nama,
}));

export type NumberPattern = '0,0' | '0,0.00';

/**
 * numeral-style patterns with Indonesian separators: '0,0' → 1.234.567, '0,0.00' → 1.234,57.
 * Built by hand rather than with Intl so browser and server print the same bytes whatever ICU
 * data they ship. Numeric strings (PostgreSQL numerics arrive as strings) are accepted;
 * anything that is not a finite number prints as ''.
 */
export function formatNumber(value: number | string | null | undefined, pattern: NumberPattern = '0,0'): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const decimals = pattern === '0,0.00' ? 2 : 0;
  const rounded = roundDecimals(n, decimals);
  const [whole, fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded < 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

export type DateInput = string | number | Date | DateTime | null | undefined;

/**
 * The portal's one clock: every date and time a user sees is in the deployment's zone (Asia/Jakarta
 * unless the server's portal-config.json says otherwise), whatever zone the browser is in.
 */
export const DEFAULT_PORTAL_ZONE = 'Asia/Jakarta';
let portalZone = DEFAULT_PORTAL_ZONE;

/** Set once at start from the deployment's configuration; an unknown zone is ignored. */
export function setPortalZone(zone: string | null | undefined): void {
  if (zone && DateTime.now().setZone(zone).isValid) portalZone = zone;
}

export function getPortalZone(): string {
  return portalZone;
}

/** Now, in the portal's zone. */
export function portalNow(): DateTime {
  return DateTime.now().setZone(portalZone);
}

/** Today's date in the portal's zone, 'YYYY-MM-DD'. */
export function portalToday(): string {
  return portalNow().toISODate()!;
}

export interface FormatDateOptions {
  /** Append the 12-hour time 'hh:mm AM'. */
  time?: boolean;
  /** With `time`, include seconds: 'hh:mm:ss AM'. */
  seconds?: boolean;
  /** IANA zone to print in; defaults to the portal's zone (getPortalZone). */
  zone?: string;
}

/** Accepts ISO strings, SQL-style 'YYYY-MM-DD HH:mm:ss', epoch milliseconds, Dates and luxon DateTimes. */
export function toDateTime(value: DateInput, zone?: string): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: DateTime;
  if (DateTime.isDateTime(value)) parsed = value;
  else if (value instanceof Date) parsed = DateTime.fromJSDate(value);
  else if (typeof value === 'number') parsed = DateTime.fromMillis(value);
  else {
    parsed = DateTime.fromISO(value.trim(), zone ? { zone } : {});
    if (!parsed.isValid) parsed = DateTime.fromSQL(value.trim(), zone ? { zone } : {});
  }
  if (!parsed.isValid) return null;
  return zone ? parsed.setZone(zone) : parsed;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'DD MMMM YYYY' in Indonesian ('05 Maret 2026'), optionally '… 01:05 PM' / '… 01:05:09 PM'; '' when empty or invalid. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const dt = toDateTime(value, options.zone ?? portalZone);
  if (!dt) return '';
  const date = `${pad2(dt.day)} ${MONTHS[dt.month]} ${dt.year}`;
  return options.time ? `${date} ${formatTime(dt, options)}` : date;
}

/** The time alone, in the same form as formatDate's ('01:05 PM', or '01:05:09 PM' with seconds); '' when empty or invalid. */
export function formatTime(value: DateInput, options: Omit<FormatDateOptions, 'time'> = {}): string {
  const dt = toDateTime(value, options.zone ?? portalZone);
  if (!dt) return '';
  const hour12 = dt.hour % 12 === 0 ? 12 : dt.hour % 12;
  const seconds = options.seconds ? `:${pad2(dt.second)}` : '';
  return `${pad2(hour12)}:${pad2(dt.minute)}${seconds} ${dt.hour < 12 ? 'AM' : 'PM'}`;
}

/** 'DD MMMM YYYY - DD MMMM YYYY' (e.g. a PGS period); a missing end leaves just the start. */
export function formatDateRange(start: DateInput, end: DateInput, options: FormatDateOptions = {}): string {
  return [formatDate(start, options), formatDate(end, options)].filter(Boolean).join(' - ');
}
