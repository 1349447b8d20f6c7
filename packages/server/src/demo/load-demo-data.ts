/**
 * Loads the demo data set into an empty, migrated database: roles, office levels/classes/tree,
 * position levels/eselon/positions, ranks, employees and the five demo accounts.
 * One transaction (all or nothing), multi-row inserts of at most 1000 rows per statement.
 * Server main calls it on first start (when `users` is empty); benchmarks call it with 20 000+.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DOMAIN_DEMO } from './domain-demo.js';
import { loadHelpdeskWorksheetDemo } from './helpdesk-worksheet-demo.js';
import { loadInfobankBroadcastDemo } from './infobank-broadcast-demo.js';
import { loadNotificationPicDemo } from './notification-pic-demo.js';
import { loadSurveyLearningDemo } from './survey-learning-demo.js';
import { buildDemoData } from './generate.js';

export interface LoadDemoDataOptions {
  /** Number of employees (pegawai), at least the number of demo accounts (5). 300 is the default size. */
  employees: number;
  /** Hashes a demo account's password (argon2id in the server). */
  hashPassword(password: string): Promise<string>;
  /** PRNG seed; the same seed and size give the same data. */
  seed?: number;
}

export interface LoadDemoDataResult {
  employees: number;
  kantor: number;
}

export const DEFAULT_DEMO_EMPLOYEES = 300;
const BATCH_ROWS = 1000;

/** Tables the loader fills; all must be empty. */
const TABLES = [
  'roles',
  'kantor_level',
  'kantor_kelas',
  'kantor',
  'jabatan_level',
  'eselon',
  'jabatan',
  'pangkat',
  'pegawai',
  'users',
  'user_roles',
] as const satisfies readonly (keyof Database)[];
/** Tables with a serial id whose sequence must follow the explicit ids. */
const SERIAL_TABLES = ['kantor_kelas', 'kantor', 'jabatan', 'pangkat', 'pegawai', 'users'] as const;

export class DemoDataNotEmptyError extends Error {
  constructor(readonly table: string) {
    super(`Demo data is only loaded into an empty database, but table '${table}' has rows`);
    this.name = 'DemoDataNotEmptyError';
  }
}

async function insertBatched<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly object[],
) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    // Rows are built from the schema's Insertable types in generate.ts.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_ROWS) as never)
      .execute();
  }
}

export async function loadDemoData(db: Kysely<Database>, opts: LoadDemoDataOptions): Promise<LoadDemoDataResult> {
  const data = buildDemoData({ employees: opts.employees, seed: opts.seed });
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) hashes.set(account.username, await opts.hashPassword(account.password));

  await db.transaction().execute(async (trx) => {
    for (const table of TABLES) {
      const row = await trx
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst();
      if (row) throw new DemoDataNotEmptyError(table);
    }

    await insertBatched(trx, 'roles', data.roles);
    await insertBatched(trx, 'kantor_level', data.kantorLevels);
    await insertBatched(trx, 'kantor_kelas', data.kantorKelas);
    await insertBatched(trx, 'kantor', data.kantor);
    await insertBatched(trx, 'jabatan_level', data.jabatanLevels);
    await insertBatched(trx, 'eselon', data.eselon);
    await insertBatched(trx, 'jabatan', data.jabatan);
    await insertBatched(trx, 'pangkat', data.pangkat);
    await insertBatched(trx, 'pegawai', data.pegawai);

    const emailOf = new Map(data.pegawai.map((p) => [p.id, p.email]));
    const users = DEMO_ACCOUNTS.map((account, i) => {
      const pegawaiId = data.accountPegawai.get(account.username);
      if (pegawaiId === undefined) throw new Error(`No demo employee for account '${account.username}'`);
      return {
        id: i + 1,
        name: account.username,
        pegawai_id: pegawaiId,
        email: emailOf.get(pegawaiId) ?? null,
        password_hash: hashes.get(account.username)!,
        is_password_default: account.isPasswordDefault,
      };
    });
    await insertBatched(trx, 'users', users);
    await insertBatched(
      trx,
      'user_roles',
      DEMO_ACCOUNTS.flatMap((a, i) => a.roles.map((roleId) => ({ user_id: i + 1, role_id: roleId }))),
    );

    for (const table of SERIAL_TABLES) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
    }
    for (const loadDomainDemo of DOMAIN_DEMO) await loadDomainDemo(trx, data);
    await loadHelpdeskWorksheetDemo(trx, data);
    await loadInfobankBroadcastDemo(trx, data);
    await loadNotificationPicDemo(trx, data);
    await loadSurveyLearningDemo(trx, data);
  });
  // Fresh statistics for the tables just filled, and the trigram (GIN) indexes' pending lists
  // merged (a search would otherwise read the whole pending list of 20 000 names: 3–5× slower)
  // before autovacuum gets there: the first searches and reports after `npm start` are fast.
  if (!db.isTransaction) await sql`VACUUM (ANALYZE)`.execute(db);

  return { employees: data.pegawai.length, kantor: data.kantor.length };
}
