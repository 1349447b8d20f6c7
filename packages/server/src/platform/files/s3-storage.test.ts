/**
 * The S3 adapter against a real S3-compatible server (s3rver) started here: put, head, get
 * (whole and ranged), presigned PUT and GET through fetch, expiry, prefix, delete. No SDK mocks.
 */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { parseStorageUrl, storageSettingsFromEnv } from './create-storage.js';
import { S3FileStorage } from './s3-storage.js';
import { startLocalS3, type LocalS3 } from '../../../test/helpers/local-s3.js';
import { samplePdf, samplePng } from '../../../test/helpers/sample-files.js';

describe('S3FileStorage against s3rver', () => {
  let s3: LocalS3;
  let storage: S3FileStorage;
  const clock = { now: Date.now() };

  before(async () => {
    s3 = await startLocalS3();
    storage = new S3FileStorage(s3.settings, () => clock.now);
  });
  after(async () => {
    await storage.close();
    await s3.stop();
  });

  test('put, head, exists, get whole and ranged, delete', async () => {
    const pdf = samplePdf();
    await storage.put('link/1/Surat Izin.pdf', pdf, { contentType: 'application/pdf' });
    assert.deepEqual(
      { ...(await storage.head('link/1/Surat Izin.pdf')), lastModified: undefined },
      { size: pdf.length, contentType: 'application/pdf', lastModified: undefined },
    );
    assert.equal(await storage.exists('link/1/Surat Izin.pdf'), true);
    const whole = await storage.getStream('link/1/Surat Izin.pdf');
    assert.deepEqual(await buffer(whole!.body), pdf);
    const range = await storage.getStream('link/1/Surat Izin.pdf', { start: 0, end: 4 });
    assert.equal((await buffer(range!.body)).toString(), '%PDF-');

    // A stream without a known length is buffered, then sent in one PUT.
    await storage.put('exports/a.png', Readable.from([samplePng()]));
    assert.equal((await storage.head('exports/a.png'))?.size, samplePng().length);

    await storage.delete('link/1/Surat Izin.pdf');
    assert.equal(await storage.exists('link/1/Surat Izin.pdf'), false);
    assert.equal(await storage.head('link/1/Surat Izin.pdf'), null);
    assert.equal(await storage.getStream('link/1/Surat Izin.pdf'), null);
    await storage.delete('link/1/Surat Izin.pdf');
  });

  test('presigned PUT through fetch, then presigned GET with the download name', async () => {
    const pdf = samplePdf('lewat alamat');
    const putUrl = await storage.presignPut('absen/delete/request/4/bukti.pdf', {
      expiresInSeconds: 300,
      maxBytes: 1024,
    });
    assert.match(
      putUrl,
      new RegExp(`^${s3.endpoint}/portal-sdm-test/absen/delete/request/4/bukti\\.pdf\\?.*X-Amz-Signature=`),
    );
    assert.doesNotMatch(putUrl, /x-amz-checksum/i, 'no checksum of an empty body in the address');
    const put = await fetch(putUrl, { method: 'PUT', body: pdf, headers: { 'content-type': 'application/pdf' } });
    assert.equal(put.status, 200, await put.text());
    assert.equal((await storage.head('absen/delete/request/4/bukti.pdf'))?.size, pdf.length);

    const getUrl = await storage.presignGet('absen/delete/request/4/bukti.pdf', {
      expiresInSeconds: 300,
      fileName: 'Bukti Sakit.pdf',
      disposition: 'inline',
      contentType: 'application/pdf',
    });
    const got = await fetch(getUrl);
    assert.equal(got.status, 200);
    assert.equal(
      got.headers.get('content-disposition'),
      `inline; filename="Bukti Sakit.pdf"; filename*=UTF-8''Bukti%20Sakit.pdf`,
    );
    assert.equal(got.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), pdf);

    await storage.delete('absen/delete/request/4/bukti.pdf');
    assert.equal((await fetch(getUrl)).status, 404);
  });

  test('presigned addresses signed on the injected clock expire', async () => {
    const start = clock.now;
    try {
      clock.now = Date.now() - 10 * 60_000;
      const putUrl = await storage.presignPut('link/2/telat.pdf', { expiresInSeconds: 300, maxBytes: 1024 });
      await storage.put('link/2/ada.pdf', samplePdf());
      const getUrl = await storage.presignGet('link/2/ada.pdf', { expiresInSeconds: 300 });
      assert.equal((await fetch(putUrl, { method: 'PUT', body: samplePdf() })).status, 403);
      assert.equal((await fetch(getUrl)).status, 403);
      assert.equal(await storage.exists('link/2/telat.pdf'), false);
    } finally {
      clock.now = start;
    }
  });

  test('keys go below the prefix of the STORAGE_URL, and unsafe keys never reach S3', async () => {
    const prefixed = new S3FileStorage({ ...s3.settings, prefix: 'portal/prod' }, Date.now);
    try {
      await prefixed.put('link/3/a.pdf', samplePdf());
      const raw = await prefixed.client.send(
        new GetObjectCommand({ Bucket: s3.settings.bucket, Key: 'portal/prod/link/3/a.pdf' }),
      );
      assert.equal(raw.ContentLength, samplePdf().length);
      assert.equal(await storage.exists('link/3/a.pdf'), false);
      await assert.rejects(() => prefixed.put('../escape.pdf', samplePdf()), { name: 'UnsafeStorageKeyError' });
      await assert.rejects(() => storage.presignPut('link/3/%2e%2e/x.pdf', { expiresInSeconds: 60, maxBytes: 1 }), {
        name: 'UnsafeStorageKeyError',
      });
    } finally {
      await prefixed.close();
    }
  });
});

