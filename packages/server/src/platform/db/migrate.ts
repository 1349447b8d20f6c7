/**
 * Forward-only migrations: the ordered db/migrations/*.sql files, applied by Kysely's Migrator
 * (its kysely_migration table records what ran; its lock keeps two starting processes from
 * migrating at once; on PostgreSQL the pending files run inside one transaction).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';

class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(join(this.dir, file), 'utf8');
      // No bind parameters, so pg uses the simple protocol, which accepts many statements.
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>, migrationsDir: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(migrationsDir) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
