/**
 * Sanctions on PostgreSQL: the register's lists (search, filters, active, invalid, paging, sort),
 * create/update/delete with their messages and 422s, decree files, export, the master data, and the
 * role rules (57 reads, 62 manages, 8 and plain employees are refused).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createUser } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { activeSanksiOf, countPegawaiWithActiveSanksi } from './public.js';

const PATH = '/api/sdm/pegawai/x/sanksi';
const PASSWORD = 'Rahasia#2026';
/** Seeded by migration 0038. */
const JENIS = { suratPeringatan: 1, pernyataanTidakPuas: 2, demosi: 3 };

interface Row {
  id: number;
  pegawai_id: number;
  pegawai: { nama: string; npp: string | null };
  jenis: { nama: string; parent: { kelas_id: number } };
  is_active: boolean;
  problems: string[];
  nomor_sk: string | null;
}

describe('sanctions (/api/sdm/pegawai/x/sanksi, /api/general/sanksi)', () => {
  let t: StorageTestApp;
  const tok: Record<'sanksi' | 'hr' | 'terbatas' | 'pegawai', string> = {
    sanksi: '',
    hr: '',
    terbatas: '',
    pegawai: '',
  };
  const peg: Record<'ani' | 'budi', number> = { ani: 0, budi: 0 };

  before(async () => {
    t = await createStorageTestApp();
    await createUser(t.db, { name: 'adminsanksi', password: PASSWORD, roles: [10, 62] });
    await createUser(t.db, { name: 'hr', password: PASSWORD, roles: [10, 57] });
    await createUser(t.db, { name: 'terbatas', password: PASSWORD, roles: [8, 10, 62] });
    const ani = await createUser(t.db, {
      name: 'ani',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Ani Lestari', npp: '30000001' },
    });
    const budi = await createUser(t.db, {
      name: 'budi',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Budi Santoso', npp: '30000002' },
    });
    peg.ani = ani.pegawaiId!;
    peg.budi = budi.pegawaiId!;
    tok.sanksi = await loginToken(t, 'adminsanksi');
    tok.hr = await loginToken(t, 'hr');
    tok.terbatas = await loginToken(t, 'terbatas');
    tok.pegawai = await loginToken(t, 'ani');
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const rows = async (who: string, query = '') => {
    const res = await call(who, 'GET', `${PATH}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: Row[]; total: number; from: number | null; last_page: number };
  };

  test('create, read, update and delete with their messages; 422 on bad input', async () => {
    const created = await call(tok.sanksi, 'POST', PATH, {
      pegawai_id: peg.ani,
      jenis_id: JENIS.suratPeringatan,
      awal: '2020-01-01',
      akhir: '2020-06-30',
      nomor_sk: 'SK/SP/1',
      keterangan: 'Terlambat berulang',
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Sanksi created');
    const row = created.json().data;
    assert.equal(row.jenis.nama, 'Surat Peringatan');
    assert.equal(row.jenis.parent.kelas_id, 2);
    assert.equal(row.is_active, false, 'ended in 2020');
    assert.deepEqual(row.problems, ['File SK belum diunggah']);

    const shown = await call(tok.sanksi, 'GET', `${PATH}/${row.id}`);
    assert.equal(shown.json().data.pegawai.nama, 'Ani Lestari');

    const updated = await call(tok.sanksi, 'PUT', `${PATH}/${row.id}`, {
      jenis_id: JENIS.demosi,
      awal: '2020-01-01',
      akhir: null,
      nomor_sk: 'SK/D/1',
    });
    assert.equal(updated.json().message, 'Sanksi updated');
    assert.equal(updated.json().data.jenis.parent.kelas_id, 3);
    assert.equal(updated.json().data.is_active, true, 'no end date: still in force');

    const bad = await call(tok.sanksi, 'POST', PATH, {
      pegawai_id: peg.ani,
      jenis_id: 999,
      awal: '2024-02-30',
      akhir: '2020-01-01',
    });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['awal', 'jenis_id']);
    const backwards = await call(tok.sanksi, 'POST', PATH, {
      pegawai_id: peg.ani,
      jenis_id: JENIS.demosi,
      awal: '2024-05-01',
      akhir: '2024-01-01',
    });
    assert.deepEqual(backwards.json().errors, { akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
    const noPegawai = await call(tok.sanksi, 'POST', PATH, { pegawai_id: 999999, jenis_id: 1, awal: '2024-01-01' });
    assert.equal(noPegawai.statusCode, 422);
    assert.equal((await call(tok.sanksi, 'POST', PATH, { pegawai_id: 'x' })).statusCode, 422);
    assert.equal(
      (await call(tok.sanksi, 'PUT', `${PATH}/999999`, { jenis_id: 1, awal: '2024-01-01' })).statusCode,
      404,
    );

    const removed = await call(tok.sanksi, 'DELETE', `${PATH}/${row.id}`);
    assert.equal(removed.json().message, 'Sanksi deleted');
    assert.equal((await call(tok.sanksi, 'GET', `${PATH}/${row.id}`)).statusCode, 404);
  });

  test('lists: search, type and class filters, active, invalid, paging and sort', async () => {
    const add = async (pegawai_id: number, jenis_id: number, awal: string, akhir: string | null, nomor_sk?: string) =>
      (await call(tok.sanksi, 'POST', PATH, { pegawai_id, jenis_id, awal, akhir, nomor_sk })).json().data as Row;
    const old = await add(peg.ani, JENIS.pernyataanTidakPuas, '2019-01-01', '2019-12-31', 'SK/1');
    const open = await add(peg.budi, JENIS.suratPeringatan, '2021-01-01', null, 'SK/2');
    const noSk = await add(peg.budi, JENIS.demosi, '2022-01-01', null);

    const all = await rows(tok.hr);
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.data.map((r) => r.id),
      [noSk.id, open.id, old.id],
      'newest awal first',
    );
    assert.deepEqual(
      (await rows(tok.hr, '?search=budi')).data.map((r) => r.id),
      [noSk.id, open.id],
    );
    assert.deepEqual(
      (await rows(tok.hr, '?search=30000001')).data.map((r) => r.id),
      [old.id],
    );
    assert.deepEqual(
      (await rows(tok.hr, `?jenis_id=${JENIS.suratPeringatan}`)).data.map((r) => r.id),
      [open.id],
    );
    assert.deepEqual(
      (await rows(tok.hr, '?kelas_id=3')).data.map((r) => r.id),
      [noSk.id],
    );
    assert.deepEqual(
      (await rows(tok.hr, '?event=index_sanksi_active&sortby=awal')).data.map((r) => r.id),
      [open.id, noSk.id],
    );
    assert.deepEqual(
      (await rows(tok.hr, '?status=selesai')).data.map((r) => r.id),
      [old.id],
    );
    const page2 = await rows(tok.hr, '?per_page=2&page=2');
    assert.deepEqual([page2.data.length, page2.from, page2.last_page], [1, 3, 2]);

    // Invalid: no decree number, or no decree file; a file makes a numbered record complete.
    const invalid = await rows(tok.sanksi, '?event=index_invalid');
    assert.deepEqual(invalid.data.map((r) => r.id).sort(), [old.id, open.id, noSk.id].sort());
    assert.deepEqual(invalid.data.find((r) => r.id === noSk.id)!.problems, [
      'Nomor SK belum diisi',
      'File SK belum diunggah',
    ]);
    const upload = await call(tok.sanksi, 'POST', `${PATH}/${open.id}/x/file`, {
      name: 'sk sanksi.pdf',
      content_base64: samplePdf().toString('base64'),
    });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.equal(upload.json().message, 'Attachment Updated');
    assert.deepEqual(
      upload.json().data.map((f: { name: string }) => f.name),
      ['sk sanksi.pdf'],
    );
    assert.ok(
      !(await rows(tok.sanksi, '?event=index_invalid')).data.some((r) => r.id === open.id),
      'numbered and filed: valid',
    );
    assert.equal(
      (await call(tok.hr, 'GET', `${PATH}?event=index_invalid`)).statusCode,
      403,
      'the invalid page is role 62 only',
    );
    assert.equal((await call(tok.hr, 'GET', `${PATH}?event=index_entah`)).json().message, 'Unsuccessful Event');

    const badFile = await call(tok.sanksi, 'POST', `${PATH}/${open.id}/x/file`, {
      name: 'a.pdf',
      content_base64: '***',
    });
    assert.equal(badFile.statusCode, 422);
    const fileId = upload.json().data[0].id;
    const afterDelete = await call(tok.sanksi, 'DELETE', `${PATH}/${open.id}/x/file/${fileId}`);
    assert.deepEqual(afterDelete.json().data, []);
    assert.equal((await call(tok.sanksi, 'DELETE', `${PATH}/${open.id}/x/file/${fileId}`)).statusCode, 404);
  });

  test("the placeholder NPP '00000000' of an employee without one is never shown", async () => {
    const before = await t.db.selectFrom('pegawai').select('npp').where('id', '=', peg.budi).executeTakeFirstOrThrow();
    await t.db.updateTable('pegawai').set({ npp: '00000000' }).where('id', '=', peg.budi).execute();
    try {
      const listed = (await rows(tok.sanksi, '?per_page=100')).data.filter((r) => r.pegawai_id === peg.budi);
      assert.ok(listed.length > 0, 'budi has a sanction in the list');
      for (const r of listed) assert.equal(r.pegawai.npp, null);
    } finally {
      await t.db.updateTable('pegawai').set({ npp: before.npp }).where('id', '=', peg.budi).execute();
    }
  });

  test("for the CV and the dashboard: an employee's sanctions in force, and how many employees have one", async () => {
    assert.deepEqual(
      (await activeSanksiOf(t.db, peg.budi)).map((r) => r.jenis.nama),
      ['Demosi', 'Surat Peringatan'],
    );
    assert.deepEqual(await activeSanksiOf(t.db, peg.ani), [], "Ani's ended in 2019");
    assert.equal(await countPegawaiWithActiveSanksi(t.db), 1);
  });

  test('role rules: 57 reads but does not manage, 8 and plain employees are refused', async () => {
    assert.equal((await call(tok.pegawai, 'GET', PATH)).statusCode, 403);
    assert.equal((await call(tok.terbatas, 'GET', PATH)).statusCode, 403, 'not 8');
    assert.equal(
      (await call(tok.hr, 'POST', PATH, { pegawai_id: peg.ani, jenis_id: 1, awal: '2024-01-01' })).statusCode,
      403,
    );
    const any = (await rows(tok.hr)).data[0]!;
    assert.equal((await call(tok.hr, 'GET', `${PATH}/${any.id}`)).statusCode, 403, 'the detail page is 62');
    assert.equal((await call(tok.hr, 'DELETE', `${PATH}/${any.id}`)).statusCode, 403);
    assert.equal((await call(tok.pegawai, 'POST', `${PATH}/x/export`)).statusCode, 403);
    // The export is the list in a file: role 8 may not take it either (it holds sanction admin 62 too).
    assert.equal((await call(tok.terbatas, 'POST', `${PATH}/x/export`)).statusCode, 403, 'export not 8');
    assert.equal((await call(tok.pegawai, 'GET', '/api/general/sanksi')).statusCode, 403);
    assert.equal((await call(tok.hr, 'POST', '/api/general/sanksi', { nama: 'X', parent_id: 1 })).statusCode, 403);
  });

  test('export queues a job that writes the xlsx', async () => {
    const exp = await call(tok.hr, 'POST', `${PATH}/x/export`);
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal(exp.json().message, 'Export data sanksi created, menunggu proses selesai.');
    const job = await pollJob(t, tok.hr, exp.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
  });

  test('master data: the five types under their classes; create, rename, 409 on duplicates and in use', async () => {
    const jenis = (await call(tok.hr, 'GET', '/api/general/sanksi')).json().data as {
      nama: string;
      parent: { kelas_id: number; kelas: { nama: string } };
    }[];
    assert.deepEqual(jenis.map((j) => j.nama).sort(), [
      'Catatan Khusus Lainnya',
      'Demosi',
      'Pemutusan Hubungan Kerja',
      'Pernyataan Tidak Puas',
      'Surat Peringatan',
    ]);
    const parents = (await call(tok.sanksi, 'GET', '/api/general/sanksi/x/parent')).json();
    assert.deepEqual(
      parents.kelas.map((k: { nama: string }) => k.nama),
      ['Ringan', 'Sedang', 'Berat'],
    );

    const parent = await call(tok.sanksi, 'POST', '/api/general/sanksi/x/parent', {
      nama: 'Sanksi Khusus',
      kelas_id: 3,
    });
    assert.equal(parent.json().message, 'Induk Sanksi created');
    const parentId = parent.json().data.id;
    const created = await call(tok.sanksi, 'POST', '/api/general/sanksi', { nama: 'Skorsing', parent_id: parentId });
    assert.equal(created.json().message, 'Jenis Sanksi created');
    assert.equal(created.json().data.parent.kelas.nama, 'Berat');
    const id = created.json().data.id;
    assert.equal(
      (await call(tok.sanksi, 'POST', '/api/general/sanksi', { nama: 'skorsing', parent_id: parentId })).statusCode,
      409,
    );
    assert.equal(
      (await call(tok.sanksi, 'POST', '/api/general/sanksi', { nama: '  ', parent_id: parentId })).statusCode,
      422,
    );
    assert.equal(
      (
        await call(tok.sanksi, 'PUT', `/api/general/sanksi/${id}`, { nama: 'Skorsing Sementara', parent_id: parentId })
      ).json().message,
      'Jenis Sanksi updated',
    );
    assert.equal((await call(tok.sanksi, 'DELETE', `/api/general/sanksi/x/parent/${parentId}`)).statusCode, 409);
    assert.equal((await call(tok.sanksi, 'DELETE', `/api/general/sanksi/${JENIS.suratPeringatan}`)).statusCode, 409);
    assert.equal(
      (await call(tok.sanksi, 'DELETE', `/api/general/sanksi/${id}`)).json().message,
      'Jenis Sanksi deleted',
    );
    assert.equal(
      (await call(tok.sanksi, 'DELETE', `/api/general/sanksi/x/parent/${parentId}`)).json().message,
      'Induk Sanksi deleted',
    );
  });
});
