/**
 * /api/sdm/notadinas/… on the real app and PostgreSQL: the approval flow with counters, who may
 * act (own memo 403, out of turn 403, two approvers at once → one wins), memo numbers per office
 * and year without gap or duplicate under concurrency, roles, hostile input writing nothing, the
 * all-or-nothing xlsx import, the master data, SOTK reads and the printable PDF of an approved memo.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { xlsxOf } from '../../../test/helpers/jabatan-seed.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { nextLetterNumber } from './letter-numbering.js';

const URL = '/api/sdm/notadinas/pegawai';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Who = 'ani' | 'budi' | 'hr' | 'hr2' | 'umum' | 'admin' | 'citra' | 'dedi' | 'terbatas';

describe('nota dinas (/api/sdm/notadinas)', () => {
  let t: StorageTestApp;
  const token = {} as Record<Who, string>;
  const npp = {} as Record<Who, string>;
  const accountIds = {} as Record<Who, number>;
  let kantor: Record<string, number>;
  let suratId = 0;
  let jabatanId = 0;

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    const accounts = await createAccounts(t, {
      ani: {
        roles: [10],
        pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller, npp: '30000001' },
      },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung, jabatan_id: pemimpin } },
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Rahma', kantor_id: kantor.pusat } },
      hr2: { roles: [10, 57], pegawai: { nama: 'Hadi Rahman', kantor_id: kantor.pusat } },
      umum: { roles: [10, 4], pegawai: { nama: 'Umar', kantor_id: kantor.pusat } },
      admin: { roles: [1, 10], pegawai: { nama: 'Adi Admin', kantor_id: kantor.pusat } },
      citra: {
        roles: [10],
        pegawai: { nama: 'Citra Dewi', kantor_id: kantor.bogor, jabatan_id: teller, npp: '30000002' },
      },
      dedi: { roles: [10], pegawai: { nama: 'Dedi', kantor_id: kantor.bogor, jabatan_id: pemimpin } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Tono', kantor_id: kantor.bandung } },
    });
    Object.assign(token, tokensOf(accounts));
    for (const who of Object.keys(accounts) as Who[]) accountIds[who] = accounts[who].id;
    for (const who of Object.keys(accounts) as Who[]) {
      const row = await t.db
        .selectFrom('pegawai')
        .select('npp')
        .where('id', '=', accounts[who].pegawaiId!)
        .executeTakeFirstOrThrow();
      npp[who] = row.npp;
    }
    await t.app.jobs.start();
    const surat = await call('umum', 'POST', '/api/sdm/notadinas/surat', { nama: 'Nota Dinas Biasa', kode: 'ND' });
    assert.equal(surat.statusCode, 200, surat.body);
    assert.equal(surat.json().message, 'Surat Nota Dinas created');
    suratId = surat.json().data.id;
    const jabatan = await call('hr', 'POST', '/api/sdm/notadinas/jabatan', { nama: 'Pemimpin Cabang' });
    assert.equal(jabatan.statusCode, 200, jabatan.body);
    jabatanId = jabatan.json().data.id;
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (who: Who) => token[who],
  );
  const memo = (extra: object = {}) => ({
    surat_id: suratId,
    perihal: 'Undangan rapat kerja',
    isi: 'Dengan hormat, kami mengundang Bapak/Ibu.',
    tanggal: '2026-03-02',
    kepada_jabatan_ids: [jabatanId],
    ...extra,
  });
  const create = async (who: Who, extra: object = {}) => {
    const res = await call(who, 'POST', URL, memo(extra));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; token: string; status: string; nomor: string | null };
  };
  const act = (who: Who, id: number, action: string, extra: object = {}) =>
    call(who, 'POST', `${URL}/${id}`, { action, ...extra });
  const unapproved = async (who: Who) =>
    (await call(who, 'GET', `${URL}?action=index_un_approved`)).json().data.unapproved as number;
  const counterRows = () => t.db.selectFrom('approval_counter').selectAll().where('type', '=', 'notadinas').execute();

  test('the whole flow: create, request, superior then HR approve, number given, counters follow', async () => {
    const before = { ani: await unapproved('ani'), budi: await unapproved('budi'), hr: await unapproved('hr') };
    const res = await call('ani', 'POST', URL, memo());
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Nota Dinas created');
    const m = res.json().data;
    assert.equal(m.status, 'draft');
    assert.equal(m.nomor, null);
    assert.deepEqual(m.kepada, [{ jabatan_id: jabatanId, pegawai_id: null, nama: 'Pemimpin Cabang' }]);
    assert.equal(await unapproved('ani'), before.ani + 1);

    assert.equal((await act('ani', m.id, 'store_request')).statusCode, 200);
    assert.equal(await unapproved('ani'), before.ani);
    assert.equal(await unapproved('budi'), before.budi + 1);

    const byBudi = await act('budi', m.id, 'store_approve');
    assert.equal(byBudi.statusCode, 200, byBudi.body);
    assert.equal(await unapproved('budi'), before.budi);
    assert.equal(await unapproved('hr'), before.hr + 1);
    const byHr = await act('hr', m.id, 'store_approve', { note: 'Setuju' });
    assert.equal(byHr.statusCode, 200, byHr.body);
    assert.equal(byHr.json().data.status, 'disetujui');
    assert.match(byHr.json().data.nomor, /^ND\/101\/\d{3}\/2026$/);
    assert.equal(await unapproved('hr'), before.hr);
    assert.equal(await unapproved('hr2'), before.hr);

    // Detail by token: author, approvers and HR; another employee gets 404.
    const tok = `${URL}?action=index_show_by_token&token=${m.token}`;
    for (const who of ['ani', 'budi', 'hr', 'hr2'] as const)
      assert.equal((await call(who, 'GET', tok)).statusCode, 200, who);
    assert.equal((await call('citra', 'GET', tok)).statusCode, 404);
    assert.equal((await call('citra', 'GET', `${URL}/${m.id}`)).statusCode, 404);
    // The list: ani sees it, citra does not; is_myturn lists only what waits for the caller.
    const aniList = (await call('ani', 'GET', `${URL}?search=rapat`)).json();
    assert.ok(aniList.data.some((r: { id: number }) => r.id === m.id));
    const citraList = (await call('citra', 'GET', URL)).json();
    assert.ok(!citraList.data.some((r: { id: number }) => r.id === m.id));

    // Reverse by the last decider: 'Nota Dinas Reviewed'; the number stays with the memo.
    const reversed = await act('hr', m.id, 'store_reverse');
    assert.equal(reversed.statusCode, 200, reversed.body);
    assert.equal(reversed.json().message, 'Nota Dinas Reviewed');
    assert.equal(reversed.json().data.status, 'menunggu');
    assert.equal(reversed.json().data.nomor, byHr.json().data.nomor);
    const again = await act('hr2', m.id, 'store_approve');
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.nomor, byHr.json().data.nomor);
  });

  test('the author cannot approve their own memo; out of turn is 403; reject and reset clear the history', async () => {
    const m = await create('ani');
    assert.equal((await act('ani', m.id, 'store_request')).statusCode, 200);
    const own = await act('ani', m.id, 'store_approve');
    assert.equal(own.statusCode, 403);
    assert.match(own.json().message, /sendiri|pemohon/);
    // HR decides step 2, not step 1 (the superior's).
    assert.equal((await act('hr', m.id, 'store_approve')).statusCode, 403);
    assert.equal((await act('citra', m.id, 'store_approve')).statusCode, 404);
    const rejected = await act('budi', m.id, 'store_reject', { note: 'Perbaiki isi' });
    assert.equal(rejected.json().data.status, 'ditolak');
    const reset = await act('ani', m.id, 'store_reset');
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(reset.json().data.status, 'draft');
    assert.deepEqual(
      reset.json().data.approval.history.map((h: { action: string }) => h.action),
      ['reset'],
    );
    const cancel = await act('ani', m.id, 'store_cancel');
    assert.equal(cancel.json().data.status, 'dibatalkan');
  });

  test('two approvers of one step at once: exactly one wins, the other gets 409', async () => {
    const m = await create('ani');
    await act('ani', m.id, 'store_request');
    assert.equal((await act('budi', m.id, 'store_approve')).statusCode, 200);
    const [a, b] = await Promise.all([act('hr', m.id, 'store_approve'), act('hr2', m.id, 'store_reject')]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    const history = await t.db
      .selectFrom('approval_history as h')
      .innerJoin('approval_request as r', 'r.id', 'h.request_id')
      .select('h.action')
      .where('r.type', '=', 'notadinas')
      .where('r.subject_id', '=', m.id)
      .where('h.step_no', '=', 2)
      .execute();
    assert.equal(history.length, 1);
  });

  test('numbers per office and year: 20 memos approved at once get 1..20, no gap, no duplicate', async () => {
    // Bogor has no memo yet: its numbers start at 1. Memos of 2027 count separately.
    const memos = [];
    for (let i = 0; i < 20; i++) memos.push(await create('citra', { perihal: `Memo ${i + 1}`, tanggal: '2027-05-10' }));
    for (const m of memos) assert.equal((await act('citra', m.id, 'store_request')).statusCode, 200);
    await Promise.all(memos.map(async (m) => assert.equal((await act('dedi', m.id, 'store_approve')).statusCode, 200)));
    const answers = await Promise.all(memos.map((m, i) => act(i % 2 === 0 ? 'hr' : 'hr2', m.id, 'store_approve')));
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    const rows = await t.db
      .selectFrom('notadinas')
      .select(['nomor_urut', 'nomor'])
      .where('kantor_id', '=', kantor.bogor)
      .where('nomor_tahun', '=', 2027)
      .orderBy('nomor_urut')
      .execute();
    assert.deepEqual(
      rows.map((r) => r.nomor_urut),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    assert.equal(new Set(rows.map((r) => r.nomor)).size, 20);
    assert.equal(rows[0].nomor, 'ND/102/001/2027');
  });

  test('a rolled-back transaction gives its number back (no gap)', async () => {
    const first = await nextLetterNumber(t.db, 'notadinas', kantor.surabaya, 2030);
    await assert.rejects(
      t.db.transaction().execute(async (trx) => {
        await nextLetterNumber(trx, 'notadinas', kantor.surabaya, 2030);
        throw new Error('batal');
      }),
    );
    const next = await nextLetterNumber(t.db, 'notadinas', kantor.surabaya, 2030);
    assert.equal(next.seq, first.seq + 1);
  });

  test('counters never go below zero: delete lowers once, a second delete is refused', async () => {
    const start = await unapproved('ani');
    const m = await create('ani');
    assert.equal(await unapproved('ani'), start + 1);
    const del = await call('ani', 'DELETE', `${URL}/${m.id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.json().message, 'Nota Dinas deleted');
    assert.equal(await unapproved('ani'), start);
    assert.equal((await call('ani', 'DELETE', `${URL}/${m.id}`)).statusCode, 404);
    assert.equal(await unapproved('ani'), start);
    for (const row of await counterRows()) assert.ok(row.unapproved >= 0);
    // Another user's draft cannot be deleted (and their counter does not move).
    const other = await create('citra');
    const citraBefore = await unapproved('citra');
    assert.equal((await call('budi', 'DELETE', `${URL}/${other.id}`)).statusCode, 404);
    assert.equal(await unapproved('citra'), citraBefore);
  });

  test('roles: 8 and 52 are refused; master data, SOTK, upload and export need their roles', async () => {
    assert.equal((await call('terbatas', 'GET', URL)).statusCode, 403);
    assert.equal((await call('terbatas', 'POST', URL, memo())).statusCode, 403);
    assert.equal((await call('ani', 'POST', '/api/sdm/notadinas/surat', { nama: 'X', kode: 'X' })).statusCode, 403);
    // Every memo author reads the letter types and recipient positions (the form's choices); only the master's roles write them.
    assert.equal((await call('ani', 'GET', '/api/sdm/notadinas/jabatan')).statusCode, 200);
    assert.equal((await call('ani', 'POST', '/api/sdm/notadinas/jabatan', { nama: 'X' })).statusCode, 403);
    assert.equal((await call('hr', 'GET', '/api/sdm/notadinas/sotk_kantor?action=index_all')).statusCode, 403);
    assert.equal((await call('ani', 'POST', URL, { action: 'export' })).statusCode, 403);
    assert.equal((await call('ani', 'GET', '/api/sdm/notadinas/x/template')).statusCode, 403);
    const sotk = await call('admin', 'GET', '/api/sdm/notadinas/sotk_kantor?action=index_all');
    assert.equal(sotk.statusCode, 200, sotk.body);
    assert.ok(sotk.json().data.some((k: { kode: string }) => k.kode === '101'));
    const levels = await call('admin', 'GET', '/api/sdm/notadinas/sotk_kantor_level?action=index_all');
    assert.equal(levels.statusCode, 200, levels.body);
    assert.equal(
      (await call('admin', 'GET', '/api/sdm/notadinas/sotk_kantor?action=index_x')).json().message,
      'Unsuccessful Action',
    );
    const exported = await call('hr', 'POST', URL, { action: 'export' });
    assert.equal(exported.statusCode, 200, exported.body);
    const job = await pollJob(t, token.hr, exported.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
  });

  test('bad input answers 4xx and writes nothing', async () => {
    const memos = await tableCount(t.db, 'notadinas');
    const audit = await tableCount(t.db, 'audit_log');
    const m = await create('ani');
    const unknown = await act('ani', m.id, 'store_hapus_semua');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Action');
    assert.equal((await call('ani', 'GET', `${URL}?action=index_semua`)).json().message, 'Unsuccessful Action');
    assert.equal((await call('ani', 'POST', URL, { ...memo(), action: 'hapus' })).statusCode, 400);
    const bad = [
      memo({ perihal: 'a\u0000b' }),
      memo({ perihal: 'x'.repeat(256) }),
      memo({ isi: 'x'.repeat(20001) }),
      memo({ perihal: '   ' }),
      memo({ tanggal: '2026-02-30' }),
      memo({ tanggal: '1899-01-01' }),
      memo({ tanggal: 'kemarin' }),
      memo({ surat_id: 999999 }),
      memo({ kepada_jabatan_ids: [] }),
      memo({ kepada_pegawai_ids: [2_000_000_000] }),
    ];
    for (const body of bad) {
      const res = await call('ani', 'POST', URL, body);
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${res.statusCode} ${JSON.stringify(body).slice(0, 80)}`,
      );
    }
    assert.equal(await tableCount(t.db, 'notadinas'), memos + 1);
    // Only the one good memo wrote audit rows (create + approval create).
    assert.equal(await tableCount(t.db, 'audit_log'), audit + 2);
    // A draft cannot be edited by another user; a sent memo not even by its author.
    assert.equal((await call('budi', 'PUT', `${URL}/${m.id}`, memo())).statusCode, 404);
    await act('ani', m.id, 'store_request');
    assert.equal((await call('ani', 'PUT', `${URL}/${m.id}`, memo({ perihal: 'Baru' }))).statusCode, 409);
  });

  test('attachments (author, draft) and the PDF (approved only: 200 application/pdf; a draft 409)', async () => {
    const m = await create('ani');
    const added = await act('ani', m.id, 'store_files', {
      file: { name: 'lampiran.pdf', content_base64: samplePdf().toString('base64') },
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Attachment Updated');
    const fileId = added.json().data.files[0].id;
    assert.equal((await call('ani', 'GET', `${URL}/${m.id}/x/file?file_id=${fileId}`)).statusCode, 200);
    assert.equal((await act('budi', m.id, 'store_files_delete', { file_id: fileId })).statusCode, 404);
    const removed = await act('ani', m.id, 'store_files_delete', { file_id: fileId });
    assert.equal(removed.json().data.files.length, 0);
    assert.equal((await call('ani', 'GET', `${URL}/${m.id}/x/pdf`)).statusCode, 409);
    const approved = await t.db
      .selectFrom('notadinas')
      .select('id')
      .where('nomor', 'is not', null)
      .where('user_id', '=', accountIds.ani)
      .executeTakeFirstOrThrow();
    const pdf = await call('ani', 'GET', `${URL}/${approved.id}/x/pdf`);
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.match(String(pdf.headers['content-type']), /^application\/pdf/);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    // Another employee cannot print it (same 404 as for a wrong id).
    assert.equal((await call('citra', 'GET', `${URL}/${approved.id}/x/pdf`)).statusCode, 404);
  });

  test('import: one bad row writes nothing and lists the row; a good file writes drafts of their authors', async () => {
    const upload = (body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sdm/notadinas/x/upload',
        headers: { ...bearer(token.hr), 'content-type': XLSX },
        payload: body,
      });
    const header = ['Kantor', 'NPP', 'Jenis Surat', 'Perihal', 'Isi', 'Tanggal', 'Kepada'];
    const before = await tableCount(t.db, 'notadinas');
    const badFile = await xlsxOf([
      header,
      ['101', npp.ani, 'ND', 'Impor satu', 'Isi satu', new Date(Date.UTC(2026, 2, 3)), 'Pemimpin Cabang'],
      ['101', '99999999', 'ND', 'Impor dua', 'Isi dua', new Date(Date.UTC(2026, 2, 4)), 'Pemimpin Cabang'],
    ]);
    const res = await upload(badFile);
    assert.equal(res.statusCode, 200, res.body);
    const failed = await pollJob(t, token.hr, res.json().data.job_id);
    assert.equal(failed.status, 'failed');
    assert.deepEqual(failed.result.errors, [{ row: 3, column: 'NPP', message: 'NPP tidak ditemukan' }]);
    assert.equal(await tableCount(t.db, 'notadinas'), before);

    const aniBefore = await unapproved('ani');
    const good = await upload(
      await xlsxOf([
        header,
        ['101', npp.ani, 'ND', 'Impor satu', 'Isi satu', new Date(Date.UTC(2026, 2, 3)), 'Pemimpin Cabang'],
        [
          '102',
          npp.citra,
          'Nota Dinas Biasa',
          'Impor dua',
          'Isi dua',
          new Date(Date.UTC(2026, 2, 4)),
          'Pemimpin Cabang',
        ],
      ]),
    );
    const done = await pollJob(t, token.hr, good.json().data.job_id);
    assert.equal(done.status, 'done', JSON.stringify(done));
    assert.equal(await tableCount(t.db, 'notadinas'), before + 2);
    assert.equal(await unapproved('ani'), aniBefore + 1);
    assert.equal((await call('ani', 'POST', '/api/sdm/notadinas/x/upload', {})).statusCode, 403);
  });

  test('master data: duplicates 409, in use 409, unknown 404', async () => {
    assert.equal(
      (await call('umum', 'POST', '/api/sdm/notadinas/surat', { nama: 'Nota Dinas Biasa', kode: 'NDX' })).statusCode,
      409,
    );
    assert.equal(
      (await call('umum', 'POST', '/api/sdm/notadinas/surat', { nama: 'Kecil', kode: 'nd kecil' })).statusCode,
      422,
    );
    assert.equal((await call('umum', 'DELETE', `/api/sdm/notadinas/surat/${suratId}`)).statusCode, 409);
    assert.equal((await call('umum', 'DELETE', `/api/sdm/notadinas/jabatan/${jabatanId}`)).statusCode, 409);
    assert.equal(
      (await call('umum', 'PUT', '/api/sdm/notadinas/jabatan/999999', { nama: 'Tidak Ada' })).statusCode,
      404,
    );
    const list = await call('umum', 'GET', '/api/sdm/notadinas/surat?search=biasa');
    assert.equal(list.json().total, 1);
  });
});
