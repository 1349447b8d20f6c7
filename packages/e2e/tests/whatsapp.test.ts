import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const WEBHOOK = `${BASE_URL}/api/webhook/wa`;

/** The server's webhook secret: the runner (run.mjs) gives every server node the same one. */
function webhookSecret(): string {
  const shared = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string | undefined>;
  assert.ok(shared.WHATSAPP_WEBHOOK_SECRET, 'run.mjs sets WHATSAPP_WEBHOOK_SECRET for the server');
  return shared.WHATSAPP_WEBHOOK_SECRET;
}

/** Ultramsg's call for a message someone sent to the portal's number. */
function ultramsgCall(id: string, body: string) {
  return {
    event_type: 'message_received',
    instanceId: '1150',
    data: {
      id,
      from: '6285799990001@c.us',
      to: '6281100000000@c.us',
      pushname: 'Penguji E2E',
      type: 'chat',
      body,
      fromMe: false,
      time: Math.floor(Date.now() / 1000),
    },
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });

describe('the WhatsApp webhook (Ultramsg) and its viewer (/webhook_whatsapp)', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('a webhook call without the secret is refused (401) and stored nowhere', async () => {
    const id = `e2e-tanpa-rahasia-${Date.now()}`;
    assert.equal((await post(WEBHOOK, ultramsgCall(id, 'tanpa rahasia'))).status, 401);
    assert.equal((await post(`${WEBHOOK}?token=salah`, ultramsgCall(id, 'rahasia salah'))).status, 401);
    assert.equal((await post(WEBHOOK, ultramsgCall(id, 'header salah'), { 'x-webhook-token': 'salah' })).status, 401);
  });

  it('a call with the secret is stored once; admin sees it in /webhook_whatsapp/inbox', async () => {
    const secret = webhookSecret();
    const id = `e2e-${Date.now()}`;
    const text = `Pesan uji WhatsApp ${id}`;
    const first = await post(`${WEBHOOK}?token=${encodeURIComponent(secret)}`, ultramsgCall(id, text));
    assert.equal(first.status, 200, await first.clone().text());
    assert.equal(((await first.json()) as { stored: boolean }).stored, true);
    // Ultramsg repeats a call it thinks failed: the same id is kept once and still answered 200.
    const again = await post(WEBHOOK, ultramsgCall(id, text), { 'x-webhook-token': secret });
    assert.equal(again.status, 200);
    assert.equal(((await again.json()) as { stored: boolean }).stored, false);

    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/webhook_whatsapp/inbox', DEMO.admin);
      await page.getByTestId('whatsapp-inbox-page').waitFor();
      const table = page.getByRole('table', { name: 'Pesan WhatsApp masuk' });
      await table.waitFor();
      await table.getByText(text).waitFor({ timeout: 20_000 });
      assert.equal(await table.getByText(text).count(), 1, 'stored once');
      // The number is masked, as the outbox viewer masks it.
      assert.equal(await page.getByText('6285799990001').count(), 0);
      await table.getByText('Penguji E2E (bukan pegawai terdaftar)').first().waitFor();

      // The outgoing lists: a tab is kept in the address.
      await page.goto('/webhook_whatsapp');
      await page.getByRole('heading', { name: 'Ultramsg', level: 1 }).waitFor();
      await page.getByTestId('whatsapp-tab-sent').click();
      await page.waitForURL(/\/webhook_whatsapp\?tab=sent$/);
      await page.getByRole('table', { name: 'Pesan WhatsApp: Terkirim' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('pegawai is refused the WhatsApp pages by the guard and the lists by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/home', DEMO.pegawai);
      await page.goto('/webhook_whatsapp/inbox');
      await page.waitForURL('**/unauthorized');
      await page.goto('/webhook_whatsapp');
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', '/webhook/wa?event=inbox'), 403);
      assert.equal(await apiStatus(page, 'GET', '/webhook/wa?event=all'), 403);
    } finally {
      await context.close();
    }
  });
});
