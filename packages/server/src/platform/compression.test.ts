/** Compression (issue #10): precompressed static assets as they are, API JSON compressed per request, identity when asked. */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { createUser } from '../../test/helpers/fixtures.js';

describe('compression', () => {
  let t: TestApp;
  let staticRoot: string;
  let adminToken: string;
  const script = `console.log(${JSON.stringify('Portal SDM '.repeat(400))});\n`;
  const hashedName = 'main.0123abcd89.js';

  before(async () => {
    staticRoot = await mkdtemp(join(tmpdir(), 'portal-compression-'));
    const dist = join(staticRoot, 'shell', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal SDM</title>');
    await writeFile(join(dist, hashedName), script);
    // What the build writes beside each asset (compression-webpack-plugin).
    await writeFile(join(dist, `${hashedName}.br`), brotliCompressSync(script));
    await writeFile(join(dist, `${hashedName}.gz`), gzipSync(script));
    t = await createTestApp({ config: { staticRoot } });
    await createUser(t.db, { name: 'superadmin', password: 'Rahasia#2026', roles: [1] });
    adminToken = (await t.login('superadmin', 'Rahasia#2026')).access_token;
  });
  after(async () => {
    await t.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  test('a built asset: brotli when accepted, gzip otherwise, identity when asked; still immutable', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: `/${hashedName}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), script);
    assert.ok(br.rawPayload.length < script.length / 10, `sent ${br.rawPayload.length} of ${script.length} bytes`);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gz = await t.app.inject({ method: 'GET', url: `/${hashedName}`, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), script);

    const plain = await t.app.inject({
      method: 'GET',
      url: `/${hashedName}`,
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
  });

  test('API JSON over 1 KB is compressed per request; a small answer is not', async () => {
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { ...bearer(adminToken), 'accept-encoding': 'br, gzip' },
    });
    assert.equal(docs.statusCode, 200);
    assert.equal(docs.headers['content-encoding'], 'br');
    const openapi = JSON.parse(brotliDecompressSync(docs.rawPayload).toString()) as { paths: Record<string, unknown> };
    assert.ok(Object.keys(openapi.paths).length > 100, 'the whole document arrives');

    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { ...bearer(adminToken), 'accept-encoding': 'gzip' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.ok(JSON.parse(gunzipSync(gz.rawPayload).toString()).paths);

    const none = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(adminToken) });
    assert.equal(none.headers['content-encoding'], undefined, 'no Accept-Encoding: identity');
    assert.ok(none.json().paths);

    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['content-encoding'], undefined, 'under 1 KB: sent as it is');
  });
});
