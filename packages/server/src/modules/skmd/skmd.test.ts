/**
 * /api/sdm/pegawai/x/skmd on the real app and PostgreSQL: a letter per employee and month, the
 * approval with counters (never below zero), issuing with a number per office and year (HR only,
 * approved only, once; concurrent issuing without gap or duplicate), detail and files, the
 * exclude/include lists and how they block a new letter, roles and bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const URL = '/api/sdm/pegawai/x/skmd';
type Who = 'ani' | 'budi' | 'hr' | 'hr2' | 'citra' | 'terbatas';

describe('SKMD (/api/sdm/pegawai/x/skmd)', () => {
  let t: StorageTestApp;
  const token = {} as Record<Who, string>;
  const pegawai = {} as Record<Who, number>;
  let kantor: Record<string, number>;

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung, jabatan_id: pemimpin } },
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Rahma', kantor_id: kantor.pusat } },
      hr2: { roles: [10, 57], pegawai: { nama: 'Hadi Rahman', kantor_id: kantor.pusat } },
      citra: { roles: [10], pegawai: { nama: 'Citra Dewi', kantor_id: kantor.bogor, jabatan_id: teller } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Tono', kantor_id: kantor.bandung } },
    });
    Object.assign(token, tokensOf(accounts));
    for (const who of Object.keys(accounts) as Who[]) pegawai[who] = accounts[who].pegawaiId!;
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (who: Who) => token[who],
  );
  const create = async (who: Who, tahun: number, bulan: number) => {
    const res = await call(who, 'POST', URL, {
      event: 'store_skmd',
      tahun,
      bulan,
      uraian_tugas: 'Pendampingan audit',
      tempat_tugas: 'Bandung',
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; token: string };
  };
  const ev = (who: Who, id: number, event: string, extra: object = {}) =>
    call(who, 'POST', `${URL}/${id}`, { event, ...extra });
  const unapproved = async (who: Who) =>
    (await call(who, 'GET', `${URL}?event=index_un_approved`)).json().data.unapproved as number;
  const approveAll = async (id: number) => {
    assert.equal((await ev('ani', id, 'store_request')).statusCode, 200);
    assert.equal((await ev('budi', id, 'store_approve')).statusCode, 200);
    assert.equal((await ev('hr', id, 'store_approve')).statusCode, 200);
  };

  test('create, request, approve, issue: the number is given once, by HR, only when approved', async () => {
    const res = await call('ani', 'POST', URL, {
      event: 'store_skmd',
      tahun: 2026,
      bulan: 4,
      uraian_tugas: 'Tugas',
      tempat_tugas: null,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'SKMD created');
    const s = res.json().data;
    assert.equal(await unapproved('ani'), 1);
    assert.equal(
      (await call('ani', 'POST', URL, { event: 'store_skmd', tahun: 2026, bulan: 4, uraian_tugas: 'Lagi' })).statusCode,
      409,
    );
    const upd = await ev('ani', s.id, 'store_skmd_update', { uraian_tugas: 'Tugas baru', tempat_tugas: 'Dago' });
    assert.deepEqual(upd.json().data.skmd, { uraian_tugas: 'Tugas baru', tempat_tugas: 'Dago' });
    assert.equal((await ev('hr', s.id, 'store_penerbitan')).statusCode, 409);
    assert.equal((await ev('ani', s.id, 'store_request')).statusCode, 200);
    assert.equal(await unapproved('ani'), 0);
    assert.equal(await unapproved('budi'), 1);
    assert.equal((await ev('ani', s.id, 'store_approve')).statusCode, 403);
    assert.equal((await ev('hr', s.id, 'store_approve')).statusCode, 403);
    assert.equal((await ev('budi', s.id, 'store_approve')).statusCode, 200);
    assert.equal(await unapproved('budi'), 0);
    assert.equal((await ev('hr', s.id, 'store_approve')).statusCode, 200);
    assert.equal(await unapproved('hr'), 0);
    const waiting = (await call('hr', 'GET', `${URL}?is_penerbitan=true`)).json();
    assert.deepEqual(
      waiting.data.map((r: { id: number }) => r.id),
      [s.id],
    );
    assert.equal((await ev('ani', s.id, 'store_penerbitan')).statusCode, 403);
    const issued = await ev('hr', s.id, 'store_penerbitan');
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal(issued.json().data.nomor, 'SKMD/101/001/2026');
    assert.equal((await ev('hr2', s.id, 'store_penerbitan')).statusCode, 409);
    assert.equal((await call('hr', 'GET', `${URL}?is_penerbitan=true`)).json().total, 0);
    const byToken = await call('ani', 'GET', `${URL}?event=index_show_by_token&token=${s.token}`);
    assert.equal(byToken.statusCode, 200);
    assert.equal((await call('citra', 'GET', `${URL}?event=index_show_by_token&token=${s.token}`)).statusCode, 404);
  });

  test('issuing 12 letters of one office at once: numbers 1..12, no gap, no duplicate', async () => {
    const ids: number[] = [];
    for (let bulan = 1; bulan <= 12; bulan++) ids.push((await create('citra', 2028, bulan)).id);
    for (const id of ids) {
      assert.equal((await ev('citra', id, 'store_request')).statusCode, 200);
      assert.equal((await ev('hr', id, 'store_approve')).statusCode, 200); // no superior with an account at Bogor
    }
    const answers = await Promise.all(ids.map((id, i) => ev(i % 2 ? 'hr' : 'hr2', id, 'store_penerbitan')));
    for (const a of answers) assert.equal(a.statusCode, 200, a.body);
    const rows = await t.db
      .selectFrom('skmd')
      .select('nomor_urut')
      .where('kantor_id', '=', kantor.bogor)
      .where('nomor_tahun', '=', 2028)
      .orderBy('nomor_urut')
      .execute();
    assert.deepEqual(
      rows.map((r) => r.nomor_urut),
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  test('reset clears the history; delete lowers the counter once and never below zero', async () => {
    const s = await create('ani', 2026, 6);
    await ev('ani', s.id, 'store_request');
    const rejected = await ev('budi', s.id, 'store_reject', { note: 'Kurang lengkap' });
    assert.equal(rejected.json().data.status, 'ditolak');
    const reset = await ev('ani', s.id, 'store_skmd_reset');
    assert.equal(reset.json().data.status, 'draft');
    assert.deepEqual(
      reset.json().data.approval.history.map((h: { action: string }) => h.action),
      ['reset'],
    );
    const start = await unapproved('ani');
    assert.equal((await call('ani', 'DELETE', `${URL}/${s.id}`)).json().message, 'SKMD deleted');
    assert.equal(await unapproved('ani'), start - 1);
    assert.equal((await call('ani', 'DELETE', `${URL}/${s.id}`)).statusCode, 404);
    const rows = await t.db.selectFrom('approval_counter').select('unapproved').where('type', '=', 'skmd').execute();
    for (const r of rows) assert.ok(r.unapproved >= 0);
  });

  test('files: the requester while Draft, HR at any time', async () => {
    const s = await create('ani', 2026, 7);
    const file = { name: 'surat.pdf', content_base64: samplePdf().toString('base64') };
    const added = await ev('ani', s.id, 'store_files', { file });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().data.files_count, 1);
    await approveAll(s.id);
    assert.equal((await ev('ani', s.id, 'store_files', { file })).statusCode, 409);
    const byHr = await ev('hr', s.id, 'store_files', { file });
    assert.equal(byHr.json().data.files.length, 2);
    const removed = await ev('hr', s.id, 'store_files_delete', { file_id: byHr.json().data.files[0].id });
    assert.equal(removed.json().data.files.length, 1);
  });

  test('exclude/include lists: HR only; an excluded employee or office gets no new letter', async () => {
    assert.equal((await call('ani', 'GET', `${URL}/exclude/pegawai`)).statusCode, 403);
    const added = await call('hr', 'POST', `${URL}/exclude/kantor`, { id: kantor.bandung });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal((await call('hr', 'POST', `${URL}/exclude/kantor`, { id: kantor.bandung })).statusCode, 409);
    assert.equal((await call('hr', 'POST', `${URL}/exclude/pegawai`, { id: 2_000_000_000 })).statusCode, 404);
    const refused = await call('ani', 'POST', URL, {
      event: 'store_skmd',
      tahun: 2026,
      bulan: 9,
      uraian_tugas: 'Tugas',
    });
    assert.equal(refused.statusCode, 422);
    assert.equal((await call('hr', 'POST', `${URL}/include/pegawai`, { id: pegawai.ani })).statusCode, 200);
    await create('ani', 2026, 9);
    const list = await call('hr', 'GET', `${URL}/include/pegawai?search=ani`);
    assert.equal(list.json().total, 1);
    assert.equal((await call('hr', 'DELETE', `${URL}/exclude/kantor/${kantor.bandung}`)).statusCode, 200);
    assert.equal((await call('hr', 'DELETE', `${URL}/exclude/kantor/${kantor.bandung}`)).statusCode, 404);
    await call('hr', 'POST', `${URL}/exclude/pegawai`, { id: pegawai.budi });
    assert.equal(
      (await call('budi', 'POST', URL, { event: 'store_skmd', tahun: 2026, bulan: 9, uraian_tugas: 'Tugas' }))
        .statusCode,
      422,
    );
  });

  test('roles and bad input: 4xx and nothing written', async () => {
    assert.equal((await call('terbatas', 'GET', URL)).statusCode, 403);
    const letters = await tableCount(t.db, 'skmd');
    const unknown = await call('ani', 'POST', URL, { event: 'store_semua', tahun: 2026, bulan: 1, uraian_tugas: 'x' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Event');
    for (const body of [
      { tahun: 2026, bulan: 13, uraian_tugas: 'x' },
      { tahun: 1999, bulan: 1, uraian_tugas: 'x' },
      { tahun: 2026, bulan: 1, uraian_tugas: '   ' },
      { tahun: 2026, bulan: 1, uraian_tugas: 'x'.repeat(5001) },
      { tahun: 2026, bulan: 1, uraian_tugas: 'a\u0000b' },
      { tahun: 2026, bulan: 1, uraian_tugas: 'x', tempat_tugas: 'y'.repeat(256) },
    ]) {
      const res = await call('ani', 'POST', URL, { event: 'store_skmd', ...body });
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${res.statusCode} ${JSON.stringify(body).slice(0, 60)}`,
      );
    }
    assert.equal(await tableCount(t.db, 'skmd'), letters);
    const s = await create('ani', 2026, 11);
    assert.equal((await ev('ani', s.id, 'store_hapus')).json().message, 'Unsuccessful Event');
    assert.equal((await call('ani', 'GET', `${URL}?event=index_x`)).statusCode, 400);
  });
});
