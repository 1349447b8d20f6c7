// Remotes on other hosts (issue #10): a remote served by a plain static server on another port
// works in the portal (REMOTES_JSON re-read, CSP and CORS); a remote whose host hangs stalls only
// its own routes. The list is rewritten and restored here; the server re-reads it without a restart.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIST_FILE = process.env.E2E_REMOTES_JSON ?? '';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A department's own host: any static server with CORS for the portal's origin. */
function staticHost(dist: string, allowOrigin: string) {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const file = path.join(dist, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
    served.push(req.url ?? '');
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': allowOrigin,
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return { server, served };
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

async function timeToHome(page: Page): Promise<number> {
  const started = Date.now();
  await page.goto('/home');
  await page.getByTestId('navbar').waitFor();
  await page.getByTestId('side-menu').waitFor();
  return Date.now() - started;
}

describe('remotes on other hosts', () => {
  let browser: Browser;
  let original: string;
  const host = staticHost(path.join(ROOT, 'mf-message', 'dist'), new URL(BASE_URL).origin);
  const sockets = new Set<net.Socket>();
  // Accepts connections and never answers: the worst kind of broken host.
  const hanging = net.createServer((socket) => {
    sockets.add(socket);
  });
  let hostPort = 0;
  let hangingPort = 0;

  function writeList(change: Record<string, string>) {
    fs.writeFileSync(LIST_FILE, JSON.stringify({ ...JSON.parse(original), ...change }));
    // A later mtime even within the same millisecond: the server re-reads on change.
    const later = new Date(Date.now() + 2000 + Math.random() * 1000);
    fs.utimesSync(LIST_FILE, later, later);
  }

  before(async () => {
    assert.ok(LIST_FILE, 'run through run.mjs (E2E_REMOTES_JSON)');
    original = fs.readFileSync(LIST_FILE, 'utf8');
    hostPort = await listen(host.server);
    hangingPort = await listen(hanging);
    browser = await launchBrowser();
  });
  after(async () => {
    fs.writeFileSync(LIST_FILE, original);
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(LIST_FILE, later, later);
    await browser.close();
    host.server.close();
    for (const socket of sockets) socket.destroy();
    hanging.close();
  });

  it('a remote served from another origin by a plain static server works in the portal', async () => {
    writeList({ mf_message: `http://127.0.0.1:${hostPort}/mf-manifest.json` });
    const { context, page } = await newPage(browser);
    await loginAt(page, '/message/link', DEMO.admin);
    await page.getByRole('heading', { name: 'Tautan & Dokumen' }).waitFor();
    assert.ok(
      host.served.some((url) => url.startsWith('/routes.json')),
      'route table read from the other host',
    );
    assert.ok(
      host.served.some((url) => url.startsWith('/remoteEntry')),
      'code loaded from the other host',
    );
    await context.close();
  });

  it('a remote built against another version of a shared package is refused with the versions named', async () => {
    // The same remote as if built against @portal/domain 9: its shared-module requirement says so.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-message-v9-'));
    fs.cpSync(path.join(ROOT, 'mf-message', 'dist'), dist, { recursive: true });
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/domain/package.json'), 'utf8'));
    const entry = path.join(dist, 'remoteEntry.js');
    const requirement = new RegExp(
      `requiredVersion:"\\^${version.replace(/\./g, '\\.')}"(?=,strictVersion:!0,[^}]*shareKey:"@portal/domain")`,
      'g',
    );
    const original = fs.readFileSync(entry, 'utf8');
    const built = original.replace(requirement, 'requiredVersion:"^9.0.0"');
    assert.notEqual(built, original, 'the requirement on @portal/domain is found in remoteEntry.js');
    fs.writeFileSync(entry, built);
    const other = staticHost(dist, new URL(BASE_URL).origin);
    const otherPort = await listen(other.server);
    try {
      writeList({ mf_message: `http://127.0.0.1:${otherPort}/mf-manifest.json` });
      const { context, page } = await newPage(browser);
      await loginAt(page, '/message/link', DEMO.admin);
      const notice = page.getByTestId('version-mismatch');
      await notice.waitFor({ timeout: 10_000 });
      const text = await notice.innerText();
      assert.match(text, /Versi modul tidak cocok dengan portal/);
      assert.match(text, new RegExp(`@portal/domain \\^9\\.0\\.0, sedangkan portal memakai versi ${version}`));
      assert.equal(await page.getByRole('heading', { name: 'Tautan & Dokumen' }).count(), 0, 'the page is not shown');
      // The rest of the portal works on.
      await page.goto('/absen');
      await page.getByRole('heading', { name: 'Rekap Absensi' }).waitFor();
      await context.close();
    } finally {
      other.server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a hanging remote host stalls only its own routes', async () => {
    writeList({});
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.admin);
    const healthy = await timeToHome(page);

    writeList({ mf_sppd: `http://127.0.0.1:${hangingPort}/mf-manifest.json` });
    const withHanging = await timeToHome(page);
    await page.goto('/absen');
    await page.getByRole('heading', { name: 'Rekap Absensi' }).waitFor();

    const started = Date.now();
    await page.goto('/pegawai/sppd');
    await page.getByText('Modul sedang tidak tersedia').first().waitFor({ timeout: 10_000 });
    const fallback = Date.now() - started;
    console.log(
      `# /home: ${healthy} ms with every remote up, ${withHanging} ms with mf_sppd hanging; its route's fallback after ${fallback} ms`,
    );
    // Figures in the log; the bounds leave room for a loaded CI machine.
    assert.ok(withHanging < healthy + 1500, `home with a hanging remote: ${withHanging} ms vs ${healthy} ms`);
    assert.ok(fallback < 6000, `fallback after ${fallback} ms`);
    await context.close();
  });
});
