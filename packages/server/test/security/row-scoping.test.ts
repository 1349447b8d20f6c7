/**
 * Rows are scoped (issue #13): an employee asking for another employee's CV, attendance, leave,
 * delete requests or files by id or filter gets 403/404 or only their own rows, never the data.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, seedKantor } from '../helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Rahasia#Kuat2026';
const SECRET = 'RahasiaOrangLain';

describe('row scoping: nothing of another employee', () => {
  let t: TestApp;
  let mine: string;
  let other: { id: number; pegawaiId: number; token: string };

  before(async () => {
    t = await createTestApp();
    const kantor = await seedKantor(t.db);
    await createUser(t.db, {
      name: 'pegawai',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Pegawai Saya', kantor_id: kantor.bandung },
    });
    const lain = await createUser(t.db, {
      name: 'lain',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: `Pegawai ${SECRET}`, kantor_id: kantor.bandung },
    });
    mine = (await t.login('pegawai', PASSWORD)).access_token;
    other = { id: lain.id, pegawaiId: lain.pegawaiId!, token: (await t.login('lain', PASSWORD)).access_token };
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(mine) });
  const refusedOrEmpty = (status: number, body: string, what: string) => {
    assert.ok(
      [403, 404].includes(status) || (status === 200 && !body.includes(SECRET)),
      `${what}: ${status} ${body.slice(0, 200)}`,
    );
    assert.ok(!body.includes(SECRET), `${what} leaks: ${body.slice(0, 200)}`);
  };

  test('CV (profile) of another employee by id: 403', async () => {
    const res = await get(`/api/sdm/pegawai/x/profile/${other.pegawaiId}`);
    assert.equal(res.statusCode, 403);
    assert.ok(!res.body.includes(SECRET));
  });

  test('attendance of another employee: not by filter, not by activity', async () => {
    await t.db
      .insertInto('absen')
      .values({
        pegawai_id: other.pegawaiId,
        tanggal: '2026-03-02',
        waktu: new Date('2026-03-02T01:00:00Z'),
        jenis: 'masuk',
        sumber: 'kantor',
        menit: Math.floor(Date.parse('2026-03-02T01:00:00Z') / 60_000),
      })
      .execute();
    for (const url of [
      `/api/sdm/pegawai/x/absen?pegawai_id=${other.pegawaiId}&date=2026-03-02`,
      `/api/sdm/pegawai/x/absen/x/harian?pegawai_id=${other.pegawaiId}&date=2026-03-02`,
      `/api/sdm/pegawai/x/absen/activity?dateStart=2026-03-01&dateEnd=2026-03-31&pegawaiId=${other.pegawaiId}`,
    ]) {
      const res = await get(url);
      refusedOrEmpty(res.statusCode, res.body, url);
      if (res.statusCode === 200) assert.equal(res.json().data.length, 0, url);
    }
  });

  test('leave (izin) of another employee: not by token, id, file or list', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sdm/pegawai/x/izin',
      headers: bearer(other.token),
      payload: { jenis_id: 3, tanggal_mulai: '2026-08-14', tanggal_selesai: '2026-08-14', alasan: SECRET },
    });
    assert.equal(created.statusCode, 200, created.body);
    const izin = created.json().data as { id: number; token: string };
    refusedOrEmpty(
      (await get(`/api/sdm/pegawai/x/izin?event=index_show_by_token&token=${izin.token}`)).statusCode,
      (await get(`/api/sdm/pegawai/x/izin?event=index_show_by_token&token=${izin.token}`)).body,
      'izin by token',
    );
    const list = await get('/api/sdm/pegawai/x/izin');
    refusedOrEmpty(list.statusCode, list.body, 'izin list');
    const file = await get(`/api/sdm/pegawai/x/izin/${izin.id}/x/file?location=x.pdf`);
    assert.ok([403, 404, 422].includes(file.statusCode), file.body);
    const act = await t.app.inject({
      method: 'POST',
      url: `/api/sdm/pegawai/x/izin/${izin.id}`,
      headers: bearer(mine),
      payload: { event: 'store_request' },
    });
    assert.ok([403, 404].includes(act.statusCode), act.body);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sdm/pegawai/x/izin/${izin.id}`,
      headers: bearer(mine),
    });
    assert.ok([403, 404].includes(del.statusCode), del.body);
    assert.ok(await t.db.selectFrom('izin').select('id').where('id', '=', izin.id).executeTakeFirst(), 'still there');
  });

  test('attendance delete request of another employee: 404 like one that does not exist, and it stays', async () => {
    const row = await t.db
      .insertInto('absen_delete_request')
      .values({ pegawai_id: other.pegawaiId, user_id: other.id, tanggal: '2026-03-02', alasan: SECRET })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unknown = await get('/api/sdm/pegawai/x/absen/delete_request/999999');
    for (const [method, url] of [
      ['GET', `/api/sdm/pegawai/x/absen/delete_request/${row.id}`],
      ['DELETE', `/api/sdm/pegawai/x/absen/delete_request/${row.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(mine) });
      assert.ok(!res.body.includes(SECRET), res.body);
      assert.equal(res.statusCode, unknown.statusCode, `${method}: not yours answers like not there: ${res.body}`);
      assert.equal(res.statusCode, 404);
    }
    assert.ok(
      await t.db
        .selectFrom('absen_delete_request')
        .select('id')
        .where('id', '=', row.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    );
  });

  test('files of another employee: 403 on the bytes and on a signed address', async () => {
    const path = `pegawai/${other.pegawaiId}/${SECRET}.pdf`;
    await t.db
      .insertInto('files')
      .values({
        owner_type: 'pegawai',
        owner_id: other.pegawaiId,
        path,
        original_name: `${SECRET}.pdf`,
        content_type: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        uploaded_by: other.id,
      })
      .execute();
    for (const url of [
      `/api/storage?location=${encodeURIComponent(path)}`,
      `/api/storage/x/file?location=${encodeURIComponent(path)}`,
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 403, url);
      assert.ok(!res.body.includes('signature'), res.body);
    }
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      headers: bearer(mine),
      payload: { action: 'store_get_url_signed', location: path },
    });
    assert.equal(signed.statusCode, 403, signed.body);
  });

  test('storage update_files: someone else’s recorded key answers like a key nobody uploaded', async () => {
    const taken = `link/1/${SECRET}-lampiran.pdf`;
    await t.db
      .insertInto('files')
      .values({
        owner_type: 'link',
        owner_id: 1,
        path: taken,
        original_name: 'a.pdf',
        content_type: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        uploaded_by: other.id,
      })
      .execute();
    const record = (path: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/storage',
        headers: bearer(mine),
        payload: { action: 'update_files', files: [{ path }] },
      });
    const existing = await record(taken);
    const unknown = await record('link/1/tidak-pernah-ada.pdf');
    assert.deepEqual([existing.statusCode, existing.json()], [unknown.statusCode, unknown.json()]);
    assert.notEqual(existing.statusCode, 409);
  });
});
