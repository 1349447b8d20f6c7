/**
 * Starts the portal: config → database (embedded PostgreSQL unless DATABASE_URL) → migrations →
 * demo data on an empty database → HTTP server. Also the bundle entry (dist/main.mjs).
 */
import { sql } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import { loadDemoData } from './demo/load-demo-data.js';
import { hashPassword } from './platform/auth/password.js';
import { createDatabase } from './platform/db/database.js';
import { embeddedDataDir, startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { watchEmbeddedPostgres } from './platform/db/embedded-watchdog.js';

function printBanner(url: string): void {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(10)} ${a.password.padEnd(14)} ${a.roles.join(', ')}`);
  process.stdout.write(
    [
      '',
      `Portal SDM siap: ${url}`,
      `API docs:        ${url}/api/docs`,
      '',
      '  Akun demo:',
      '  username   password       role',
      ...rows,
      '',
    ].join('\n') + '\n',
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    process.stdout.write(
      `Menjalankan PostgreSQL embedded (data: ${embeddedDataDir(config.dataDir)}, port ${config.embeddedPgPort})…\n`,
    );
    embedded = await startEmbeddedPostgres({
      dataDir: embeddedDataDir(config.dataDir),
      port: config.embeddedPgPort,
      ownSignals: true,
    });
    config.databaseUrl = embedded.url;
  }

  // Lost connections are logged through the process's stderr until the app's logger exists.
  const { db } = createDatabase(config.databaseUrl, config.dbPoolSize, {
    warn: (obj, msg) => process.stderr.write(`${msg}: ${JSON.stringify(obj)}\n`),
  });
  const applied = await migrateToLatest(db, config.migrationsDir);
  if (applied.length > 0) process.stdout.write(`Migrasi dijalankan: ${applied.join(', ')}\n`);

  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (count === 0) {
    process.stdout.write(`Database kosong: memuat data demo (${config.demoEmployees} pegawai)…\n`);
    const loaded = await loadDemoData(db, { employees: config.demoEmployees, hashPassword });
    process.stdout.write(`Data demo dimuat: ${loaded.employees} pegawai\n`);
  }

  const app = await buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });
  // Workers after listen: a slow first pg-boss install must not delay serving. app.close() stops them.
  if (config.jobWorkers !== false) await app.jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(`http://localhost:${port}`);
  const stopWatchdog = embedded
    ? watchEmbeddedPostgres({
        url: embedded.url,
        postmasterPid: embedded.pid,
        onDead: (message) => {
          process.stderr.write(`${message}\n`);
          process.exit(75); // EX_TEMPFAIL: try again
        },
      })
    : () => undefined;

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    stopWatchdog();
    app.log.info(`${signal}: shutting down`);
    // Stop in dependency order: no new requests, finish in-flight ones, then the pool, then PostgreSQL.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await db.destroy();
      await embedded?.stop();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Portal SDM gagal start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
