// The HR registers of the CV's sub-records (#22): /pegawai/family (57, full width) and
// /pegawai/pendidikan (57, not 8). HR lists every employee's family members, searches for one and
// opens their detail, and filters the education register by level; a plain employee is refused
// by the page guard and by the API (403).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { SHOWING, totalOf, waitForTotalBelow } from '../lib/list-total.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

describe('family and education registers (/pegawai/family, /pegawai/pendidikan)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr lists the family members, searches one and opens the detail', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/family', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar keluarga pegawai' });
    // Columns: No, Pegawai, NPP, Kantor, Anggota Keluarga, Hubungan, Status, Tanggal Lahir, Tahun.
    const member = table.locator('tbody tr').first().locator('td').nth(4);
    await member.waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    const before = totalOf(await showing.innerText());
    assert.ok(before > 1, `family members in the demo data: ${before}`);

    const name = (await member.innerText()).trim();
    await page.getByRole('searchbox').fill(name);
    await waitForTotalBelow(page, before);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    assert.ok((await table.locator('tbody').innerText()).includes(name));

    await table.getByRole('link', { name }).first().click();
    await page.waitForURL(/\/pegawai\/family\/\d+$/);
    await page.getByRole('heading', { name: 'Detail Keluarga', level: 1 }).waitFor();
    assert.ok((await page.getByTestId('family-detail').innerText()).includes(name));
    await context.close();
  });

  it('hr filters the education register by level', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/pendidikan', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar pendidikan pegawai' });
    // Columns: No, Pegawai, NPP, Kantor, Jenjang, Institusi, Jurusan, Tahun Lulus.
    await table.locator('tbody tr').first().locator('td').nth(4).waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    const before = totalOf(await showing.innerText());
    assert.ok(before > 1, `education records in the demo data: ${before}`);

    await page.getByLabel('Jenjang pendidikan').selectOption('S1');
    await page.waitForURL((url) => url.searchParams.get('jenjang') === 'S1');
    await waitForTotalBelow(page, before);
    const levels = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    assert.ok(levels.length > 0, 'S1 graduates in the demo data');
    assert.deepEqual([...new Set(levels.map((l) => l.trim()))], ['S1']);
    await context.close();
  });

  it('pegawai is refused by the page guard and by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    for (const [route, api] of [
      ['/pegawai/family', '/sdm/pegawai/x/family'],
      ['/pegawai/pendidikan', '/sdm/pegawai/x/pendidikan'],
    ] as const) {
      await page.goto(route);
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', api), 403);
    }
    await context.close();
  });
});
