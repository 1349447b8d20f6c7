// Acting officials (/pegawai/pgs: 63, not 8; the detail /pegawai/pgs/show/:id is hidden from menus).
// The admin (who has 63) lists the demo assignments with their period and opens one; HR (57) and a
// plain employee are refused by the guard and by the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { SHOWING, totalOf } from '../lib/list-total.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

/** Spec section 3: 'DD MMMM YYYY - DD MMMM YYYY'. */
const PERIOD = /^\d{2} \S+ \d{4} - \d{2} \S+ \d{4}$/;

describe('acting officials (/pegawai/pgs)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('the admin lists the assignments with their period and opens one', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/pgs', DEMO.admin);
    const table = page.getByRole('table', { name: 'Daftar pejabat pengganti sementara' });
    // Columns: No, Pejabat Pengganti, Jabatan, Label, Kantor, Grade, Periode, Status, Aksi.
    const first = table.locator('tbody tr').first();
    await first.locator('td').nth(6).waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    assert.ok(totalOf(await showing.innerText()) > 0, 'assignments in the demo data');
    assert.match((await first.locator('td').nth(6).innerText()).trim(), PERIOD);

    const name = (await first.locator('td').nth(1).innerText()).trim();
    await first.getByRole('link', { name }).click();
    await page.waitForURL(/\/pegawai\/pgs\/show\/\d+$/);
    await page.getByRole('heading', { name: 'Detail PGS', level: 1 }).waitFor();
    assert.ok((await page.getByTestId('pgs-detail').innerText()).includes(name));
    await context.close();
  });

  it('hr and pegawai are refused by the page guard and by the API (403)', async () => {
    for (const account of [DEMO.hr, DEMO.pegawai]) {
      const { context, page } = await newPage(browser);
      await loginAt(page, '/home', account);
      await page.goto('/pegawai/pgs');
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/pgs'), 403);
      await context.close();
    }
  });
});
