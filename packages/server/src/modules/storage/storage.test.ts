/**
 * /api/storage on the local adapter: the spec's upload-address flow end to end, the other
 * actions, and every refusal (expiry, other paths, captcha, traversal, content, size, tampering,
 * unknown actions, other people's files).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createLinks, createUser } from '../../../test/helpers/fixtures.js';
import { bearer } from '../../../test/helpers/test-app.js';
import { sampleExe, sampleJpeg, samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

describe('storage (local disk)', () => {
  let t: StorageTestApp;
  let ani: Account;
  let budi: Account;
  let admin: Account;

  before(async () => {
    t = await createStorageTestApp();
    ({ ani, budi, admin } = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari' } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso' } },
      admin: [57],
    }));
    await createLinks(
      t.db,
      ani.id,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
  after(() => t.close());

  const post = async (token: string, payload: Record<string, unknown>, captcha?: string | false) => {
    const headers: Record<string, string> = bearer(token);
    if (captcha !== false) headers.captcha = captcha ?? (await t.captcha());
    return t.app.inject({ method: 'POST', url: '/api/storage', headers, payload });
  };
  const uploadAddress = async (token: string, path: string, extra: Record<string, unknown> = {}) => {
    const res = await post(token, { action: 'store_get_url_upload', bucket: 'local', minutes: 5, path, ...extra });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: string }>().data;
  };
  const put = (url: string, body: Buffer, contentType = 'application/octet-stream') =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
  const updateFiles = (token: string, files: { path: string; name?: string }[], extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/storage',
      headers: bearer(token),
      payload: { action: 'update_files', files, ...extra },
    });
  const open = (token: string, location: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/storage?location=${encodeURIComponent(location)}`,
      headers: bearer(token),
    });
  const stored = (key: string) => existsSync(join(t.dataDir, 'files', key));

  test('an upload address for a link goes only to whoever may change that link', async () => {
    const others = await post(budi.token, {
      action: 'store_get_url_upload',
      bucket: 'local',
      minutes: 5,
      path: 'link/7/titipan.pdf',
    });
    assert.deepEqual([others.statusCode, others.json().message], [403, 'Anda tidak dapat mengunggah file ke data ini']);
    const missing = await post(ani.token, {
      action: 'store_get_url_upload',
      bucket: 'local',
      minutes: 5,
      path: 'link/999/x.pdf',
    });
    assert.equal(missing.statusCode, 403);
    const signed = await post(
      budi.token,
      { action: 'store_get_url_signed_upload', location: 'link/7/titipan.pdf' },
      false,
    );
    assert.equal(signed.statusCode, 403);
    // Admin SDM may add to anyone's link.
    assert.equal(
      (
        await post(admin.token, {
          action: 'store_get_url_upload',
          bucket: 'local',
          minutes: 5,
          path: 'link/7/dari-admin.pdf',
        })
      ).statusCode,
      200,
    );
  });

  test('upload-address flow: captcha → address → PUT → update_files → open and download', async () => {
    const pdf = samplePdf('Surat tugas');
    const url = await uploadAddress(ani.token, 'link/7/Surat Tugas.pdf');
    assert.match(url, /^\/api\/storage\/local\/link\/7\/Surat%20Tugas\.pdf\?max=\d+&expires=\d+&signature=[\w-]+$/);

    const putRes = await put(url, pdf, 'application/pdf');
    assert.equal(putRes.statusCode, 200, putRes.body);
    assert.equal(putRes.json().data.size, pdf.length);
    assert.ok(stored('link/7/Surat Tugas.pdf'));

    const recorded = await updateFiles(ani.token, [{ path: 'link/7/Surat Tugas.pdf', name: 'Surat Tugas.pdf' }]);
    assert.equal(recorded.statusCode, 200, recorded.body);
    const body = recorded.json();
    assert.equal(body.message, 'File updated');
    assert.equal(body.data.length, 1);
    assert.deepEqual(
      { ...body.data[0], id: 0, created_at: '' },
      {
        id: 0,
        created_at: '',
        event_id: null,
        owner_type: 'link',
        owner_id: 7,
        path: 'link/7/Surat Tugas.pdf',
        original_name: 'Surat Tugas.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        uploaded_by: ani.id,
      },
    );
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'files').execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].user_id, ani.id);
    assert.equal(audit[0].entity_id, String(body.data[0].id));
    assert.deepEqual([audit[0].method, audit[0].route], ['PUT', '/api/storage']);

    const opened = await open(ani.token, 'link/7/Surat Tugas.pdf');
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, pdf);
    assert.equal(opened.headers['content-type'], 'application/pdf');
    assert.equal(
      opened.headers['content-disposition'],
      `inline; filename="Surat Tugas.pdf"; filename*=UTF-8''Surat%20Tugas.pdf`,
    );
    assert.equal(opened.headers['x-content-type-options'], 'nosniff');
    const location = String(opened.headers.location);
    assert.match(location, /^\/api\/storage\/local\/link\/7\/Surat%20Tugas\.pdf\?/);
    const viaLocation = await t.app.inject({ method: 'GET', url: location });
    assert.equal(viaLocation.statusCode, 200);
    assert.deepEqual(viaLocation.rawPayload, pdf);

    const fileUrl = await t.app.inject({
      method: 'GET',
      url: '/api/storage/x/file?location=link/7/Surat%20Tugas.pdf',
      headers: bearer(ani.token),
    });
    assert.equal(fileUrl.statusCode, 200, fileUrl.body);
    const download = await t.app.inject({ method: 'GET', url: fileUrl.json().data });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, pdf);
    assert.match(String(download.headers['content-disposition']), /^inline; filename="Surat Tugas.pdf"/);

    for (const [action, captcha] of [
      ['store_get_url_signed', false],
      ['store_get_url_temporary', undefined],
    ] as const) {
      const res = await post(ani.token, { action, location: 'link/7/Surat Tugas.pdf' }, captcha);
      assert.equal(res.statusCode, 200, `${action}: ${res.body}`);
      assert.deepEqual((await t.app.inject({ method: 'GET', url: res.json().data })).rawPayload, pdf);
    }
  });

  test('attendance delete request path: event 12, owner absen_delete_request, image types', async () => {
    // Budi's own delete request gets id 3 (the owner check refuses addresses for anyone else's).
    await t.db
      .insertInto('absen_delete_request')
      .values({
        id: 3,
        pegawai_id: budi.pegawaiId!,
        user_id: budi.id,
        tanggal: '2026-11-02',
        alasan: 'Salah absen di kantor lain',
      })
      .execute();
    const others = await post(ani.token, {
      action: 'store_get_url_upload',
      bucket: 'local',
      minutes: 5,
      path: 'absen/delete/request/3/titipan.jpeg',
    });
    assert.equal(others.statusCode, 403);
    const url = await uploadAddress(budi.token, 'absen/delete/request/3/foto bukti.jpeg');
    assert.equal((await put(url, sampleJpeg(), 'image/jpeg')).statusCode, 200);
    const res = await updateFiles(budi.token, [{ path: 'absen/delete/request/3/foto bukti.jpeg' }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      [
        res.json().data[0].event_id,
        res.json().data[0].owner_type,
        res.json().data[0].owner_id,
        res.json().data[0].content_type,
      ],
      [12, 'absen_delete_request', 3, 'image/jpeg'],
    );
    const opened = await open(budi.token, 'absen/delete/request/3/foto bukti.jpeg');
    assert.equal(
      opened.headers['content-disposition'],
      `inline; filename="foto bukti.jpeg"; filename*=UTF-8''foto%20bukti.jpeg`,
    );
  });

  test('the address works for 5 minutes and then is refused with 403', async () => {
    const start = t.clock.now;
    try {
      const early = await uploadAddress(ani.token, 'link/8/sebelum.pdf');
      t.clock.now = start + 5 * 60_000 - 1_000;
      assert.equal((await put(early, samplePdf())).statusCode, 200);

      const late = await uploadAddress(ani.token, 'link/8/sesudah.pdf');
      t.clock.now += 5 * 60_000;
      const res = await put(late, samplePdf());
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'Alamat file sudah kedaluwarsa, minta alamat baru');
      assert.equal(stored('link/8/sesudah.pdf'), false);

      // Signed download addresses expire the same way.
      const signed = await post(admin.token, { action: 'store_get_url_signed', location: 'link/8/sebelum.pdf' }, false);
      t.clock.now += 5 * 60_000 + 1;
      assert.equal((await t.app.inject({ method: 'GET', url: signed.json().data })).statusCode, 403);
    } finally {
      t.clock.now = start;
    }
  });

  test('only the two spec paths get upload addresses; an address is valid for its own path only', async () => {
    for (const path of [
      'pegawai/1/cv.pdf',
      'link/abc/a.pdf',
      'link/0/a.pdf',
      'link/7/sub/a.pdf',
      'absen/delete/1/a.pdf',
      'link/7',
      'photos/1.jpeg',
    ]) {
      const res = await post(ani.token, { action: 'store_get_url_upload', minutes: 5, path });
      assert.equal(res.statusCode, 403, path);
      assert.match(
        res.json().message,
        /^Path unggah tidak diizinkan, gunakan link\/\{id\}\/\{nama file\} atau absen\/delete\/request\/\{id\}\/\{nama file\}$/,
      );
    }
    const url = await uploadAddress(ani.token, 'link/9/milik.pdf');
    for (const other of [
      url.replace('/link/9/', '/link/10/'),
      url.replace('milik.pdf', 'lain.pdf'),
      url.replace('/link/9/milik.pdf', '/absen/delete/request/9/milik.pdf'),
    ]) {
      const res = await put(other, samplePdf());
      assert.equal(res.statusCode, 403, other);
      assert.equal(res.json().message, 'Alamat file tidak valid');
    }
    assert.equal(stored('link/10/milik.pdf'), false);
    // minutes above the spec's 5 are not handed out; an unknown bucket is refused.
    assert.equal(
      (await post(ani.token, { action: 'store_get_url_upload', minutes: 60, path: 'link/9/x.pdf' })).statusCode,
      422,
    );
    const bucket = await post(ani.token, {
      action: 'store_get_url_upload',
      bucket: 'bucket-lain',
      path: 'link/9/x.pdf',
    });
    assert.equal(bucket.statusCode, 422);
    assert.deepEqual(bucket.json().errors, { bucket: ['Bucket tidak dikenal'] });
  });

  test('captcha: required for store_get_url_upload, _temporary and _storage_signed_upload, and used once', async () => {
    for (const payload of [
      { action: 'store_get_url_upload', path: 'link/11/a.pdf' },
      { action: 'store_get_url_temporary', location: 'link/7/Surat Tugas.pdf' },
      { action: 'store_get_url_storage_signed_upload', location: 'link/11/b.pdf' },
    ]) {
      const missing = await post(ani.token, payload, false);
      assert.equal(missing.statusCode, 422, payload.action);
      assert.deepEqual(missing.json().errors, { captcha: ['Captcha wajib diisi'] });
    }
    const captcha = await t.captcha();
    assert.equal(
      (await post(ani.token, { action: 'store_get_url_upload', path: 'link/11/a.pdf' }, captcha)).statusCode,
      200,
    );
    const reused = await post(ani.token, { action: 'store_get_url_upload', path: 'link/11/a.pdf' }, captcha);
    assert.deepEqual(reused.json().errors, { captcha: ['Captcha sudah dipakai, silakan ulangi'] });
    const forged = await post(
      ani.token,
      { action: 'store_get_url_upload', path: 'link/11/a.pdf' },
      Buffer.from('{"x":1}').toString('base64'),
    );
    assert.equal(forged.statusCode, 422);
    // Signed upload and signed download need no captcha.
    assert.equal(
      (await post(ani.token, { action: 'store_get_url_signed_upload', location: 'link/11/c.pdf' }, false)).statusCode,
      200,
    );
  });

  test('path traversal is refused everywhere, in every encoding', async () => {
    const nasty = [
      'link/7/../../jwt-secret.pdf',
      '../jwt-secret',
      '%2e%2e/%2e%2e/jwt-secret',
      '..%2fjwt-secret',
      '..\\..\\jwt-secret',
      '/etc/passwd',
      'link/7/a.pdf\u0000.png',
      '\uff0e\uff0e/jwt-secret',
    ];
    for (const path of nasty) {
      const upload = await post(ani.token, { action: 'store_get_url_upload', path });
      assert.equal(upload.statusCode, 422, `upload ${path}`);
      // A NUL is refused for every route by the platform's input guard, before storage sees it.
      assert.deepEqual(upload.json().errors, {
        path: [path.includes('\u0000') ? 'Teks tidak boleh berisi karakter NUL (\\u0000)' : 'Lokasi file tidak valid'],
      });
      for (const url of ['/api/storage', '/api/storage/x/file']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${url}?location=${encodeURIComponent(path)}`,
          headers: bearer(admin.token),
        });
        assert.equal(res.statusCode, 422, `${url} ${path}`);
      }
      const signed = await post(admin.token, { action: 'store_get_url_signed_upload', location: path }, false);
      assert.equal(signed.statusCode, 422, `signed upload ${path}`);
    }
    // Straight at the local adapter's route, signed or not.
    for (const raw of [
      '..%2F..%2Fjwt-secret',
      'link/7/%2e%2e/%2e%2e/jwt-secret',
      '%2e%2e%5c%2e%2e%5cjwt-secret',
      'link/7/..%252f..%252fjwt-secret',
      '.tmp/x',
    ]) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/storage/local/${raw}?expires=9999999999&signature=x&max=10`,
          payload: method === 'PUT' ? 'x' : undefined,
        });
        // 422 for the unsafe key; 403 where the URL parser already folded `%2e%2e` segments away
        // (WHATWG dot segments), leaving a safe key with no valid signature. Never the file.
        if (res.statusCode === 403) assert.equal(res.json().message, 'Alamat file tidak valid');
        else
          assert.deepEqual(
            [res.statusCode, res.json().errors],
            [422, { location: ['Lokasi file tidak valid'] }],
            `${method} ${raw}: ${res.body}`,
          );
      }
    }
  });

  test('an .exe renamed .pdf is refused with a clear 422 and not stored', async () => {
    const url = await uploadAddress(ani.token, 'link/12/surat.pdf');
    const res = await put(url, sampleExe(), 'application/pdf');
    assert.equal(res.statusCode, 422);
    assert.match(
      res.json().message,
      /^Jenis file tidak diizinkan: isi file terdeteksi sebagai EXE, bukan PDF\. Jenis yang diizinkan: PDF, JPEG, PNG, XLSX, DOCX$/,
    );
    assert.equal(stored('link/12/surat.pdf'), false);
    // A PNG named .pdf: real type, wrong name.
    const mismatch = await put(url, samplePng(), 'application/pdf');
    assert.equal(mismatch.json().message, 'Isi file (PNG) tidak sesuai dengan ekstensi nama file .pdf');
    // Names of refused types get no address at all.
    const exe = await post(ani.token, { action: 'store_get_url_upload', path: 'link/12/setup.exe' });
    assert.equal(exe.statusCode, 422);
    assert.match(exe.json().errors.path[0], /^Jenis file tidak diizinkan\. Jenis yang diizinkan: PDF/);
  });

  test('size limit: more than 10 MB is refused before it is stored', async () => {
    const url = await uploadAddress(ani.token, 'link/13/besar.pdf');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    samplePdf().copy(big);
    const res = await put(url, big, 'application/pdf');
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Ukuran file melebihi batas 10 MB');
    assert.equal(stored('link/13/besar.pdf'), false);
    // Exactly the limit is fine.
    assert.equal((await put(url, big.subarray(0, 10 * 1024 * 1024), 'application/pdf')).statusCode, 200);
  });

  test('a tampered signed address is refused', async () => {
    const url = new URL(await uploadAddress(ani.token, 'link/14/a.pdf'), 'http://portal.test');
    const tamper = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = url.searchParams.get('signature')!;
    for (const tampered of [
      tamper('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`),
      tamper('signature', ''),
      tamper('max', String(1024 * 1024 * 1024)),
      tamper('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      `${url.pathname}?max=${url.searchParams.get('max')}&expires=${url.searchParams.get('expires')}`,
    ]) {
      const res = await put(tampered, samplePdf());
      assert.equal(res.statusCode, 403, tampered);
      assert.equal(res.json().message, 'Alamat file tidak valid');
    }
    // Download addresses: the file name, disposition and type are signed too.
    const signed = new URL(
      (await post(ani.token, { action: 'store_get_url_signed', location: 'link/7/Surat Tugas.pdf' }, false)).json()
        .data,
      'http://portal.test',
    );
    for (const [name, value] of [
      ['name', 'evil.html'],
      ['type', 'text/html'],
      ['disposition', 'attachment'],
    ]) {
      const copy = new URL(signed);
      copy.searchParams.set(name, value);
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `${copy.pathname}${copy.search}` })).statusCode,
        403,
        name,
      );
    }
    // A PUT address does not download, a GET address does not upload.
    assert.equal((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode, 403);
    assert.equal((await put(`${signed.pathname}${signed.search}`, samplePdf())).statusCode, 403);
  });

  test('unknown or missing action: 400 Unsuccessful Action', async () => {
    for (const payload of [
      { action: 'store_get_url_everything', location: 'x.pdf' },
      { location: 'x.pdf' },
      { action: 'constructor' },
    ]) {
      const res = await post(ani.token, payload);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { message: 'Unsuccessful Action' });
    }
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/storage',
      headers: bearer(ani.token),
      payload: { action: 'update_everything', files: [] },
    });
    assert.deepEqual([update.statusCode, update.json()], [400, { message: 'Unsuccessful Action' }]);
  });

  test('row rules: others get 403; admins 57 and 1 read everything; owners read theirs', async () => {
    for (const res of [
      await open(budi.token, 'link/7/Surat Tugas.pdf'),
      await t.app.inject({
        method: 'GET',
        url: '/api/storage/x/file?location=link/7/Surat%20Tugas.pdf',
        headers: bearer(budi.token),
      }),
      await post(budi.token, { action: 'store_get_url_signed', location: 'link/7/Surat Tugas.pdf' }, false),
      await post(budi.token, { action: 'store_get_url_temporary', location: 'link/7/Surat Tugas.pdf' }),
      // Not existing says the same, so the answer reveals nothing.
      await open(budi.token, 'link/7/tidak-ada.pdf'),
    ]) {
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'Anda tidak memiliki akses ke file ini');
    }
    assert.equal((await open(admin.token, 'link/7/Surat Tugas.pdf')).statusCode, 200);
    assert.equal((await open(admin.token, 'link/7/tidak-ada.pdf')).statusCode, 404);
    await createUser(t.db, { name: 'root', password: 'Rahasia#2026', roles: [1] });
    assert.equal((await open(await t.login('root', 'Rahasia#2026'), 'link/7/Surat Tugas.pdf')).statusCode, 200);

    // Only the uploader may record an upload; nobody may claim someone else's object.
    const url = await uploadAddress(ani.token, 'link/15/punya-ani.pdf');
    assert.equal((await put(url, samplePdf())).statusCode, 200);
    assert.equal(
      (await open(ani.token, 'link/15/punya-ani.pdf')).statusCode,
      200,
      'the uploader reads the pending upload',
    );
    assert.equal((await open(budi.token, 'link/15/punya-ani.pdf')).statusCode, 403);
    const claim = await updateFiles(budi.token, [{ path: 'link/15/punya-ani.pdf' }]);
    assert.deepEqual(
      [claim.statusCode, claim.json().message],
      [403, 'File ini tidak diunggah melalui alamat unggah Anda'],
    );
    // While Ani's address is live, nobody else gets one for the same key.
    const busy = await post(admin.token, { action: 'store_get_url_upload', path: 'link/15/punya-ani.pdf' });
    assert.equal(busy.statusCode, 409);

    // Other keys than the spec's upload paths: admins only.
    const denied = await post(
      budi.token,
      { action: 'store_get_url_signed_upload', location: 'pegawai/cv/budi.pdf' },
      false,
    );
    assert.equal(denied.statusCode, 403);
    const allowed = await post(
      admin.token,
      { action: 'store_get_url_signed_upload', location: `pegawai/cv/${budi.pegawaiId}.pdf` },
      false,
    );
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal((await put(allowed.json().data, samplePdf())).statusCode, 200);
    const rec = await updateFiles(admin.token, [{ path: `pegawai/cv/${budi.pegawaiId}.pdf`, name: 'CV Budi.pdf' }], {
      event_id: 5,
    });
    assert.equal(rec.statusCode, 200, rec.body);
    assert.deepEqual([rec.json().data[0].owner_type, rec.json().data[0].event_id], ['user', 5]);
    assert.equal((await open(budi.token, `pegawai/cv/${budi.pegawaiId}.pdf`)).statusCode, 403);
    // Owned by Budi's pegawai row: now he reads it, Ani still does not.
    await t.db
      .updateTable('files')
      .set({ owner_type: 'pegawai', owner_id: budi.pegawaiId })
      .where('path', '=', `pegawai/cv/${budi.pegawaiId}.pdf`)
      .execute();
    const mine = await open(budi.token, `pegawai/cv/${budi.pegawaiId}.pdf`);
    assert.equal(mine.statusCode, 200);
    assert.match(String(mine.headers['content-disposition']), /filename="CV Budi.pdf"/);
    assert.equal((await open(ani.token, `pegawai/cv/${budi.pegawaiId}.pdf`)).statusCode, 403);

    assert.equal((await t.app.inject({ method: 'GET', url: '/api/storage?location=link/7/a.pdf' })).statusCode, 401);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/storage',
          payload: { action: 'store_get_url_signed', location: 'a.pdf' },
        })
      ).statusCode,
      401,
    );
  });

  test('over real HTTP: fetch PUT, a chunked body over the limit, raw traversal paths', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pdf = samplePdf('lewat HTTP');
    const url = await uploadAddress(ani.token, 'link/16/http.pdf');
    const res = await fetch(`${origin}${url}`, {
      method: 'PUT',
      body: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    assert.equal(res.status, 200, await res.text());
    assert.deepEqual(
      Buffer.from(
        await (
          await fetch(
            `${origin}${(await post(ani.token, { action: 'store_get_url_signed', location: 'link/16/http.pdf' }, false)).json().data}`,
          )
        ).arrayBuffer(),
      ),
      pdf,
    );

    // No Content-Length: the server reads until the limit, answers 422 and closes the connection.
    const chunked = await uploadAddress(ani.token, 'link/16/chunked.pdf');
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${origin}${chunked}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
      });
      let answered = false;
      req.on('response', (response) => {
        answered = true;
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      samplePdf().copy(chunk);
      let sent = 0;
      const pump = () => {
        while (!answered && sent < 12 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    assert.equal(status, 422);
    assert.equal(stored('link/16/chunked.pdf'), false);

    // A path given as written (no URL parsing on the way) keeps its encoded dot segments.
    for (const path of [
      'link/7/%2e%2e/%2e%2e/%2e%2e/jwt-secret',
      'link/7/..%2f..%2fjwt-secret',
      '%2E%2E/%2E%2E/jwt-secret',
    ]) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(origin);
        httpRequest(
          { hostname, port, path: `/api/storage/local/${path}?expires=9999999999&signature=x` },
          (response) => {
            let body = '';
            response.on('data', (c: Buffer) => (body += c.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        )
          .on('error', reject)
          .end();
      });
      assert.equal(answer.status, 422, `${path}: ${answer.body}`);
    }
  });

  test('the endpoints are in the OpenAPI document', async () => {
    // The document needs role 1 unless API_DOCS_PUBLIC (issue #13): read it as a super admin.
    await createUser(t.db, { name: 'superdocs', password: 'Rahasia#2026', roles: [1] });
    const doc = (
      await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: bearer(await t.login('superdocs', 'Rahasia#2026')),
      })
    ).json();
    for (const path of ['/api/storage', '/api/storage/x/file', '/api/storage/local/{*}'])
      assert.ok(doc.paths[path], path);
    assert.ok(doc.paths['/api/storage'].post && doc.paths['/api/storage'].put && doc.paths['/api/storage'].get);
  });

  test('update_files: a recorded key is never replaced; refused content is removed; bad input is 422', async () => {
    const again = await post(ani.token, { action: 'store_get_url_upload', path: 'link/7/Surat Tugas.pdf' });
    assert.deepEqual(
      [again.statusCode, again.json().message],
      [409, 'File dengan nama tersebut sudah ada, gunakan nama lain'],
    );

    const missing = await updateFiles(ani.token, [{ path: 'link/11/a.pdf' }]);
    assert.deepEqual([missing.statusCode, missing.json().message], [422, 'File belum diunggah ke alamat unggah']);

    const dup = await updateFiles(ani.token, [{ path: 'link/9/milik.pdf' }, { path: 'link/9/milik.pdf' }]);
    assert.equal(dup.statusCode, 422);
    const ext = await updateFiles(ani.token, [{ path: 'link/9/milik.pdf', name: 'milik.exe' }]);
    assert.deepEqual(ext.json().errors, { 'files.0.name': ['Ekstensi nama file harus sama dengan ekstensi path'] });
    assert.equal((await updateFiles(ani.token, [{ path: 'link/9/milik.pdf' }], { event_id: 24 })).statusCode, 422);
    assert.equal((await updateFiles(ani.token, [])).statusCode, 422);
    assert.equal((await updateFiles(ani.token, [{ path: '../x.pdf' }])).statusCode, 422);
  });
});
