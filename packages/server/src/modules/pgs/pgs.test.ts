/**
 * Acting officials (PGS) on PostgreSQL: the register (search, active filter, paging), create/update/
 * delete with their messages, 422 on bad input, the detail's scoping (63 any, the acting official
 * their own, others 404), and the role rules (63 not 8; HR and plain employees refused).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createUser } from '../../../test/helpers/fixtures.js';
import { seedJabatan, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const PATH = '/api/sdm/pegawai/x/pgs';
const PASSWORD = 'Rahasia#2026';

describe('acting officials (/api/sdm/pegawai/x/pgs)', () => {
  let t: TestApp;
  let s: JabatanSeed;
  let dev: string;
  let dev8: string;
  before(async () => {
    t = await createTestApp();
    s = await seedJabatan(t);
    await createUser(t.db, { name: 'dev', password: PASSWORD, roles: [10, 63] });
    await createUser(t.db, { name: 'dev8', password: PASSWORD, roles: [8, 10, 63] });
    dev = await loginToken(t, 'dev');
    dev8 = await loginToken(t, 'dev8');
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const body = (over: Record<string, unknown> = {}) => ({
    pegawai_id: s.pegawai.ani,
    jabatan_id: s.jabatan.kepala,
    kantor_id: Object.values(s.kantor)[0],
    pangkat_id: s.pangkat.dua,
    start_date: '2020-01-01',
    end_date: '2020-03-31',
    nomor_sk: 'SK/PGS/1',
    ...over,
  });

  test('create, list, update and delete; 422 on bad input', async () => {
    const created = await call(dev, 'POST', PATH, body());
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'PGS created');
    const row = created.json().data;
    assert.equal(row.jabatan.nama, 'Kepala Cabang');
    assert.deepEqual([row.grade, row.corporate_title], ['11', 'Senior Officer']);
    assert.equal(row.is_active, false, 'ended in 2020');

    const open = await call(
      dev,
      'POST',
      PATH,
      body({ pegawai_id: s.pegawai.budi, start_date: '2020-01-01', end_date: '2099-12-31' }),
    );
    assert.equal(open.json().data.is_active, true);

    const list = (await call(dev, 'GET', PATH)).json();
    assert.equal(list.total, 2);
    assert.deepEqual(
      (await call(dev, 'GET', `${PATH}?is_active=true`)).json().data.map((r: { id: number }) => r.id),
      [open.json().data.id],
    );
    assert.deepEqual(
      (await call(dev, 'GET', `${PATH}?search=ani`)).json().data.map((r: { id: number }) => r.id),
      [row.id],
    );
    const page2 = (await call(dev, 'GET', `${PATH}?per_page=1&page=2`)).json();
    assert.deepEqual([page2.data.length, page2.from, page2.last_page], [1, 2, 2]);

    const updated = await call(dev, 'PUT', `${PATH}/${row.id}`, body({ end_date: '2020-06-30', pangkat_id: null }));
    assert.equal(updated.json().message, 'PGS updated');
    assert.deepEqual([updated.json().data.end_date, updated.json().data.grade], ['2020-06-30', null]);

    const bad = await call(dev, 'POST', PATH, body({ start_date: '2020-02-30', jabatan_id: 999999 }));
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['jabatan_id', 'start_date']);
    const backwards = await call(dev, 'POST', PATH, body({ start_date: '2020-05-01', end_date: '2020-04-01' }));
    assert.deepEqual(backwards.json().errors, { end_date: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
    assert.equal((await call(dev, 'POST', PATH, body({ pegawai_id: 999999 }))).statusCode, 422);
    assert.equal((await call(dev, 'POST', PATH, { pegawai_id: 'x' })).statusCode, 422);
    assert.equal((await call(dev, 'PUT', `${PATH}/999999`, body())).statusCode, 404);

    assert.equal((await call(dev, 'DELETE', `${PATH}/${row.id}`)).json().message, 'PGS deleted');
    assert.equal((await call(dev, 'GET', `${PATH}/${row.id}`)).statusCode, 404);
  });

  test('the detail: 63 sees any; the acting official sees their own; others get 404', async () => {
    const mine = (await call(dev, 'POST', PATH, body())).json().data.id;
    const ani = await loginToken(t, 'ani');
    const budi = await loginToken(t, 'budi');
    assert.equal((await call(dev, 'GET', `${PATH}/${mine}`)).statusCode, 200);
    const own = await call(ani, 'GET', `${PATH}/${mine}`);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.start_date, '2020-01-01');
    assert.equal((await call(budi, 'GET', `${PATH}/${mine}`)).statusCode, 404);
  });

  test('role rules: 63 not 8 manages; HR and plain employees are refused', async () => {
    assert.equal((await call(dev8, 'GET', PATH)).statusCode, 403, 'not 8');
    assert.equal((await call(s.hr, 'GET', PATH)).statusCode, 403);
    assert.equal((await call(s.pegawaiOnly, 'POST', PATH, body())).statusCode, 403);
    assert.equal((await call(s.hr, 'DELETE', `${PATH}/1`)).statusCode, 403);
  });
});
