// A remote mounted through its single-spa lifecycles on a plain HTML page (issue #10): given the
// session of a sign-in, it renders its pages signed in, and its page guard holds there too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { solvedCaptcha } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO } from '../lib/portal.ts';

async function loginAnswer(account: { username: string; password: string }): Promise<unknown> {
  const res = await fetch(`${BASE_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Captcha: await solvedCaptcha() },
    body: JSON.stringify(account),
  });
  assert.equal(res.status, 200);
  return res.json();
}

/** Not the portal's page: a host page that knows nothing but the remote's entry and its lifecycles. */
function hostPage(session: unknown): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Halaman lain</title></head><body>
<div id="remote-here"></div>
<script src="/remotes/mf-absen/remoteEntry.js"></script>
<script>
  (async () => {
    await window.mf_absen.init({});
    const lifecycles = (await window.mf_absen.get('./lifecycles'))();
    const props = { name: 'mf_absen', domElement: document.getElementById('remote-here'), session: ${JSON.stringify(session)} };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  })().catch((error) => { document.body.dataset.mountError = String(error); });
</script></body></html>`;
}

async function openHosted(page: Page, path: string, session: unknown): Promise<void> {
  // Only the document comes from the host page; the remote's files and the API are the portal's.
  await page.route(`${BASE_URL}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: hostPage(session) }),
  );
  await page.goto(path);
}

describe('remote lifecycles on a plain page', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it("renders a remote's page signed in with the session it is given", async () => {
    const { context, page } = await newPage(browser);
    await openHosted(page, '/absen', await loginAnswer(DEMO.pegawai));
    await page.getByRole('heading', { name: 'Rekap Absensi' }).waitFor();
    assert.equal(await page.getByTestId('navbar').count(), 0, 'no shell on this page');
    assert.equal(await page.evaluate(() => document.body.dataset.mountError ?? null), null);
    await context.close();
  });

  it('keeps the page guard: a page the role may not open says so', async () => {
    const { context, page } = await newPage(browser);
    await openHosted(page, '/absen/deleted', await loginAnswer(DEMO.pegawai));
    await page.getByText('Anda tidak memiliki akses ke halaman ini').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Absen Terhapus' }).count(), 0);
    await context.close();
  });
});
