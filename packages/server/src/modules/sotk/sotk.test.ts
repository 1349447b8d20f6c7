/**
 * SOTK: role rules, the registers (64), the structure reset job and its effect, the differences
 * on seeded staff, factual verification (store, 422, list) and its reset job; unknown ids 404.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('sotk', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const jabatan: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let operasional: number;

  before(async () => {
    t = await createTestApp();
    ids = await seedKantor(t.db);
    const rows = await t.db
      .insertInto('jabatan')
      .values([{ nama: 'Teller' }, { nama: 'Customer Service' }, { nama: 'Satpam' }])
      .returning(['id', 'nama'])
      .execute();
    for (const r of rows) jabatan[r.nama] = r.id;
    const staff = (nama: string, j: string, kantor = ids.dago, is_active = true) => ({
      nama,
      npp: String(30_000_000 + Math.floor(Math.random() * 1e6)),
      kantor_id: kantor,
      jabatan_id: jabatan[j],
      is_active,
    });
    await t.db
      .insertInto('pegawai')
      .values([
        staff('T1', 'Teller'),
        staff('T2', 'Teller', ids.dago, false),
        staff('C1', 'Customer Service'),
        staff('C2', 'Customer Service'),
        staff('C3', 'Customer Service'),
        staff('S1', 'Satpam'),
        staff('X1', 'Teller', ids.cimahi),
      ])
      .execute();
    operasional = (
      await t.db
        .selectFrom('sotk_bidang_tugas')
        .select('id')
        .where('nama', '=', 'Operasional')
        .executeTakeFirstOrThrow()
    ).id;
    const accounts = { pegawai: [10], sotk: [10, 64], hr: [10, 57], tanpa: [3] };
    Object.assign(tokens, tokensOf(await createAccounts(t, accounts)));
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(tokens[who]), payload });
    return { status: res.statusCode, body: res.json() };
  };
  const waitJob = (who: string, jobId: string) => pollJob(t, tokens[who], jobId);

  test('roles: reading 10, writing 1/57/64, registers 64 only', async () => {
    assert.equal((await call('tanpa', 'GET', '/api/general/sotk?event=index_diff')).status, 403);
    assert.equal((await call('pegawai', 'GET', '/api/general/sotk?event=index_diff')).status, 200);
    assert.equal(
      (await call('pegawai', 'POST', '/api/general/sotk', { action: 'storeResetStructure', kantor_id: ids.dago }))
        .status,
      403,
    );
    assert.equal((await call('hr', 'GET', '/api/general/sotk/jabatanGroup')).status, 403);
    assert.equal((await call('pegawai', 'GET', '/api/general/sotk/jabatanGroupStandard')).status, 403);
    assert.equal((await call('pegawai', 'GET', '/api/general/sotk?event=bogus')).body.message, 'Unsuccessful Event');
    assert.equal(
      (await call('hr', 'POST', '/api/general/sotk', { action: 'bogus' })).body.message,
      'Unsuccessful Action',
    );
  });

  test('registers: group and standards; duplicates 409, bad references 422, unknown 404', async () => {
    const group = await call('sotk', 'POST', '/api/general/sotk/jabatanGroup', {
      nama: 'Layanan',
      bidangtugas_id: operasional,
    });
    assert.deepEqual([group.status, group.body.message], [200, 'Jabatan Group created']);
    assert.equal(
      (await call('sotk', 'POST', '/api/general/sotk/jabatanGroup', { nama: 'layanan', bidangtugas_id: operasional }))
        .status,
      409,
    );
    const badGroup = await call('sotk', 'POST', '/api/general/sotk/jabatanGroup', { nama: 'X', bidangtugas_id: 999 });
    assert.deepEqual([badGroup.status, badGroup.body.errors.bidangtugas_id], [422, ['Bidang tugas tidak ditemukan']]);
    const groupId = group.body.data.id;
    for (const [nama, formasi] of [
      ['Teller', 3],
      ['Customer Service', 2],
    ] as const) {
      const res = await call('sotk', 'POST', '/api/general/sotk/jabatanGroupStandard', {
        jabatan_group_id: groupId,
        kantor_level_id: 6,
        jabatan_id: jabatan[nama],
        formasi,
      });
      assert.equal(res.body.message, 'Jabatan Group Standard created');
    }
    const dup = await call('sotk', 'POST', '/api/general/sotk/jabatanGroupStandard', {
      jabatan_group_id: groupId,
      kantor_level_id: 6,
      jabatan_id: jabatan.Teller,
      formasi: 1,
    });
    assert.equal(dup.status, 409);
    const negative = await call('sotk', 'POST', '/api/general/sotk/jabatanGroupStandard', {
      jabatan_group_id: groupId,
      kantor_level_id: 6,
      jabatan_id: jabatan.Satpam,
      formasi: -1,
    });
    assert.equal(negative.status, 422);
    const list = await call('sotk', 'GET', '/api/general/sotk/jabatanGroup');
    assert.deepEqual(
      [list.body.total, list.body.data[0].standard_count, list.body.data[0].bidangtugas],
      [1, 2, 'Operasional'],
    );
    const missing = await call('sotk', 'DELETE', '/api/general/sotk/jabatanGroup/999999');
    assert.deepEqual([missing.status, missing.body.message], [404, 'Grup jabatan tidak ditemukan']);
  });

  test('structure reset runs as a job and copies the standard of the office level', async () => {
    const missing = await call('hr', 'POST', '/api/general/sotk', { action: 'storeResetStructure', kantor_id: 999999 });
    assert.deepEqual([missing.status, missing.body.message], [404, 'Kantor tidak ditemukan']);
    const res = await call('hr', 'POST', '/api/general/sotk', { action: 'storeResetStructure', kantor_id: ids.dago });
    assert.deepEqual([res.status, res.body.message], [200, 'SOTK Reset By Kantor On Process']);
    const job = await waitJob('hr', res.body.data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.message, 'Struktur SOTK Dago disusun ulang: 2 jabatan');
    const structure = await call('pegawai', 'GET', `/api/general/sotk?event=index_structure&kantor_id=${ids.dago}`);
    assert.deepEqual(
      structure.body.data.map((r: { jabatan: string; formasi: number; kantor: string }) => [
        r.jabatan,
        r.formasi,
        r.kantor,
      ]),
      [
        ['Customer Service', 2, 'KCP Dago (KC Bandung)'],
        ['Teller', 3, 'KCP Dago (KC Bandung)'],
      ],
    );
  });

  test('differences: formasi against active staff, per office and per position', async () => {
    const diff = await call('pegawai', 'GET', '/api/general/sotk?event=index_diff');
    assert.equal(diff.body.total, 1);
    const dago = diff.body.data[0];
    // Teller 3 vs 1 (inactive T2 not counted) → 2 short; CS 2 vs 3 → 1 over; Satpam 0 vs 1 → 1 over.
    assert.deepEqual([dago.kantor_id, dago.formasi, dago.jumlah, dago.kurang, dago.lebih], [ids.dago, 5, 5, 2, 2]);
    const perPosition = await call('pegawai', 'GET', `/api/general/sotk?event=index_diff_kantor&kantor_id=${ids.dago}`);
    assert.deepEqual(
      perPosition.body.data.map((r: { jabatan: string; formasi: number; jumlah: number; selisih: number }) => [
        r.jabatan,
        r.formasi,
        r.jumlah,
        r.selisih,
      ]),
      [
        ['Customer Service', 2, 3, 1],
        ['Teller', 3, 1, -2],
        ['Satpam', 0, 1, 1],
      ],
    );
    const noKantor = await call('pegawai', 'GET', '/api/general/sotk?event=index_diff_kantor');
    assert.deepEqual([noKantor.status, noKantor.body.errors.kantor_id], [422, ['Kantor wajib dipilih']]);
  });

  test('diff filters by level; unknown office 404 on the per-office lists', async () => {
    assert.equal(
      (await call('pegawai', 'GET', '/api/general/sotk?event=index_diff&kantor_level_id[]=5')).body.total,
      0,
    );
    assert.equal(
      (await call('pegawai', 'GET', '/api/general/sotk?event=index_diff&kantor_level_id[]=6&search=dag')).body.total,
      1,
    );
    const missing = await call('pegawai', 'GET', '/api/general/sotk?event=index_structure&kantor_id=999999');
    assert.deepEqual([missing.status, missing.body.message], [404, 'Kantor tidak ditemukan']);
  });

  test('registers: edit and delete; deleting a group removes its standards', async () => {
    const groups = (await call('sotk', 'GET', '/api/general/sotk/jabatanGroup?search=lay')).body.data;
    const group = groups[0];
    const renamed = await call('sotk', 'PUT', `/api/general/sotk/jabatanGroup/${group.id}`, {
      nama: 'Layanan Nasabah',
      bidangtugas_id: operasional,
      keterangan: 'Front office',
    });
    assert.deepEqual([renamed.status, renamed.body.message], [200, 'Jabatan Group updated']);
    const standards = (
      await call('sotk', 'GET', `/api/general/sotk/jabatanGroupStandard?jabatan_group_id=${group.id}&kantor_level_id=6`)
    ).body;
    assert.equal(standards.total, 2);
    const teller = standards.data.find((r: { jabatan: string }) => r.jabatan === 'Teller');
    const edited = await call('sotk', 'PUT', `/api/general/sotk/jabatanGroupStandard/${teller.id}`, {
      jabatan_group_id: group.id,
      kantor_level_id: 6,
      jabatan_id: jabatan.Teller,
      formasi: 4,
    });
    assert.deepEqual([edited.status, edited.body.message], [200, 'Jabatan Group Standard updated']);
    const deleted = await call('sotk', 'DELETE', `/api/general/sotk/jabatanGroup/${group.id}`);
    assert.deepEqual([deleted.status, deleted.body.message], [200, 'Jabatan Group deleted']);
    assert.equal((await call('sotk', 'GET', '/api/general/sotk/jabatanGroupStandard')).body.total, 0);
    // The office keeps its structure until it is reset again.
    assert.equal(
      (await call('pegawai', 'GET', `/api/general/sotk?event=index_structure&kantor_id=${ids.dago}`)).body.total,
      2,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', 'like', 'sotk_jabatan_group%')
      .execute();
    assert.ok(audit.length >= 6);
  });

  test('factual verification: store (upsert), 422 on bad input, listed per bidang tugas, reset job', async () => {
    const body = {
      action: 'storeVerifikasiFaktual',
      kantor_id: ids.dago,
      tahun: 2026,
      bulan: 11,
      bidangtugas_id: operasional,
      status_id: 1,
    };
    assert.equal((await call('pegawai', 'POST', '/api/general/sotk', body)).status, 403);
    for (const [field, value] of [
      ['bulan', 13],
      ['status_id', 5],
      ['tahun', 'dua ribu'],
    ] as const) {
      const bad = await call('hr', 'POST', '/api/general/sotk', { ...body, [field]: value });
      assert.deepEqual([bad.status, Object.keys(bad.body.errors)], [422, [field]]);
    }
    const unknown = await call('hr', 'POST', '/api/general/sotk', { ...body, kantor_id: 999999, bidangtugas_id: 999 });
    assert.deepEqual(
      [unknown.status, unknown.body.errors.kantor_id, unknown.body.errors.bidangtugas_id],
      [422, ['Kantor tidak ditemukan'], ['Bidang tugas tidak ditemukan']],
    );
    assert.equal((await call('hr', 'POST', '/api/general/sotk', body)).body.message, 'SOTK Created');
    assert.equal(
      (await call('sotk', 'POST', '/api/general/sotk', { ...body, status_id: 2, keterangan: 'Kurang teller' })).body
        .message,
      'SOTK Created',
    );

    const list = await call(
      'pegawai',
      'GET',
      `/api/general/sotk?event=index_verifikasi_faktual&kantor_id=${ids.dago}&tahun=2026&bulan=11`,
    );
    assert.equal(list.body.data.length, 3);
    const row = list.body.data.find((r: { bidangtugas_id: number }) => r.bidangtugas_id === operasional);
    assert.deepEqual(
      [row.status_id, row.status, row.keterangan, row.user.name],
      [2, 'Tidak Sesuai', 'Kurang teller', 'sotk'],
    );
    assert.ok(row.verified_at && row.updated_at);
    assert.equal(list.body.data.filter((r: { status_id: number | null }) => r.status_id === null).length, 2);
    const other = await call(
      'pegawai',
      'GET',
      `/api/general/sotk?event=index_verifikasi_faktual&kantor_id=${ids.dago}&tahun=2026&bulan=10`,
    );
    assert.ok(other.body.data.every((r: { status_id: number | null }) => r.status_id === null));
    const noPeriod = await call('pegawai', 'GET', '/api/general/sotk?event=index_verifikasi_faktual');
    assert.deepEqual(Object.keys(noPeriod.body.errors).sort(), ['bulan', 'kantor_id', 'tahun']);

    const reset = await call('hr', 'POST', '/api/general/sotk', {
      action: 'storeResetVerifikasi',
      kantor_id: ids.dago,
      tahun: 2026,
      bulan: 11,
    });
    assert.deepEqual([reset.status, reset.body.message], [200, 'SOTK Reset Verifikasi By Kantor On Process']);
    const job = await waitJob('hr', reset.body.data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    const after = await call(
      'pegawai',
      'GET',
      `/api/general/sotk?event=index_verifikasi_faktual&kantor_id=${ids.dago}&tahun=2026&bulan=11`,
    );
    assert.ok(after.body.data.every((r: { status_id: number | null }) => r.status_id === null));
  });
});