describe('storage settings from the environment', () => {
  test('STORAGE_URL with credentials, prefix and query options', () => {
    assert.deepEqual(
      parseStorageUrl(
        's3://AKIA:s%2Fecret@arsip-sdm/portal/?endpoint=http://127.0.0.1:4569&region=ap-southeast-3&forcePathStyle=true',
      ),
      {
        kind: 's3',
        bucket: 'arsip-sdm',
        prefix: 'portal',
        region: 'ap-southeast-3',
        endpoint: 'http://127.0.0.1:4569',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIA', secretAccessKey: 's/ecret' },
      },
    );
    assert.deepEqual(parseStorageUrl('s3://arsip'), {
      kind: 's3',
      bucket: 'arsip',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    assert.deepEqual(parseStorageUrl('file:///srv/portal/files'), {
      kind: 'local',
      root: '/srv/portal/files',
      baseUrl: '',
    });
    assert.throws(() => parseStorageUrl('ftp://x'), /s3:\/\/ or file:\/\//);
  });

  test('S3_* variables when STORAGE_URL is unset; local disk when neither', () => {
    assert.deepEqual(
      storageSettingsFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: '/x/',
      }),
      {
        kind: 's3',
        bucket: 'b',
        prefix: 'x',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      },
    );
    assert.deepEqual(
      storageSettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'ap-southeast-1', S3_FORCE_PATH_STYLE: 'false' }),
      {
        kind: 's3',
        bucket: 'b',
        prefix: '',
        region: 'ap-southeast-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    );
    assert.deepEqual(storageSettingsFromEnv({}), { kind: 'local', baseUrl: '' });
    assert.deepEqual(storageSettingsFromEnv({ STORAGE_PUBLIC_URL: 'https://sdm.bank.co.id/' }), {
      kind: 'local',
      baseUrl: 'https://sdm.bank.co.id',
    });
    const both = storageSettingsFromEnv({ STORAGE_URL: 's3://u', S3_BUCKET: 'v' });
    assert.equal(both.kind === 's3' ? both.bucket : null, 'u', 'STORAGE_URL wins');
  });
});
