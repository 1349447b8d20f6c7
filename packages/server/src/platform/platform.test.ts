/** Platform behaviour through the real app: errors, guard defaults, health, docs, static front end. */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { createUser } from '../../test/helpers/fixtures.js';
import { bearer, createTestApp, testConfig, type TestApp } from '../../test/helpers/test-app.js';
import { purgeExpiredRows } from './housekeeping.js';
import { REMOTE_FOLDERS } from './static.js';

describe('platform', () => {
  let t: TestApp;
  let token: string;
  let staticRoot: string;

  before(async () => {
    staticRoot = await mkdtemp(join(tmpdir(), 'portal-static-'));
    await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Portal SDM</title>');
    await writeFile(join(staticRoot, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log(1)');
    await mkdir(join(staticRoot, 'mf-absen', 'dist'), { recursive: true });
    await writeFile(join(staticRoot, 'mf-absen', 'dist', 'mf-manifest.json'), '{"id":"mf_absen"}');
    await writeFile(join(staticRoot, 'mf-absen', 'dist', 'remoteEntry.js'), '// entry');
    t = await createTestApp({ config: { staticRoot, idleTimeoutMs: 1234 } });
    await createUser(t.db, { name: 'pegawai', password: 'Pegawai#2026', roles: [10] });
    token = (await t.login('pegawai', 'Pegawai#2026')).access_token;
  });
  after(async () => {
    await t.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const noStack = (body: string) => assert.ok(!/stack|at .+\.(ts|js):\d+/.test(body), `no stack in ${body}`);

  describe('errors', () => {
    const postJson = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/general/users',
        headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
        payload,
      });

    test('malformed JSON → 400', async () => {
      const res = await postJson('{"event": "store_token_fcm",');
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { message: 'Format JSON tidak valid' });
      noStack(res.body);
    });

    test('wrong types → 422 with per-field Indonesian texts', async () => {
      const res = await postJson(JSON.stringify({ event: 'store_token_fcm', token: { nested: true } }));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), {
        message: 'Data yang dikirim tidak valid',
        errors: { token: ['Kolom token harus berupa teks'] },
      });
      const query = await t.app.inject({ method: 'GET', url: '/api/general/kantor?page=satu', headers: bearer(token) });
      assert.equal(query.statusCode, 422);
      assert.deepEqual(query.json().errors, { page: ['Kolom page harus berupa bilangan bulat'] });
    });

    test('oversized body → 413', async () => {
      const res = await postJson(JSON.stringify({ event: 'store_token_fcm', token: 'x'.repeat(2 * 1024 * 1024) }));
      assert.equal(res.statusCode, 413);
      assert.deepEqual(res.json(), { message: 'Data yang dikirim terlalu besar' });
    });

    test('unsupported content type → 415, empty JSON body → 400', async () => {
      const xml = await postJson('<event/>', { 'content-type': 'application/xml' });
      assert.equal(xml.statusCode, 415);
      const empty = await postJson('');
      assert.equal(empty.statusCode, 400);
      noStack(empty.body);
    });

    test('unknown API routes → 404 Tidak ditemukan, even without a token', async () => {
      for (const [method, url] of [
        ['GET', '/api/tidak-ada'],
        ['POST', '/api/general/tidak-ada'],
        ['DELETE', '/api/general/kantor'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(res.json(), { message: 'Tidak ditemukan' });
      }
    });
  });

  test('routes are authenticated unless they say public: a forgotten check fails closed', async () => {
    const app = await buildApp({ db: t.db, config: testConfig(t.database.url, { jwtSecret: t.config.jwtSecret }) });
    app.get('/api/lupa-dicek', async () => ({ rahasia: true }));
    app.get('/api/khusus-admin', { config: { policy: { hasRolesId: [1], doesntHaveRolesId: [8] } } }, async () => ({
      ok: true,
    }));
    // A rule in the old shape would silently mean "any signed-in user": the app refuses to start with it.
    assert.throws(() => app.get('/api/bentuk-lama', { config: { roles: [1] } as never }, async () => ({})), /POLICY/);
    app.get('/api/crash', { config: { public: true } }, async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/api/lupa-dicek' })).statusCode, 401);
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/lupa-dicek', headers: bearer(token) })).statusCode,
        200,
      );
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/khusus-admin', headers: bearer(token) })).statusCode,
        403,
      );
      const crash = await app.inject({ method: 'GET', url: '/api/crash' });
      assert.equal(crash.statusCode, 500);
      assert.deepEqual(crash.json(), { message: 'Terjadi kesalahan pada server' });
    } finally {
      await app.close();
    }
  });

  test('housekeeping removes only rows past their use', async () => {
    const past = new Date(Date.now() - 2 * 86_400_000);
    const future = new Date(Date.now() + 60_000);
    await t.db
      .insertInto('captcha_used')
      .values([
        { signature: 'lama', expires_at: past },
        { signature: 'baru', expires_at: future },
      ])
      .execute();
    await t.db
      .insertInto('rate_limit_hits')
      .values([
        { key: 'lama', count: 3, reset_at: past },
        { key: 'baru', count: 1, reset_at: future },
      ])
      .execute();
    await purgeExpiredRows(t.db);
    assert.deepEqual(
      (
        await t.db.selectFrom('captcha_used').select('signature').where('signature', 'in', ['lama', 'baru']).execute()
      ).map((r) => r.signature),
      ['baru'],
    );
    assert.deepEqual(
      (await t.db.selectFrom('rate_limit_hits').select('key').where('key', 'in', ['lama', 'baru']).execute()).map(
        (r) => r.key,
      ),
      ['baru'],
    );
  });

  test('GET /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok', db: 'ok' });
  });

  test('OpenAPI document at /api/docs: role 1 only, unless API_DOCS_PUBLIC', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 401);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(token) })).statusCode,
      403,
    );
    const open = await buildApp({ db: t.db, config: testConfig(t.database.url, { apiDocsPublic: true }) });
    try {
      assert.equal((await open.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    } finally {
      await open.close();
    }
    await createUser(t.db, { name: 'super', password: 'Super#Kuat2026', roles: [1] });
    const superToken = (await t.login('super', 'Super#Kuat2026')).access_token;
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(superToken) });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.0.3');
    for (const path of [
      '/api/login',
      '/api/refresh',
      '/api/general/users',
      '/api/general/kantor',
      '/api/general/users/x/roles',
    ])
      assert.ok(doc.paths[path], path);
    assert.ok(doc.components.schemas.ApiError);
    assert.ok(!doc.paths['/remotes.json'], 'static routes stay out of the API document');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/docs', headers: bearer(superToken) })).statusCode < 400,
      true,
    );
  });

  describe('front end', () => {
    test('remotes.json lists the seven remotes, not cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      const remotes = res.json();
      assert.equal(Object.keys(remotes).length, 7);
      for (const folder of REMOTE_FOLDERS)
        assert.equal(remotes[folder.replace('-', '_')], `/remotes/${folder}/mf-manifest.json`);
    });

    test('REMOTES_JSON replaces the generated list', async () => {
      const file = join(staticRoot, 'remotes.prod.json');
      await writeFile(file, JSON.stringify({ mf_absen: 'https://cdn.example/mf-absen/mf-manifest.json' }));
      const app = await buildApp({ db: t.db, config: testConfig(t.database.url, { remotesJsonFile: file }) });
      try {
        const res = await app.inject({ method: 'GET', url: '/remotes.json' });
        assert.deepEqual(res.json(), { mf_absen: 'https://cdn.example/mf-absen/mf-manifest.json' });
      } finally {
        await app.close();
      }
    });

    test('portal-config.json carries the idle timeout', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/portal-config.json' });
      assert.deepEqual(res.json(), { idleTimeoutMs: 1234 });
    });

    test('shell: index.html not cached, hashed assets immutable, client routes fall back to index.html', async () => {
      const index = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      assert.equal(index.statusCode, 200);
      assert.match(index.body, /Portal SDM/);
      assert.equal(index.headers['cache-control'], 'no-cache');
      const asset = await t.app.inject({ method: 'GET', url: '/main.0123abcd89.js' });
      assert.equal(asset.statusCode, 200);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
      const deep = await t.app.inject({
        method: 'GET',
        url: '/pegawai/sanksi/12',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      assert.equal(deep.statusCode, 200);
      assert.match(deep.body, /Portal SDM/);
      const missingAsset = await t.app.inject({
        method: 'GET',
        url: '/main.ffffffff00.js',
        headers: { accept: '*/*' },
      });
      assert.equal(missingAsset.statusCode, 404);
    });

    test('remotes: served under /remotes/<folder>/, manifest and entry not cached; unbuilt remotes 404', async () => {
      const manifest = await t.app.inject({ method: 'GET', url: '/remotes/mf-absen/mf-manifest.json' });
      assert.equal(manifest.statusCode, 200);
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/remotes/mf-absen/remoteEntry.js' })).headers['cache-control'],
        'no-cache',
      );
      const missing = await t.app.inject({
        method: 'GET',
        url: '/remotes/mf-gaji/mf-manifest.json',
        headers: { accept: 'text/html' },
      });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'Tidak ditemukan' });
    });
  });
});
