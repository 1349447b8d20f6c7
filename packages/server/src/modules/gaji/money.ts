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
  return MONEY_INPUT_PATTERN.test(text) ? text : null;
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
