/** Static option files: content from the database, authentication, ETag, invalidation across processes. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { invalidateOptions } from './invalidate-options.js';

type Option = { id: number; nama: string };

describe('static option files', () => {
  let t: TestApp;
  let other: FastifyInstance; // a second server process with its own pool and LISTEN connection
  let otherDb: Kysely<Database>;
  let token: string;
  let kantor: Record<string, number>;

  before(async () => {
    t = await createTestApp();
    otherDb = createDatabase(t.database.url, 3).db;
    other = await buildApp({ db: otherDb, config: t.config });
    await other.ready();
    kantor = await seedKantor(t.db);
    await t.db
      .insertInto('jabatan')
      .values([{ nama: 'Teller' }, { nama: 'analis kredit' }, { nama: 'Juru Tik', is_disabled: true }])
      .execute();
    await createUser(t.db, { name: 'pegawai', password: 'Pegawai#2026', roles: [10] });
    token = (await t.login('pegawai', 'Pegawai#2026')).access_token;
  });
  after(async () => {
    await other.close();
    await otherDb.destroy();
    await t.close();
  });

  const get = (name: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: `/options/${name}.json`, headers: { ...bearer(token), ...headers } });
  const list = async (name: string, app?: FastifyInstance) => (await get(name, {}, app)).json<Option[]>();

  /** Invalidation arrives by NOTIFY, a few milliseconds after the commit. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 3_000;
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail('the option file was not rebuilt');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  test('organisation data: a signed-in user is required', async () => {
    for (const name of ['kantor', 'kantor_kelas', 'jabatan', 'agama', 'status']) {
      const res = await t.app.inject({ method: 'GET', url: `/options/${name}.json` });
      assert.equal(res.statusCode, 401, name);
    }
    assert.equal((await get('gaji')).statusCode, 404);
  });

  test('agama and status come from their reference tables', async () => {
    const agama = await get('agama');
    assert.equal(agama.statusCode, 200);
    assert.match(agama.headers['content-type'] as string, /^application\/json/);
    assert.deepEqual(
      agama.json<Option[]>().map((o) => o.nama),
      ['Islam', 'Kristen Protestan', 'Katolik', 'Hindu', 'Buddha', 'Khonghucu'],
    );
    assert.deepEqual(await list('status'), [
      { id: 1, nama: 'Tetap' },
      { id: 2, nama: 'Kontrak' },
      { id: 3, nama: 'Percobaan' },
      { id: 4, nama: 'Outsourcing' },
      { id: 5, nama: 'Pensiun' },
    ]);
  });

  test('kantor uses display names (with the parent office for levels 5–9) and leaves deleted offices out', async () => {
    const offices = await list('kantor');
    const byId = new Map(offices.map((o) => [o.id, o.nama]));
    assert.equal(byId.get(kantor.pusat), 'Kantor Pusat');
    assert.equal(byId.get(kantor.bandung), 'KC Bandung (Kanwil Wilayah Barat)');
    assert.equal(byId.get(kantor.dago), 'KCP Dago (KC Bandung)');
    assert.ok(!byId.has(kantor.tutup));
    assert.equal(offices.length, 9);
    assert.deepEqual(Object.keys(offices[0]).sort(), ['id', 'nama']);
    assert.deepEqual(
      (await list('kantor_kelas')).map((k) => k.nama),
      ['Kantor Pusat', 'Kanwil', 'KC', 'KCP'],
    );
  });

  test('jabatan lists positions in use, sorted by name', async () => {
    assert.deepEqual(
      (await list('jabatan')).map((j) => j.nama),
      ['analis kredit', 'Teller'],
    );
  });

  test('ETag: a matching If-None-Match answers 304 without a body', async () => {
    const first = await get('agama');
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    const again = await get('agama', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal((await get('agama', { 'if-none-match': `W/${etag}, "lain"` })).statusCode, 304);
    assert.equal((await get('agama', { 'if-none-match': '"lain"' })).statusCode, 200);
  });

  test('a change made through one process rebuilds the file in every process', async () => {
    const etagBefore = (await get('jabatan', {}, other)).headers.etag;
    assert.ok(!(await list('jabatan', other)).some((j) => j.nama === 'Pemimpin Cabang'));
    await t.db.insertInto('jabatan').values({ nama: 'Pemimpin Cabang' }).execute();
    await eventually(async () => (await list('jabatan', other)).some((j) => j.nama === 'Pemimpin Cabang'));
    assert.notEqual((await get('jabatan', {}, other)).headers.etag, etagBefore);

    // Renaming a class changes the office file too.
    await list('kantor', other);
    await t.db.updateTable('kantor_kelas').set({ nama: 'Kantor Cabang' }).where('nama', '=', 'KC').execute();
    await eventually(async () => (await list('kantor', other)).some((k) => k.nama.startsWith('Kantor Cabang Bandung')));

    await t.db.updateTable('status_pegawai').set({ nama: 'Pegawai Tetap' }).where('id', '=', 1).execute();
    await eventually(async () => (await list('status')).some((s) => s.nama === 'Pegawai Tetap'));
  });

  test('invalidateOptions() rebuilds a file on demand, on commit', async () => {
    await list('agama', other);
    // Written behind the triggers' back (session_replication_role = replica skips them).
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('agama').set({ nama: 'Kong Hu Cu' }).where('id', '=', 6).execute();
    });
    await new Promise((r) => setTimeout(r, 200));
    assert.ok(
      (await list('agama', other)).some((a) => a.nama === 'Khonghucu'),
      'still the cached copy',
    );
    await invalidateOptions(t.db, 'agama');
    await eventually(async () => (await list('agama', other)).some((a) => a.nama === 'Kong Hu Cu'));
  });
});
