// Every story renders (issue #10): the Storybook of the design system, the shell and every remote is
// built as `npm run storybook:build` builds it, served by a plain static server, and each story is
// opened once in Chromium with its MSW answers (the service worker of the built Storybook). A story
// that throws, shows Storybook's error display or logs an uncaught error fails the test.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../lib/browser.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DESIGN_SYSTEM = path.join(ROOT, 'packages/design-system');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

function serve(dir: string): http.Server {
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
}

describe('Storybook: every story of the portal renders', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storybook-'));
  const server = serve(out);
  let origin = '';
  let browser: Browser;
  let stories: StoryEntry[] = [];

  before(async () => {
    execFileSync(
      path.join(DESIGN_SYSTEM, 'node_modules/.bin/storybook'),
      ['build', '--quiet', '--disable-telemetry', '-o', out],
      { cwd: DESIGN_SYSTEM, stdio: 'pipe', timeout: 600_000 },
    );
    const index = JSON.parse(fs.readFileSync(path.join(out, 'index.json'), 'utf8')) as {
      entries: Record<string, StoryEntry>;
    };
    stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    server.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('the shell, the design system and every remote with stories are in it', () => {
    const owners = new Set(stories.map((story) => story.title.split('/')[0]));
    for (const owner of ['Design system', 'shell', 'mf-absen', 'mf-pegawai', 'mf-message'])
      assert.ok(owners.has(owner), `stories of ${owner} (have: ${[...owners].join(', ')})`);
  });

  it('each story renders without an error', async () => {
    const context = await browser.newContext({ baseURL: origin });
    // MSW's worker unregisters itself when its last client closes, and each new page calls update()
    // on the registration it found without awaiting it: with one page navigating from story to
    // story, that update could land after the unregistering and reject ('Not found'). A second page
    // kept open on the first story stays the worker's client, so the worker lives for the whole run.
    const anchor = await context.newPage();
    await anchor.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story`);
    await anchor.waitForFunction(() => document.body.classList.contains('sb-show-main'), null, { timeout: 60_000 });
    const failures: string[] = [];
    // The anchor's visit installed MSW's service worker; every story is answered from the start.
    // Two pages walk the stories side by side: most of a story's time is waiting (network, idle
    // rendering), so two of them nearly halve the walk on a 2-core machine.
    const started = Date.now();
    let next = 0;
    const walker = async () => {
      const page = await context.newPage();
      let current = '';
      page.on('pageerror', (error) => failures.push(`${current}: ${error.message}`));
      for (let index = next++; index < stories.length; index = next++) {
        const story = stories[index];
        current = story.id;
        // Progress in the log: the walk takes minutes, and a stuck story shows where it stopped.
        if (index % 100 === 0)
          console.log(`# ${index}/${stories.length} stories after ${Math.round((Date.now() - started) / 1000)} s`);
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
        const shown = await page
          .waitForFunction(
            // Storybook shows 'main' before the story has rendered (still 'preparing'), and the error
            // display only once rendering failed: wait until preparing is over.
            () =>
              !document.body.classList.contains('sb-show-preparing-story') &&
              (document.body.classList.contains('sb-show-main') ||
                document.body.classList.contains('sb-show-errordisplay')),
            null,
            { timeout: 20_000 },
          )
          .then(() => page.evaluate(() => document.body.classList.contains('sb-show-main')))
          .catch(() => false);
        if (!shown) {
          const error = await page
            .locator('#error-message')
            .innerText()
            .catch(() => 'not rendered within 20 s');
          failures.push(`${story.id}: ${error.trim().split('\n')[0]}`);
        }
      }
    };
    await Promise.all([walker(), walker()]);
    console.log(`# ${stories.length} stories opened`);
    await context.close();
    assert.deepEqual(failures, []);
  });
});
