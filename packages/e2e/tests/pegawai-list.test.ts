// The employee list (/pegawai, role 57; GET /api/sdm/pegawai refuses role 10 and role 8).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { SHOWING, totalOf, waitForTotalBelow } from '../lib/list-total.ts';

describe('employee list', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr sees the employees and the search narrows the table', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar pegawai' });
    await table.locator('tbody tr').first().locator('td').nth(2).waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    const before = totalOf(await showing.innerText());
    assert.ok(before > 1, `total before search: ${before}`);
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai?per_page=1'), 200);

    // The full name of the first employee (No, Foto, Nama): searching for it narrows the list.
    const name = (await table.locator('tbody tr').first().locator('td').nth(2).innerText()).trim();
    await page.getByRole('searchbox').fill(name);
    await waitForTotalBelow(page, before);
    const after = totalOf(await showing.innerText());
    assert.ok(after >= 1 && after < before, `${after} of ${before} for '${name}'`);
    assert.ok((await table.locator('tbody').innerText()).includes(name));

    // The name opens that employee's CV.
    await table.getByRole('link', { name }).first().click();
    await page.waitForURL(/\/pegawai\/show\/\d+$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // Back returns to the list as it was left: the search is in the address and in the box.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/pegawai' && url.searchParams.get('search') === name);
    await page
      .getByRole('searchbox')
      .and(page.locator(`[value="${name}"]`))
      .waitFor();
    assert.ok((await table.locator('tbody').innerText()).includes(name));
    await context.close();
  });

  it('pegawai is refused by the page guard and by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.goto('/pegawai');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai'), 403);
    await context.close();
  });

  it('terbatas is refused by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.terbatas);
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai'), 403);
    await context.close();
  });
});
