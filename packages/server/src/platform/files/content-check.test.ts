/** Content checks by magic bytes, the policies by event group, and the local signed addresses. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { HttpError } from '../errors.js';
import {
  ALL_FILE_TYPES,
  assertAllowedContent,
  assertAllowedName,
  contentTypeForKey,
  filePolicyFor,
  formatBytes,
  measureStream,
} from './content-check.js';
import { signLocalUrl, verifyLocalSignature } from './signed-url.js';
import {
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleXlsx,
  zip,
} from '../../../test/helpers/sample-files.js';

const policy = filePolicyFor(null);

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  assert.ok(error instanceof HttpError, 'expected an HttpError');
  return error;
}

describe('assertAllowedContent', () => {
  test('recognises each allowed type by its bytes', async () => {
    assert.equal(await assertAllowedContent(samplePdf(), 'surat.pdf', policy), 'pdf');
    assert.equal(await assertAllowedContent(samplePng(), 'foto.png', policy), 'png');
    assert.equal(await assertAllowedContent(sampleJpeg(), 'foto.jpg', policy), 'jpeg');
    assert.equal(await assertAllowedContent(sampleJpeg(), 'foto.JPEG', policy), 'jpeg');
    assert.equal(await assertAllowedContent(sampleDocx(), 'surat.docx', policy), 'docx');
    assert.equal(await assertAllowedContent(sampleXlsx(), 'data.xlsx', policy), 'xlsx');
  });

  test('an .exe renamed .pdf is refused with a clear Indonesian 422', async () => {
    const error = await refusal(assertAllowedContent(sampleExe(), 'surat.pdf', policy));
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /^Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF\./);
    assert.match(error.errors?.file?.[0] ?? '', /PDF, JPEG, PNG, XLSX, DOCX/);
  });

  test('unknown bytes, a plain zip, an empty file and text are refused', async () => {
    assert.match(
      (await refusal(assertAllowedContent(Buffer.from('hello, world'), 'a.pdf', policy))).message,
      /terdeteksi sebagai tidak dikenal/,
    );
    assert.match(
      (await refusal(assertAllowedContent(zip({ 'a.txt': 'x' }), 'a.docx', policy))).message,
      /ZIP, bukan DOCX/,
    );
    assert.equal((await refusal(assertAllowedContent(Buffer.alloc(0), 'a.pdf', policy))).message, 'File kosong');
    assert.match(
      (await refusal(assertAllowedContent(Buffer.from('<html><script>alert(1)</script>'), 'a.png', policy))).message,
      /tidak diizinkan/,
    );
  });

  test('the extension must agree with the bytes', async () => {
    const error = await refusal(assertAllowedContent(samplePng(), 'foto.pdf', policy));
    assert.equal(error.message, 'Isi file (PNG) tidak sesuai dengan ekstensi nama file .pdf');
  });

  test('a policy narrower than the default refuses the other types', async () => {
    const imagesOnly = { maxBytes: 1000, types: ['png', 'jpeg'] as const };
    assert.equal(await assertAllowedContent(samplePng(), 'a.png', imagesOnly), 'png');
    assert.match(
      (await refusal(assertAllowedContent(samplePdf(), 'a.pdf', imagesOnly))).message,
      /Jenis yang diizinkan: PNG, JPEG$/,
    );
  });
});

describe('names, types and policies', () => {
  test('assertAllowedName checks the extension before any byte is sent', async () => {
    assert.equal(assertAllowedName('Surat.PDF', policy), 'pdf');
    assert.throws(
      () => assertAllowedName('setup.exe', policy),
      (e: HttpError) => e.statusCode === 422 && /path/.test(Object.keys(e.errors ?? {})[0]),
    );
    assert.throws(() => assertAllowedName('tanpa-ekstensi', policy), HttpError);
  });

  test('contentTypeForKey knows only the allowed types', () => {
    assert.equal(contentTypeForKey('link/1/a.pdf'), 'application/pdf');
    assert.equal(contentTypeForKey('link/1/a.jpg'), 'image/jpeg');
    assert.equal(contentTypeForKey('link/1/a.html'), undefined);
  });

  test('default policy: 10 MB and every allowed type, for every event group', () => {
    assert.deepEqual(filePolicyFor(12), { maxBytes: 10 * 1024 * 1024, types: ALL_FILE_TYPES });
    assert.deepEqual(filePolicyFor(null, 2048), { maxBytes: 2048, types: ALL_FILE_TYPES });
    assert.equal(formatBytes(10 * 1024 * 1024), '10 MB');
    assert.equal(formatBytes(1536 * 1024), '1,5 MB');
    assert.equal(formatBytes(2048), '2 KB');
  });

  test('measureStream: size, sha256, head, and the size limit', async () => {
    const measured = await measureStream(Readable.from([Buffer.from('abc'), Buffer.from('def')]), 10);
    assert.equal(measured.size, 6);
    assert.equal(measured.sha256, 'bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721');
    assert.equal(measured.head.toString(), 'abcdef');
    const error = await refusal(measureStream(Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), 10));
    assert.equal(error.message, 'Ukuran file melebihi batas 10 byte');
  });
});

describe('local signed addresses', () => {
  const secret = 'rahasia';
  const sign = (params: Record<string, string> = { max: '100' }) =>
    new URL(signLocalUrl({ secret, baseUrl: 'http://x', method: 'PUT', key: 'link/1/a b.pdf', expires: 1000, params }));
  const check = (
    url: URL,
    overrides: { key?: string; method?: 'GET' | 'PUT'; nowMs?: number; params?: Record<string, string> } = {},
  ) =>
    verifyLocalSignature({
      secret,
      method: overrides.method ?? 'PUT',
      key: overrides.key ?? 'link/1/a b.pdf',
      expires: url.searchParams.get('expires'),
      signature: url.searchParams.get('signature'),
      params: overrides.params ?? { max: url.searchParams.get('max') ?? '' },
      nowMs: overrides.nowMs ?? 999_000,
    });

  test('encodes the key into the path and verifies until the expiry', () => {
    const url = sign();
    assert.equal(url.pathname, '/api/storage/local/link/1/a%20b.pdf');
    assert.equal(check(url), 'valid');
    assert.equal(check(url, { nowMs: 1_000_000 }), 'expired');
  });

  test('any change breaks it: other key, method, limit, expiry, signature or secret', () => {
    const url = sign();
    assert.equal(check(url, { key: 'link/2/a b.pdf' }), 'invalid');
    assert.equal(check(url, { method: 'GET' }), 'invalid');
    assert.equal(check(url, { params: { max: '1000000' } }), 'invalid');
    const later = new URL(url);
    later.searchParams.set('expires', '999999');
    assert.equal(check(later), 'invalid');
    const forged = new URL(url);
    forged.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -1)}A`);
    assert.equal(check(forged), 'invalid');
    forged.searchParams.delete('signature');
    assert.equal(check(forged), 'invalid');
    assert.equal(
      verifyLocalSignature({
        secret: 'lain',
        method: 'PUT',
        key: 'link/1/a b.pdf',
        expires: '1000',
        signature: url.searchParams.get('signature'),
        params: { max: '100' },
        nowMs: 0,
      }),
      'invalid',
    );
  });
});
