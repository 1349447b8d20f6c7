/**
 * The position register on PostgreSQL: paged list with search/sort, create/update/delete with the
 * spec messages, parent cycles refused, in-use positions kept (409), the small registers, details,
 * the invalid lists and the role rules (1/57 not 8; level, eselon and invalid 57 only).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authorisedCaller, type TestApp } from '../../../test/helpers/test-app.js';
import { createJabatanTestApp, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';

describe('position register (/api/sdm/set/jabatan)', () => {
  let t: TestApp;
  let s: JabatanSeed;
  before(async () => ({ t, s } = await createJabatanTestApp()));
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const input = (over: Record<string, unknown> = {}) => ({
    nama: 'Analis',
    ket: null,
    level_id: 2,
    eselon_id: null,
    parent_id: null,
    label_id: null,
    is_bidangtugas: false,
    is_kpi: true,
    is_disabled: false,
    ...over,
  });

  test('list pages, searches and sorts', async () => {
    const page = (await call(s.hr, 'GET', '/api/sdm/set/jabatan?per_page=2&sortbydesc=nama')).json();
    assert.deepEqual(
      page.data.map((j: { nama: string }) => j.nama),
      ['Staf Umum', 'Kepala Cabang'],
    );
    assert.equal(page.total, 3);
    assert.equal(page.last_page, 2);
    const found = (await call(s.admin, 'GET', '/api/sdm/set/jabatan?search=tik')).json();
    assert.deepEqual(
      found.data.map((j: { nama: string; is_disabled: boolean }) => [j.nama, j.is_disabled]),
      [['Juru Tik', true]],
    );
    assert.equal((await call(s.hr, 'GET', '/api/sdm/set/jabatan?is_disabled=false')).json().total, 2);
  });

  test('create, update with parent and label, parent cycles refused, delete', async () => {
    const label = (await call(s.hr, 'POST', '/api/sdm/set/jabatan/x/label', { nama: 'Staf' })).json().data;
    const created = await call(
      s.hr,
      'POST',
      '/api/sdm/set/jabatan',
      input({ parent_id: s.jabatan.kepala, label_id: label.id }),
    );
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Jabatan created');
    const row = created.json().data;
    assert.deepEqual([row.parent_nama, row.label_nama, row.level_nama], ['Kepala Cabang', 'Staf', 'Pelaksana']);

    const cycle = await call(
      s.hr,
      'PUT',
      `/api/sdm/set/jabatan/${s.jabatan.kepala}`,
      input({ nama: 'Kepala Cabang', parent_id: row.id }),
    );
    assert.equal(cycle.statusCode, 422);
    assert.deepEqual(cycle.json().errors, {
      parent_id: ['Jabatan atasan tidak boleh jabatan ini sendiri atau bawahannya'],
    });

    const updated = await call(
      s.hr,
      'PUT',
      `/api/sdm/set/jabatan/${row.id}`,
      input({ nama: 'Analis Senior', parent_id: s.jabatan.kepala, label_id: null, is_disabled: true }),
    );
    assert.equal(updated.json().message, 'Jabatan updated');
    assert.deepEqual(
      [updated.json().data.nama, updated.json().data.label_nama, updated.json().data.is_disabled],
      ['Analis Senior', null, true],
    );

    const inUse = await call(s.hr, 'DELETE', `/api/sdm/set/jabatan/${s.jabatan.kepala}`);
    assert.equal(inUse.statusCode, 409, 'Kepala Cabang is the parent of Analis Senior');
    assert.equal(inUse.json().message, 'Jabatan masih dipakai; tandai "tidak dipakai lagi" sebagai gantinya');
    assert.equal((await call(s.hr, 'DELETE', `/api/sdm/set/jabatan/${row.id}`)).json().message, 'Jabatan deleted');
  });

  test('unknown ids 404 in Indonesian; bad fields 422', async () => {
    const missing = await call(s.hr, 'GET', '/api/sdm/set/jabatan/999999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Jabatan tidak ditemukan');
    assert.equal((await call(s.hr, 'PUT', '/api/sdm/set/jabatan/999999', input())).statusCode, 404);
    const bad = await call(s.hr, 'POST', '/api/sdm/set/jabatan', input({ nama: '  ', level_id: 99, eselon_id: 99 }));
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['eselon_id', 'level_id', 'nama']);
    assert.equal(bad.json().errors.nama[0], 'Nama jabatan wajib diisi');
  });

  test('level and eselon registers: create, rename, duplicate 409, in-use 409', async () => {
    const level = await call(s.hr, 'POST', '/api/sdm/x/jabatan/x/level', { nama: 'Penyelia' });
    assert.equal(level.json().message, 'Level jabatan created');
    assert.equal(level.json().data.id, 3);
    assert.equal((await call(s.hr, 'POST', '/api/sdm/x/jabatan/x/level', { nama: 'penyelia' })).statusCode, 409);
    assert.equal((await call(s.hr, 'DELETE', '/api/sdm/x/jabatan/x/level/1')).statusCode, 409);
    assert.equal((await call(s.hr, 'DELETE', '/api/sdm/x/jabatan/x/level/3')).json().message, 'Level jabatan deleted');
    const eselon = (await call(s.hr, 'GET', '/api/sdm/set/jabatan/x/eselon')).json().data;
    assert.deepEqual(
      eselon.map((e: { nama: string; jabatan_count: number }) => [e.nama, e.jabatan_count]),
      [
        ['Eselon I', 1],
        ['Eselon II', 1],
      ],
    );
    assert.equal((await call(s.admin, 'GET', '/api/sdm/x/jabatan/x/level')).statusCode, 403, 'level is 57 only');
  });

  test('details: units, decree letters, bidang tugas, attributes', async () => {
    const j = s.jabatan.staf;
    assert.equal(
      (await call(s.hr, 'POST', '/api/sdm/set/jabatan/x/unit', { jabatan_id: j, kantor_id: s.kantor.bandung })).json()
        .message,
      'Unit jabatan created',
    );
    assert.deepEqual(
      (await call(s.hr, 'GET', `/api/sdm/set/jabatan/x/unit?jabatan_id=${j}`))
        .json()
        .data.map((k: { nama: string }) => k.nama),
      ['Bandung'],
    );
    assert.equal(
      (await call(s.hr, 'DELETE', `/api/sdm/set/jabatan/x/unit/${j}/${s.kantor.bandung}`)).json().message,
      'Unit jabatan deleted',
    );

    const surat = await call(s.hr, 'POST', '/api/sdm/set/jabatan/set/surat', {
      jabatan_id: j,
      nomor: 'SK/9/2024',
      tanggal: '2024-13-01',
    });
    assert.equal(surat.statusCode, 422);
    assert.equal(
      (
        await call(s.hr, 'POST', '/api/sdm/set/jabatan/set/surat', {
          jabatan_id: j,
          nomor: 'SK/9/2024',
          tanggal: '2024-12-01',
        })
      ).json().message,
      'Surat jabatan created',
    );

    await call(s.hr, 'POST', '/api/jabatan/x/attribute', { jabatan_id: j, nama: 'grade_min', nilai: '10' });
    await call(s.hr, 'POST', '/api/jabatan/x/attribute', { jabatan_id: j, nama: 'grade_min', nilai: '11' });
    assert.deepEqual(
      (await call(s.hr, 'GET', `/api/jabatan/x/attribute?jabatan_id=${j}`))
        .json()
        .data.map((a: { nilai: string }) => a.nilai),
      ['11'],
    );
    const bt = (await call(s.hr, 'POST', '/api/sdm/bidang_tugas', { jabatan_id: j, nama: 'Pelayanan' })).json().data;
    assert.equal((await call(s.hr, 'DELETE', `/api/sdm/bidang_tugas/${bt.id}`)).json().message, 'Bidang tugas deleted');
    assert.equal((await call(s.hr, 'GET', '/api/sdm/bidang_tugas?jabatan_id=999999')).statusCode, 404);
  });

  test('invalid lists: employees on disabled positions or without records; positions without eselon', async () => {
    await t.db.updateTable('pegawai').set({ jabatan_id: s.jabatan.lama }).where('id', '=', s.pegawai.ani).execute();
    const invalid = (await call(s.hr, 'GET', '/api/sdm/x/jabatan/x/invalid?event=index_invalid&per_page=50')).json()
      .data;
    assert.ok(
      invalid.some(
        (r: { kind: string; pegawai_id: number }) =>
          r.kind === 'pegawai_jabatan_disabled' && r.pegawai_id === s.pegawai.ani,
      ),
    );
    assert.ok(
      invalid.some(
        (r: { kind: string; pegawai_id: number }) =>
          r.kind === 'pegawai_without_jabatan_record' && r.pegawai_id === s.pegawai.budi,
      ),
    );
    await t.db.insertInto('jabatan').values({ nama: 'Tanpa Eselon', level_id: 1 }).execute();
    const eselon = (await call(s.hr, 'GET', '/api/sdm/x/jabatan/x/invalid?event=index_invalid_eselon')).json().data;
    assert.deepEqual(
      eselon.map((r: { jabatan_nama: string }) => r.jabatan_nama),
      ['Tanpa Eselon'],
    );
    const unknown = await call(s.hr, 'GET', '/api/sdm/x/jabatan/x/invalid?event=index_entah');
    assert.equal(unknown.json().message, 'Unsuccessful Event');
  });

  test('the parent page sets a parent without touching the rest; cycles refused', async () => {
    const set = await call(s.terbatas, 'PUT', `/api/sdm/set/jabatan/x/parent/${s.jabatan.staf}`, {
      parent_id: s.jabatan.kepala,
    });
    assert.equal(set.statusCode, 200, 'the parent page is "1, 57" without not-8');
    assert.deepEqual([set.json().data.parent_nama, set.json().data.level_nama], ['Kepala Cabang', 'Pelaksana']);
    const cycle = await call(s.hr, 'PUT', `/api/sdm/set/jabatan/x/parent/${s.jabatan.kepala}`, {
      parent_id: s.jabatan.staf,
    });
    assert.equal(cycle.statusCode, 422);
    assert.equal(
      (await call(s.hr, 'PUT', '/api/sdm/set/jabatan/x/parent/999999', { parent_id: null })).statusCode,
      404,
    );
  });

  test('the parent choices leave out the position, its descendants and disabled positions', async () => {
    // After the test above: Staf Umum's parent is Kepala Cabang.
    const names = async (query: string) =>
      (await call(s.hr, 'GET', `/api/sdm/set/jabatan/x/parent?${query}`))
        .json()
        .data.map((j: { nama: string }) => j.nama);
    const forKepala: string[] = await names(`jabatan_id=${s.jabatan.kepala}`);
    assert.ok(
      !forKepala.includes('Kepala Cabang') && !forKepala.includes('Staf Umum'),
      `itself and its child left out: ${forKepala}`,
    );
    const forStaf: string[] = await names(`jabatan_id=${s.jabatan.staf}`);
    assert.ok(forStaf.includes('Kepala Cabang') && !forStaf.includes('Staf Umum'), `${forStaf}`);
    assert.ok(!forStaf.includes('Juru Tik'), 'a disabled position is no parent');
    assert.deepEqual(await names('search=kepala'), ['Kepala Cabang']);
    const staf = (await call(s.hr, 'GET', `/api/sdm/set/jabatan/x/parent?search=staf`)).json().data[0];
    assert.deepEqual([staf.nama, staf.parent_nama, staf.level_nama], ['Staf Umum', 'Kepala Cabang', 'Pelaksana']);
    assert.equal((await call(s.pegawaiOnly, 'GET', '/api/sdm/set/jabatan/x/parent')).statusCode, 403);
    assert.equal(
      (await call(s.hr, 'GET', '/api/sdm/set/jabatan/x/parent?jabatan_id=0')).statusCode,
      422,
      'schema problems are 422 with a message',
    );
  });

  test('the task-area register lists every position’s bidang tugas with its position, searchable', async () => {
    await call(s.hr, 'POST', '/api/sdm/bidang_tugas', { jabatan_id: s.jabatan.kepala, nama: 'Pemasaran Kredit' });
    await call(s.hr, 'POST', '/api/sdm/bidang_tugas', { jabatan_id: s.jabatan.staf, nama: 'Arsip' });
    const all = (await call(s.hr, 'GET', '/api/sdm/x/jabatan/x/bidang_tugas?per_page=100')).json();
    const pairs = all.data.map((b: { nama: string; jabatan: { nama: string } }) => [b.jabatan.nama, b.nama]);
    assert.ok(
      pairs.some(([j, b]: string[]) => j === 'Kepala Cabang' && b === 'Pemasaran Kredit'),
      JSON.stringify(pairs),
    );
    assert.ok(pairs.some(([j, b]: string[]) => j === 'Staf Umum' && b === 'Arsip'));
    assert.equal(all.total, pairs.length);
    const byPosition = (await call(s.admin, 'GET', '/api/sdm/x/jabatan/x/bidang_tugas?search=staf%20umum')).json();
    assert.deepEqual(
      byPosition.data.map((b: { nama: string }) => b.nama),
      ['Arsip'],
    );
    const beyond = (await call(s.hr, 'GET', '/api/sdm/x/jabatan/x/bidang_tugas?page=99')).json();
    assert.deepEqual([beyond.data.length, beyond.total], [0, all.total], 'a page past the end still tells the total');
    assert.equal((await call(s.pegawaiOnly, 'GET', '/api/sdm/x/jabatan/x/bidang_tugas')).statusCode, 403);
  });

  test('role 8 may read the register (parent/unit/label pages) but not change it on the index; plain employees are refused', async () => {
    assert.equal((await call(s.terbatas, 'GET', '/api/sdm/set/jabatan')).statusCode, 200);
    assert.equal((await call(s.terbatas, 'POST', '/api/sdm/set/jabatan', input())).statusCode, 403);
    assert.equal((await call(s.terbatas, 'DELETE', `/api/sdm/set/jabatan/${s.jabatan.lama}`)).statusCode, 403);
    assert.equal((await call(s.pegawaiOnly, 'GET', '/api/sdm/set/jabatan')).statusCode, 403);
    assert.equal((await call(s.pegawaiOnly, 'POST', '/api/sdm/set/jabatan', input())).statusCode, 403);
    assert.equal((await call(s.admin, 'GET', '/api/sdm/x/jabatan/x/invalid?event=index_invalid')).statusCode, 403);
  });
});
