/**
 * Terminations on PostgreSQL: the register (search, filters, paging, sort), create/update/delete
 * with their messages and 4xx, decree files, export, the types, the role rules (57 not 8; 403 for
 * others), and the rule of ADR 0047: a termination ends the active status on its date — out of the
 * employee list and selectors, refused at check-in, passed over by the approval chain — and not
 * before it; a future date applies when it comes (the scheduled job), undoing it restores the status.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { resolveSuperiorUserIds } from '../../platform/approval/resolvers.js';
import { BANDUNG, seedCheckInKantor } from '../../../test/helpers/absen-seed.js';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createJabatanChain, createUser } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { applyDueTerminations } from './public.js';

const PATH = '/api/sdm/pegawai/x/phk';
const TYPE_PATH = '/api/sdm/pegawai/x/phk/x/type';
const PASSWORD = 'Rahasia#2026';
/** Seeded by migration 0048. */
const TYPE = { pensiun: 1, mengundurkanDiri: 3 };

const day = (offset: number) => DateTime.now().setZone('Asia/Jakarta').plus({ days: offset }).toISODate()!;

interface Row {
  id: number;
  pegawai_id: number;
  nama: string;
  kategori: { nama: string };
  tahun: number;
  penyelenggara: string | null;
  tanggal: string;
  is_effective: boolean;
  file_count: number;
}

