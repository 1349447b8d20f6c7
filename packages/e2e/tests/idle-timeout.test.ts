import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

describe('idle timeout', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('logs the user out after 900000 ms without activity', async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install(); // the page's own timers, fast-forwarded below
    await loginAt(page, '/home', DEMO.pegawai);
    await page.clock.fastForward(10 * 60_000);
    assert.equal(await page.getByTestId('navbar').count(), 1, 'still signed in after 10 idle minutes');
    await page.clock.fastForward(5 * 60_000 + 1_000);
    await page.getByTestId('idle-modal-ok').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    await page.getByTestId('idle-modal-ok').click();
    await page.getByTestId('login-form').waitFor();
    await context.close();
  });
});
