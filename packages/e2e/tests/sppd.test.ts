import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { pickDate, utcDay } from '../lib/date-picker.ts';

const SPPD = '/sdm/sppd/pegawai';
/** A three-day trip starting at least 10 days ahead, inside one year (the kantor's budget is per year). */
function tripDates(from = new Date()): [Date, Date] {
  const start = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate() + 10));
  const end = new Date(start.getTime() + 2 * 86_400_000);
  if (end.getUTCFullYear() !== start.getUTCFullYear()) return tripDates(new Date(start.getTime() + 7 * 86_400_000));
  return [start, end];
}

async function unapproved(page: Page): Promise<number> {
  const text = await page.getByTestId('sppd-unapproved').innerText();
  return Number(/(\d+)/.exec(text)?.[1]);
}

/** Adds a non-employee traveller through the dialog (employees need the server search of PegawaiSelect). */
async function addTraveller(page: Page, jenis: 'Outsourcing' | 'Mitra', nama: string, level: string, jabatan?: string) {
  await page.getByTestId('pejalan-add').click();
  const dialog = page.getByTestId('pejalan-dialog');
  await dialog.getByRole('combobox', { name: 'Jenis Pejalan' }).selectOption({ label: jenis });
  await dialog.getByTestId('pejalan-nama').fill(nama);
  await dialog.getByRole('combobox', { name: 'Level' }).selectOption({ label: level });
  if (jabatan) await dialog.getByRole('combobox', { name: 'Jabatan Mitra' }).selectOption({ label: jabatan });
  await dialog.getByTestId('pejalan-form-submit').click();
  await page.getByTestId('sppd-pejalan').getByText(nama).waitFor();
}

interface DetailAnswer {
  data: { status: string; approval: { is_myturn: boolean } };
}

describe('sppd: a business trip from Draft to approved', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai creates a trip with two travellers, generates costs and requests approval; the deciders approve', async () => {
    const tujuan = `Surabaya ${Date.now()}`;
    const [mulai, selesai] = tripDates();

    // pegawai: create → 'SPPD created' and the Draft warning → the trip's page.
    const { page } = await newPage(browser);
    await loginAt(page, '/pegawai/sppd?is_biaya_pending=0&is_bukti_empty=0', DEMO.pegawai);
    await page.getByTestId('sppd-index-page').waitFor();
    await page.getByTestId('sppd-add').click();
    await page.getByRole('combobox', { name: 'Jenis SPPD' }).selectOption({ label: 'Dinas Luar Kota' });
    await page.getByRole('combobox', { name: 'Wilayah' }).selectOption({ label: 'Jawa dan Bali' });
    await page.getByTestId('sppd-tujuan').fill(tujuan);
    await page.getByTestId('sppd-keperluan').fill('Audit operasional kantor cabang');
    await pickDate(page.locator('[data-name="tanggal_mulai"]'), utcDay(mulai));
    await pickDate(page.locator('[data-name="tanggal_selesai"]'), utcDay(selesai));
    await page.getByTestId('sppd-form-submit').click();
    await page.getByText('SPPD created').waitFor();
    await page.getByText('Cek kembali sebelum Request Approval, statusnya Draft').waitFor();
    await page.waitForURL(/\/pegawai\/sppd\/\d+$/);
    const detailPath = new URL(page.url()).pathname;
    const id = Number(detailPath.split('/').pop());
    await page.getByTestId('sppd-detail-page').waitFor();
    assert.equal(await page.getByTestId('sppd-status').innerText(), 'Draft');

    // Two travellers, then the costs from the rate tables.
    await addTraveller(page, 'Outsourcing', 'Dodi Saputra', 'Pelaksana');
    await addTraveller(page, 'Mitra', 'Rina Konsultan', 'Penyelia', 'Konsultan');
    await page.getByTestId('sppd-generate-biaya').click();
    await page.getByText('Success Generate Biaya SPPD').waitFor();
    assert.notEqual(await page.getByTestId('sppd-total-biaya').innerText(), 'Rp 0,00');

    await page.getByTestId('sppd-action-request').click();
    await page.getByText('SPPD requested').waitFor();
    await page.getByTestId('sppd-status').filter({ hasText: 'Menunggu Persetujuan' }).waitFor();

    // The printable letter is a PDF.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const pdf = await page.request.get(`/api${SPPD}/${id}/x/pdf`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'] ?? '', /^application\/pdf/);

    // Each step (the requester's superior, then Admin SPPD): whoever's turn it is approves in the browser,
    // and their counter falls by one.
    const deciders = [DEMO.hr, DEMO.admin];
    for (let step = 0; step < 2; step += 1) {
      let decider: (typeof deciders)[number] | undefined;
      for (const account of deciders) {
        const detail = await apiCall<DetailAnswer>(
          BASE_URL,
          await apiLogin(BASE_URL, account),
          'GET',
          `${SPPD}?event=index_detail_by_id&id=${id}`,
        );
        if (detail.status === 200 && detail.body.data.approval.is_myturn) decider = account;
      }
      assert.ok(decider, `no demo account has the turn at step ${step + 1}`);
      const approver = await newPage(browser);
      await loginAt(approver.page, '/pegawai/sppd', decider);
      await approver.page.getByTestId('sppd-index-page').waitFor();
      await approver.page.getByTestId('sppd-unapproved').filter({ hasText: /[1-9]/ }).waitFor();
      const before = await unapproved(approver.page);
      await approver.page.goto(detailPath);
      await approver.page.getByTestId('sppd-detail-page').waitFor();
      await approver.page.getByText(tujuan).waitFor();
      await approver.page.getByTestId('sppd-note').fill(`Disetujui tahap ${step + 1}`);
      await approver.page.getByTestId('sppd-action-approve').click();
      await approver.page.getByText('SPPD approved').waitFor();
      await approver.page.goto('/pegawai/sppd');
      await approver.page
        .getByTestId('sppd-unapproved')
        .filter({ hasText: String(before - 1) })
        .waitFor();
      assert.equal(await unapproved(approver.page), before - 1);
      await approver.context.close();
      const now = await apiCall<DetailAnswer>(
        BASE_URL,
        await apiLogin(BASE_URL, DEMO.pegawai),
        'GET',
        `${SPPD}?event=index_detail_by_id&id=${id}`,
      );
      if (now.body.data.status === 'disetujui') break;
    }

    // pegawai sees the trip approved, with the deciders' notes in the history.
    await page.goto(detailPath);
    await page.getByTestId('sppd-status').filter({ hasText: 'Disetujui' }).waitFor();
    await page
      .getByTestId('sppd-history')
      .getByText(/Disetujui tahap/)
      .first()
      .waitFor();
  });

  it('terbatas (role 8) may not open /pegawai/sppd: the page guard and the API refuse', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/sppd', DEMO.terbatas);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', SPPD), 403);
    await context.close();
  });
});
