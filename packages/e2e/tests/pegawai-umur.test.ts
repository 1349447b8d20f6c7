// The age and retirement report (/pegawai/umur, roles 57 not 8; GET /api/sdm/pegawai?event=umur).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { SHOWING, totalOf, waitForTotalBelow } from '../lib/list-total.ts';

describe('employee age report', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr opens /pegawai/umur, sees ages and retirement dates, and filters by age', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/umur', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar umur dan pensiun pegawai' });
    const firstRow = table.locator('tbody tr').first();
    await firstRow.getByText(/^\d+ tahun$/).waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    const before = totalOf(await showing.innerText());
    assert.ok(before > 1, `total before filtering: ${before}`);
    // Oldest first: the first row's remaining time is either the past-retirement label or 'x tahun y bulan z hari'.
    assert.match(await firstRow.innerText(), /Lewat umur pensiun|\d+ tahun \d+ bulan \d+ hari/);

    await page.getByLabel('Umur minimal').fill('50');
    await page.getByLabel('Umur maksimal').fill('52');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await waitForTotalBelow(page, before);
    const ages = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => /(\d+) tahun/.exec(r.children[6]?.textContent ?? '')?.[1]));
    assert.ok(ages.length > 0 && ages.every((a) => Number(a) >= 50 && Number(a) <= 52), `ages ${ages.join(',')}`);

    // Min above max is refused on the page.
    await page.getByLabel('Umur minimal').fill('60');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await page.getByText('Umur minimal tidak boleh lebih besar dari umur maksimal').waitFor();
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai?event=umur&per_page=1'), 200);
    await context.close();
  });

  it('terbatas (roles 8, 10) is refused by the page guard and by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.terbatas);
    await page.goto('/pegawai/umur');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai?event=umur'), 403);
    // The employee picker stays open to them: it is directory data only.
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai?event=options&search=budi'), 200);
    await context.close();
  });
});
