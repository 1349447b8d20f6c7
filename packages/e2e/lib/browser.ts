// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh context (own local storage) and page; `baseUrl` points it at another server process. */
export async function newPage(
  browser: Browser,
  options: { width?: number; baseUrl?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? BASE_URL,
    viewport: { width: options.width ?? 1280, height: 800 },
    locale: 'id-ID',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}
