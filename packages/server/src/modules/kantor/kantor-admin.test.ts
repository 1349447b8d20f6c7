/** Office pages: roles per route, tree, map, parents, employees of an office, modance report, create/edit, export job. */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('kantor pages', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let dataDir: string;
  const tokens: Record<string, string> = {};

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-kantor-'));
    t = await createTestApp({ config: { dataDir, mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' } });
    ids = await seedKantor(t.db);
    await t.db.updateTable('kantor').set({ latitude: null, longitude: null }).where('id', '=', ids.bogor).execute();
    await t.db.updateTable('kantor').set({ is_parent: true }).where('id', '=', ids.pusat).execute();
    const [teller] = await t.db
      .insertInto('jabatan')
      .values([{ nama: 'Teller' }])
      .returning('id')
      .execute();
    await t.db
      .insertInto('pegawai')
      .values([
        { nama: 'Ani', npp: '20000001', kantor_id: ids.dago, jabatan_id: teller.id },
        { nama: 'Budi', npp: '00000000', kantor_id: ids.dago, jabatan_id: teller.id },
        { nama: 'Citra', npp: '20000003', kantor_id: ids.dago, is_active: false },
        { nama: 'Dedi', npp: '20000004', kantor_id: ids.bogor },
      ])
      .execute();
    const accounts = { pegawai: [10], terbatas: [8, 10], admin: [1], hr: [57], tanpa: [3], sdm: [10, 57] };
    Object.assign(tokens, tokensOf(await createAccounts(t, accounts)));
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(tokens[who]), payload });
    return { status: res.statusCode, body: res.json() };
  };

  test('reading pages need role 10; parent refuses role 8; modance report needs role 1', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/kantor/x/tree' })).statusCode, 401);
    assert.equal((await call('tanpa', 'GET', '/api/general/kantor/x/tree')).status, 403);
    assert.equal((await call('tanpa', 'GET', '/api/general/kantor/x/maps')).status, 403);
    assert.equal((await call('terbatas', 'GET', '/api/general/kantor/x/parent')).status, 403);
    assert.equal((await call('pegawai', 'GET', '/api/general/kantor/x/parent')).status, 200);
    const refused = await call('pegawai', 'GET', '/api/general/kantor/x/modance?event=indexReportModanceKantor');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Anda tidak memiliki akses ke halaman ini');
    assert.equal(
      (await call('admin', 'GET', '/api/general/kantor/x/modance?event=indexReportModanceKantor')).status,
      200,
    );
    assert.equal(
      (await call('admin', 'GET', '/api/general/kantor/x/modance?event=bogus')).body.message,
      'Unsuccessful Event',
    );
  });

  test('the map tile address reaches the browser through /portal-config.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal-config.json' });
    assert.equal(res.json().mapTileUrl, 'https://tiles.example.test/{z}/{x}/{y}.png');
  });

  test('related lists: modance, jenis, attribute as id/nama options', async () => {
    const modance = await call('pegawai', 'GET', '/api/general/kantor/x/modance');
    assert.deepEqual(
      modance.body.data.map((m: { nama: string }) => m.nama),
      ['Reguler 5 Hari', 'Reguler 6 Hari', 'Shift', 'Fleksibel'],
    );
    assert.equal((await call('pegawai', 'GET', '/api/general/kantor/x/jenis')).body.data.length, 3);
    const attribute = await call('pegawai', 'GET', '/api/general/kantor/x/attribute');
    assert.ok(attribute.body.data.some((a: { nama: string }) => a.nama === 'Kantor Absen'));
  });

  test('tree: every live office with its parent; levels 5-9 named with their parent', async () => {
    const { body } = await call('pegawai', 'GET', '/api/general/kantor/x/tree');
    assert.equal(body.data.length, 9);
    const dago = body.data.find((k: { id: number }) => k.id === ids.dago);
    assert.deepEqual([dago.parent_id, dago.display_name], [ids.bandung, 'KCP Dago (KC Bandung)']);
    assert.equal(body.data.find((k: { id: number }) => k.id === ids.pusat).display_name, 'Kantor Pusat');
  });

  test('maps: only offices with coordinates', async () => {
    const { body } = await call('pegawai', 'GET', '/api/general/kantor/x/maps');
    assert.equal(body.data.length, 8);
    assert.ok(!body.data.some((k: { id: number }) => k.id === ids.bogor));
    assert.equal(body.data[0].latitude, -6.9);
  });

  test('parents: flagged or actually used as parent, with child counts', async () => {
    const { body } = await call('pegawai', 'GET', '/api/general/kantor/x/parent');
    const byId = new Map(body.data.map((k: { id: number }) => [k.id, k]));
    assert.deepEqual([...byId.keys()].sort(), [ids.pusat, ids.wilBarat, ids.wilTimur, ids.bandung].sort());
    assert.equal((byId.get(ids.bandung) as { children_count: number }).children_count, 2);
    // The deleted 'Bandung Lama' does not count under Wilayah Barat.
    assert.equal((byId.get(ids.wilBarat) as { children_count: number }).children_count, 2);
  });

  test('employees of an office: active only, npp placeholder hidden, search, unknown office 404', async () => {
    const { body } = await call('sdm', 'GET', `/api/general/kantor/${ids.dago}/x/pegawai`);
    assert.deepEqual(
      body.data.map((p: { nama: string; npp: string | null }) => [p.nama, p.npp]),
      [
        ['Ani', '20000001'],
        ['Budi', null],
      ],
    );
    assert.equal(body.total, 2);
    assert.equal((await call('pegawai', 'GET', `/api/general/kantor/${ids.dago}/x/pegawai?search=bud`)).body.total, 1);
    assert.equal((await call('sdm', 'GET', `/api/general/kantor/${ids.dago}/x/pegawai?search=2000000`)).body.total, 1);
    // An ordinary employee sees no NPP and cannot search by one (issue #13).
    const plain = await call('pegawai', 'GET', `/api/general/kantor/${ids.dago}/x/pegawai`);
    assert.deepEqual(
      plain.body.data.map((p: { nama: string; npp: string | null }) => [p.nama, p.npp]),
      [
        ['Ani', null],
        ['Budi', null],
      ],
    );
    assert.equal(
      (await call('pegawai', 'GET', `/api/general/kantor/${ids.dago}/x/pegawai?search=2000000`)).body.total,
      0,
    );
    const missing = await call('pegawai', 'GET', '/api/general/kantor/999999/x/pegawai');
    assert.deepEqual([missing.status, missing.body.message], [404, 'Kantor tidak ditemukan']);
  });

  test('list filters by kelas and parent', async () => {
    const { body } = await call('pegawai', 'GET', `/api/general/kantor?parent_id=${ids.bandung}`);
    assert.deepEqual(body.data.map((k: { nama: string }) => k.nama).sort(), ['Cimahi 100%_x', 'Dago']);
    const kelas = await t.db.selectFrom('kantor_kelas').select('id').where('nama', '=', 'KC').executeTakeFirstOrThrow();
    assert.equal((await call('pegawai', 'GET', `/api/general/kantor?kelas_id=${kelas.id}`)).body.total, 3);
  });

  test('create and edit: admins only, 422 on bad references, 409 on a taken code, no loops', async () => {
    const input = {
      nama: 'Sukajadi',
      kode: '101-03',
      kantor_level_id: 7,
      parent_id: ids.bandung,
      modance_id: 3,
      latitude: -6.88,
      longitude: 107.59,
    };
    assert.equal((await call('pegawai', 'POST', '/api/general/kantor', input)).status, 403);
    const bad = await call('admin', 'POST', '/api/general/kantor', {
      ...input,
      parent_id: 999999,
      modance_id: 99,
      latitude: -6.8,
      longitude: null,
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['latitude', 'modance_id', 'parent_id']);
    assert.equal(bad.body.errors.parent_id[0], 'Kantor induk (parent) tidak ditemukan');
    assert.equal((await call('admin', 'POST', '/api/general/kantor', { ...input, kode: '101' })).status, 409);
    const created = await call('hr', 'POST', '/api/general/kantor', input);
    assert.deepEqual([created.status, created.body.message], [200, 'Kantor created']);
    const id = created.body.data.id;
    const report = await call(
      'admin',
      'GET',
      '/api/general/kantor/x/modance?event=indexReportModanceKantor&modance_id=3',
    );
    assert.deepEqual(
      report.body.data.map((k: { display_name: string }) => k.display_name),
      ['Sukajadi (KC Bandung)'],
    );
    assert.ok(
      report.body.summary.some(
        (s: { modance: string; kantor_count: number }) => s.modance === 'Shift' && s.kantor_count === 1,
      ),
    );

    const loop = await call('admin', 'PUT', `/api/general/kantor/${ids.bandung}`, {
      nama: 'Bandung',
      kantor_level_id: 5,
      parent_id: ids.dago,
    });
    assert.equal(loop.status, 422);
    assert.ok(loop.body.errors.parent_id);
    const edited = await call('admin', 'PUT', `/api/general/kantor/${id}`, {
      ...input,
      nama: 'Sukajadi Baru',
      modance_id: null,
    });
    assert.deepEqual([edited.status, edited.body.message], [200, 'Kantor updated']);
    assert.deepEqual((await call('pegawai', 'GET', `/api/general/kantor/${id}/x/setting`)).body.data, {
      kelas_id: null,
      kantor_induk_id: null,
      alamat: null,
      jenis_id: null,
      modance_id: null,
    });
    assert.equal(
      (await call('admin', 'PUT', '/api/general/kantor/999999', input)).body.message,
      'Kantor tidak ditemukan',
    );
    const audit = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'kantor').execute();
    assert.equal(audit.length, 2);
  });

  test('export: admins queue a job whose xlsx lists the offices', async () => {
    assert.equal((await call('pegawai', 'POST', '/api/general/kantor/x/export')).status, 403);
    const res = await call('hr', 'POST', '/api/general/kantor/x/export');
    assert.deepEqual([res.status, res.body.message], [200, 'Export data kantor created, menunggu proses selesai.']);
    await t.app.jobs.start();
    const deadline = Date.now() + 20_000;
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call('hr', 'GET', `/api/general/jobs/${res.body.data.job_id}`)).body.data;
    } while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.message, 'Export data kantor selesai: 10 kantor');
    const file = await t.app.inject({ method: 'GET', url: job.result_url, headers: bearer(tokens.hr) });
    assert.equal(file.statusCode, 200);
  });
});
