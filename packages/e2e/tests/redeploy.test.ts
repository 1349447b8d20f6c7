// Safe redeploy (issue #10, ADR 0028): a tab opened before a remote is rebuilt and redeployed keeps
// working — its next page comes from the previous build's chunks, which the new build keeps — and
// a reload brings the change. The remote (mf-message) is really rebuilt by webpack, from a copy of
// its sources with one visible change, into the folder the server serves; the original build is
// put back afterwards.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REMOTE = path.join(ROOT, 'mf-message');
const DIST = path.join(REMOTE, 'dist');
const LIST_PAGE = 'src/features/link/pages/LinkListPage.tsx';
const NEW_TEXT = 'Tautan dan dokumen bersama untuk seluruh pegawai (edisi baru).';

/** mf-message's sources with one visible change, built by the house config into the served dist/. */
function rebuildWithChange(work: string) {
  fs.cpSync(path.join(REMOTE, 'src'), path.join(work, 'src'), { recursive: true });
  fs.copyFileSync(path.join(REMOTE, 'package.json'), path.join(work, 'package.json'));
  if (fs.existsSync(path.join(REMOTE, 'public')))
    fs.cpSync(path.join(REMOTE, 'public'), path.join(work, 'public'), { recursive: true });
  fs.symlinkSync(path.join(REMOTE, 'node_modules'), path.join(work, 'node_modules'));
  const page = path.join(work, LIST_PAGE);
  const source = fs.readFileSync(page, 'utf8');
  const changed = source.replace('Tautan dan dokumen bersama untuk seluruh pegawai.', NEW_TEXT);
  assert.notEqual(changed, source, 'the list page still has the subtitle this test changes');
  fs.writeFileSync(page, changed);
  const federation = path.join(ROOT, 'packages/tooling/federation');
  fs.writeFileSync(
    path.join(work, 'webpack.config.mjs'),
    `import { createFederatedConfig } from ${JSON.stringify(path.join(federation, 'index.mjs'))};
import { keepPreviousBuild } from ${JSON.stringify(path.join(federation, 'previous-build.mjs'))};
const make = createFederatedConfig({ kind: 'remote', name: 'mf_message', dir: ${JSON.stringify(work)} });
export default (env, argv) => {
  const config = make(env, argv);
  // Deployed where the portal serves mf-message from, as its own build would be.
  config.output.path = ${JSON.stringify(DIST)};
  config.output.clean = { keep: keepPreviousBuild(${JSON.stringify(DIST)}) };
  return config;
};
`,
  );
  execFileSync(
    path.join(REMOTE, 'node_modules/.bin/webpack'),
    ['--config', 'webpack.config.mjs', '--mode', 'production'],
    {
      cwd: work,
      stdio: 'pipe',
      timeout: 240_000,
    },
  );
}

describe('redeploying a remote while a tab is open', () => {
  let browser: Browser;
  let linkId = 0;
  const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-message-dist-'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-message-next-'));

  before(async () => {
    fs.cpSync(DIST, backup, { recursive: true });
    const token = await apiLogin(BASE_URL, DEMO.admin);
    const created = await apiCall<{ data: { id: number } }>(BASE_URL, token, 'POST', '/general/link', {
      judul: 'Pedoman redeploy',
      url: 'https://intranet.bank.example/pedoman',
      keterangan: null,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    linkId = created.body.data.id;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
    fs.rmSync(DIST, { recursive: true, force: true });
    fs.cpSync(backup, DIST, { recursive: true });
    fs.rmSync(backup, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('the open tab navigates on with the previous build; a reload shows the new one', async () => {
    const { context, page } = await newPage(browser);
    const chunkErrors: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/mf-message/') && response.status() >= 400) chunkErrors.push(response.url());
    });
    await loginAt(page, '/message/link', DEMO.admin);
    await page.getByRole('heading', { name: 'Tautan & Dokumen' }).waitFor();
    const entryBefore = fs.readFileSync(path.join(DIST, 'remoteEntry.js'), 'utf8');

    rebuildWithChange(work);
    assert.notEqual(fs.readFileSync(path.join(DIST, 'remoteEntry.js'), 'utf8'), entryBefore, 'a new build is deployed');

    // The detail page's chunk was never loaded in this tab: it comes from the previous build.
    await page.getByTestId(`link-row-${linkId}`).click();
    await page.getByTestId('link-title').filter({ hasText: 'Pedoman redeploy' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Tautan & Dokumen' }).waitFor();
    assert.equal(await page.getByText(NEW_TEXT).count(), 0, 'the open tab still runs the build it started with');
    assert.equal(await page.getByText('Modul sedang tidak tersedia').count(), 0);
    assert.equal(await page.getByText('Portal baru saja diperbarui').count(), 0);
    assert.deepEqual(chunkErrors, [], 'no file of the previous build went missing');

    await page.reload();
    await page.getByText(NEW_TEXT).waitFor();
    await context.close();
  });
});