describe('terminations (/api/sdm/pegawai/x/phk)', () => {
  let t: StorageTestApp;
  const tok: Record<string, string> = {};
  const peg: Record<string, number> = {};
  const user: Record<string, number> = {};

  before(async () => {
    t = await createStorageTestApp();
    const kantor = await seedCheckInKantor(t.db);
    const [pemimpin, staf] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Staf Operasional']);
    const accounts: [string, number[], { nama: string; npp: string; jabatan_id?: number } | undefined][] = [
      ['hr', [10, 57], undefined],
      ['terbatas', [8, 10, 57], undefined],
      ['ani', [10], { nama: 'Ani Lestari', npp: '40000001', jabatan_id: staf }],
      ['budi', [10], { nama: 'Budi Santoso', npp: '40000002', jabatan_id: pemimpin }],
      ['citra', [10], { nama: 'Citra Dewi', npp: '40000003', jabatan_id: staf }],
      ['dedi', [10], { nama: 'Dedi Kurnia', npp: '40000004', jabatan_id: staf }],
    ];
    for (const [name, roles, pegawai] of accounts) {
      const u = await createUser(t.db, {
        name,
        password: PASSWORD,
        roles,
        pegawai: pegawai && { ...pegawai, kantor_id: kantor.bandung },
      });
      user[name] = u.id;
      if (u.pegawaiId) peg[name] = u.pegawaiId;
      tok[name] = await loginToken(t, name);
    }
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const rows = async (query = '') => {
    const res = await call(tok.hr, 'GET', `${PATH}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: Row[]; total: number; last_page: number };
  };
  const isActive = async (pegawaiId: number) =>
    (await t.db.selectFrom('pegawai').select('is_active').where('id', '=', pegawaiId).executeTakeFirstOrThrow())
      .is_active;
  const listed = async (search: string) => {
    const res = await call(tok.hr, 'GET', `/api/sdm/pegawai?search=${encodeURIComponent(search)}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { nama: string }[]).map((p) => p.nama);
  };
  const allListed = async () => {
    const res = await call(tok.hr, 'GET', '/api/sdm/pegawai?per_page=100');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { nama: string }[]).map((p) => p.nama);
  };
  const options = async (search: string) => {
    const res = await call(tok.hr, 'GET', `/api/sdm/pegawai?event=options&search=${encodeURIComponent(search)}`);
    assert.equal(res.statusCode, 200, res.body);
    return JSON.stringify(res.json());
  };
  const checkIn = (who: string, jenis: 'masuk' | 'pulang') =>
    call(tok[who], 'POST', '/api/absen', { jenis, ...BANDUNG, accuracy: 10 });

  test('a termination dated in the future ends nothing until its date; then the job ends it', async () => {
    const created = await call(tok.hr, 'POST', PATH, {
      pegawai_id: peg.citra,
      type_id: TYPE.mengundurkanDiri,
      tanggal: day(1),
      penyelenggara: 'Direksi',
      nomor_sk: 'SK/PHK/001',
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'PHK created');
    assert.equal(created.json().data.is_effective, false);
    const id = created.json().data.id as number;

    // Before the date: active, listed, offered by the selectors, may check in.
    assert.equal(await isActive(peg.citra), true);
    assert.deepEqual(await listed('Citra'), ['Citra Dewi']);
    assert.match(await options('Citra'), /Citra Dewi/);
    assert.equal((await checkIn('citra', 'masuk')).statusCode, 200);
    assert.equal(await applyDueTerminations(t.db), 0, 'nothing is due today');
    assert.equal(await isActive(peg.citra), true);

    // The date comes (the portal's today reaches it): the scheduled job applies it.
    await t.db
      .updateTable('pegawai_phk')
      .set({ tanggal: day(0) })
      .where('id', '=', id)
      .execute();
    assert.equal(await applyDueTerminations(t.db), 1);
    assert.equal(await applyDueTerminations(t.db), 0, 'applied once');
    assert.equal(await isActive(peg.citra), false);
    assert.deepEqual(await listed('Citra'), []);
    assert.ok(!(await allListed()).includes('Citra Dewi'));
    assert.doesNotMatch(await options('Citra'), /Citra Dewi/);
    const refused = await checkIn('citra', 'pulang');
    assert.equal(refused.statusCode, 422, refused.body);
    // History kept: the record, the employee row and the earlier check-in stay.
    assert.equal((await rows(`?pegawai_id=${peg.citra}`)).data[0].is_effective, true);
    const absen = await t.db.selectFrom('absen').select('id').where('pegawai_id', '=', peg.citra).execute();
    assert.equal(absen.length, 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'pegawai')
      .where('entity_id', '=', String(peg.citra))
      .execute();
    assert.equal(audit.length, 1, 'the change of status is audited');
  });

  test('dated today: out of the lists and the approval chain at once; deleting it brings the employee back', async () => {
    assert.deepEqual(await resolveSuperiorUserIds(t.db, peg.ani), [user.budi], 'budi is ani’s superior');
    const created = await call(tok.hr, 'POST', PATH, {
      pegawai_id: peg.budi,
      type_id: TYPE.pensiun,
      tanggal: day(0),
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.is_effective, true);
    assert.equal(await isActive(peg.budi), false);
    assert.deepEqual(await listed('Budi'), []);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, peg.ani), [], 'the chain passes over budi');

    // Moved to a later date: active again until then.
    const id = created.json().data.id as number;
    const moved = await call(tok.hr, 'PUT', `${PATH}/${id}`, { type_id: TYPE.pensiun, tanggal: day(30) });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().message, 'PHK updated');
    assert.equal(await isActive(peg.budi), true);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, peg.ani), [user.budi]);

    // Back to today, then deleted: the employee is active again, and a deleted termination leaves no trace in the list.
    await call(tok.hr, 'PUT', `${PATH}/${id}`, { type_id: TYPE.pensiun, tanggal: day(-1) });
    assert.equal(await isActive(peg.budi), false);
    const deleted = await call(tok.hr, 'DELETE', `${PATH}/${id}`);
    assert.equal(deleted.json().message, 'PHK deleted');
    assert.equal(await isActive(peg.budi), true);
    assert.deepEqual(await listed('Budi'), ['Budi Santoso']);
    assert.equal((await call(tok.hr, 'GET', `${PATH}/${id}`)).statusCode, 404);
  });

  test('an employee already inactive stays inactive when the termination is deleted', async () => {
    await t.db.updateTable('pegawai').set({ is_active: false }).where('id', '=', peg.dedi).execute();
    const created = await call(tok.hr, 'POST', PATH, { pegawai_id: peg.dedi, type_id: 4, tanggal: '2020-05-01' });
    assert.equal(created.statusCode, 200, created.body);
    await call(tok.hr, 'DELETE', `${PATH}/${created.json().data.id}`);
    assert.equal(await isActive(peg.dedi), false);
    await t.db.updateTable('pegawai').set({ is_active: true }).where('id', '=', peg.dedi).execute();
  });

  test('the register: row shape, search, filters, sort, paging; bad input is 4xx', async () => {
    await call(tok.hr, 'POST', PATH, {
      pegawai_id: peg.dedi,
      type_id: TYPE.pensiun,
      tanggal: '2021-03-31',
      penyelenggara: 'Divisi SDM',
    });
    const all = await rows();
    assert.equal(all.total, 2);
    assert.deepEqual(
      all.data.map((r) => [r.nama, r.kategori.nama, r.tahun, r.penyelenggara]),
      [
        ['Citra Dewi', 'Mengundurkan Diri', Number(day(0).slice(0, 4)), 'Direksi'],
        ['Dedi Kurnia', 'Pensiun Normal', 2021, 'Divisi SDM'],
      ],
      'newest date first',
    );
    assert.deepEqual(
      (await rows('?search=direksi')).data.map((r) => r.nama),
      ['Citra Dewi'],
    );
    assert.deepEqual(
      (await rows(`?type_id=${TYPE.pensiun}`)).data.map((r) => r.nama),
      ['Dedi Kurnia'],
    );
    assert.deepEqual(
      (await rows('?tahun=2021')).data.map((r) => r.nama),
      ['Dedi Kurnia'],
    );
    assert.equal((await rows('?kantor_id=999999')).total, 0);
    assert.equal((await rows('?status=akan')).total, 0);
    assert.deepEqual(
      (await rows('?sortby=nama')).data.map((r) => r.nama),
      ['Citra Dewi', 'Dedi Kurnia'],
    );
    const page2 = await rows('?per_page=1&page=2&sortbydesc=nama');
    assert.deepEqual([page2.data.map((r) => r.nama), page2.total, page2.last_page], [['Citra Dewi'], 2, 2]);

    const bad = await call(tok.hr, 'POST', PATH, { pegawai_id: peg.ani, type_id: 999, tanggal: '2026-02-30' });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['tanggal', 'type_id']);
    const twice = await call(tok.hr, 'POST', PATH, { pegawai_id: peg.dedi, type_id: 1, tanggal: '2022-01-01' });
    assert.equal(twice.statusCode, 422);
    assert.deepEqual(twice.json().errors.pegawai_id, ['Pegawai ini sudah memiliki data PHK']);
    const nobody = await call(tok.hr, 'POST', PATH, { pegawai_id: 999999, type_id: 1, tanggal: '2022-01-01' });
    assert.equal(nobody.statusCode, 422);
    assert.equal((await call(tok.hr, 'POST', PATH, { pegawai_id: 'x', type_id: 1, tanggal: '' })).statusCode, 422);
    assert.equal((await call(tok.hr, 'GET', `${PATH}?event=nope`)).json().message, 'Unsuccessful Event');
    assert.equal((await call(tok.hr, 'GET', `${PATH}?sortby=gaji`)).statusCode, 422);
    assert.equal((await call(tok.hr, 'PUT', `${PATH}/999999`, { type_id: 1, tanggal: '2022-01-01' })).statusCode, 404);
  });

  test('decree files and the export', async () => {
    const row = (await rows('?search=Dedi')).data[0];
    const upload = await call(tok.hr, 'POST', `${PATH}/${row.id}/x/file`, {
      name: 'sk-phk.pdf',
      content_base64: samplePdf().toString('base64'),
    });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.equal(upload.json().message, 'Attachment Updated');
    assert.equal((await rows('?search=Dedi')).data[0].file_count, 1);
    const fileId = upload.json().data[0].id;
    const bad = await call(tok.hr, 'POST', `${PATH}/${row.id}/x/file`, { name: 'x.pdf', content_base64: 'bukan' });
    assert.equal(bad.statusCode, 422);
    assert.equal((await call(tok.hr, 'DELETE', `${PATH}/${row.id}/x/file/${fileId}`)).statusCode, 200);
    assert.equal((await call(tok.hr, 'DELETE', `${PATH}/${row.id}/x/file/${fileId}`)).statusCode, 404);
    // A record that does not exist: 404 with the register's message, nothing stored.
    const filesBefore = await t.db.selectFrom('files').select('id').execute();
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { name: 'sk.pdf', content_base64: samplePdf().toString('base64') }],
    ] as const) {
      const missing = await call(tok.hr, method, `${PATH}/999999/x/file`, body);
      assert.equal(missing.statusCode, 404, `${method} ${missing.body}`);
    }
    assert.equal((await t.db.selectFrom('files').select('id').execute()).length, filesBefore.length);

    const exp = await call(tok.hr, 'POST', `${PATH}/x/export`);
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal(exp.json().message, 'Export data phk created, menunggu proses selesai.');
    const job = await pollJob(t, tok.hr, exp.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
  });

  test('types: listed, created, renamed; 409 on duplicates and in use', async () => {
    const list = (await call(tok.hr, 'GET', TYPE_PATH)).json().data as { nama: string; jumlah: number }[];
    assert.ok(list.some((r) => r.nama === 'Pensiun Normal' && r.jumlah === 1));
    const created = await call(tok.hr, 'POST', TYPE_PATH, { nama: 'Alih Daya' });
    assert.equal(created.json().message, 'Jenis PHK created');
    const id = created.json().data.id;
    assert.equal((await call(tok.hr, 'POST', TYPE_PATH, { nama: 'alih daya' })).statusCode, 409);
    assert.equal((await call(tok.hr, 'POST', TYPE_PATH, { nama: ' ' })).statusCode, 422);
    assert.equal(
      (await call(tok.hr, 'PUT', `${TYPE_PATH}/${id}`, { nama: 'Alih Status' })).json().message,
      'Jenis PHK updated',
    );
    assert.equal((await call(tok.hr, 'DELETE', `${TYPE_PATH}/${TYPE.pensiun}`)).statusCode, 409);
    assert.equal((await call(tok.hr, 'DELETE', `${TYPE_PATH}/${id}`)).json().message, 'Jenis PHK deleted');
  });

  test('roles: only HR (57, not 8); an employee and role 8 get 403 and change nothing', async () => {
    for (const who of ['ani', 'terbatas']) {
      assert.equal((await call(tok[who], 'GET', PATH)).statusCode, 403, who);
      assert.equal((await call(tok[who], 'POST', `${PATH}/x/export`)).statusCode, 403, who);
      const write = await call(tok[who], 'POST', PATH, { pegawai_id: peg.ani, type_id: 1, tanggal: day(0) });
      assert.equal(write.statusCode, 403, who);
      assert.equal((await call(tok[who], 'POST', TYPE_PATH, { nama: 'Coba' })).statusCode, 403, who);
    }
    assert.equal((await call(tok.ani, 'GET', TYPE_PATH)).statusCode, 403);
    assert.equal((await call(tok.terbatas, 'GET', TYPE_PATH)).statusCode, 200, 'the types are 57');
    assert.equal(await isActive(peg.ani), true);
  });
});
