// User administration (issue #23) as people use it: the admin changes pegawai's roles while pegawai
// has the portal open, and pegawai's open session ends (back to the login form); the admin sees who is
// online; pegawai is refused /user by the guard and by the API; the FAQ opens.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt, submitLogin } from '../lib/portal.ts';

/** A role the admin holds (so may grant) and pegawai does not: Admin Diklat. */
const EXTRA_ROLE = 61;
const PEGAWAI_ROLES = [10];

describe('user administration', () => {
  let browser: Browser;
  let adminToken: string;
  let pegawaiId: number;

  before(async () => {
    browser = await launchBrowser();
    adminToken = await apiLogin(BASE_URL, DEMO.admin);
    const list = await apiCall<{ data: { id: number; name: string }[] }>(
      BASE_URL,
      adminToken,
      'GET',
      '/general/users?search=pegawai&per_page=50',
    );
    const row = list.body.data.find((user) => user.name === DEMO.pegawai.username);
    assert.ok(row, 'demo account pegawai not found');
    pegawaiId = row.id;
  });
  after(async () => {
    // Other browser tests expect pegawai with its demo roles.
    const restored = await apiCall(BASE_URL, adminToken, 'POST', '/general/users/x/roles', {
      event: 'store_update_roles',
      user_id: pegawaiId,
      roles: PEGAWAI_ROLES,
    });
    assert.equal(restored.status, 200);
    await browser.close();
  });

  it("the admin changes pegawai's roles and pegawai's open session ends", async () => {
    const pegawai = await newPage(browser);
    await loginAt(pegawai.page, '/home', DEMO.pegawai);

    const admin = await newPage(browser);
    await loginAt(admin.page, '/user/online', DEMO.admin);
    // Pegawai's open portal holds a push stream: the admin sees pegawai online (the list reloads on open).
    const onlineTable = admin.page.getByRole('table', { name: 'Pengguna online' });
    for (let attempt = 0; attempt < 10; attempt++) {
      if ((await onlineTable.getByRole('cell', { name: DEMO.pegawai.username, exact: true }).count()) > 0) break;
      await admin.page.waitForTimeout(1_000);
      await admin.page.reload();
      await onlineTable.waitFor();
    }
    await onlineTable.getByRole('cell', { name: DEMO.pegawai.username, exact: true }).waitFor();

    await admin.page.goto(`/user?search=${DEMO.pegawai.username}&per_page=50`);
    await admin.page.getByTestId(`edit-roles-${pegawaiId}`).click();
    await admin.page.getByTestId(`role-${EXTRA_ROLE}`).click();
    await admin.page.getByTestId('roles-save').click();
    await admin.page.getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await admin.page.getByText('Akses Role sudah diganti, silahkan login ulang').first().waitFor();

    // Without touching anything, pegawai's portal notices the ended session and asks to log in again.
    await pegawai.page.getByTestId('login-form').waitFor({ timeout: 40_000 });
    await submitLogin(pegawai.page, DEMO.pegawai.username, DEMO.pegawai.password);
    await pegawai.page.getByTestId('navbar').waitFor();

    await pegawai.context.close();
    await admin.context.close();
  });

  it('pegawai is refused /user by the guard and by the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    for (const path of ['/user', '/user/roles', '/user/passwordReset']) {
      await page.goto(path);
      await page.waitForURL('**/unauthorized');
    }
    assert.equal(await apiStatus(page, 'GET', '/general/users'), 403);
    assert.equal(await apiStatus(page, 'GET', '/general/users/x/roles/x/type'), 403);
    assert.equal(await apiStatus(page, 'POST', '/general/users/x/password_reset', { user_id: pegawaiId }), 403);
    await context.close();
  });

  it('the FAQ opens and its search finds the password question', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/faq', DEMO.pegawai);
    await page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }).waitFor();
    await page.getByRole('textbox', { name: 'Cari pertanyaan' }).fill('captcha');
    await page.getByText('Saya lupa password. Bagaimana cara meresetnya?').click();
    await page
      .getByText(/Lupa password\?/)
      .first()
      .waitFor();
    assert.equal(await page.getByText('Apa yang dapat dilihat setiap role?').count(), 0);
    await context.close();
  });
});
