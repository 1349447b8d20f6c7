import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

type Option = { id: number; nama: string };

describe('kantor and SOTK', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai (role 10) opens /kantor/struktur and walks the tree with the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/kantor/struktur', DEMO.pegawai);
    const tree = page.getByRole('tree', { name: 'Struktur kantor' });
    await tree.waitFor();
    const first = tree.getByRole('treeitem').first();
    assert.equal(await first.getAttribute('aria-expanded'), 'true', 'the top office starts open');
    const before = await tree.getByRole('treeitem').count();
    assert.ok(before > 1, 'the top office shows its children');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = tree.getByRole('treeitem').nth(1);
    assert.equal(await second.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('ArrowRight');
    if ((await second.getAttribute('aria-expanded')) !== null) {
      assert.equal(await second.getAttribute('aria-expanded'), 'true');
      assert.ok((await tree.getByRole('treeitem').count()) > before, 'opening shows the children');
    }
    await context.close();
  });

  it('/kantor/maps falls back to the list of offices when the tiles cannot be reached', async () => {
    const { context, page } = await newPage(browser);
    // No tile server in the test machine's reach: every tile request fails at once.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await loginAt(page, '/kantor/maps', DEMO.pegawai);
    const list = page.getByRole('table', { name: 'Kantor dengan koordinat' });
    await list.waitFor();
    assert.ok((await list.getByRole('row').count()) > 1, 'offices with coordinates are listed');
    await page.getByText('Peta tidak dapat dimuat; kantor ditampilkan sebagai daftar.').waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('kantor-map').count(), 0);
    await context.close();
  });

  it('pegawai is refused /kantor/modance by the guard, and its API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/kantor/modance', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/general/kantor/x/modance?event=indexReportModanceKantor'), 403);
    await context.close();
  });

  it('admin resets an office structure and sees the background job finish', async () => {
    // A standard for the office's level, so the reset has something to copy.
    const token = await apiLogin(BASE_URL, DEMO.admin);
    const offices = (await apiCall<{ data: Option[] }>(BASE_URL, token, 'GET', '/general/kantor?event=options')).body
      .data;
    const kantor = offices[0];
    const detail = (
      await apiCall<{ data: { kantor_level_id: number; display_name: string } }>(
        BASE_URL,
        token,
        'GET',
        `/general/kantor/${kantor.id}`,
      )
    ).body.data;
    const bidang = (await apiCall<{ data: Option[] }>(BASE_URL, token, 'GET', '/general/sotk/x/bidang_tugas')).body
      .data;
    const jabatan = (await apiCall<{ data: Option[] }>(BASE_URL, token, 'GET', '/general/sotk/x/jabatan')).body.data[0];
    const group = await apiCall<{ data: { id: number } }>(BASE_URL, token, 'POST', '/general/sotk/jabatanGroup', {
      nama: `Grup uji ${Date.now()}`,
      bidangtugas_id: bidang[0].id,
    });
    assert.equal(group.status, 200);
    const standard = await apiCall(BASE_URL, token, 'POST', '/general/sotk/jabatanGroupStandard', {
      jabatan_group_id: group.body.data.id,
      kantor_level_id: detail.kantor_level_id,
      jabatan_id: jabatan.id,
      formasi: 2,
    });
    // 409: an earlier run already set this position's standard for the level.
    assert.ok([200, 409].includes(standard.status), `standard: ${standard.status}`);

    const { context, page } = await newPage(browser);
    await loginAt(page, '/sotk/structure', DEMO.admin);
    await page.getByRole('combobox', { name: 'Pilih kantor' }).click();
    await page.getByRole('option', { name: kantor.nama, exact: true }).first().click();
    await page.getByRole('button', { name: 'Reset struktur' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Reset' }).click();
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: 'SOTK Reset By Kantor On Process' })
      .first()
      .waitFor();
    const job = page.getByTestId('followed-job');
    await job.waitFor();
    await page.locator('[data-testid="followed-job"][data-status="done"]').waitFor({ timeout: 60_000 });
    assert.match(
      (await job.getByTestId('followed-job-message').textContent()) ?? '',
      /^Struktur SOTK .+ disusun ulang: \d+ jabatan$/,
    );
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: 'Reset struktur SOTK selesai' })
      .first()
      .waitFor();
    // The rebuilt structure is listed at once.
    await page
      .getByRole('table', { name: 'Struktur SOTK kantor' })
      .getByText(jabatan.nama, { exact: true })
      .first()
      .waitFor();
    await context.close();
  });
});
