/**
 * Officers (PIC) on PostgreSQL: every signed-in user reads the list (filters, search, paging, the
 * account for "Kirim pesan"); only the officers' managers (POLICY.manageOfficers) add, change and
 * remove them; bad input → 422 naming the field, duplicates refused, unknown ids 404.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Paged, PicRow } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createPegawai, seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const BASE = '/api/sdm/pic';

describe('officers (/api/sdm/pic)', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  let u: Record<'hr' | 'pegawai' | 'terbatas', Account>;
  let tanpaAkun: number;

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    u = await createAccounts(t, {
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Rahmawati', kantor_id: kantor.pusat } },
      pegawai: { roles: [10], pegawai: { nama: 'Putu Gede', kantor_id: kantor.bandung } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Tono Terbatas', kantor_id: kantor.bogor } },
    });
    tanpaAkun = await createPegawai(t.db, { nama: 'Eko Tanpa Akun', npp: '40000009', tanggal_lahir: '1990-01-01' });
  });
  after(async () => t.close());

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const list = async (who: Account, query = ''): Promise<Paged<PicRow>> => {
    const res = await call(who, 'GET', `${BASE}?per_page=100${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Paged<PicRow>>();
  };

  test('HR adds officers; everyone reads them by office, topic and search', async () => {
    const add = async (body: object) => {
      const res = await call(u.hr, 'POST', BASE, body);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, 'PIC created');
      return res.json<{ data: PicRow }>().data;
    };
    const absen = await add({ kantor_id: kantor.bandung, topic: '  Absensi ', pegawai_id: u.hr.pegawaiId });
    assert.equal(absen.topic, 'Absensi');
    assert.equal(absen.kantor_nama, 'Bandung');
    assert.equal(absen.pegawai_nama, 'Hana Rahmawati');
    assert.equal(absen.user_id, u.hr.id);
    await add({ kantor_id: kantor.bandung, topic: 'Gaji', pegawai_id: tanpaAkun, keterangan: 'Ext. 201' });
    await add({ kantor_id: kantor.bogor, topic: 'absensi', pegawai_id: u.pegawai.pegawaiId });

    const all = await list(u.pegawai);
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.data.map((r) => `${r.kantor_nama}/${r.topic}`),
      ['Bandung/Absensi', 'Bandung/Gaji', 'Bogor/absensi'],
    );
    assert.equal(all.data[1].user_id, null, 'an officer without an account cannot be written to');
    assert.equal((await list(u.terbatas, `&kantor_id=${kantor.bandung}`)).total, 2);
    assert.equal((await list(u.pegawai, '&topic=ABSENSI')).total, 2);
    assert.deepEqual(
      (await list(u.pegawai, '&search=eko')).data.map((r) => r.pegawai_nama),
      ['Eko Tanpa Akun'],
    );
    const paged = (await call(u.pegawai, 'GET', `${BASE}?per_page=2&page=2`)).json<Paged<PicRow>>();
    assert.deepEqual([paged.total, paged.from, paged.to, paged.last_page], [3, 3, 3, 2]);
    const topics = await call(u.pegawai, 'GET', `${BASE}/x/topic`);
    assert.equal(topics.statusCode, 200, topics.body);
    assert.deepEqual(topics.json().data.length, 2);
  });

  test('change and remove; another role is refused by the API', async () => {
    const [first] = (await list(u.hr, '&search=Hana')).data;
    const changed = await call(u.hr, 'PUT', `${BASE}/${first.id}`, {
      kantor_id: kantor.bandung,
      topic: 'Cuti',
      pegawai_id: u.hr.pegawaiId,
      keterangan: 'Senin–Jumat',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().message, 'PIC updated');
    assert.equal(changed.json().data.topic, 'Cuti');

    const count = await tableCount(t.db, 'pic');
    for (const who of [u.pegawai, u.terbatas]) {
      assert.equal(
        (await call(who, 'POST', BASE, { kantor_id: kantor.bandung, topic: 'X', pegawai_id: tanpaAkun })).statusCode,
        403,
      );
      assert.equal((await call(who, 'PUT', `${BASE}/${first.id}`, {})).statusCode, 403);
      assert.equal((await call(who, 'DELETE', `${BASE}/${first.id}`)).statusCode, 403);
    }
    assert.equal(await tableCount(t.db, 'pic'), count);

    const removed = await call(u.hr, 'DELETE', `${BASE}/${first.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'PIC deleted');
    assert.equal((await call(u.hr, 'DELETE', `${BASE}/${first.id}`)).statusCode, 404);
    assert.equal(
      (await call(u.hr, 'PUT', `${BASE}/${first.id}`, { kantor_id: kantor.bandung, topic: 'X', pegawai_id: tanpaAkun }))
        .statusCode,
      404,
    );
    const audited = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'pic').execute();
    assert.ok(audited.length >= 5);
  });

  test('bad input → 4xx naming the field; duplicates refused; nothing written', async () => {
    const count = await tableCount(t.db, 'pic');
    const bad = await call(u.hr, 'POST', BASE, {
      kantor_id: 999_999,
      topic: '   ',
      pegawai_id: 999_999,
      keterangan: 'x'.repeat(600),
    });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['kantor_id', 'keterangan', 'pegawai_id', 'topic']);
    const closed = await call(u.hr, 'POST', BASE, { kantor_id: kantor.tutup, topic: 'Gaji', pegawai_id: tanpaAkun });
    assert.equal(closed.statusCode, 422);
    const dup = await call(u.hr, 'POST', BASE, { kantor_id: kantor.bandung, topic: 'GAJI', pegawai_id: tanpaAkun });
    assert.equal(dup.statusCode, 422, dup.body);
    assert.match(dup.json().errors.pegawai_id[0], /sudah menjadi PIC/);
    for (const [method, path, payload] of [
      ['POST', BASE, {}],
      ['POST', BASE, { kantor_id: 'satu', topic: 'x', pegawai_id: 1 }],
      ['POST', BASE, { kantor_id: 0, topic: 'x', pegawai_id: 1 }],
      ['PUT', `${BASE}/abc`, { kantor_id: 1, topic: 'x', pegawai_id: 1 }],
      ['DELETE', `${BASE}/0`],
      ['GET', `${BASE}?kantor_id=x`],
      ['GET', `${BASE}?per_page=500`],
      ['GET', `${BASE}?topic=${'x'.repeat(200)}`],
    ] as const) {
      const res = await call(u.hr, method, path, payload);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${method} ${path}: ${res.statusCode} ${res.body}`);
    }
    assert.equal(await tableCount(t.db, 'pic'), count);
    assert.equal((await t.app.inject({ method: 'GET', url: BASE })).statusCode, 401);
  });
});
