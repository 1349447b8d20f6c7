// Bytes actually transferred (compressed, as Chromium received them, empty cache) for the pages
// issue #10 budgets: the login page until interactive, the first signed-in page (/home as
// pegawai, login's bytes included) and what the first page of one remote adds (/absen).
// Usage: imported by `npm run bench` with a running portal's base URL.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../commands/lib/workspace.mjs';

export const PAGE_TARGETS_KB = { loginJs: 140, homeJs: 280, remotePageJs: 80 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Counts the encoded body bytes of every response, split by JavaScript and the rest. */
function meter(page) {
  const seen = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    const { pathname } = new URL(request.url());
    seen.push({
      path: pathname,
      js: pathname.endsWith('.js'),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  return {
    mark: () => seen.length,
    since(start) {
      const rows = seen.slice(start);
      const js = rows.filter((r) => r.js).reduce((sum, r) => sum + r.bytes, 0);
      const all = rows.reduce((sum, r) => sum + r.bytes, 0);
      const jsRows = rows.filter((r) => r.js);
      // Each script with its transferred size: what to look at when a figure goes over.
      const scripts = jsRows.map((r) => ({ path: r.path, kb: kb(r.bytes) }));
      return { jsKb: kb(js), allKb: kb(all), files: jsRows.map((r) => r.path), scripts };
    },
  };
}

export async function measurePageWeight(baseUrl, account = { username: 'pegawai', password: 'Pegawai#2026' }) {
  const { chromium } = createRequire(path.join(ROOT, 'packages/e2e/package.json'))('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const traffic = meter(page);
    await page.goto('/');
    await page.getByTestId('login-form').waitFor();
    // Interactive: the form can be sent, i.e. its captcha is solved (solver included).
    await page.locator('[data-testid="login-captcha"][data-state="verified"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const login = traffic.since(0);
    const afterLogin = traffic.mark();
    await page.getByTestId('login-username').fill(account.username);
    await page.getByTestId('login-password').fill(account.password);
    // By keyboard: a mouse left over the menu after sign-in would prefetch a remote on hover.
    await page.getByTestId('login-password').press('Enter');
    await page.getByTestId('navbar').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const home = traffic.since(afterLogin);
    const beforeRemote = traffic.mark();
    await page.goto('/absen');
    await page.getByRole('heading', { name: 'Rekap Absensi' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const remote = traffic.since(beforeRemote);
    return {
      login,
      home: { ...home, jsKb: kb((login.jsKb + home.jsKb) * 1024), signInOnlyJsKb: home.jsKb },
      remote,
    };
  } finally {
    await browser.close();
  }
}

export function printPageWeight(result) {
  const line = (label, value, target) =>
    console.log(
      `${label.padEnd(52)} ${String(value).padStart(7)} KB  [target ≤ ${target} KB] ${value <= target ? 'OK' : 'OVER'}`,
    );
  console.log('\nPage weight (bytes transferred, compressed, empty cache, Chromium)');
  line('login page JavaScript until interactive', result.login.jsKb, PAGE_TARGETS_KB.loginJs);
  line('first signed-in page /home as pegawai (JS, login incl.)', result.home.jsKb, PAGE_TARGETS_KB.homeJs);
  line('first page of one remote /absen adds (JS)', result.remote.jsKb, PAGE_TARGETS_KB.remotePageJs);
  console.log(
    `  all bytes: login ${result.login.allKb} KB, sign-in to /home ${result.home.allKb} KB, /absen ${result.remote.allKb} KB`,
  );
  console.log(
    `  remote code fetched for /home: ${result.home.files.filter((f) => f.startsWith('/remotes/')).length} files`,
  );
  if (process.env.PAGE_WEIGHT_FILES) {
    for (const [label, part] of [
      ['login', result.login],
      ['sign-in to /home', result.home],
      ['/absen', result.remote],
    ]) {
      console.log(`  scripts of ${label}:`);
      for (const { path: file, kb: size } of [...part.scripts].sort((a, b) => b.kb - a.kb))
        console.log(`    ${String(size).padStart(6)} KB  ${file}`);
    }
  }
}
