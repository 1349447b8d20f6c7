/** Security headers on API, static and error answers (issue #13): CSP, framing, sniffing, referrer, HSTS. */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { remoteOriginsOf, tileSourceOf } from './remote-origins.js';

describe('security headers', () => {
  let t: TestApp;
  let https: TestApp;
  let staticRoot: string;

  before(async () => {
    staticRoot = await mkdtemp(join(tmpdir(), 'portal-headers-'));
    await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(
      join(staticRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>Portal SDM</title><script src="/main.js"></script>',
    );
    await writeFile(
      join(staticRoot, 'shell', 'dist', 'main.0123abcd89.js'),
      'console.log(1)\n//# sourceMappingURL=main.0123abcd89.js.map',
    );
    await writeFile(
      join(staticRoot, 'shell', 'dist', 'main.0123abcd89.js.map'),
      '{"version":3,"sourcesContent":["rahasia"]}',
    );
    const remotesFile = join(staticRoot, 'remotes.json');
    await writeFile(
      remotesFile,
      JSON.stringify({
        mf_absen: 'https://cdn.bank.test/mf-absen/mf-manifest.json',
        mf_kpi: '/remotes/mf-kpi/mf-manifest.json',
      }),
    );
    t = await createTestApp({
      config: {
        staticRoot,
        remotesJsonFile: remotesFile,
        mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    });
    https = await createTestApp({ config: { publicUrl: 'https://portal.bank.test' } });
  });
  after(async () => {
    await t.close();
    await https.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const directives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  test('the portal page, an API answer and an error all carry the headers', async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/pegawai', 'text/html'],
      ['/api/health', 'application/json'],
      ['/api/check', 'application/json'],
      ['/api/tidak-ada', 'application/json'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['strict-transport-security'], undefined, `${url}: no HSTS over plain http`);
      const csp = directives(String(res.headers['content-security-policy']));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], url);
      assert.deepEqual(
        csp['script-src'],
        ["'self'", 'https://cdn.bank.test'],
        `${url}: own origin and the configured remote origins only`,
      );
      assert.ok(!csp['script-src'].some((v: string) => v.includes('unsafe')), url);
      assert.deepEqual(csp['object-src'], ["'self'", 'blob:'], 'plugins only for the own PDFs');
      assert.ok(csp['img-src'].includes('https://*.tile.openstreetmap.org'), 'office map tiles');
      assert.deepEqual(
        csp['worker-src'],
        ["'self'"],
        'no worker from a blob: address (the captcha solves in the page)',
      );
      assert.equal(csp['upgrade-insecure-requests'], undefined);
    }
  });

  test('source maps of the front end are not served; the bundles are', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/main.0123abcd89.js' })).statusCode, 200);
    for (const url of [
      '/main.0123abcd89.js.map',
      '/MAIN.0123ABCD89.JS.MAP',
      '/main.0123abcd89.js.map?x=1',
      '/remotes/mf-absen/main.js.map',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('rahasia'));
    }
  });

  test('HSTS (and upgrade-insecure-requests) when served over HTTPS', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const csp = directives(String(res.headers['content-security-policy']));
    assert.ok('upgrade-insecure-requests' in csp);
    assert.deepEqual([...new Set(csp['script-src'])], ["'self'"], 'no remote origins configured: self only');
  });

  test('remote origins: absolute entries give their origin, relative ones nothing; tile templates', () => {
    assert.deepEqual(
      remoteOriginsOf({
        a: 'https://cdn.x/a/mf-manifest.json',
        b: 'https://cdn.x:8443/b.json',
        c: '/remotes/c.json',
        d: 'bukan url',
      }),
      ['https://cdn.x', 'https://cdn.x:8443'],
    );
    assert.equal(tileSourceOf('https://tiles.bank.test/{z}/{x}/{y}.png'), 'https://tiles.bank.test');
    assert.equal(tileSourceOf('/tiles/{z}/{x}/{y}.png'), null);
  });
});
