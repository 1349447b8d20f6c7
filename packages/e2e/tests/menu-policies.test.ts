// A menu entry never leads to a 403: for each demo role, every page its side menu offers is opened
// the way a person would (a click on the menu link) and every API call the page makes is watched.
// The page's policy and the policies of the endpoints it calls must agree.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

/** Waits until no API call has been in flight for `quietMs` (the page has loaded its data). */
function apiWatcher(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const refused: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.includes('/api/realtime/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', (request) => {
    if (isApi(request.url())) done();
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) done();
  });
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() === 403) {
      refused.push(
        `${response.request().method()} ${new URL(response.url()).pathname}${new URL(response.url()).search}`,
      );
    }
  });
  return {
    refused,
    async settled(quietMs = 700, maxMs = 8_000): Promise<void> {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe('menu entries and API policies agree', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  for (const role of ['terbatas', 'pegawai', 'hr'] as const) {
    it(`${role}: no page in the menu is answered 403 by the API`, async () => {
      const { context, page } = await newPage(browser);
      await loginAt(page, '/home', DEMO[role]);
      const watcher = apiWatcher(page);
      // The links as written (with the spec's menu queries), to click exactly these.
      await page.getByTestId('side-menu').waitFor();
      const hrefs = await page
        .locator('[data-testid="menu-link"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      assert.ok(hrefs.length > 3, `menu of ${role} has entries`);
      const problems: string[] = [];
      for (const href of hrefs) {
        const before = watcher.refused.length;
        // A click on the menu link, as a person navigates (the link may sit in a collapsed group).
        await page
          .locator(`[data-testid="menu-link"][href="${href}"]`)
          .first()
          .evaluate((link) => (link as HTMLElement).click());
        await page.waitForURL((url) => url.pathname === href.split('?')[0] || url.pathname === '/unauthorized', {
          timeout: 10_000,
        });
        await watcher.settled();
        if (new URL(page.url()).pathname === '/unauthorized')
          problems.push(`${href}: the guard refused a page the menu offers`);
        for (const call of watcher.refused.slice(before)) problems.push(`${href}: ${call} answered 403`);
      }
      assert.deepEqual(problems, [], `${role} visited ${hrefs.length} menu pages`);
      await context.close();
    });
  }
});
