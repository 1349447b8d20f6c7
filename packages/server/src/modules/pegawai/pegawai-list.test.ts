/**
 * GET /api/sdm/pegawai: paging numbers, search (name, npp, position, office), kantor/jabatan
 * filters, the sort whitelist, the hidden placeholder npp and the role rules (57, not 8).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor, seedTellerAndKacab } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createDatabase } from '../../platform/db/database.js';
import { listPegawai } from './pegawai-list.repo.js';

interface Row {
  id: number;
  nama: string;
  npp: string | null;
  tanggal_lahir: string | null;
  jenis_kelamin: string | null;
  jabatan: { id: number; nama: string } | null;
  kantor: { id: number; nama: string } | null;
  pangkat: { nama: string; grade: string; corporate_title: string } | null;
  photo: string | null;
}

describe('pegawai list', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  let teller: number;
  let kacab: number;
  const tokens: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    const { pangkat, ...positions } = await seedTellerAndKacab(t.db);
    ({ teller, kacab } = positions);
    // 12 tellers in Dago, named Teller 01..12; then a few distinct people.
    const tellers = Array.from({ length: 12 }, (_, i) => ({
      nama: `Teller ${String(i + 1).padStart(2, '0')}`,
      npp: String(70_000_000 + i),
      tanggal_lahir: `19${80 + i}-01-15`,
      jenis_kelamin: 'L' as const,
      kantor_id: kantor.dago,
      jabatan_id: teller,
      pangkat_id: pangkat,
    }));
    await t.db
      .insertInto('pegawai')
      .values([
        ...tellers,
        {
          nama: 'Siti Rahayu',
          npp: '19880412',
          tanggal_lahir: '1988-04-12',
          jenis_kelamin: 'P',
          kantor_id: kantor.surabaya,
          jabatan_id: kacab,
          photo: 'photos/99.jpeg',
        },
        {
          nama: 'Budi Santoso',
          npp: '55501234',
          tanggal_lahir: '1975-07-01',
          jenis_kelamin: 'L',
          kantor_id: kantor.bogor,
          jabatan_id: kacab,
        },
        { nama: 'Calon Pegawai', npp: '00000000', tanggal_lahir: null },
      ])
      .execute();
    const accounts = { hr: [10, 57], pegawai: [10], terbatas: [8, 10], hrTerbatas: [8, 57] };
    Object.assign(tokens, tokensOf(await createAccounts(t, accounts)));
  });
  after(() => t.close());

  const get = async (query: string, token: string | undefined = tokens.hr) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sdm/pegawai${query}`,
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json() };
  };
  const names = (body: { data: Row[] }) => body.data.map((p) => p.nama);

  test('roles: hr (57) may list; pegawai (10) and anyone with 8 (even with 57) get 403; no session 401', async () => {
    assert.equal((await get('', tokens.hr)).status, 200);
    assert.equal((await get('', tokens.pegawai)).status, 403);
    assert.equal((await get('', tokens.terbatas)).status, 403);
    assert.equal((await get('', tokens.hrTerbatas)).status, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/sdm/pegawai' })).statusCode, 401);
  });

  test('paging: default 10 per page by name; from, to, total, last_page; per_page at most 100', async () => {
    const first = await get('');
    assert.deepEqual(
      [
        first.body.current_page,
        first.body.per_page,
        first.body.from,
        first.body.to,
        first.body.total,
        first.body.last_page,
      ],
      [1, 10, 1, 10, 15, 2],
    );
    assert.deepEqual(names(first.body).slice(0, 3), ['Budi Santoso', 'Calon Pegawai', 'Siti Rahayu']);
    const second = await get('?page=2');
    assert.deepEqual([second.body.from, second.body.to, second.body.data.length], [11, 15, 5]);
    const small = await get('?per_page=4&page=4');
    assert.deepEqual([small.body.from, small.body.to, small.body.total, small.body.last_page], [13, 15, 15, 4]);
    const beyond = await get('?per_page=4&page=9');
    assert.deepEqual(
      [beyond.body.from, beyond.body.to, beyond.body.total, beyond.body.data.length],
      [null, null, 15, 0],
    );
    assert.equal((await get('?per_page=101')).status, 422);
    assert.equal((await get('?page=0')).status, 422);
  });

  test('rows: position, office, rank, photo; the placeholder npp 00000000 is hidden', async () => {
    const { body } = await get('?per_page=100');
    const byName = new Map<string, Row>(body.data.map((p: Row) => [p.nama, p]));
    const siti = byName.get('Siti Rahayu')!;
    assert.deepEqual(
      { ...siti, id: 0 },
      {
        id: 0,
        nama: 'Siti Rahayu',
        npp: '19880412',
        tanggal_lahir: '1988-04-12',
        jenis_kelamin: 'P',
        jabatan: { id: kacab, nama: 'Kepala Cabang' },
        kantor: { id: kantor.surabaya, nama: 'Surabaya' },
        pangkat: null,
        photo: 'photos/99.jpeg',
      },
    );
    assert.deepEqual(byName.get('Teller 01')!.pangkat, { nama: 'Staf Muda', grade: '5', corporate_title: 'Staff' });
    assert.equal(byName.get('Teller 01')!.photo, null);
    const calon = byName.get('Calon Pegawai')!;
    assert.deepEqual([calon.npp, calon.jabatan, calon.kantor, calon.tanggal_lahir], [null, null, null, null]);
    assert.ok(!JSON.stringify(body).includes('00000000'));
  });

  test('search: case-insensitive fragment of name, npp, position name or office name', async () => {
    assert.deepEqual(names((await get('?search=rahA')).body), ['Siti Rahayu']);
    assert.deepEqual(names((await get('?search=5550')).body), ['Budi Santoso']);
    assert.deepEqual(names((await get('?search=surab')).body), ['Siti Rahayu']);
    assert.deepEqual(names((await get('?search=kepala%20cab')).body), ['Budi Santoso', 'Siti Rahayu']);
    const tellers = await get('?search=teller&per_page=5');
    assert.deepEqual([tellers.body.total, tellers.body.last_page, tellers.body.data.length], [12, 3, 5]);
    // The user's % and _ are literal; whitespace only is no search.
    assert.equal((await get('?search=%25')).body.total, 0);
    assert.equal((await get('?search=%20%20')).body.total, 15);
    assert.equal((await get('?search=tidak-ada')).body.total, 0);
  });

  test('filters: kantor_id and jabatan_id, together with the search', async () => {
    assert.deepEqual(names((await get(`?kantor_id=${kantor.bogor}`)).body), ['Budi Santoso']);
    assert.equal((await get(`?kantor_id=${kantor.dago}`)).body.total, 12);
    assert.deepEqual(names((await get(`?jabatan_id=${kacab}`)).body), ['Budi Santoso', 'Siti Rahayu']);
    assert.deepEqual(names((await get(`?jabatan_id=${kacab}&kantor_id=${kantor.surabaya}`)).body), ['Siti Rahayu']);
    assert.deepEqual(names((await get(`?jabatan_id=${teller}&search=teller%2011`)).body), ['Teller 11']);
    assert.equal((await get(`?jabatan_id=${teller}&kantor_id=${kantor.bogor}`)).body.total, 0);
    assert.equal((await get('?kantor_id=abc')).status, 422);
  });

  test('sort: whitelisted columns ascending (sortby) or descending (sortbydesc); others are 422', async () => {
    assert.deepEqual(names((await get('?sortbydesc=nama&per_page=2')).body), ['Teller 12', 'Teller 11']);
    assert.deepEqual(names((await get('?sortby=npp&per_page=2')).body), ['Calon Pegawai', 'Siti Rahayu']);
    assert.deepEqual(names((await get('?sortby=tanggal_lahir&per_page=2')).body), ['Budi Santoso', 'Teller 01']);
    assert.deepEqual(names((await get('?sortbydesc=tanggal_lahir&per_page=1')).body), ['Teller 12']);
    assert.deepEqual(names((await get('?sortby=jabatan&per_page=2')).body), ['Siti Rahayu', 'Budi Santoso']); // ties by id
    assert.deepEqual(names((await get('?sortby=kantor&per_page=1')).body), ['Budi Santoso']); // Bogor < Dago < Surabaya
    assert.deepEqual(names((await get('?sortbydesc=kantor&per_page=1')).body), ['Siti Rahayu']);
    for (const bad of ['?sortby=password_hash', '?sortbydesc=nama;drop%20table%20pegawai', '?sortby=id']) {
      assert.equal((await get(bad)).status, 422, bad);
    }
  });

  test('a search is one prepared statement on one round trip (no BEGIN/SET/COMMIT around it)', async () => {
    const { db, pool } = createDatabase(t.config.databaseUrl!, 1);
    const sent: { text: string; name?: string }[] = [];
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text: string; name?: string };
        sent.push(typeof first === 'string' ? { text: first } : { text: first.text, name: first.name });
        return query(...args);
      };
    });
    try {
      const rows = await listPegawai(db, { search: 'teller 0', limit: 10, offset: 0, sort: null });
      assert.equal(rows.length, 9, 'Teller 01 … 09');
      assert.equal(rows[0]!.total, 9);
      assert.equal(sent.length, 1, sent.map((q) => q.text.slice(0, 40)).join(' | '));
      assert.ok(sent[0]!.name, 'a named (prepared) statement');
      assert.match(
        sent[0]!.text,
        /pegawai_search_rows/,
        'the default order sorts the matches by the names the search returned',
      );
      sent.length = 0;
      const byNpp = await listPegawai(db, { search: '7000000', limit: 10, offset: 0, sort: null });
      assert.equal(byNpp[0]!.total, 10, 'npp 70000000 … 70000009');
      assert.equal(sent.length, 1);
      sent.length = 0;
      const sorted = await listPegawai(db, {
        search: 'teller 0',
        limit: 3,
        offset: 3,
        sort: { column: 'nama', direction: 'desc' },
      });
      assert.deepEqual(
        sorted.map((r) => r.total),
        [9, 9, 9],
      );
      assert.deepEqual(
        sorted.map((r) => r.nama),
        rows
          .map((r) => r.nama)
          .reverse()
          .slice(3, 6),
        'another order still pages the same matches',
      );
      assert.match(sent[0]!.text, /pegawai_search_ids/);
      sent.length = 0;
      // The bench's floor runs "the statement the API runs" from a copy of its text: hold it to that.
      await listPegawai(db, { search: 'teller', limit: 10, offset: 0, sort: null });
      const bench = await readFile(new URL('../../../../tooling/bench/pegawai-search-cv.mjs', import.meta.url), 'utf8');
      const copy = /const LIST_SEARCH_SQL = `([^`]*)`/.exec(bench)?.[1];
      assert.equal(copy, sent[0]!.text, 'packages/tooling/bench/pegawai-search-cv.mjs LIST_SEARCH_SQL');
    } finally {
      await db.destroy();
    }
  });
});
