/** Remotes on other hosts (issue #10): REMOTES_JSON re-read without a restart; CORS on /remotes/* for configured origins only. */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

describe('remote list and CORS of the remotes', () => {
  let t: TestApp;
  let closed: TestApp;
  let root: string;
  let listFile: string;
  const SHELL_ELSEWHERE = 'https://shell.cabang.bank.test';

  // Each write gets a later mtime, so a change within the same millisecond is still seen.
  let clock = Date.now() / 1000;
  async function writeList(content: string) {
    await writeFile(listFile, content);
    clock += 5;
    await utimes(listFile, clock, clock);
  }

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-remotes-'));
    await mkdir(join(root, 'mf-absen', 'dist'), { recursive: true });
    await writeFile(join(root, 'mf-absen', 'dist', 'mf-manifest.json'), '{"id":"mf_absen"}');
    await writeFile(join(root, 'mf-absen', 'dist', 'routes.json'), '[]');
    listFile = join(root, 'remotes.json');
    await writeList(JSON.stringify({ mf_absen: '/remotes/mf-absen/mf-manifest.json' }));
    t = await createTestApp({
      config: { staticRoot: root, remotesJsonFile: listFile, remotesCorsOrigins: [SHELL_ELSEWHERE] },
    });
    closed = await createTestApp({ config: { staticRoot: root } });
  });
  after(async () => {
    await t.close();
    await closed.close();
    await rm(root, { recursive: true, force: true });
  });

  test('a changed REMOTES_JSON is served, and allowed by the CSP, without a restart; a broken edit keeps the last good list', async () => {
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), {
      mf_absen: '/remotes/mf-absen/mf-manifest.json',
    });

    await writeList(JSON.stringify({ mf_absen: 'https://absen.cabang.bank.test/mf-manifest.json' }));
    const moved = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(moved.json(), { mf_absen: 'https://absen.cabang.bank.test/mf-manifest.json' });
    assert.match(
      String(moved.headers['content-security-policy']),
      /script-src 'self' https:\/\/absen\.cabang\.bank\.test/,
    );

    await writeList('{ rusak');
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), {
      mf_absen: 'https://absen.cabang.bank.test/mf-manifest.json',
    });
  });

  test('a remote file answers CORS to a configured shell origin only', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/remotes/mf-absen/mf-manifest.json',
      headers: { origin: SHELL_ELSEWHERE },
    });
    assert.equal(allowed.statusCode, 200);
    assert.equal(allowed.headers['access-control-allow-origin'], SHELL_ELSEWHERE);
    assert.equal(allowed.json().id, 'mf_absen');

    const stranger = await t.app.inject({
      method: 'GET',
      url: '/remotes/mf-absen/routes.json',
      headers: { origin: 'https://lain.test' },
    });
    assert.equal(stranger.statusCode, 200);
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);

    const none = await closed.app.inject({
      method: 'GET',
      url: '/remotes/mf-absen/mf-manifest.json',
      headers: { origin: SHELL_ELSEWHERE },
    });
    assert.equal(none.statusCode, 200);
    assert.equal(none.headers['access-control-allow-origin'], undefined, 'nothing configured: closed');
  });

  test('the API stays closed to other origins', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: SHELL_ELSEWHERE } });
    assert.equal(api.headers['access-control-allow-origin'], undefined);
  });
});
