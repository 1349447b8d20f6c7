/**
 * Loads the demo data into an empty, migrated database, e.g. for benchmarks:
 *
 *   tsx src/demo/cli.ts --employees 20000 --database-url postgres://postgres@127.0.0.1:5432/portal
 *
 * Options: --employees N (default 300), --database-url URL (default $DATABASE_URL), --seed N,
 * --reset (first empties every demo table and, by CASCADE, every table that references them —
 * sessions, audit rows and later domains' data included; for throw-away databases only).
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { hashPassword } from '../platform/auth/password.js';
import { createDatabase } from '../platform/db/database.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEFAULT_DEMO_EMPLOYEES, loadDemoData } from './load-demo-data.js';

const USAGE = 'Usage: tsx src/demo/cli.ts [--employees N] [--database-url URL] [--seed N] [--reset]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      employees: { type: 'string', default: String(DEFAULT_DEMO_EMPLOYEES) },
      'database-url': { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const employees = Number(values.employees);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!url || !Number.isInteger(employees) || (seed !== undefined && !Number.isInteger(seed))) {
    console.error(USAGE);
    return 2;
  }

  const { db } = createDatabase(url, 2);
  try {
    if (values.reset) {
      await sql`TRUNCATE roles, kantor_level, kantor_kelas, kantor, jabatan_level, eselon, jabatan, pangkat, pegawai,
        users, user_roles RESTART IDENTITY CASCADE`.execute(db);
    }
    const started = performance.now();
    const result = await loadDemoData(db, { employees, seed, hashPassword });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo data loaded in ${seconds} s: ${result.employees} pegawai, ${result.kantor} kantor.`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(9)} ${a.password.padEnd(14)} ${a.description}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
