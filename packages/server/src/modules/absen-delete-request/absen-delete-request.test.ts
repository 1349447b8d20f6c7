/**
 * Attendance delete requests through the approval engine: create holds the day's rows, the chain
 * (superior, then Admin Absensi 59) with own-approval and out-of-turn refusals, approval
 * soft-deletes the rows (deleted list), rejection and deleting a draft free them again, the
 * is_myturn filter and indexPemutusIds, and the upload owner check of absen/delete/request/{id}/….
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AbsenDeleteRequestDetail } from '@portal/contracts';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { insertAbsen } from '../../../test/helpers/absen-seed.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const BASE = '/api/sdm/pegawai/x/absen/delete_request';

describe('absen delete requests', () => {
  let t: StorageTestApp;
  const tokens: Record<string, string> = {};
  let aniPegawai: number;

  const call = authorisedCaller(
    () => t.app,
    (who: string) => tokens[who],
  );
  const act = (who: string, id: number, action: string, note?: string) =>
    call(who, 'PUT', `${BASE}/${id}`, { action, note });
  const rowsOfDay = (tanggal: string) =>
    t.db
      .selectFrom('absen')
      .select(['is_active', 'deleted_at', 'delete_request_id'])
      .where('pegawai_id', '=', aniPegawai)
      .where('tanggal', '=', tanggal)
      .execute();

  before(async () => {
    t = await createStorageTestApp();
    const kantor = await seedKantor(t.db);
    const [kacab, teller] = await createJabatanChain(t.db, ['Kepala Cabang', 'Teller']);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller } },
      kacab: { roles: [10], pegawai: { nama: 'Kepala Bandung', kantor_id: kantor.bandung, jabatan_id: kacab } },
      absensi: { roles: [10, 59], pegawai: { nama: 'Admin Absensi' } },
      budi: { roles: [10], pegawai: { nama: 'Budi', kantor_id: kantor.surabaya } },
      tamu: { roles: [], pegawai: { nama: 'Tamu' } },
    });
    Object.assign(tokens, tokensOf(accounts));
    aniPegawai = accounts.ani.pegawaiId!;
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']) {
      await insertAbsen(t.db, aniPegawai, `${day}T07:50`, 'masuk');
      await insertAbsen(t.db, aniPegawai, `${day}T17:00`, 'pulang');
    }
  });
  after(() => t.close());

  const create = async (tanggal: string) => {
    const res = await call('ani', 'POST', BASE, { tanggal, alasan: 'Absen tercatat dua kali karena aplikasi error' });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ message: string; data: AbsenDeleteRequestDetail }>();
  };

  test('approve path: held rows, own approval refused, out of turn refused, approved rows deleted', async () => {
    const created = await create('2026-03-02');
    assert.equal(created.message, 'Pengajuan hapus absen created');
    const id = created.data.id;
    assert.equal(created.data.status, 'draft');
    assert.equal(created.data.absen.length, 2);
    assert.deepEqual(created.data.approval.allowed_actions.includes('request'), true);
    assert.ok((await rowsOfDay('2026-03-02')).every((r) => !r.is_active && r.delete_request_id === id));

    assert.equal((await act('ani', id, 'request')).statusCode, 200);
    const own = await act('ani', id, 'approve');
    assert.equal(own.statusCode, 403);
    const early = await act('absensi', id, 'approve');
    assert.deepEqual(
      [early.statusCode, early.json().message],
      [403, 'Bukan giliran Anda untuk memproses pengajuan ini'],
    );

    const mine = await call('kacab', 'GET', `${BASE}?is_myturn=true`);
    assert.deepEqual(
      mine.json().data.map((r: { id: number; is_myturn: boolean }) => [r.id, r.is_myturn]),
      [[id, true]],
    );
    assert.deepEqual((await call('kacab', 'GET', `${BASE}?action=indexPemutusIds`)).json().data, [id]);
    assert.equal((await call('absensi', 'GET', `${BASE}?is_myturn=true`)).json().total, 0);

    assert.equal((await act('kacab', id, 'approve')).statusCode, 200);
    const done = await act('absensi', id, 'approve', 'Sesuai bukti');
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.status, 'disetujui');
    assert.ok((await rowsOfDay('2026-03-02')).every((r) => r.deleted_at !== null));
    const deleted = await call(
      'absensi',
      'GET',
      '/api/sdm/pegawai/x/absen/x/report?event=index_deleted&date_start=2026-03-01&date_end=2026-03-31',
    );
    assert.deepEqual(
      deleted.json().data.map((r: { delete_request_id: number }) => r.delete_request_id),
      [id, id],
    );
    const history = done.json().data.approval.history.map((h: { action: string }) => h.action);
    assert.deepEqual(history.slice(-2), ['approve', 'approve']);

    // Reverse by the last decider: back to waiting, rows no longer deleted (still held).
    const reversed = await act('absensi', id, 'reverse');
    assert.equal(reversed.statusCode, 200, reversed.body);
    assert.ok((await rowsOfDay('2026-03-02')).every((r) => r.deleted_at === null && !r.is_active));
  });

  test('reject frees the rows; a second request for the same day takes them again', async () => {
    const { data } = await create('2026-03-03');
    await act('ani', data.id, 'request');
    const rejected = await act('kacab', data.id, 'reject', 'Tidak ada bukti');
    assert.equal(rejected.json().data.status, 'ditolak');
    assert.ok((await rowsOfDay('2026-03-03')).every((r) => r.is_active && r.delete_request_id === null));
    const again = await create('2026-03-03');
    assert.equal(again.data.absen.length, 2);
  });

  test('deleting a draft makes its rows active again; others cannot see or delete it', async () => {
    const { data } = await create('2026-03-04');
    assert.equal((await call('budi', 'GET', `${BASE}/${data.id}`)).statusCode, 404);
    assert.equal((await call('budi', 'DELETE', `${BASE}/${data.id}`)).statusCode, 403);
    const res = await call('ani', 'DELETE', `${BASE}/${data.id}`);
    assert.deepEqual([res.statusCode, res.json().message], [200, 'Pengajuan hapus absen deleted']);
    assert.ok((await rowsOfDay('2026-03-04')).every((r) => r.is_active && r.delete_request_id === null));
    assert.deepEqual(
      (await call('ani', 'GET', `${BASE}/${data.id}`)).json().message,
      'Pengajuan hapus absen tidak ditemukan',
    );
  });

  test('bad input: 422 for a day without rows, short reason, future date; 400 unknown action', async () => {
    const none = await call('ani', 'POST', BASE, { tanggal: '2026-03-10', alasan: 'Tidak ada absen' });
    assert.deepEqual(
      [none.statusCode, none.json().errors.tanggal],
      [422, ['Tidak ada absen aktif pada tanggal tersebut']],
    );
    const short = await call('ani', 'POST', BASE, { tanggal: '2026-03-04', alasan: 'x' });
    assert.equal(short.statusCode, 422);
    assert.equal(
      (await call('ani', 'POST', BASE, { tanggal: '2099-01-01', alasan: 'Masa depan sekali' })).statusCode,
      422,
    );
    assert.equal(
      await t.db.selectFrom('absen_delete_request').select('id').where('tanggal', '=', '2026-03-10').executeTakeFirst(),
      undefined,
    );
    const unknown = await call('ani', 'PUT', `${BASE}/1`, { action: 'hapus_semua' });
    assert.deepEqual([unknown.statusCode, unknown.json().message], [400, 'Unsuccessful Action']);
    assert.equal((await call('ani', 'GET', `${BASE}/99999`)).statusCode, 404);
    // The page's rule (10, or an attendance admin) holds on every route, not only on create.
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['PUT', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      assert.equal(
        (await call('tamu', method, url, method === 'PUT' ? { action: 'approve' } : undefined)).statusCode,
        403,
        `${method} ${url}`,
      );
    }
  });

  test('only the requester gets an upload address; the file is recorded and removable on the draft', async () => {
    const { data } = await create('2026-03-04');
    const path = `absen/delete/request/${data.id}/bukti.pdf`;
    const ask = async (who: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/storage',
        headers: { ...bearer(tokens[who]), captcha: await t.captcha() },
        payload: { action: 'store_get_url_upload', bucket: 'local', minutes: 5, path },
      });
    assert.equal((await ask('budi')).statusCode, 403);
    const address = await ask('ani');
    assert.equal(address.statusCode, 200, address.body);
    const put = await t.app.inject({
      method: 'PUT',
      url: address.json().data,
      payload: samplePdf('Bukti'),
      headers: { 'content-type': 'application/pdf' },
    });
    assert.equal(put.statusCode, 200, put.body);
    const recorded = await act('ani', data.id, 'update_files');
    assert.equal(recorded.statusCode, 422, 'files are required');
    const ok = await call('ani', 'PUT', `${BASE}/${data.id}`, {
      action: 'update_files',
      files: [{ path, name: 'bukti.pdf' }],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const [file] = ok.json().data.files;
    assert.equal(file.name, 'bukti.pdf');
    const removed = await call('ani', 'PUT', `${BASE}/${data.id}`, { action: 'destroy_file', file_id: file.id });
    assert.deepEqual(removed.json().data.files, []);
  });

  test('once requested, the approver may open the attachment; an outsider may not', async () => {
    const { data } = await create('2026-03-05');
    const path = `absen/delete/request/${data.id}/surat.pdf`;
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: { ...bearer(tokens.ani), captcha: await t.captcha() },
      payload: { action: 'store_get_url_upload', bucket: 'local', minutes: 5, path },
    });
    assert.equal(
      (
        await t.app.inject({
          method: 'PUT',
          url: address.json().data,
          payload: samplePdf('Surat'),
          headers: { 'content-type': 'application/pdf' },
        })
      ).statusCode,
      200,
    );
    assert.equal(
      (await call('ani', 'PUT', `${BASE}/${data.id}`, { action: 'update_files', files: [{ path, name: 'surat.pdf' }] }))
        .statusCode,
      200,
    );
    assert.equal((await act('ani', data.id, 'request')).statusCode, 200);
    const open = (who: string) => call(who, 'GET', `/api/storage?location=${encodeURIComponent(path)}`);
    assert.equal((await open('kacab')).statusCode, 200, 'the superior whose turn it is');
    assert.equal((await open('absensi')).statusCode, 200, 'attendance admin');
    assert.equal((await open('budi')).statusCode, 403);
  });
});
