import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { accessToken, DEMO, loginAt, submitLogin } from '../lib/portal.ts';

const NEW_PASSWORD = 'Jakarta#Baru2026';

describe('default password', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    // Put the demo account back as it was (password = user name), through the admin's reset event.
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.admin);
    const users = await page.request.get('/api/general/users?search=baru', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    const baru = (await users.json()).data.find((u: { name: string }) => u.name === 'baru');
    await page.request.post('/api/general/users', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
      data: { event: 'store_reset_password', user_id: baru.id },
    });
    await context.close();
    await browser.close();
  });

  it('holds baru on the profile page until the password is changed', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.baru);
    await page.waitForURL('**/user/profile');
    for (const path of ['/home', '/dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/user/profile');
    }
    // A weak new password is refused with the rule's message.
    await page.getByTestId('profile-password_old').fill('baru');
    await page.getByTestId('profile-password').fill('12345678');
    await page.getByTestId('profile-password_confirmation').fill('12345678');
    await page.getByTestId('profile-submit').click();
    await page
      .getByTestId('change-password-form')
      .getByText(/lemah|mudah ditebak/i)
      .first()
      .waitFor();

    await page.getByTestId('profile-password').fill(NEW_PASSWORD);
    await page.getByTestId('profile-password_confirmation').fill(NEW_PASSWORD);
    await page.getByTestId('profile-submit').click();
    await page.getByText('Password sudah diganti, login ulang dengan password baru tersebut').first().waitFor();
    await page.getByTestId('login-form').waitFor();

    await submitLogin(page, 'baru', NEW_PASSWORD);
    await page.getByTestId('navbar').waitFor();
    await page.goto('/dashboard');
    await page.getByTestId('page-content').waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    await context.close();
  });
});
