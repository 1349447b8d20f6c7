import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const NOTIFIKASI = '/general/notifikasi';

/** Waits until the bell announces `count` ('Notifikasi, 3 belum dibaca'; 'Notifikasi' at 0). */
async function waitForBell(page: Page, count: number, timeout = 20_000): Promise<void> {
  const name = count > 0 ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi';
  await page.getByRole('link', { name, exact: true }).waitFor({ timeout });
}

describe('notifications and officers in the browser (/message/notification, /message/officer)', () => {
  let browser: Browser;
  let pegawai: { pegawaiId: number; token: string };
  let hrToken: string;

  before(async () => {
    browser = await launchBrowser();
    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const me = await apiCall<{ pegawai_id: number | null; pegawai?: { id: number } | null }>(
      BASE_URL,
      token,
      'GET',
      '/check',
    );
    assert.equal(me.status, 200);
    const pegawaiId = me.body.pegawai_id ?? me.body.pegawai?.id;
    assert.ok(pegawaiId, 'the demo pegawai has an employee record');
    pegawai = { pegawaiId, token };
    hrToken = await apiLogin(BASE_URL, DEMO.hr);
  });
  after(() => browser.close());

  it('a mail from hr raises pegawai’s bell without a reload; marking it read lowers it', async () => {
    const reader = await newPage(browser);
    try {
      await loginAt(reader.page, '/home', DEMO.pegawai);
      await reader.page.getByTestId('navbar-notification').waitFor();
      const before = (
        await apiCall<{ data: { count: number } }>(BASE_URL, pegawai.token, 'GET', `${NOTIFIKASI}/x/unread`)
      ).body.data.count;
      await waitForBell(reader.page, before);

      const subject = `Notifikasi e2e ${Date.now()}`;
      const sent = await apiCall(BASE_URL, hrToken, 'POST', '/general/mailbox/x', {
        pegawai_ids: [pegawai.pegawaiId],
        subject,
        body: 'Mohon cek notifikasi Anda.',
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));

      // No reload: the push stream carries the new count to the bell.
      await waitForBell(reader.page, before + 1);

      await reader.page.getByTestId('navbar-notification').click();
      await reader.page.waitForURL(/\/message\/notification/);
      await reader.page.getByTestId('notification-page').waitFor();
      const row = reader.page.getByRole('row').filter({ hasText: subject }).first();
      await row.waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: /^Tandai dibaca/ }).click();
      await waitForBell(reader.page, before);
      await row.getByText('Baru', { exact: true }).waitFor({ state: 'detached' });
    } finally {
      await reader.context.close();
    }
  });

  it('pegawai sees the officers; the PIC create API refuses a user without the policy (403)', async () => {
    const reader = await newPage(browser);
    try {
      await loginAt(reader.page, '/message/officer', DEMO.pegawai);
      await reader.page.getByTestId('officer-page').waitFor();
      await reader.page.getByRole('cell', { name: 'Absensi' }).first().waitFor({ timeout: 15_000 });
      assert.equal(await reader.page.getByTestId('officer-add').count(), 0, 'no "Tambah PIC" for pegawai');
    } finally {
      await reader.context.close();
    }
    const refused = await apiCall(BASE_URL, pegawai.token, 'POST', '/sdm/pic', {
      kantor_id: 1,
      topic: 'Absensi',
      pegawai_id: pegawai.pegawaiId,
    });
    assert.equal(refused.status, 403);
    const list = await apiCall<{ total: number }>(BASE_URL, pegawai.token, 'GET', '/sdm/pic?per_page=10');
    assert.equal(list.status, 200);
    assert.ok(list.body.total > 0, 'the demo data has officers');
  });
});
