/**
 * Health declarations (/api/general/covid): status register, own declarations and duplicates,
 * pivot filters and scoping, HR approval (approved + approval_at), terkini, per-office summary,
 * letters (surat) upload/list/delete, and the 4xx answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CovidPivotRow } from '@portal/contracts';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const BASE = '/api/general/covid';

describe('covid declarations', () => {
  let t: StorageTestApp;
  const tokens: Record<string, string> = {};
  let kantor: Record<string, number>;
  const ids: Record<string, number> = {};

  const call = authorisedCaller(
    () => t.app,
    (who: string) => tokens[who],
  );
  const declare = async (who: string, payload: Record<string, unknown>) => {
    const res = await call(who, 'POST', BASE, payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ message: string; data: CovidPivotRow }>();
  };
  const pivot = async (who: string, query = '') =>
    (await call(who, 'GET', `${BASE}/x/pivot?${query}`)).json<{ data: CovidPivotRow[]; total: number }>();

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const [teller] = await t.db.insertInto('jabatan').values({ nama: 'Teller' }).returning('id').execute();
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller.id } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.surabaya } },
      sdm: { roles: [10, 57], pegawai: { nama: 'Sari SDM', kantor_id: kantor.pusat } },
      // An account without the employee gate (role 10) nor an HR role: the page's rule refuses it.
      tamu: { roles: [], pegawai: { nama: 'Tamu' } },
    });
    Object.assign(tokens, tokensOf(accounts));
    ids.ani1 = (await declare('ani', { tanggal: '2026-03-02', status_id: 1, type: 'wfo' })).data.id;
    ids.ani2 = (
      await declare('ani', { tanggal: '2026-03-05', status_id: 4, type: 'wfh', keterangan: 'Demam' })
    ).data.id;
    ids.budi = (await declare('budi', { tanggal: '2026-03-05', status_id: 1, type: 'wfo' })).data.id;
    ids.sdm = (await declare('sdm', { tanggal: '2026-04-01', status_id: 3, type: 'wfo' })).data.id;
  });
  after(() => t.close());

  test('every covid route refuses an account without role 10 or an HR role (403)', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/x/status`],
      ['GET', `${BASE}/x/pivot`],
      ['GET', `${BASE}/x/terkini`],
      ['GET', `${BASE}/x/surat?covid_id=${ids.ani1}`],
      ['DELETE', `${BASE}/${ids.ani1}`],
      ['DELETE', `${BASE}/x/surat/1`],
    ] as const) {
      assert.equal((await call('tamu', method, url)).statusCode, 403, `${method} ${url}`);
    }
  });

  test('status register with variants', async () => {
    const res = await call('ani', 'GET', `${BASE}/x/status`);
    assert.deepEqual(res.json().data[0], { id: 1, nama: 'Sehat', variant: 'success' });
    assert.equal(res.json().data.find((s: { id: number }) => s.id === 5).variant, 'danger');
  });

  test('a declaration carries status {id, nama, variant}; the same day twice is 409; bad input 422', async () => {
    const [row] = (await pivot('ani', 'sortby=tanggal')).data;
    assert.deepEqual(row.status, { id: 1, nama: 'Sehat', variant: 'success' });
    assert.equal(row.approval_at, null);
    const dup = await call('ani', 'POST', BASE, { tanggal: '2026-03-02', status_id: 2, type: 'wfo' });
    assert.deepEqual([dup.statusCode, dup.json().message], [409, 'Laporan kesehatan untuk tanggal ini sudah ada']);
    const badStatus = await call('ani', 'POST', BASE, { tanggal: '2026-03-03', status_id: 99, type: 'wfo' });
    assert.deepEqual(
      [badStatus.statusCode, badStatus.json().errors.status_id],
      [422, ['Status covid tidak ditemukan']],
    );
    assert.equal(
      (await call('ani', 'POST', BASE, { tanggal: '2026-03-03', status_id: 1, type: 'kantor' })).statusCode,
      422,
    );
  });

  test('employees see only their own; HR filters by every pivot filter', async () => {
    assert.deepEqual(
      (await pivot('ani', `pegawai_id=999&kantor_id=${kantor.surabaya}`)).total,
      0,
      'pinned to own rows',
    );
    assert.equal((await pivot('ani')).total, 2);
    assert.equal((await pivot('sdm')).total, 4);
    assert.deepEqual(
      (await pivot('sdm', 'tahun=2026&bulan=3&status_id=1&sortby=nama')).data.map((r) => r.pegawai.nama),
      ['Ani Lestari', 'Budi Santoso'],
    );
    assert.deepEqual(
      (await pivot('sdm', `kantor_id=${kantor.surabaya}`)).data.map((r) => r.id),
      [ids.budi],
    );
    assert.deepEqual(
      (await pivot('sdm', 'type=wfh')).data.map((r) => r.id),
      [ids.ani2],
    );
    assert.deepEqual((await pivot('sdm', 'jabatan_name=tell')).total, 2);
    assert.deepEqual(
      (await pivot('sdm', 'role_name=admin%20sdm')).data.map((r) => r.id),
      [ids.sdm],
    );
    assert.deepEqual(
      (await pivot('sdm', 'search=budi')).data.map((r) => r.id),
      [ids.budi],
    );
    assert.equal((await call('sdm', 'GET', `${BASE}/x/pivot?sortby=gaji`)).statusCode, 422);
  });

  test('HR approves (approval_at set), employees cannot; approved filter; approved rows are locked for the employee', async () => {
    assert.equal(
      (await call('ani', 'PUT', `${BASE}/${ids.ani1}`, { action: 'update_approval', approved: true })).statusCode,
      403,
    );
    const res = await call('sdm', 'PUT', `${BASE}/${ids.ani1}`, { action: 'update_approval', approved: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Covid approved');
    assert.ok(res.json().data.approval_at);
    assert.deepEqual(
      (await pivot('sdm', 'approved=true')).data.map((r) => r.id),
      [ids.ani1],
    );
    assert.equal((await pivot('sdm', 'approved=false')).total, 3);
    const locked = await call('ani', 'DELETE', `${BASE}/${ids.ani1}`);
    assert.equal(locked.statusCode, 409);
    const missing = await call('sdm', 'PUT', `${BASE}/99999`, { action: 'update_approval', approved: true });
    assert.deepEqual([missing.statusCode, missing.json().message], [404, 'Data covid tidak ditemukan']);
    assert.equal((await call('sdm', 'PUT', `${BASE}/${ids.ani1}`, { action: 'setujui' })).statusCode, 400);
    // Nobody approves their own declaration (issue #13), not even HR.
    const own = await call('sdm', 'PUT', `${BASE}/${ids.sdm}`, { action: 'update_approval', approved: true });
    assert.deepEqual([own.statusCode, own.json().message], [403, 'Anda tidak dapat menyetujui laporan Anda sendiri']);
    assert.equal(
      (await t.db.selectFrom('covid').select('approved').where('id', '=', ids.sdm).executeTakeFirstOrThrow()).approved,
      false,
    );
  });

  test('terkini answers the latest per employee; kantor summarises a day (HR only)', async () => {
    const latest = (await call('sdm', 'GET', `${BASE}/x/terkini`)).json<{ data: CovidPivotRow[] }>();
    assert.deepEqual(
      latest.data.map((r) => [r.pegawai.nama, r.tanggal]),
      [
        ['Ani Lestari', '2026-03-05'],
        ['Budi Santoso', '2026-03-05'],
        ['Sari SDM', '2026-04-01'],
      ],
    );
    assert.equal((await call('ani', 'GET', `${BASE}/x/kantor?tanggal=2026-03-05`)).statusCode, 403);
    const res = await call('sdm', 'GET', `${BASE}/x/kantor?tanggal=2026-03-05`);
    const bandung = res.json().data.find((r: { kantor: { id: number } }) => r.kantor.id === kantor.bandung);
    assert.deepEqual(bandung, {
      kantor: { id: kantor.bandung, nama: 'Bandung' },
      pegawai: 1,
      melapor: 1,
      per_status: [{ status_id: 4, jumlah: 1 }],
    });
  });

  test('letters: upload bytes, list with addresses, delete; others get 404', async () => {
    const url = `${BASE}/x/surat?covid_id=${ids.ani2}&name=surat-dokter.pdf`;
    const up = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens.ani), 'content-type': 'application/pdf' },
      payload: samplePdf('Surat dokter'),
    });
    assert.deepEqual([up.statusCode, up.json().message], [200, 'Surat created']);
    const exe = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens.ani), 'content-type': 'application/pdf' },
      payload: Buffer.from('MZ not a pdf at all'),
    });
    assert.equal(exe.statusCode, 422);
    const list = await call('ani', 'GET', `${BASE}/x/surat?covid_id=${ids.ani2}`);
    const [surat] = list.json().data;
    assert.equal(surat.name, 'surat-dokter.pdf');
    assert.match(surat.location, /^\/api\/storage\/local\//);
    assert.equal((await call('budi', 'GET', `${BASE}/x/surat?covid_id=${ids.ani2}`)).statusCode, 404);
    assert.equal((await call('budi', 'DELETE', `${BASE}/x/surat/${surat.id}`)).statusCode, 404);
    const del = await call('ani', 'DELETE', `${BASE}/x/surat/${surat.id}`);
    assert.deepEqual([del.statusCode, del.json().message], [200, 'Surat deleted']);
    assert.deepEqual((await call('sdm', 'GET', `${BASE}/x/surat?covid_id=${ids.ani2}`)).json().data, []);
  });
});
