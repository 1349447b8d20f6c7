/** Deleting a file revokes its already signed addresses at once (issue #13), local adapter. */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createFilesService } from '../../platform/files/create-storage.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';

let t: TestApp;
let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-revoke-'));
  t = await createTestApp({ config: { dataDir } });
});
after(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('a signed address works until the file is deleted, then answers 404; a new file under the key works again', async () => {
  // The same configuration as the app: same folder, same signing key.
  const files = await createFilesService(t.config, Date.now);
  const key = 'pegawai/1/surat.pdf';
  const stored = await files.storeFile(t.db, {
    key,
    body: samplePdf(),
    originalName: 'surat.pdf',
    ownerType: 'pegawai',
    ownerId: 1,
    uploadedBy: null,
  });
  const url = await files.downloadUrl(key, { minutes: 60 });
  assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200);

  await files.remove(t.db, stored.id);
  const revoked = await t.app.inject({ method: 'GET', url });
  assert.equal(revoked.statusCode, 404, revoked.body);
  assert.ok(!revoked.body.includes('%PDF'));

  await files.storeFile(t.db, {
    key,
    body: samplePdf('Surat baru'),
    originalName: 'surat.pdf',
    ownerType: 'pegawai',
    ownerId: 1,
    uploadedBy: null,
  });
  assert.equal((await t.app.inject({ method: 'GET', url: await files.downloadUrl(key) })).statusCode, 200);
  await files.storage.close?.();
});
