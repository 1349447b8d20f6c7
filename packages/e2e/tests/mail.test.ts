import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const INBOX = '/general/mailbox/x/inbox';

/** The envelope's count as the navbar announces it ('Kotak masuk, 3 pesan belum dibaca'); 0 without a badge. */
async function unreadOnEnvelope(page: Page): Promise<number> {
  const label = (await page.getByTestId('navbar-mail').getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) pesan/.exec(label)?.[1] ?? 0);
}

async function waitForUnread(page: Page, count: number, timeout = 20_000): Promise<void> {
  const name = count > 0 ? `Kotak masuk, ${count} pesan belum dibaca` : 'Kotak masuk';
  await page.getByRole('link', { name, exact: true }).waitFor({ timeout });
}

describe('the mailbox in the browser (/message/*): hr writes, pegawai hears it live', () => {
  let browser: Browser;
  let pegawai: { nama: string; token: string };

  before(async () => {
    browser = await launchBrowser();
    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const me = await apiCall<{ nama: string | null }>(BASE_URL, token, 'GET', '/check');
    assert.equal(me.status, 200);
    assert.ok(me.body.nama, 'the demo pegawai has an employee record');
    pegawai = { nama: me.body.nama, token };
  });
  after(() => browser.close());

  it('a mail from hr raises the badge of pegawai’s open portal, reading it lowers the badge; others cannot open it', async () => {
    const reader = await newPage(browser);
    const writer = await newPage(browser);
    try {
      await loginAt(reader.page, '/home', DEMO.pegawai);
      await reader.page.getByTestId('navbar-mail').waitFor();
      // The count is read once after sign-in; wait until the first answer has drawn it.
      const unreadBefore = (await apiCall<{ data: { count: number } }>(BASE_URL, pegawai.token, 'GET', `${INBOX}/read`))
        .body.data.count;
      await waitForUnread(reader.page, unreadBefore);

      const subject = `Undangan rapat e2e ${Date.now()}`;
      await loginAt(writer.page, '/message/mail', DEMO.hr);
      const form = writer.page.getByTestId('mail-form');
      await form.waitFor();
      const recipients = form.getByRole('combobox', { name: 'Penerima' });
      await recipients.click();
      // The picker searches the server past 3 characters (debounced 1 s).
      await recipients.fill(pegawai.nama.slice(0, 8));
      await writer.page
        .getByRole('option', { name: new RegExp(pegawai.nama) })
        .first()
        .click({ timeout: 15_000 });
      await form.getByLabel('Subjek').fill(subject);
      await form.getByLabel('Isi pesan').fill('Mohon hadir pada rapat anggaran hari Senin pukul 09.00 WIB.');
      await form.getByTestId('mail-form-submit').click();
      await writer.page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: 'Mailbox Sent' })
        .first()
        .waitFor({ timeout: 15_000 });

      // No reload: the push stream carries the new count to pegawai's navbar.
      await waitForUnread(reader.page, unreadBefore + 1);
      assert.equal(await unreadOnEnvelope(reader.page), unreadBefore + 1);

      await reader.page.getByTestId('navbar-mail').click();
      await reader.page.waitForURL(/\/message\/inbox/);
      await reader.page
        .getByRole('link', { name: new RegExp(subject) })
        .first()
        .click();
      await reader.page.getByTestId('mail-body').filter({ hasText: 'rapat anggaran hari Senin' }).waitFor();
      await waitForUnread(reader.page, unreadBefore);

      // Only the participants hold the thread: another account gets 404 for its id.
      const found = await apiCall<{ data: { id: number; subject: string }[] }>(
        BASE_URL,
        pegawai.token,
        'GET',
        `${INBOX}?search=${encodeURIComponent(subject)}`,
      );
      const mail = found.body.data.find((row) => row.subject === subject);
      assert.ok(mail, 'the mail is in pegawai’s inbox');
      const stranger = await apiLogin(BASE_URL, DEMO.terbatas);
      assert.equal((await apiCall(BASE_URL, stranger, 'GET', `/general/mailbox/x/${mail.id}`)).status, 404);
      assert.equal((await apiCall(BASE_URL, '', 'GET', `${INBOX}/read`)).status, 401);
    } finally {
      await reader.context.close();
      await writer.context.close();
    }
  });
});
