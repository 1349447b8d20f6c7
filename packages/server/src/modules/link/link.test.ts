/**
 * /api/general/link on the real app and PostgreSQL: the board's list, the upload-address flow end to
 * end (captcha → address → PUT a real PDF → update_files → show → open), the row rules (creator or
 * 1/57), role 8 refused, selectors and validation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

describe('link board (/api/general/link)', () => {
  let t: StorageTestApp;
  let ani: Account;
  let budi: Account;
  let admin: Account;
  let terbatas: Account;

  before(async () => {
    t = await createStorageTestApp();
    ({
      ani,
      budi,
      sdm: admin,
      terbatas,
    } = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari' } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso' } },
      sdm: [10, 57],
      terbatas: [8, 10],
    }));
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const createLink = async (token: string, payload: Record<string, unknown>) => {
    const res = await call(token, 'POST', '/api/general/link', payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number };
  };
  /** The browser's part of the flow: a solved captcha, an upload address, the PUT of the bytes. */
  const upload = async (token: string, path: string, body: Buffer, contentType = 'application/pdf') => {
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: { ...bearer(token), captcha: await t.captcha() },
      payload: { action: 'store_get_url_upload', bucket: 'local', minutes: 5, path },
    });
    assert.equal(address.statusCode, 200, address.body);
    const put = await t.app.inject({
      method: 'PUT',
      url: address.json().data,
      payload: body,
      headers: { 'content-type': contentType },
    });
    assert.equal(put.statusCode, 200, put.body);
  };
  const updateFiles = (token: string, id: number, files: { path: string; name?: string }[]) =>
    call(token, 'PUT', `/api/general/link/${id}`, { action: 'update_files', files });

  test('create → upload address with captcha → PUT a PDF → update_files → show lists it → every reader opens it', async () => {
    const created = await call(ani.token, 'POST', '/api/general/link', {
      judul: '  Pedoman Cuti 2026 ',
      url: 'https://intranet.bank.co.id/sdm/cuti',
      keterangan: 'Ketentuan cuti tahunan terbaru',
    });
    assert.equal(created.statusCode, 200, created.body);
    const body = created.json();
    assert.equal(body.message, 'Link created');
    assert.deepEqual(
      { ...body.data, id: 0, created_at: '', updated_at: '' },
      {
        id: 0,
        created_at: '',
        updated_at: '',
        judul: 'Pedoman Cuti 2026',
        url: 'https://intranet.bank.co.id/sdm/cuti',
        keterangan: 'Ketentuan cuti tahunan terbaru',
        user_id: ani.id,
        uploaded_by_name: 'Ani Lestari',
        files_count: 0,
        can_edit: true,
        files: [],
      },
    );
    const id: number = body.data.id;

    const pdf = samplePdf('Pedoman cuti');
    const path = `link/${id}/Pedoman Cuti.pdf`;
    await upload(ani.token, path, pdf);
    const recorded = await updateFiles(ani.token, id, [{ path, name: 'Pedoman Cuti 2026.pdf' }]);
    assert.equal(recorded.statusCode, 200, recorded.body);
    assert.equal(recorded.json().message, 'File updated');
    assert.equal(recorded.json().data.files_count, 1);

    const shown = await call(budi.token, 'GET', `/api/general/link/${id}`);
    assert.equal(shown.statusCode, 200, shown.body);
    const { data } = shown.json();
    assert.equal(data.can_edit, false, 'a reader may not change it');
    assert.equal(data.files.length, 1);
    assert.deepEqual(
      { ...data.files[0], id: 0, created_at: '' },
      {
        id: 0,
        created_at: '',
        name: 'Pedoman Cuti 2026.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
        location: path,
        uploaded_by: ani.id,
        uploaded_by_name: 'Ani Lestari',
      },
    );

    const listed = await call(budi.token, 'GET', '/api/general/link');
    assert.equal(listed.statusCode, 200, listed.body);
    const row = listed.json().data.find((r: { id: number }) => r.id === id);
    assert.deepEqual([row.files_count, row.uploaded_by_name, row.can_edit], [1, 'Ani Lestari', false]);

    // Budi may not read Ani's upload through /api/storage (uploader and admins only)…
    const direct = await call(budi.token, 'GET', `/api/storage?location=${encodeURIComponent(path)}`);
    assert.equal(direct.statusCode, 403);
    // …but every reader of the board opens the link's files here.
    const opened = await call(budi.token, 'GET', `/api/general/link/${id}/x/file?location=${encodeURIComponent(path)}`);
    assert.equal(opened.statusCode, 200, opened.body);
    assert.deepEqual(opened.rawPayload, pdf);
    assert.equal(opened.headers['content-type'], 'application/pdf');
    assert.equal(
      opened.headers['content-disposition'],
      `inline; filename="Pedoman Cuti 2026.pdf"; filename*=UTF-8''Pedoman%20Cuti%202026.pdf`,
    );
    assert.equal(opened.headers['x-content-type-options'], 'nosniff');
    const viaLocation = await t.app.inject({ method: 'GET', url: String(opened.headers.location) });
    assert.equal(viaLocation.statusCode, 200);
    assert.deepEqual(viaLocation.rawPayload, pdf);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'method', 'route', 'user_id'])
      .where('user_id', '=', ani.id)
      .where('entity', 'in', ['link', 'files'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((a) => [a.entity, a.method, a.route]),
      [
        ['link', 'POST', '/api/general/link'],
        ['files', 'PUT', '/api/general/link/:id'],
        ['link', 'PUT', '/api/general/link/:id'],
      ],
    );
  });

  test('only the creator or roles 1/57 change a link: others get 403 and their uploads never join it', async () => {
    const { id } = await createLink(ani.token, { judul: 'SOP Perjalanan Dinas' });
    await upload(ani.token, `link/${id}/sop.pdf`, samplePdf('SOP'));
    assert.equal((await updateFiles(ani.token, id, [{ path: `link/${id}/sop.pdf` }])).statusCode, 200);
    const fileId: number = (await call(ani.token, 'GET', `/api/general/link/${id}`)).json().data.files[0].id;

    // Budi gets no upload address under Ani's link, so no upload of his can ever be recorded there…
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: { ...bearer(budi.token), captcha: await t.captcha() },
      payload: { action: 'store_get_url_upload', bucket: 'local', minutes: 5, path: `link/${id}/sisipan.pdf` },
    });
    assert.deepEqual(
      [address.statusCode, address.json().message],
      [403, 'Anda tidak dapat mengunggah file ke data ini'],
    );
    // …and he cannot change the link in any other way.
    for (const res of [
      await updateFiles(budi.token, id, [{ path: `link/${id}/sisipan.pdf` }]),
      await call(budi.token, 'PUT', `/api/general/link/${id}`, { judul: 'Diubah Budi' }),
      await call(budi.token, 'PUT', `/api/general/link/${id}`, { action: 'destroy_file', file_id: fileId }),
      await call(budi.token, 'DELETE', `/api/general/link/${id}`),
    ]) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().message, 'Hanya pembuat link atau Admin SDM yang dapat mengubah link ini');
    }
    const shown = (await call(ani.token, 'GET', `/api/general/link/${id}`)).json().data;
    assert.deepEqual([shown.files_count, shown.files.map((f: { name: string }) => f.name)], [1, ['sop.pdf']]);

    // Admin SDM (57) changes anyone's link and adds files to it.
    const edited = await call(admin.token, 'PUT', `/api/general/link/${id}`, {
      judul: 'SOP Perjalanan Dinas (revisi)',
      url: '',
      keterangan: null,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      [edited.json().message, edited.json().data.judul, edited.json().data.url, edited.json().data.can_edit],
      ['Link updated', 'SOP Perjalanan Dinas (revisi)', null, true],
    );
    await upload(admin.token, `link/${id}/lampiran.png`, samplePng(), 'image/png');
    const byAdmin = await updateFiles(admin.token, id, [{ path: `link/${id}/lampiran.png` }]);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.deepEqual(
      byAdmin.json().data.files.map((f: { name: string }) => f.name),
      ['sop.pdf', 'lampiran.png'],
    );

    // The creator removes one file, then the link; both are gone for every reader.
    const destroyed = await call(ani.token, 'PUT', `/api/general/link/${id}`, {
      action: 'destroy_file',
      file_id: fileId,
    });
    assert.equal(destroyed.statusCode, 200, destroyed.body);
    assert.deepEqual(
      [destroyed.json().message, destroyed.json().data.files.map((f: { name: string }) => f.name)],
      ['File deleted', ['lampiran.png']],
    );
    assert.equal(
      (await call(ani.token, 'PUT', `/api/general/link/${id}`, { action: 'destroy_file', file_id: fileId })).statusCode,
      404,
    );

    const deleted = await call(ani.token, 'DELETE', `/api/general/link/${id}`);
    assert.deepEqual([deleted.statusCode, deleted.json()], [200, { message: 'Link deleted' }]);
    assert.equal((await call(budi.token, 'GET', `/api/general/link/${id}`)).statusCode, 404);
    assert.ok(
      !(await call(budi.token, 'GET', '/api/general/link?per_page=100'))
        .json()
        .data.some((r: { id: number }) => r.id === id),
    );
    const live = await t.db
      .selectFrom('files')
      .select('id')
      .where('owner_type', '=', 'link')
      .where('owner_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    assert.deepEqual(live, []);
    assert.equal((await call(ani.token, 'DELETE', `/api/general/link/${id}`)).statusCode, 404);
  });

  test('role 8 is refused on every route (403), signed-out callers get 401', async () => {
    const { id } = await createLink(ani.token, { judul: 'Untuk pegawai' });
    for (const res of [
      await call(terbatas.token, 'GET', '/api/general/link'),
      await call(terbatas.token, 'GET', `/api/general/link/${id}`),
      await call(terbatas.token, 'POST', '/api/general/link', { judul: 'x' }),
      await call(terbatas.token, 'PUT', `/api/general/link/${id}`, { judul: 'x' }),
      await call(terbatas.token, 'DELETE', `/api/general/link/${id}`),
    ])
      assert.equal(res.statusCode, 403, res.body);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/link' })).statusCode, 401);
  });

  test('an unknown action answers 400 Unsuccessful Action', async () => {
    const { id } = await createLink(ani.token, { judul: 'Selector' });
    for (const action of ['update_everything', 'constructor', '']) {
      const res = await call(ani.token, 'PUT', `/api/general/link/${id}`, { action, files: [] });
      assert.deepEqual([res.statusCode, res.json()], [400, { message: 'Unsuccessful Action' }]);
    }
  });

  test('bad input answers 422 with Indonesian texts per field', async () => {
    const expect422 = async (
      res: { statusCode: number; json(): { errors?: Record<string, string[]> } },
      errors: Record<string, string[]>,
    ) => {
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().errors, errors);
    };
    await expect422(await call(ani.token, 'POST', '/api/general/link', { url: 'https://a.id' }), {
      judul: ['Kolom judul wajib diisi'],
    });
    await expect422(
      await call(ani.token, 'POST', '/api/general/link', {
        judul: '   ',
        url: 'javascript:alert(1)',
        keterangan: 'x'.repeat(5001),
      }),
      {
        judul: ['Kolom judul wajib diisi'],
        url: ['Kolom url harus berupa alamat web yang diawali http:// atau https://'],
        keterangan: ['Kolom keterangan maksimal 5000 karakter'],
      },
    );
    await expect422(await call(ani.token, 'POST', '/api/general/link', { judul: 'x'.repeat(256) }), {
      judul: ['Kolom judul maksimal 255 karakter'],
    });
    await expect422(await call(ani.token, 'GET', '/api/general/link?sortby=password_hash'), {
      sortby: [
        `Kolom sortby harus salah satu dari: id, judul, url, created_at, updated_at, uploaded_by_name, files_count`,
      ],
    });

    const { id } = await createLink(ani.token, { judul: 'Validasi' });
    const other = await createLink(ani.token, { judul: 'Lain' });
    await expect422(await updateFiles(ani.token, id, [{ path: `link/${other.id}/a.pdf` }]), {
      'files.0.path': [`Path file harus berada di link/${id}/{nama file}`],
    });
    await expect422(await updateFiles(ani.token, id, [{ path: `link/${id}/../../jwt-secret` }]), {
      'files.0.path': ['Lokasi file tidak valid'],
    });
    await expect422(await updateFiles(ani.token, id, []), { files: ['Kolom files minimal berisi 1 item'] });
    await expect422(await call(ani.token, 'PUT', `/api/general/link/${id}`, { action: 'destroy_file' }), {
      file_id: ['Kolom file_id wajib diisi'],
    });
    await expect422(await call(ani.token, 'PUT', `/api/general/link/${id}`, { url: 'https://a.id' }), {
      judul: ['Kolom judul wajib diisi'],
    });
    // A file nobody got an upload address for is refused by the file platform.
    const missing = await updateFiles(ani.token, id, [{ path: `link/${id}/tidak-ada.pdf` }]);
    assert.deepEqual(
      [missing.statusCode, missing.json().message],
      [403, 'File ini tidak diunggah melalui alamat unggah Anda'],
    );
    assert.equal((await call(ani.token, 'GET', '/api/general/link/999999')).statusCode, 404);
    assert.equal((await call(ani.token, 'GET', '/api/general/link/abc')).statusCode, 422);
  });

  test('the list pages, searches judul and keterangan, sorts by whitelisted columns, newest first by default', async () => {
    await t.db.deleteFrom('link').execute();
    for (const [judul, keterangan] of [
      ['Alpha', 'formulir klaim'],
      ['Charlie', null],
      ['Bravo', 'Formulir cuti'],
      ['Delta', null],
    ] as const) {
      await createLink(judul === 'Bravo' ? budi.token : ani.token, { judul, keterangan });
    }
    const page = (await call(ani.token, 'GET', '/api/general/link?per_page=3')).json();
    assert.deepEqual(
      { ...page, data: page.data.map((r: { judul: string }) => r.judul) },
      { data: ['Delta', 'Bravo', 'Charlie'], current_page: 1, per_page: 3, from: 1, to: 3, total: 4, last_page: 2 },
    );
    const second = (await call(ani.token, 'GET', '/api/general/link?per_page=3&page=2')).json();
    assert.deepEqual([second.data.map((r: { judul: string }) => r.judul), second.from, second.to], [['Alpha'], 4, 4]);
    const found = (await call(ani.token, 'GET', '/api/general/link?search=FORMULIR&sortby=judul')).json();
    assert.deepEqual([found.data.map((r: { judul: string }) => r.judul), found.total], [['Alpha', 'Bravo'], 2]);
    const byName = (await call(ani.token, 'GET', '/api/general/link?sortbydesc=uploaded_by_name')).json();
    assert.deepEqual(
      byName.data.map((r: { uploaded_by_name: string; can_edit: boolean }) => [r.uploaded_by_name, r.can_edit])[0],
      ['Budi Santoso', false],
    );
    const literal = (await call(ani.token, 'GET', `/api/general/link?search=${encodeURIComponent('%')}`)).json();
    assert.equal(literal.total, 0, '% is searched literally');
  });
});
