import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt, submitLogin } from '../lib/portal.ts';

describe('login', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  for (const name of ['admin', 'hr', 'pegawai', 'terbatas'] as const) {
    it(`${name} logs in and lands on the path they opened`, async () => {
      const { context, page } = await newPage(browser);
      await loginAt(page, '/home', DEMO[name]);
      assert.equal(new URL(page.url()).pathname, '/home');
      await page.getByTestId('navbar-user-menu').waitFor();
      // The password never reaches local storage; only the spec's session keys do.
      const stored = await page.evaluate(() => Object.keys(localStorage).sort());
      assert.deepEqual(stored, ['access_token', 'client_id', 'expires_at', 'refresh_token']);
      const values = await page.evaluate(() => Object.values(localStorage).join('|'));
      assert.ok(!values.includes(DEMO[name].password));
      await context.close();
    });
  }

  it('the screens of e-mailed links load when such a link is opened: a bad reset or verification token is refused', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reset-password?token=tidak-berlaku');
    await page.getByRole('heading', { name: 'Buat password baru' }).waitFor();
    await page.getByTestId('reset-confirm-form').waitFor();
    await page.goto('/verify?token=tidak-berlaku');
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    assert.notEqual((await result.textContent())?.trim() ?? '', '');
    assert.equal(await result.getAttribute('class'), 'field-error');
    await context.close();
  });

  it('baru (default password) logs in and is sent to the profile page', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.baru);
    await page.waitForURL('**/user/profile');
    await page.getByTestId('default-password-alert').waitFor();
    await context.close();
  });

  it('a wrong password shows the server message and keeps the user signed out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    await submitLogin(page, 'pegawai', 'salah-sekali');
    const message = page.getByTestId('flash-message').first();
    await message.waitFor();
    assert.match(await message.innerText(), /salah/i);
    assert.equal(await page.getByTestId('navbar').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    await context.close();
  });

  it('logout ends the session and shows the login form again', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    // By keyboard, as a keyboard user would: under load a mouse click could land while the menu's
    // popup was still being positioned and miss the item (seen twice in CI), which no user notices
    // but fails the test. The mouse path is the same onSelect.
    await page.getByTestId('navbar-user-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('logout-button').waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByTestId('login-form').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('refresh_token')), null);
    await context.close();
  });
});
