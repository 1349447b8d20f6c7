/**
 * The same upload-address flow with the S3 adapter, against a real S3-compatible server (s3rver)
 * started here: the browser PUTs straight to S3, so size and type are checked when the upload is
 * recorded (update_files), and a refused object is deleted from the bucket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLinks, createUser } from '../../../test/helpers/fixtures.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { startLocalS3, type LocalS3 } from '../../../test/helpers/local-s3.js';
import { sampleExe, samplePdf, sampleXlsx } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

describe('storage (S3 adapter)', () => {
  let s3: LocalS3;
  let t: StorageTestApp;
  let token: string;

  before(async () => {
    s3 = await startLocalS3();
    t = await createStorageTestApp({ storage: { kind: 's3', ...s3.settings }, fileMaxBytes: 64 * 1024 });
    const ani = await createUser(t.db, { name: 'ani', password: 'Rahasia#2026', roles: [10] });
    await createLinks(t.db, ani.id, [21, 22, 23, 24]);
    token = await t.login('ani', 'Rahasia#2026');
  });
  after(async () => {
    await t.close();
    await s3.stop();
  });

  const uploadAddress = async (path: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: { ...bearer(token), captcha: await t.captcha() },
      payload: { action: 'store_get_url_upload', bucket: 'portal-sdm-test', minutes: 5, path },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: string }>().data;
  };
  const updateFiles = (path: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/storage',
      headers: bearer(token),
      payload: { action: 'update_files', files: [{ path }] },
    });
  const objectExists = async (path: string) =>
    (await fetch(`${s3.endpoint}/portal-sdm-test/${path}`, { method: 'HEAD' })).status === 200;

  test('address → PUT to S3 → update_files → open through the API and through the signed address', async () => {
    const xlsx = sampleXlsx();
    const url = await uploadAddress('link/21/rekap absen.xlsx');
    assert.ok(url.startsWith(`${s3.endpoint}/portal-sdm-test/link/21/rekap%20absen.xlsx?`), url);
    const put = await fetch(url, {
      method: 'PUT',
      body: xlsx,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    assert.equal(put.status, 200);

    const recorded = await updateFiles('link/21/rekap absen.xlsx');
    assert.equal(recorded.statusCode, 200, recorded.body);
    assert.equal(recorded.json().data[0].size, xlsx.length);
    assert.equal(
      recorded.json().data[0].content_type,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/storage?location=link/21/rekap%20absen.xlsx',
      headers: bearer(token),
    });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, xlsx);
    assert.match(String(opened.headers['content-disposition']), /^attachment; filename="rekap absen.xlsx"/);

    const address = await t.app.inject({
      method: 'GET',
      url: '/api/storage/x/file?location=link/21/rekap%20absen.xlsx',
      headers: bearer(token),
    });
    const direct = await fetch(address.json().data);
    assert.equal(direct.status, 200);
    assert.match(String(direct.headers.get('content-disposition')), /^attachment; filename="rekap absen.xlsx"/);
    assert.deepEqual(Buffer.from(await direct.arrayBuffer()), xlsx);
  });

  test('an .exe renamed .pdf reaches S3 but is refused when recorded, and deleted', async () => {
    const url = await uploadAddress('link/22/surat.pdf');
    assert.equal((await fetch(url, { method: 'PUT', body: sampleExe() })).status, 200);
    assert.equal(await objectExists('link/22/surat.pdf'), true);
    const res = await updateFiles('link/22/surat.pdf');
    assert.equal(res.statusCode, 422);
    assert.match(res.json().message, /^Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF/);
    assert.equal(await objectExists('link/22/surat.pdf'), false);
    assert.equal(
      await t.db.selectFrom('files').select('id').where('path', '=', 'link/22/surat.pdf').executeTakeFirst(),
      undefined,
    );
  });

  test('over the size limit: refused when recorded, and deleted', async () => {
    const url = await uploadAddress('link/23/besar.pdf');
    const big = Buffer.alloc(64 * 1024 + 1, 0x20);
    samplePdf().copy(big);
    assert.equal((await fetch(url, { method: 'PUT', body: big })).status, 200);
    const res = await updateFiles('link/23/besar.pdf');
    assert.deepEqual([res.statusCode, res.json().message], [422, 'Ukuran file melebihi batas 64 KB']);
    assert.equal(await objectExists('link/23/besar.pdf'), false);
  });

  test('after 5 minutes the S3 address is refused', async () => {
    const start = t.clock.now;
    try {
      t.clock.now = Date.now() - 6 * 60_000;
      const url = await uploadAddress('link/24/telat.pdf');
      assert.equal((await fetch(url, { method: 'PUT', body: samplePdf() })).status, 403);
    } finally {
      t.clock.now = start;
    }
  });
});
