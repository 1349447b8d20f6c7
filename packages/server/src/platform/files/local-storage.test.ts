/**
 * Local storage's sweep of abandoned writes (issue #14): a process killed during an export leaves
 * its temporary file in root/.tmp; housekeeping removes it once nothing touched it for a while,
 * never a file a live write is still filling, never a stored file.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ABANDONED_WRITE_MS } from '../housekeeping.js';
import { LocalFileStorage } from './local-storage.js';

describe('LocalFileStorage.sweepAbandonedWrites', () => {
  const roots: string[] = [];
  after(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true });
  });

  test('removes temporary files untouched for longer than the limit; keeps fresh ones and stored files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-sweep-'));
    roots.push(root);
    const storage = new LocalFileStorage({ root, signingKey: 'k', baseUrl: '', now: () => Date.now() });
    await storage.put('exports/pegawai/selesai.xlsx', Buffer.from('isi'));
    const abandoned = await storage.tempPath();
    const live = await storage.tempPath();
    await writeFile(abandoned, 'setengah');
    await writeFile(live, 'sedang ditulis');
    const longAgo = new Date(Date.now() - ABANDONED_WRITE_MS - 60_000);
    await utimes(abandoned, longAgo, longAgo);

    assert.equal(await storage.sweepAbandonedWrites(ABANDONED_WRITE_MS), 1);
    assert.deepEqual(await readdir(join(root, '.tmp')), [live.split('/').pop()]);
    assert.equal(await storage.exists('exports/pegawai/selesai.xlsx'), true);
  });

  test('no temporary folder yet: nothing to do', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-sweep-'));
    roots.push(root);
    const storage = new LocalFileStorage({ root, signingKey: 'k', baseUrl: '', now: () => Date.now() });
    assert.equal(await storage.sweepAbandonedWrites(ABANDONED_WRITE_MS), 0);
  });
});
