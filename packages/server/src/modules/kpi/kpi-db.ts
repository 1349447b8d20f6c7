/**
 * Small database helpers of the KPI module. The KPI tables are read and written with `sql` (their
 * Kysely types are in platform/db/tables/kpi.ts), and a
 * constraint PostgreSQL refuses becomes a 4xx with an Indonesian text instead of a 500.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';

export const KPI_DB_MESSAGES = {
  duplicate: 'Data sudah ada',
  inUse: 'Data masih dipakai oleh data lain',
  reference: 'Data yang dirujuk tidak ditemukan',
  invalid: 'Data yang dikirim tidak valid',
} as const;

/** Runs `work`; unique, foreign key and check violations answer 409/422. */
export async function withConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: string; message?: string };
    if (code === '23505') throw new HttpError(409, KPI_DB_MESSAGES.duplicate);
    if (code === '23503')
      throw new HttpError(
        /update or delete/.test(message ?? '') ? 409 : 422,
        /update or delete/.test(message ?? '') ? KPI_DB_MESSAGES.inUse : KPI_DB_MESSAGES.reference,
      );
    if (code === '23514' || code === '23502') throw new HttpError(422, KPI_DB_MESSAGES.invalid);
    throw error;
  }
}

export async function rowsOf<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export async function firstOf<T>(db: Db, query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(db)).rows[0];
}

/** A LIKE pattern that contains `text` (wildcards in it escaped). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const KPI_TYPE = 'kpi';
export { sql };
