/**
 * Funds targets on PostgreSQL: the upload (all rows or none: one bad row writes nothing and is
 * listed; exact decimal sums), bulk approval (status 1 Approved, success, approval time), disapproval,
 * reject and fraud answering the refreshed rows, the pivot and belum_upload views, scoping of the
 * list, unknown selectors, malformed input, and 403 for the wrong role on every write.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { pollJob, xlsxOf } from '../../../test/helpers/jabatan-seed.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';

const BASE = '/api/sdm/pegawai/link/target/dana';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('funds targets (/api/sdm/pegawai/link/target/dana)', () => {
  let t: StorageTestApp;
  let u: Record<'admin' | 'verif' | 'kpi' | 'dev' | 'ani' | 'budi' | 'terbatas', Account>;
  let kantor: Record<string, number>;

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      admin: [10, 50],
      verif: [10, 51],
      kpi: [10, 64],
      dev: [10, 63],
      ani: { roles: [10], pegawai: { nama: 'Ani Kontrak', npp: '60000001', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Kontrak', npp: '60000002', kantor_id: kantor.bogor } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Terbatas', npp: '60000003', kantor_id: kantor.bandung } },
    });
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const upload = (who: Account, q: string, body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/x/nominal?${q}`,
      headers: { ...bearer(who.token), 'content-type': XLSX },
      payload: body,
    });
  const count = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from target_dana`.execute(t.db)).rows[0]!.n;
  const uploads = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from target_dana_upload`.execute(t.db)).rows[0]!.n;
  const header = ['Rekening', 'NPP', 'Nominal'];
  let ids: number[] = [];

  test('upload: one bad row refuses the whole file and lists it; a good file is written with exact sums', async () => {
    const bad = await upload(
      u.admin,
      'event=store_upload&tahun=2026&bulan=3&type_id=1',
      await xlsxOf([header, ['1000000001', '60000001', '1000000.10'], ['1000000002', '60000002', '12.345']]),
    );
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(bad.json().errors.file, [
      'Baris 3, kolom Nominal: Nominal harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
    ]);
    assert.equal(await count(), 0);
    assert.equal(await uploads(), 0);

    const good = await upload(
      u.verif,
      'event=store_upload&tahun=2026&bulan=3&type_id=1',
      await xlsxOf([
        header,
        ['1000000001', '60000001', '1000000.10'],
        ['1000000002', 60000002, '0.20'],
        ['1000000003', '60000002', '2500000,5'],
      ]),
    );
    assert.equal(good.statusCode, 200, good.body);
    assert.equal(good.json().message, 'Upload File Target Berhasil');
    assert.deepEqual([good.json().data.row_count, good.json().data.total], [3, '3500000.80']);
    const list = (await call(u.admin, 'GET', `${BASE}?tahun=2026&bulan=3`)).json();
    assert.equal(list.total, 3);
    assert.equal(list.total_nominal, '3500000.80');
    assert.ok(list.data.every((r: { status: { id: number } }) => r.status.id === 0));
    ids = list.data.map((r: { id: number }) => r.id);
  });

  test('bulk approval sets status 1 Approved (success) with the approval time', async () => {
    const res = await call(u.kpi, 'POST', BASE, { event: 'store_approval_massal', ids: ids.slice(0, 2) });
    assert.equal(res.statusCode, 200, res.body);
    for (const row of res.json().data) {
      assert.equal(row.status_id, 1);
      assert.deepEqual(row.status, { id: 1, nama: 'Approved', variant: 'success' });
      assert.ok(Date.now() - Date.parse(row.approval_at) < 60_000, row.approval_at);
    }
    // An unknown id among them changes nothing.
    const unknown = await call(u.kpi, 'POST', BASE, { event: 'store_approval_massal', ids: [ids[2], 999999] });
    assert.equal(unknown.statusCode, 404);
    const third = (await call(u.admin, 'GET', `${BASE}?tahun=2026&bulan=3&status_id=0`)).json();
    assert.deepEqual(
      third.data.map((r: { id: number }) => r.id),
      [ids[2]],
    );
    // An approved account of the period cannot be uploaded again.
    const again = await upload(
      u.admin,
      'event=store_upload&tahun=2026&bulan=3&type_id=1',
      await xlsxOf([header, [third.data[0] ? '1000000009' : '', '60000001', '5'], ['1000000001', '60000001', '5']]),
    );
    assert.equal(again.statusCode, 422);
    assert.match(again.json().errors.file[0], /Baris 3, kolom Rekening: .*Approved/);
  });

  test('disapproval, reject and fraud answer the refreshed rows', async () => {
    const dis = await call(u.admin, 'POST', BASE, { event: 'store_disapproval', id: ids[0] });
    assert.equal(dis.statusCode, 200, dis.body);
    assert.deepEqual([dis.json().data[0].status_id, dis.json().data[0].approval_at], [0, null]);
    const rej = await call(u.admin, 'POST', BASE, { event: 'store_reject', id: ids[0], note: 'Rekening salah' });
    assert.deepEqual([rej.json().data[0].status.nama, rej.json().data[0].note], ['Rejected', 'Rekening salah']);
    const fraud = await call(u.dev, 'POST', BASE, { action: 'store_fraud', id: ids[1] });
    assert.equal(fraud.statusCode, 200, fraud.body);
    assert.equal(fraud.json().message, 'Set Rekening Fraud Berhasil');
    assert.deepEqual(
      fraud.json().data.map((r: { id: number; is_fraud: boolean }) => [r.id, r.is_fraud]),
      [[ids[1], true]],
    );
    const saldo = (await call(u.dev, 'GET', `${BASE}?event=index_cek_saldo&tahun=2026`)).json();
    assert.equal(saldo.data.filter((r: { is_fraud: boolean }) => r.is_fraud).length, 1);
    const cek = (await call(u.kpi, 'GET', `${BASE}?event=index_cek_target&tahun=2026&bulan=3`)).json();
    assert.equal(cek.total, 2);
  });

  test('pivot, belum_upload and own-row scoping', async () => {
    const pivot = (await call(u.admin, 'GET', `${BASE}?event=index_pivot&tahun=2026`)).json();
    const bogor = pivot.data.find((r: { kantor_id: number }) => r.kantor_id === kantor.bogor);
    assert.deepEqual(bogor.bulan, { 3: '2500000.70' });
    const belum = (await call(u.ani, 'GET', `${BASE}?event=index_belum_upload&tahun=2026&bulan=4`)).json();
    assert.ok(belum.data.some((r: { kantor_id: number }) => r.kantor_id === kantor.bandung));
    const own = (await call(u.ani, 'GET', `${BASE}?tahun=2026`)).json();
    assert.deepEqual(
      own.data.map((r: { pegawai: { nama: string } }) => r.pegawai.nama),
      ['Ani Kontrak'],
    );
    assert.equal((await call(u.terbatas, 'GET', BASE)).statusCode, 403);
    assert.equal((await call(u.ani, 'GET', `${BASE}?event=index_cek_saldo`)).statusCode, 403);
    assert.equal((await call(u.verif, 'GET', `${BASE}?event=index_cek_target`)).statusCode, 403);
  });

  test('unknown selectors and malformed input: 4xx, nothing changed', async () => {
    const before = await count();
    const ev = await call(u.admin, 'POST', BASE, { event: 'store_nope', id: ids[0] });
    assert.deepEqual([ev.statusCode, ev.json().message], [400, 'Unsuccessful Event']);
    const ac = await call(u.admin, 'POST', BASE, { action: 'store_nope', id: ids[0] });
    assert.deepEqual([ac.statusCode, ac.json().message], [400, 'Unsuccessful Action']);
    const get = await call(u.admin, 'GET', `${BASE}?event=index_nope`);
    assert.deepEqual([get.statusCode, get.json().message], [400, 'Unsuccessful Event']);
    const up = await upload(u.admin, 'event=store_nope&tahun=2026&bulan=3&type_id=1', await xlsxOf([header]));
    assert.deepEqual([up.statusCode, up.json().message], [400, 'Unsuccessful Event']);
    for (const body of [
      { event: 'store_approval_massal' },
      { event: 'store_approval_massal', ids: [] },
      { event: 'store_approval_massal', ids: ['x'] },
      { event: 'store_reject', id: ids[2], note: 'x'.repeat(256) },
      { event: 'store_reject', id: ids[2], note: 'a\u0000b' },
      { event: 'store_disapproval', id: -1 },
    ])
      assert.ok((await call(u.admin, 'POST', BASE, body)).statusCode < 500);
    for (const rows of [
      [header, ['1000000005', '60000001', '-5']],
      [header, ['1000000005', '60000001', '1e5']],
      [header, ['1000000005', '60000001', 'abc']],
      [header, ['12AB', '60000001', '5']],
      [header, ['1000000005', '99999999', '5']],
      [header, ['1000000005', '60000001', '5'], ['1000000005', '60000002', '5']],
    ]) {
      const res = await upload(u.admin, 'event=store_upload&tahun=2026&bulan=5&type_id=1', await xlsxOf(rows));
      assert.equal(res.statusCode, 422, res.body);
    }
    assert.equal(
      (await upload(u.admin, 'event=store_upload&tahun=2026&bulan=5&type_id=99', await xlsxOf([header]))).statusCode,
      422,
    );
    const untouched = (await call(u.admin, 'GET', `${BASE}?tahun=2026&bulan=3&status_id=0`)).json();
    assert.deepEqual(
      untouched.data.map((r: { id: number }) => r.id),
      [ids[2]],
    );
    assert.equal(await count(), before);
  });

  test('wrong role: 403 on every write; export for 64', async () => {
    const xlsx = await xlsxOf([header, ['1000000007', '60000001', '5']]);
    for (const who of [u.ani, u.dev]) {
      assert.equal((await upload(who, 'event=store_upload&tahun=2026&bulan=6&type_id=1', xlsx)).statusCode, 403);
    }
    for (const who of [u.ani, u.verif, u.dev]) {
      for (const body of [
        { event: 'store_approval_massal', ids: [ids[2]] },
        { event: 'store_disapproval', id: ids[2] },
        { event: 'store_reject', id: ids[2] },
      ])
        assert.equal((await call(who, 'POST', BASE, body)).statusCode, 403, `${JSON.stringify(body)}`);
    }
    assert.equal((await call(u.ani, 'POST', BASE, { action: 'store_fraud', id: ids[2] })).statusCode, 403);
    for (const who of [u.admin, u.dev, u.ani])
      assert.equal((await call(who, 'POST', `${BASE}/x/export`)).statusCode, 403);
    const exp = await call(u.kpi, 'POST', `${BASE}/x/export`);
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal((await pollJob(t, u.kpi.token, exp.json().data.job_id)).status, 'done');
    assert.equal((await call(u.ani, 'GET', `${BASE}/x/type`)).json().data.length, 3);
  });
});
