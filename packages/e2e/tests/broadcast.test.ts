// The info board and broadcast (/message/infobank and /message/broadcast: role 7; the home page for
// everyone). The admin (who has 7) publishes an announcement valid today and it shows on pegawai's
// home page; the admin sends a broadcast to every employee and pegawai finds it among their
// notifications (/message/notification, and the API); pegawai is refused both pages by the guard and
// the broadcast by the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

describe('info board and broadcast', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('an announcement the admin publishes for today shows on pegawai’s home page', async () => {
    const judul = `Pengumuman e2e ${Date.now()}`;
    const admin = await newPage(browser);
    try {
      await loginAt(admin.page, '/message/infobank', DEMO.admin);
      await admin.page.getByTestId('infobank-page').waitFor();
      await admin.page.getByTestId('infobank-add').click();
      const dialog = admin.page.getByTestId('infobank-form-dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Judul').fill(judul);
      await dialog.getByLabel('Isi pengumuman').fill('Seluruh kantor mengikuti apel pagi pukul 07.30 WIB.');
      // 'Berlaku mulai' starts at the portal's today; 'Berlaku sampai' stays empty (no end).
      await dialog.getByTestId('infobank-form-submit').click();
      await admin.page.getByText('Infobank created').first().waitFor();
      await admin.page.getByRole('table', { name: 'Daftar pengumuman' }).getByText(judul).waitFor();
    } finally {
      await admin.context.close();
    }

    const reader = await newPage(browser);
    try {
      await loginAt(reader.page, '/home', DEMO.pegawai);
      const board = reader.page.getByTestId('home-announcements');
      await board.getByText(judul).waitFor({ timeout: 20_000 });
    } finally {
      await reader.context.close();
    }
  });

  it('a broadcast to every employee reaches pegawai’s notifications; the confirmation names the count', async () => {
    const judul = `Broadcast e2e ${Date.now()}`;
    const admin = await newPage(browser);
    try {
      await loginAt(admin.page, '/message/broadcast', DEMO.admin);
      const form = admin.page.getByTestId('broadcast-form');
      await form.waitFor();
      await form.getByLabel('Judul').fill(judul);
      await form.getByLabel('Pesan').fill('Portal tidak dapat diakses Sabtu pukul 22.00–24.00 WIB.');
      await form.getByTestId('broadcast-submit').click();
      const confirm = admin.page.getByRole('alertdialog');
      await confirm.getByText(/akan dikirim ke [\d.]+ pegawai/).waitFor();
      await confirm.getByRole('button', { name: 'Kirim Broadcast' }).click();
      await admin.page.getByText('Broadcast Sent').first().waitFor({ timeout: 30_000 });
      await admin.page.getByRole('table', { name: 'Riwayat broadcast' }).getByText(judul).waitFor();
    } finally {
      await admin.context.close();
    }

    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const mine = await apiCall<{ data: { title: string; kind: string }[] }>(
      BASE_URL,
      token,
      'GET',
      `/general/notifikasi?search=${encodeURIComponent(judul)}`,
    );
    assert.equal(mine.status, 200);
    assert.ok(
      mine.body.data.some((n) => n.title === judul && n.kind === 'broadcast'),
      JSON.stringify(mine.body.data),
    );

    const reader = await newPage(browser);
    try {
      await loginAt(reader.page, '/message/notification', DEMO.pegawai);
      await reader.page.getByText(judul).first().waitFor({ timeout: 20_000 });
    } finally {
      await reader.context.close();
    }
  });

  it('pegawai is refused the info board and broadcast pages by the guard, and the broadcast by the API', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/message/broadcast', DEMO.pegawai);
      await page.waitForURL('**/unauthorized');
      await page.goto('/message/infobank');
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'POST', '/general/broadcast', { judul: 'X', pesan: 'Y', target: 'all' }), 403);
      assert.equal(await apiStatus(page, 'GET', '/general/broadcast/x/history'), 403);
      assert.equal(await apiStatus(page, 'GET', '/general/infobank?event=index'), 403);
      // Reading what is valid today is everyone's.
      assert.equal(await apiStatus(page, 'GET', '/general/infobank?event=index_active'), 200);
      assert.equal(await apiStatus(page, 'GET', '/general/channel/x/public'), 200);
    } finally {
      await context.close();
    }
  });
});
