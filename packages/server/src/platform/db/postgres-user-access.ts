/**
 * As root, the embedded PostgreSQL runs as the unprivileged `postgres` system user, who needs search
 * (execute) permission on every folder above its binaries and its data. A clone inside a private
 * folder (`mktemp -d` makes 0700 folders) would fail with `spawn …/initdb EACCES`.
 *
 * Folders under the system's temporary folder get search permission added (o+x: passing through,
 * not listing), as letPostgresUserIn does for the data folder's parent. Anywhere else we do not
 * loosen a user's folder behind their back: the start stops with a message that says what to change.
 */
import { chmodSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, sep } from 'node:path';

/** Folders from `/` down to `path` that others cannot pass through. */
export function foldersClosedToOthers(path: string): string[] {
  const closed: string[] = [];
  let current = realpathSync(path);
  for (;;) {
    if ((statSync(current).mode & 0o001) === 0) closed.unshift(current);
    const parent = dirname(current);
    if (parent === current) return closed;
    current = parent;
  }
}

export class PostgresUserAccessError extends Error {}

/**
 * Makes `paths` reachable for the `postgres` user: opens closed folders inside `temporaryRoot`,
 * throws a PostgresUserAccessError naming the others. Does nothing unless running as root.
 */
export function ensurePostgresUserCanReach(
  paths: string[],
  log: (message: string) => void,
  temporaryRoot = tmpdir(),
  isRoot = process.getuid?.() === 0,
): void {
  if (!isRoot) return;
  const temp = realpathSync(temporaryRoot);
  const closed = [...new Set(paths.flatMap(foldersClosedToOthers))];
  const insideTemp = (folder: string) => folder.startsWith(temp + sep);
  const refused = closed.filter((folder) => !insideTemp(folder));
  if (refused.length > 0) {
    throw new PostgresUserAccessError(
      `PostgreSQL bawaan berjalan sebagai pengguna 'postgres', yang tidak dapat masuk ke ${refused.join(', ')}. ` +
        `Beri izin lewat (chmod o+x ${refused.join(' ')}), pindahkan klon ke folder yang dapat dilalui, ` +
        `atau setel DATABASE_URL ke PostgreSQL yang sudah berjalan.`,
    );
  }
  for (const folder of closed) {
    chmodSync(folder, (statSync(folder).mode & 0o7777) | 0o001);
    log(`izin lewat (o+x) ditambahkan pada ${folder} agar pengguna 'postgres' dapat menjalankan PostgreSQL bawaan`);
  }
}
