// Page-level helpers that speak the portal's UI the way a user does (labels and test ids of the shell).
import type { Page } from 'playwright-core';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin#2026' },
  hr: { username: 'hr', password: 'Hr#2026' },
  pegawai: { username: 'pegawai', password: 'Pegawai#2026' },
  terbatas: { username: 'terbatas', password: 'Terbatas#2026' },
  baru: { username: 'baru', password: 'baru' },
} as const;

/** Fills the login form and submits once the in-page proof-of-work captcha is solved. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  // The form solves a real ALTCHA proof-of-work challenge from /api/captcha; wait until it has.
  await page
    .getByTestId('login-form')
    .locator('[data-testid="login-captcha"][data-state="verified"]')
    .waitFor({ timeout: 30_000 });
  await page.getByTestId('login-submit').click();
  // Either the portal opens or a message explains why not (the portal chunk may take a moment).
  await Promise.race([
    page.getByTestId('navbar').waitFor({ timeout: 30_000 }),
    page.getByTestId('flash-message').first().waitFor({ timeout: 30_000 }),
  ]);
}

/** Opens `path` (the login form appears when signed out) and signs in; resolves when the navbar shows. */
export async function loginAt(
  page: Page,
  path: string,
  account: { username: string; password: string },
): Promise<void> {
  await page.goto(path);
  await submitLogin(page, account.username, account.password);
  await page.getByTestId('navbar').waitFor();
}

export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('no access token in local storage');
  return token;
}

/** Calls the API with the page's own token, as a script in the page could. */
export async function apiStatus(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  const token = await accessToken(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body === undefined ? undefined : body,
  });
  return res.status();
}

export async function menuHrefs(page: Page): Promise<string[]> {
  const nav = page.getByTestId('side-menu');
  await nav.waitFor();
  return nav.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}
