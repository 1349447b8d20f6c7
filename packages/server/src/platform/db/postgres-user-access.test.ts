import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ensurePostgresUserCanReach, foldersClosedToOthers, PostgresUserAccessError } from './postgres-user-access.js';

describe('the postgres user can reach the embedded binaries and data', () => {
  const base = mkdtempSync(join(tmpdir(), 'portal-pg-access-')); // 0700, as mktemp -d makes it
  const inner = join(base, 'clone', 'node_modules');
  mkdirSync(inner, { recursive: true, mode: 0o755 });
  after(() => rmSync(base, { recursive: true, force: true }));

  it('finds the private folder above a path', () => {
    assert.deepEqual(foldersClosedToOthers(inner), [base]);
  });

  it('opens private folders inside the temporary folder for passing through, not for listing', () => {
    const logged: string[] = [];
    ensurePostgresUserCanReach([inner], (m) => logged.push(m), tmpdir(), true);
    assert.equal(statSync(base).mode & 0o007, 0o001);
    assert.deepEqual(foldersClosedToOthers(inner), []);
    assert.equal(logged.length, 1);
    chmodSync(base, 0o700);
  });

  it('refuses, naming the folder and the fix, when the private folder is not a temporary one', () => {
    // The "temporary root" is another folder, so `base` counts as a user's own private folder.
    const elsewhere = mkdtempSync(join(tmpdir(), 'portal-pg-other-'));
    try {
      assert.throws(
        () => ensurePostgresUserCanReach([inner], () => undefined, elsewhere, true),
        (error: unknown) =>
          error instanceof PostgresUserAccessError &&
          error.message.includes(base) &&
          error.message.includes('chmod o+x'),
      );
      assert.equal(statSync(base).mode & 0o777, 0o700, 'nothing was loosened');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('does nothing when not running as root', () => {
    ensurePostgresUserCanReach([inner], () => undefined, tmpdir(), false);
    assert.equal(statSync(base).mode & 0o777, 0o700);
  });
});
