// The AI assistant (issue #21) in the browser: hr opens /ai/chat, creates a session and asks the offline
// assistant for the leave balance (the figure the leave page's API gives); a pegawai is refused by the
// guard and the API; with a local OpenAI-compatible provider the answer appears piece by piece.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startLocalChatProvider, type LocalChatProvider } from '../../server/test/helpers/local-chat-provider.ts';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, apiStatus, loginAt, menuHrefs } from '../lib/portal.ts';
import { startSecondServer, type SecondServer } from '../lib/second-server.ts';

async function startSessionAndAsk(page: Page, question: string) {
  await page.getByTestId('ai-chat-page').waitFor();
  await page.getByTestId('ai-session-new').click();
  await page.getByText('Session Created').first().waitFor();
  await page.getByTestId('ai-question').fill(question);
  await page.getByTestId('ai-send').click();
}

describe('AI assistant', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it("hr asks the offline assistant 'sisa cuti saya' and gets the balance of the leave page", async () => {
    const token = await apiLogin(BASE_URL, DEMO.hr);
    const config = await apiCall<{ data: { balance: { sisa: number } } }>(
      BASE_URL,
      token,
      'GET',
      '/sdm/pegawai/x/izin?event=index_config',
    );
    assert.equal(config.status, 200);
    const sisa = config.body.data.balance.sisa;

    const { context, page } = await newPage(browser);
    await loginAt(page, '/ai/chat', DEMO.hr);
    assert.ok((await menuHrefs(page)).includes('/ai/chat'));
    await page.getByTestId('ai-mode').filter({ hasText: 'Asisten offline' }).waitFor();
    await startSessionAndAsk(page, 'sisa cuti saya');

    const answer = page.getByTestId('ai-message-assistant').last();
    await answer.filter({ hasText: `${sisa} hari` }).waitFor({ timeout: 30_000 });
    assert.match(await answer.innerText(), new RegExp(`Sisa cuti tahunan Anda tahun \\d{4}: ${sisa} hari`));
    assert.match(await answer.getByTestId('ai-tools-used').innerText(), /Saldo cuti tahunan/);
    await page.getByTestId('ai-send').waitFor();

    // The history stays: reopening the session shows the question and the answer again.
    await page.reload();
    await page.getByTestId('ai-message-user').filter({ hasText: 'sisa cuti saya' }).waitFor();
    await page
      .getByTestId('ai-message-assistant')
      .filter({ hasText: `${sisa} hari` })
      .waitFor();
    await context.close();
  });

  it('a pegawai is refused by the page guard and by the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    assert.ok(!(await menuHrefs(page)).includes('/ai/chat'));
    await page.goto('/ai/chat');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/ai/x/session'), 403);
    assert.equal(await apiStatus(page, 'POST', '/ai/x/session', { agent_id: 1 }), 403);
    await context.close();
  });

  describe('with a local OpenAI-compatible provider', () => {
    let provider: LocalChatProvider;
    let second: SecondServer;
    const CHUNKS = ['Halo, ', 'ini ', 'jawaban ', 'yang ', 'datang ', 'sedikit ', 'demi ', 'sedikit.'];

    before(async () => {
      provider = await startLocalChatProvider();
      provider.script = () => ({ kind: 'text', chunks: CHUNKS, delayMs: 400 });
      second = await startSecondServer({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'kunci-e2e', AI_MODEL: 'lokal' });
    });
    after(async () => {
      await second?.stop();
      await provider?.close();
    });

    it('the answer appears progressively, then stays in the history', async () => {
      const { context, page } = await newPage(browser, { baseUrl: second.baseUrl });
      try {
        await loginAt(page, '/ai/chat', DEMO.hr);
        await page.getByTestId('ai-mode').filter({ hasText: 'Asisten AI (lokal)' }).waitFor();
        await startSessionAndAsk(page, 'ceritakan sesuatu');
        const answer = page.getByTestId('ai-message-assistant').last();
        await answer.filter({ hasText: 'Halo, ini' }).waitFor();
        // Part of the answer is on screen while the rest is still coming.
        assert.doesNotMatch(await answer.innerText(), /demi sedikit\./);
        await page.getByTestId('ai-stop').waitFor();
        await answer.filter({ hasText: 'datang sedikit demi sedikit.' }).waitFor({ timeout: 30_000 });
        await page.getByTestId('ai-send').waitFor();
      } catch (error) {
        throw new Error(`${String(error)}\n--- server B log ---\n${second.log()}`);
      }
      await context.close();
    });
  });
});
