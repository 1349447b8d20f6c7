/** The general option lists (spec section 7, issue #12): shape, labels, sub-lists, ETag, sign-in. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GENERAL_LISTS } from '@portal/contracts';
import { bearer, createSignedInTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('general option lists', () => {
  let t: TestApp;
  let token: string;
  before(async () => ({ t, token } = await createSignedInTestApp()));
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

  test('every list the spec names answers with { id, nama, akronim, parent_id, label } rows', async () => {
    for (const list of GENERAL_LISTS) {
      const res = await get(`/api/general/${list}`);
      assert.equal(res.statusCode, 200, `${list}: ${res.body}`);
      const rows = res.json().data as { id: number; nama: string; label: string }[];
      assert.ok(rows.length > 0, `${list} has rows`);
      for (const row of rows)
        assert.ok(
          Number.isInteger(row.id) && row.nama.length > 0 && row.label.length > 0,
          `${list}: ${JSON.stringify(row)}`,
        );
    }
    assert.deepEqual(
      (await get('/api/general/gender')).json().data.map((r: { nama: string }) => r.nama),
      ['Laki-laki', 'Perempuan'],
    );
  });

  test("institusi reads 'nama | akronim'; jurusan narrows to a level; family status is its own list", async () => {
    const ui = (await get('/api/general/institusi')).json().data.find((r: { akronim: string }) => r.akronim === 'UI');
    assert.equal(ui.label, 'Universitas Indonesia | UI');
    const s1 = (await get('/api/general/pendidikan')).json().data.find((r: { nama: string }) => r.nama === 'S1');
    const majors = (await get(`/api/general/pendidikan/x/jurusan?pendidikan_id=${s1.id}`)).json().data as {
      parent_id: number;
      nama: string;
    }[];
    assert.ok(majors.length > 0 && majors.every((m) => m.parent_id === s1.id));
    assert.ok(majors.some((m) => m.nama === 'Manajemen'));
    const all = (await get('/api/general/pendidikan/x/jurusan')).json().data;
    assert.ok(all.length > majors.length);
    assert.equal((await get('/api/general/pendidikan/x/jurusan?pendidikan_id=abc')).statusCode, 422);
    assert.deepEqual(
      (await get('/api/general/family/x/status')).json().data.map((r: { nama: string }) => r.nama),
      ['Tanggungan', 'Bukan Tanggungan', 'Meninggal'],
    );
  });

  test('an ETag lets a form ask again for nothing (304); without a sign-in: 401', async () => {
    const first = await get('/api/general/agama');
    const etag = first.headers.etag as string;
    assert.match(etag, /^".+"$/);
    const again = await get('/api/general/agama', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/agama' })).statusCode, 401);
  });
});
