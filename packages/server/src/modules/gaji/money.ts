/**
 * Money of the salary module: amounts are decimal strings end to end (JSON, xlsx cells read as
 * text, PostgreSQL numeric(18,2)); JavaScript never adds them. `moneySql` is how every sum leaves
 * the database: rounded to two decimals and cast to text, so "0.00" rather than "0".
 */
import { MONEY_INPUT_PATTERN } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';

/** '1250000', '1250000.5', '1250000,50' → '1250000.50' style input ('.' decimal point); null when not an amount. */
export function normaliseAmount(raw: string): string | null {
  const text = raw.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (MONEY_INPUT_PATTERN.test(text)) return text;
  return excelCentsOf(text);
}

/**
 * A spreadsheet keeps numbers as binary doubles, so a cell the user sees as 3.750.000,30 (typed, or
 * a formula's result) can reach us as '3750000.3000000003'. Such a text is read back as the two-
 * decimal amount it stands for when it lies within a millionth of a cent of one; a real third
 * decimal ('1.005') stays refused. This decodes the cell's representation; no amount is computed.
 */
function excelCentsOf(text: string): string | null {
  if (!/^\d{1,16}\.\d{3,}$/.test(text)) return null;
  const value = Number(text);
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(value * 100 - cents) > 1e-6) return null;
  const fixed = value.toFixed(2);
  return MONEY_INPUT_PATTERN.test(fixed) ? fixed : null;
}

/** NPPs are eight digits; a cell Excel turned into a number lost its leading zeros ('1234567' → '01234567'). */
export function nppOfCell(raw: unknown): string {
  const text = String(raw).trim();
  return /^\d{1,7}$/.test(text) ? text.padStart(8, '0') : text;
}

/** A positive amount with at most two decimals (zero is not a deduction). */
export function isPositiveAmount(normalised: string): boolean {
  return /[1-9]/.test(normalised);
}

export const AMOUNT_MESSAGE = 'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)';

/** `round(coalesce(expr, 0), 2)::text` — a sum or amount as the API answers it. */
export function moneySql(expr: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`round(coalesce(${expr}, 0), 2)::text`;
}
