// Changing a leave Draft (spec: update, then the 5 s 'Cek kembali sebelum Request Approval'): the
// requester edits it from its page; another user is refused by the API; once sent it no longer changes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const IZIN = '/sdm/pegawai/x/izin';

/** A working Monday well ahead, so the draft never meets an existing leave. */
function mondayAhead(weeks: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('izin: the requester changes a Draft', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai changes the reason of a Draft on its page; hr may not change it; a sent one answers 409', async () => {
    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const day = mondayAhead(20);
    const created = await apiCall<{ data: { id: number; token: string } }>(BASE_URL, token, 'POST', IZIN, {
      jenis_id: 3,
      tanggal_mulai: day,
      tanggal_selesai: day,
      alasan: 'Urusan keluarga',
    });
    assert.equal(created.status, 200);
    const { id, token: izinToken } = created.body.data;

    const { context, page } = await newPage(browser);
    await loginAt(page, `/pegawai/izin/${izinToken}`, DEMO.pegawai);
    await page.getByTestId('izin-edit').click();
    const dialog = page.getByTestId('izin-edit-dialog');
    const alasan = `Mengurus dokumen ${Date.now()}`;
    await dialog.getByTestId('izin-alasan').fill(alasan);
    await dialog.getByTestId('izin-form-submit').click();
    await page.getByText('Izin updated').first().waitFor();
    await page.getByText('Cek kembali sebelum Request Approval').first().waitFor();
    await page.getByTestId('izin-detail-page').getByText(alasan).waitFor();
    await context.close();

    const hr = await apiLogin(BASE_URL, DEMO.hr);
    assert.equal(
      (
        await apiCall(BASE_URL, hr, 'PUT', `${IZIN}/${id}`, {
          jenis_id: 3,
          tanggal_mulai: day,
          tanggal_selesai: day,
          alasan: 'bukan miliknya',
        })
      ).status,
      403,
    );
    assert.equal((await apiCall(BASE_URL, token, 'POST', `${IZIN}/${id}`, { event: 'store_request' })).status, 200);
    assert.equal(
      (
        await apiCall(BASE_URL, token, 'PUT', `${IZIN}/${id}`, {
          jenis_id: 3,
          tanggal_mulai: day,
          tanggal_selesai: day,
          alasan: 'terlambat',
        })
      ).status,
      409,
    );
    await apiCall(BASE_URL, token, 'POST', `${IZIN}/${id}`, { event: 'store_cancel' });
  });
});
