import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt, menuHrefs } from '../lib/portal.ts';

describe('route guard and menu', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it("pegawai's menu lacks /pegawai, and /dashboard is allowed", async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    const hrefs = await menuHrefs(page);
    assert.ok(!hrefs.includes('/pegawai'), `menu has /pegawai: ${hrefs.join(', ')}`);
    assert.ok(hrefs.includes('/dashboard'));
    await page.goto('/dashboard');
    await page.getByTestId('page-content').waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    // …while the admin-only register is refused by the page guard and by the API.
    await page.goto('/pegawai');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/general/users'), 403);
    await context.close();
  });

  it('hr sees /pegawai in the menu and may open it', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai', DEMO.hr);
    assert.equal(new URL(page.url()).pathname, '/pegawai');
    assert.ok((await menuHrefs(page)).includes('/pegawai'));
    await context.close();
  });

  it('terbatas is sent to unauthorized on /faq', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/faq', DEMO.terbatas);
    await page.waitForURL('**/unauthorized');
    assert.ok(!(await menuHrefs(page)).includes('/faq'));
    await context.close();
  });

  it('/ and unknown paths go to /home', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/', DEMO.pegawai);
    await page.waitForURL('**/home');
    await page.goto('/tidak/ada/halaman-ini');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('the API refuses calls without a token (401)', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.request.get('/api/general/users');
    assert.equal(res.status(), 401);
    await context.close();
  });
});
