import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

// Counts React DOM renderers: every copy of react-dom registers itself with this hook on load.
const COUNT_REACT_RENDERERS = () => {
  const renderers = new Map();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
};

describe('module federation composition', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('loads React exactly once across the shell and several remotes', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(COUNT_REACT_RENDERERS);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await loginAt(page, '/home', DEMO.admin);
    // Pages of five remotes: built ones by their heading, the rest by the under-construction notice.
    const visits: Array<[string, string | RegExp]> = [
      ['/absen', 'Rekap Absensi'],
      ['/pegawai/umur', 'Umur & Pensiun Pegawai'],
      ['/penilaian/kpi/target', 'Target pegawai pada satu periode'],
      ['/ai/chat', 'Pilih sesi di samping atau mulai sesi baru.'],
      ['/message/link', 'Tautan & Dokumen'],
    ];
    for (const [path, text] of visits) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
    }
    const count = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    assert.equal(count, 1);
    assert.deepEqual(
      errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e)),
      [],
    );
    await context.close();
  });

  it('a stopped remote shows the fallback on its own routes and nothing else breaks', async () => {
    const { context, page } = await newPage(browser);
    await context.route('**/remotes/mf-sppd/**', (route) => route.abort());
    await loginAt(page, '/pegawai/sppd', DEMO.admin);
    await page.getByText('Modul sedang tidak tersedia').first().waitFor();
    await page.goto('/absen');
    await page.getByRole('heading', { name: 'Rekap Absensi' }).waitFor();
    assert.equal(await page.getByText('Modul sedang tidak tersedia').count(), 0);
    await page.getByTestId('side-menu').waitFor();
    await page.goto('/skmd/abc');
    await page.getByText('Modul sedang tidak tersedia').first().waitFor();
    await context.close();
  });

  it('the side menu shows on wide screens only', async () => {
    const { context, page } = await newPage(browser, { width: 700 });
    await loginAt(page, '/home', DEMO.pegawai);
    assert.equal(await page.getByTestId('side-menu').isVisible(), false);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-drawer').waitFor();
    await context.close();
  });
});
