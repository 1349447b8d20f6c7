/** The demo loaders' bulk insert: 1000 rows per statement, few round trips and far below PostgreSQL's parameter limit. */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';

const BATCH_ROWS = 1000;

export async function insertBatched(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    // The callers build their rows from the tables' Insertable types.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_ROWS) as never)
      .execute();
  }
}
