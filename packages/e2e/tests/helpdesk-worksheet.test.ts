// Helpdesk and worksheets (issue #20; docs/adr/0046). The employee (pegawai, role 10) raises a ticket
// on /helpdesk/tiket; the admin (an agent: role 63) takes it (Diproses), replies and sets it Selesai
// on the ticket page; the employee sees Selesai. The employee writes a worksheet entry on
// /pegawai/worksheet/index and sees it. The employee is sent to /unauthorized from the agents' page
// /helpdesk/index by the guard, and the agents' API answers 403.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

describe('helpdesk and worksheets', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  const subjek = `Tidak bisa membuka slip gaji E2E ${Date.now()}`;

  it('pegawai raises a ticket; the admin takes it, replies and solves it; pegawai sees Selesai', async () => {
    const employee = await newPage(browser);
    await loginAt(employee.page, '/helpdesk/tiket', DEMO.pegawai);
    await employee.page.getByTestId('helpdesk-own-page').waitFor();
    await employee.page.getByTestId('ticket-create').click();
    const dialog = employee.page.getByTestId('ticket-form-dialog');
    await dialog.getByLabel('Subjek').fill(subjek);
    await dialog.getByRole('option', { name: 'Aplikasi Portal' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Kategori').selectOption({ label: 'Aplikasi Portal' });
    await dialog.getByLabel('Prioritas').selectOption('Tinggi');
    await dialog.getByLabel('Uraian masalah').fill('Slip gaji bulan ini tidak bisa diunduh.');
    await dialog.getByTestId('ticket-form-submit').click();
    // The new ticket's page opens.
    await employee.page.waitForURL(/\/helpdesk\/tiket\/\d+$/);
    await employee.page.getByRole('heading', { name: new RegExp(subjek) }).waitFor();
    assert.equal((await employee.page.getByTestId('ticket-status').innerText()).trim(), 'Baru');
    const ticketPath = new URL(employee.page.url()).pathname;

    const agent = await newPage(browser);
    await loginAt(agent.page, '/helpdesk/index', DEMO.admin);
    await agent.page.getByTestId('helpdesk-summary').waitFor();
    await agent.page.getByRole('searchbox').fill(subjek);
    const table = agent.page.getByRole('table', { name: 'Daftar seluruh tiket helpdesk' });
    await table.getByRole('link', { name: new RegExp(subjek) }).click();
    await agent.page.waitForURL(`**${ticketPath}`);
    await agent.page.getByTestId('ticket-take').click();
    await agent.page.getByText('Tiket updated').first().waitFor();
    await agent.page.getByTestId('ticket-status').filter({ hasText: 'Diproses' }).waitFor();

    await agent.page.getByLabel('Balasan').fill('Sudah kami perbaiki, silakan dicoba kembali.');
    await agent.page.getByTestId('ticket-reply-submit').click();
    await agent.page.getByText('Pesan terkirim').first().waitFor();
    await agent.page
      .getByTestId('ticket-conversation')
      .getByText('Sudah kami perbaiki, silakan dicoba kembali.')
      .waitFor();
    await agent.page.getByText(/Respons: Tercapai/).waitFor();

    await agent.page.getByTestId('ticket-status-Selesai').click();
    await agent.page.getByRole('button', { name: 'Ya' }).click();
    await agent.page.getByTestId('ticket-status').filter({ hasText: 'Selesai' }).waitFor();
    await agent.context.close();

    await employee.page.reload();
    await employee.page.getByTestId('ticket-status').filter({ hasText: 'Selesai' }).waitFor();
    await employee.page
      .getByTestId('ticket-conversation')
      .getByText('Sudah kami perbaiki, silakan dicoba kembali.')
      .waitFor();
    // The requester may close or reopen a solved ticket.
    await employee.page.getByTestId('ticket-status-Ditutup').waitFor();
    await employee.context.close();
  });

  it('pegawai adds a worksheet entry and sees it under today', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/worksheet/index', DEMO.pegawai);
    await page.getByTestId('worksheet-index-page').waitFor();
    const tugas = `Rekonsiliasi kas E2E ${Date.now()}`;
    await page.getByTestId('worksheet-add').click();
    const dialog = page.getByTestId('worksheet-form-dialog');
    await dialog.getByTestId('worksheet-tugas').fill(tugas);
    await dialog.getByTestId('worksheet-durasi').fill('90');
    await dialog.getByTestId('worksheet-form-submit').click();
    await page.getByText('Worksheet created').first().waitFor();
    // The bank's calendar day (Asia/Jakarta), whatever the machine's zone.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });
    const day = page.getByTestId(`worksheet-day-${today}`);
    await day.getByText(tugas).waitFor();
    await day.getByText('1 jam 30 menit').first().waitFor();
    await context.close();
  });

  it('pegawai is sent to /unauthorized from /helpdesk/index and the agents’ API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/helpdesk/tiket', DEMO.pegawai);
    await page.getByTestId('helpdesk-own-page').waitFor();
    await page.goto('/helpdesk/index');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/general/helpdesk/x/agent'), 403);
    assert.equal(await apiStatus(page, 'GET', '/general/helpdesk/x/summary'), 403);
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/worksheet/dashboard?tahun=2026&bulan=1'), 403);
    await page.goto('/pegawai/worksheet/dashboard');
    await page.waitForURL('**/unauthorized');
    await context.close();
  });
});
