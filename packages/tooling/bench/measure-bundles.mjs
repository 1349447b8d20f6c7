// Gzip bytes of the JavaScript that matters for start-up, from the production builds:
// - login page: every .js file Chromium requests from the shell's index.html until the login form is
//   interactive (form rendered and the captcha element defined). Measured in a real browser because
//   Module Federation loads shared chunks (react, react-dom…) at run time, which a static chunk graph
//   does not show. Served from shell/dist by a throw-away static server; /api answers 503.
// - each remote: remoteEntry.js + the chunks of its ./routes expose (from mf-manifest.json).
// Usage: node packages/tooling/bench/measure-bundles.mjs [--json]   (after building shell and remotes)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const REMOTES = ['mf-pegawai', 'mf-absen', 'mf-sppd', 'mf-kpi', 'mf-gaji', 'mf-message', 'mf-ai'];
export const TARGETS = { loginKb: 250, remoteKb: 30 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** remoteEntry.js + ./routes chunks of one built remote. */
export function measureRemote(folder) {
  const dist = path.join(ROOT, folder, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return { remote: folder, error: `${folder}/dist belum di-build` };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = manifest.metaData.remoteEntry.name;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes' || expose.path === './routes');
  const files = [entry, ...(routes?.assets.js.sync ?? [])];
  const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
  return { remote: folder, files, gzipBytes: bytes, gzipKb: kb(bytes), withinTarget: kb(bytes) <= TARGETS.remoteKb };
}

const TYPES = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
};

function serveShell(dist) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname.startsWith('/api/'))
      return res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"bench"}');
    if (url.pathname === '/remotes.json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    if (url.pathname === '/portal-config.json')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    let file = path.join(dist, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function loadPlaywright() {
  const fromE2e = createRequire(path.join(ROOT, 'packages/e2e/package.json'));
  return fromE2e('playwright-core');
}

/** The login page's JavaScript until it is interactive, measured in Chromium. */
export async function measureLoginPage() {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) return { error: 'shell/dist belum di-build' };
  if (!fs.existsSync(CHROMIUM)) return { error: `${CHROMIUM} tidak ada (apt-get install -y chromium)` };
  const { chromium } = loadPlaywright();
  const server = await serveShell(dist);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const requested = [];
    let counting = true;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (counting && pathname.endsWith('.js')) requested.push(pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByTestId('login-form').waitFor();
    await page.locator('[data-testid="login-captcha"][data-state="verified"]').waitFor({ timeout: 60_000 });
    counting = false;
    const files = [...new Set(requested)];
    const rows = files.map((file) => ({ file, gzipBytes: gzipBytes(path.join(dist, file)) }));
    const bytes = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
    return { files: rows, gzipBytes: bytes, gzipKb: kb(bytes), withinTarget: kb(bytes) <= TARGETS.loginKb };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function measureBundles() {
  return { login: await measureLoginPage(), remotes: REMOTES.map(measureRemote) };
}

export function printBundles({ login, remotes }) {
  console.log('\nBundles (gzip)');
  if (login.error) console.log(`Login page JS: ${login.error}`);
  else {
    console.log(
      `Login page JS (gzip, until interactive): ${login.gzipKb} KB  [target ≤ ${TARGETS.loginKb} KB] ${login.withinTarget ? 'OK' : 'OVER'}`,
    );
    for (const row of login.files) console.log(`  ${row.file.padEnd(40)} ${kb(row.gzipBytes)} KB`);
  }
  for (const remote of remotes) {
    if (remote.error) console.log(`${remote.remote}: ${remote.error}`);
    else
      console.log(
        `${remote.remote.padEnd(11)} remoteEntry + ./routes (gzip): ${remote.gzipKb} KB  [target ≤ ${TARGETS.remoteKb} KB] ${remote.withinTarget ? 'OK' : 'OVER'}`,
      );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await measureBundles();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printBundles(result);
}
