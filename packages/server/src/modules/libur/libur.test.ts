/** /api/sdm/x/libur on the real app: reading for everyone signed in, writing for 1/9/57/59, duplicates, audit. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('libur (/api/sdm/x/libur)', () => {
  let t: TestApp;
  let pegawai: string;
  let hr: string;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, { name: 'ani', password: 'Rahasia#2026', roles: [10] });
    await createUser(t.db, { name: 'sdm', password: 'Rahasia#2026', roles: [10, 57] });
    pegawai = (await t.login('ani', 'Rahasia#2026')).access_token;
    hr = (await t.login('sdm', 'Rahasia#2026')).access_token;
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);

  test('Admin SDM adds, changes and removes holidays; each change is audited', async () => {
    const created = await call(hr, 'POST', '/api/sdm/x/libur', {
      tanggal: '2026-08-17',
      nama: ' Hari Kemerdekaan RI ',
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Libur created');
    const { id } = created.json().data;
    assert.deepEqual(created.json().data, { id, tanggal: '2026-08-17', nama: 'Hari Kemerdekaan RI' });
    const one = await call(pegawai, 'GET', `/api/sdm/x/libur/${id}`);
    assert.deepEqual(
      [one.statusCode, one.json().data],
      [200, { id, tanggal: '2026-08-17', nama: 'Hari Kemerdekaan RI' }],
    );
    assert.deepEqual(
      [
        (await call(pegawai, 'GET', '/api/sdm/x/libur/999999')).statusCode,
        (await call(pegawai, 'GET', '/api/sdm/x/libur/999999')).json().message,
      ],
      [404, 'Libur tidak ditemukan'],
    );
    const updated = await call(hr, 'PUT', `/api/sdm/x/libur/${id}`, {
      tanggal: '2026-08-17',
      nama: 'Proklamasi Kemerdekaan',
    });
    assert.equal(updated.json().message, 'Libur updated');
    await call(hr, 'POST', '/api/sdm/x/libur', { tanggal: '2025-12-25', nama: 'Hari Raya Natal' });
    const list = await call(pegawai, 'GET', '/api/sdm/x/libur?tahun=2026');
    assert.equal(list.statusCode, 200);
    assert.deepEqual(
      list.json().data.map((r: { nama: string }) => r.nama),
      ['Proklamasi Kemerdekaan'],
    );
    const deleted = await call(hr, 'DELETE', `/api/sdm/x/libur/${id}`);
    assert.equal(deleted.json().message, 'Libur deleted');
    assert.equal((await call(hr, 'DELETE', `/api/sdm/x/libur/${id}`)).json().message, 'Libur tidak ditemukan');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'libur')
      .where('entity_id', '=', String(id))
      .execute();
    assert.equal(audits.length, 3);
  });

  test('a second holiday on the same date is 409; bad input is 422; employees may not write', async () => {
    await call(hr, 'POST', '/api/sdm/x/libur', { tanggal: '2026-01-01', nama: 'Tahun Baru Masehi' });
    const duplicate = await call(hr, 'POST', '/api/sdm/x/libur', { tanggal: '2026-01-01', nama: 'Lagi' });
    assert.equal(duplicate.statusCode, 409);
    assert.match(duplicate.json().message, /sudah terdaftar/);
    assert.equal((await call(hr, 'POST', '/api/sdm/x/libur', { tanggal: '2026-13-01', nama: 'X' })).statusCode, 422);
    const blank = await call(hr, 'POST', '/api/sdm/x/libur', { tanggal: '2026-02-02', nama: '   ' });
    assert.equal(blank.statusCode, 422);
    assert.ok(blank.json().errors.nama);
    assert.equal(
      (await call(pegawai, 'POST', '/api/sdm/x/libur', { tanggal: '2026-03-03', nama: 'Nyepi' })).statusCode,
      403,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/sdm/x/libur' })).statusCode, 401);
  });
});
