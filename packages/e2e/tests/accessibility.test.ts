// Accessibility as a test (issue #12): axe-core's WCAG 2.1 A/AA rules on the built pages, signed in
// as admin; any serious or critical violation fails, with the rule, the page and the elements.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const AXE_SOURCE = (await import('node:fs')).readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Built pages of the shell and the remotes (each shows its h1 once rendered). */
const PAGES = [
  '/home',
  '/dashboard',
  '/user/profile',
  '/user',
  '/user/logs',
  '/pegawai',
  '/pegawai/umur',
  '/pegawai/jabatan',
  '/pegawai/pangkat',
  '/kantor',
  '/kantor/struktur',
  '/absen',
  '/absen/libur',
  '/absen/calendar',
  '/absen/report',
  '/absen/covid',
  '/pegawai/izin',
  '/pegawai/izin/info',
  '/pegawai/izin/calendar',
  '/absen/delete/request',
  '/message/link',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('no serious or critical violation on the built pages', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.admin);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      // Every page names itself with one h1 (focus moves there after navigation).
      if (
        !(await page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          ))
      )
        found.push(`${path}: no h1`);
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page))
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
    }
    await context.close();
    assert.deepEqual(found, []);
  });
});
