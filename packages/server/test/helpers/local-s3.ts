/**
 * A real S3-compatible server for tests: s3rver (pure JavaScript, files in a temp folder) on a
 * free loopback port, with one bucket. It checks presigned
 * addresses' expiry but, in this version, not their SigV4 signature.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { parseStorageUrl } from '../../src/platform/files/create-storage.js';
import type { S3Settings } from '../../src/platform/files/s3-storage.js';

export const LOCAL_S3_BUCKET = 'portal-sdm-test';

export interface LocalS3 {
  endpoint: string;
  /** STORAGE_URL pointing at this server. */
  storageUrl: string;
  settings: S3Settings;
  stop(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  // The SDK warns once on Node 20 that future releases need Node 22; not news in a test log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const storageUrl = `s3://S3RVER:S3RVER@${LOCAL_S3_BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;
  const parsed = parseStorageUrl(storageUrl);
  if (parsed.kind !== 's3') throw new Error('expected s3 settings');
  const { kind: _kind, ...settings } = parsed;
  return {
    endpoint,
    storageUrl,
    settings,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
