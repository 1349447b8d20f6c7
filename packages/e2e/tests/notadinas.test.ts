import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const NOTADINAS = '/sdm/notadinas/pegawai';

interface DetailAnswer {
  data: { id: number; status: string; nomor: string | null; approval: { is_myturn: boolean } };
}

async function memoOf(account: { username: string; password: string }, token: string) {
  return apiCall<DetailAnswer>(
    BASE_URL,
    await apiLogin(BASE_URL, account),
    'GET',
    `${NOTADINAS}?action=index_show_by_token&token=${encodeURIComponent(token)}`,
  );
}

describe('nota dinas: a memo from Draft to approved', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai writes a memo and requests approval; the superior and Admin SDM approve; it gets a number and a PDF', async () => {
    const perihal = `Undangan rapat kerja ${Date.now()}`;

    // pegawai: create → 'Nota Dinas created' → the memo's page (by token).
    const { page } = await newPage(browser);
    await loginAt(page, '/pegawai/notadinas?is_myturn=0', DEMO.pegawai);
    await page.getByTestId('notadinas-index-page').waitFor();
    await page.getByTestId('notadinas-add').click();
    const dialog = page.getByTestId('notadinas-create-dialog');
    await dialog.getByRole('combobox', { name: 'Jenis Surat' }).selectOption({ label: 'ND — Nota Dinas Biasa' });
    await dialog.getByTestId('notadinas-perihal').fill(perihal);
    const kepada = dialog.getByRole('combobox', { name: 'Kepada (jabatan)' });
    await kepada.click();
    await page.getByRole('option', { name: 'Pemimpin Cabang' }).first().click();
    await dialog.getByTestId('notadinas-isi').fill('Dengan hormat, mohon hadir pada rapat kerja cabang.');
    await dialog.getByTestId('notadinas-form-submit').click();
    await page.getByText('Nota Dinas created').waitFor();
    await page.waitForURL(/\/pegawai\/notadinas\/[^/]+$/);
    const detailPath = new URL(page.url()).pathname;
    const token = decodeURIComponent(detailPath.split('/').pop()!);
    await page.getByTestId('notadinas-detail-page').waitFor();
    assert.equal(await page.getByTestId('letter-status').innerText(), 'Draft');

    await page.getByTestId('notadinas-action-request').click();
    await page.getByText('Nota Dinas updated').waitFor();
    await page.getByTestId('letter-status').filter({ hasText: 'Menunggu Persetujuan' }).waitFor();

    // Each step (the author's superior, then Admin SDM, role 57): whoever's turn it is approves in the browser.
    const deciders = [DEMO.hr, DEMO.admin];
    for (let step = 0; step < 2; step += 1) {
      let decider: (typeof deciders)[number] | undefined;
      for (const account of deciders) {
        const detail = await memoOf(account, token);
        if (detail.status === 200 && detail.body.data.approval.is_myturn) decider = account;
      }
      assert.ok(decider, `no demo account has the turn at step ${step + 1}`);
      const approver = await newPage(browser);
      await loginAt(approver.page, detailPath, decider);
      await approver.page.getByTestId('notadinas-detail-page').waitFor();
      await approver.page.getByRole('heading', { name: perihal }).waitFor();
      await approver.page.getByTestId('notadinas-note').fill(`Disetujui tahap ${step + 1}`);
      await approver.page.getByTestId('notadinas-action-approve').click();
      await approver.page.getByText('Nota Dinas updated').waitFor();
      await approver.context.close();
      if ((await memoOf(DEMO.pegawai, token)).body.data.status === 'disetujui') break;
    }

    // The author sees it approved, with its number, and prints it.
    const approved = await memoOf(DEMO.pegawai, token);
    assert.equal(approved.body.data.status, 'disetujui');
    assert.match(approved.body.data.nomor ?? '', /^ND\//);
    await page.goto(detailPath);
    await page.getByTestId('letter-status').filter({ hasText: 'Disetujui' }).waitFor();
    assert.equal(await page.getByTestId('notadinas-detail-nomor').innerText(), approved.body.data.nomor);
    await page.getByTestId('notadinas-pdf').waitFor();
    const access = await page.evaluate(() => localStorage.getItem('access_token'));
    const pdf = await page.request.get(`/api${NOTADINAS}/${approved.body.data.id}/x/pdf`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'] ?? '', /^application\/pdf/);
    assert.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it('terbatas (role 8) may not open /pegawai/notadinas: the page guard and the API refuse', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/notadinas', DEMO.terbatas);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', NOTADINAS), 403);
    await context.close();
  });
});
