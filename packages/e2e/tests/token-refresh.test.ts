import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

type TestWindow = { __portalSdmTest: { request: (method: string, path: string) => Promise<unknown> } };

describe('token refresh', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('twenty parallel requests with an expiring token trigger exactly one refresh', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.waitForFunction(() => Boolean((window as unknown as Partial<TestWindow>).__portalSdmTest));
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/refresh') refreshes.push(req.method());
    });
    const before = await page.evaluate(() => localStorage.getItem('access_token'));

    // 30 s before expiry: inside the 300 s refresh threshold.
    await page.evaluate(() => localStorage.setItem('expires_at', String(Date.now() + 30_000)));
    const statuses = await page.evaluate(async () => {
      const { request } = (window as unknown as TestWindow).__portalSdmTest;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => request('GET', '/general/kantor?per_page=1')),
      );
      return results.map((r) => r.status);
    });

    assert.deepEqual(statuses, Array(20).fill('fulfilled'));
    assert.deepEqual(refreshes, ['POST']);
    const after = await page.evaluate(() => ({
      token: localStorage.getItem('access_token'),
      expiresAt: Number(localStorage.getItem('expires_at')),
    }));
    assert.notEqual(after.token, before);
    assert.ok(after.expiresAt > Date.now() + 600_000, 'the new token lives for minutes again');
    await context.close();
  });

  it('a refresh token used twice is refused and the session ends', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    const stolen = await page.evaluate(() => localStorage.getItem('refresh_token'));
    const first = await page.request.post('/api/refresh', { data: { refresh_token: stolen } });
    assert.equal(first.status(), 200);
    const replay = await page.request.post('/api/refresh', { data: { refresh_token: stolen } });
    assert.equal(replay.status(), 401);
    // Reuse revoked the whole family: the rotated token is dead too.
    const rotated = (await first.json()).refresh_token;
    assert.equal((await page.request.post('/api/refresh', { data: { refresh_token: rotated } })).status(), 401);
    await context.close();
  });
});
