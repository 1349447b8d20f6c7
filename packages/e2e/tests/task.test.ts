// Tasks (/task: 63; /task/show: the owner, the assignee or a task manager; issue #20). The admin (63)
// creates a task for the demo pegawai and a sub-task under it on the task page; pegawai opens the
// sub-task at /task/show and reports ('History Added'); the admin, its owner, approves it ('Task
// Approved'). pegawai is refused the list by the page guard and by the API (403). The task is deleted
// at the end with its sub-task ('parent_delete'), so the demo data stays as it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { pickDate, utcDay } from '../lib/date-picker.ts';

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

/** A day `days` ahead on the bank's calendar (Asia/Jakarta). */
function daysAhead(days: number): Date {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000);
}

/** Fills the task dialog: title, office (the first offered), the assignee by name, due date. */
async function fillTaskDialog(dialog: Locator, page: Page, fields: { nama: string; pegawai: string; due: Date }) {
  await dialog.getByLabel('Nama Tugas').fill(fields.nama);
  const kantor = dialog.getByRole('combobox', { name: 'Kantor' });
  if ((await kantor.inputValue()) === '') {
    await kantor.click();
    await page.getByRole('option').first().click();
  }
  const pegawai = dialog.getByRole('combobox', { name: 'Pegawai' });
  await pegawai.click();
  // The picker searches the server past 3 characters (debounced 1 s).
  await pegawai.fill(fields.pegawai.slice(0, 8));
  await page
    .getByRole('option', { name: new RegExp(fields.pegawai) })
    .first()
    .click({ timeout: 15_000 });
  await pickDate(dialog.locator('[data-name="batas_tanggal"]'), utcDay(fields.due));
  await dialog.getByTestId('task-form-submit').click();
}

describe('tasks (/task, /task/show)', () => {
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

  it('admin creates a task with a sub-task for pegawai; pegawai reports on it; admin approves it', async () => {
    const nama = `Rekap e2e ${Date.now()}`;
    const sub = `${nama} – data cabang`;
    const admin = await newPage(browser);
    const worker = await newPage(browser);
    const adminToken = await apiLogin(BASE_URL, DEMO.admin);
    let parentId: number | undefined;
    try {
      // admin: /task → 'Tambah Tugas' → 'Task created'; the new task opens from the list.
      await loginAt(admin.page, '/task', DEMO.admin);
      await admin.page.getByTestId('task-list-page').waitFor();
      await admin.page.getByTestId('task-add').click();
      const dialog = admin.page.getByTestId('task-form-dialog');
      await fillTaskDialog(dialog, admin.page, { nama, pegawai: pegawai.nama, due: daysAhead(14) });
      await toast(admin.page, 'Task created').waitFor({ timeout: 15_000 });
      await admin.page.getByRole('searchbox').fill(nama);
      await admin.page.waitForURL((url) => url.searchParams.get('search') === nama);
      await admin.page.getByRole('table', { name: 'Daftar tugas' }).getByRole('link', { name: nama }).click();
      await admin.page.waitForURL(/\/task\/show\?id=\d+$/);
      parentId = Number(new URL(admin.page.url()).searchParams.get('id'));
      await admin.page.getByRole('heading', { name: nama, level: 1 }).waitFor();

      // The sub-task, on the task page: 'Tambah sub-tugas' → 'Task Created'.
      await admin.page.getByTestId('task-add-child').click();
      const childDialog = admin.page.getByTestId('task-form-dialog');
      await childDialog.getByText(`Sub-tugas dari: ${nama}`).waitFor();
      await fillTaskDialog(childDialog, admin.page, { nama: sub, pegawai: pegawai.nama, due: daysAhead(7) });
      await toast(admin.page, 'Task Created').waitFor({ timeout: 15_000 });
      const childLink = admin.page.getByTestId('task-children').getByRole('link', { name: sub });
      await childLink.waitFor();
      const childId = Number(new URL((await childLink.getAttribute('href'))!, BASE_URL).searchParams.get('id'));
      assert.ok(childId > 0, 'the sub-task has an id');

      // pegawai (role 10 only) opens the sub-task at /task/show and reports: 'History Added'.
      await loginAt(worker.page, `/task/show?id=${childId}`, DEMO.pegawai);
      await worker.page.getByRole('heading', { name: sub, level: 1 }).waitFor();
      assert.equal(await worker.page.getByTestId('task-approve').count(), 0, 'only the owner approves');
      await worker.page.getByLabel('Tulis catatan').fill('Data cabang sudah terkumpul.');
      await worker.page.getByTestId('task-history-send').click();
      await toast(worker.page, 'History Added').waitFor({ timeout: 15_000 });
      await worker.page.getByTestId('task-history-item').filter({ hasText: 'Data cabang sudah terkumpul.' }).waitFor();
      await worker.page.getByTestId('task-status').first().filter({ hasText: 'Dikerjakan' }).waitFor();
      // The assignee may not approve through the API either.
      assert.equal(await apiStatus(worker.page, 'POST', `/sdm/task/${childId}`, { event: 'store_approve' }), 403);

      // admin, the owner, approves the sub-task: 'Task Approved', Selesai.
      await admin.page.goto(`/task/show?id=${childId}`);
      await admin.page.getByRole('heading', { name: sub, level: 1 }).waitFor();
      await admin.page.getByTestId('task-history-item').filter({ hasText: 'Data cabang sudah terkumpul.' }).waitFor();
      await admin.page.getByTestId('task-approve').click();
      await toast(admin.page, 'Task Approved').waitFor({ timeout: 15_000 });
      await admin.page.getByTestId('task-status').first().filter({ hasText: 'Selesai' }).waitFor();
      assert.equal(await admin.page.getByTestId('task-approve').count(), 0, 'a finished task is not approved twice');
    } finally {
      if (parentId) {
        const removed = await apiCall<{ event: string; deleted_ids: number[] }>(
          BASE_URL,
          adminToken,
          'DELETE',
          `/sdm/task/${parentId}`,
        );
        assert.equal(removed.status, 200);
        assert.equal(removed.body.event, 'parent_delete');
        assert.equal(removed.body.deleted_ids.length, 2, 'the sub-task went with its parent');
      }
      await admin.context.close();
      await worker.context.close();
    }
  });

  it('pegawai is refused the task list by the page guard and by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.goto('/task');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/task'), 403);
    assert.equal(await apiStatus(page, 'GET', '/sdm/task/calendar?tahun=2026&bulan=1'), 403);
    await context.close();
  });
});
