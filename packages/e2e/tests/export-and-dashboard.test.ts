import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { startSecondServer, type SecondServer } from '../lib/second-server.ts';

const EXPORT_CREATED = 'Export data pegawai created, menunggu proses selesai.';
const EXPORT_DONE = 'Export data pegawai selesai';
const JOB_PATH = /^\/api\/general\/jobs\/[0-9a-f-]{36}$/;

/** The toast (not a table cell that happens to hold the same words). */
const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

type Pushed = { url: string; type: string; data: { job_id: string; status: string } };

/** Records the job events the page's EventSource receives, with the stream's address. */
async function recordPushedJobEvents(page: Page): Promise<() => Promise<Pushed[]>> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const log: Pushed[] = [];
    (window as unknown as { __pushedJobEvents: Pushed[] }).__pushedJobEvents = log;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        const absolute = new URL(String(url), window.location.href).href;
        for (const type of ['job.progress', 'job.done']) {
          this.addEventListener(type, (event) =>
            log.push({ url: absolute, type, data: JSON.parse((event as MessageEvent).data) }),
          );
        }
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { __pushedJobEvents: Pushed[] }).__pushedJobEvents ?? []);
}

/** GET /api/general/jobs/{id} calls the page makes (the polling fallback), by path. */
function recordJobPolls(page: Page): string[] {
  const polls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && JOB_PATH.test(pathname)) polls.push(pathname);
  });
  return polls;
}

describe('pegawai export and dashboard', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr starts the export, follows its progress and downloads the xlsx', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/export', DEMO.hr);
    await page.getByTestId('pegawai-export-page').waitFor();
    await page.getByRole('table', { name: 'Daftar ekspor data pegawai' }).waitFor();

    await page.getByTestId('pegawai-export-start').click();
    await toast(page, EXPORT_CREATED).waitFor();
    const panel = page.getByTestId('pegawai-export-progress');
    await panel.waitFor();
    // Real progress: a bar with a percentage, the status in Indonesian.
    await panel.getByRole('progressbar').waitFor();
    assert.match((await panel.getByTestId('pegawai-export-progress-percent').textContent()) ?? '', /^\d{1,3}%$/);
    assert.ok(
      ['Menunggu', 'Berjalan', 'Selesai'].includes(
        (await panel.getByTestId('pegawai-export-progress-status').textContent()) ?? '',
      ),
    );

    await page.locator('[data-testid="pegawai-export-progress"][data-status="done"]').waitFor({ timeout: 60_000 });
    assert.equal(await panel.getByTestId('pegawai-export-progress-percent').textContent(), '100%');
    assert.equal(await panel.getByTestId('pegawai-export-progress-status').textContent(), 'Selesai');
    await toast(page, EXPORT_DONE).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Unduh' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^data-pegawai-\d{8}-\d{4}\.xlsx$/);
    const file = await fs.readFile(await download.path());
    assert.equal(file.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx is a ZIP archive');
    assert.ok(file.length > 5_000, `the workbook holds the employees (${file.length} bytes)`);
    await context.close();
  });

  it('pegawai is sent to unauthorized on /pegawai/export, and the API refuses the export (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/export', DEMO.pegawai);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'POST', '/sdm/pegawai', { event: 'export' }), 403);
    await context.close();
  });

  it('pegawai sees the dashboard topics with their values, and "Belum tersedia" where there is no data', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/dashboard', DEMO.pegawai);
    const gender = page.getByTestId('dashboard-topic-pegawaiGender');
    await gender.waitFor();
    // Drawn as a chart (issue #23); the figures are in its table (tests/dashboard.test.ts reads them).
    await gender.getByRole('figure', { name: 'Grafik Jenis Kelamin' }).waitFor();
    await gender.getByRole('button', { name: 'Tampilkan tabel' }).click();
    const values = await gender
      .locator('[data-testid="dashboard-topic-table"] tbody tr td:nth-child(2)')
      .allTextContents();
    assert.ok(values.length >= 2, values.join(' / '));
    for (const value of values) assert.match(value, /^\d{1,3}(\.\d{3})*$/);
    assert.match(
      (await gender.getByTestId('dashboard-topic-updated').textContent()) ?? '',
      /^Diperbarui \d{2} \S+ \d{4} \d{2}:\d{2} (AM|PM)$/,
    );

    const missing = page.locator('[data-available="false"]');
    assert.ok((await missing.count()) >= 1);
    assert.match((await missing.first().getByTestId('dashboard-topic-note').textContent()) ?? '', /^Belum tersedia/);
    assert.equal(await page.getByTestId('dashboard-topic-profile').getAttribute('data-available'), 'true');
    assert.equal(await page.getByTestId('dashboard-refresh').count(), 0, 'only roles 1 and 57 may refresh');
    await context.close();
  });

  it('hr refreshes the statistics and sees the job end', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/dashboard', DEMO.hr);
    await page.getByTestId('dashboard-topic-pegawaiGender').waitFor();
    await page.getByTestId('dashboard-refresh').click();
    await toast(page, 'Job executed').waitFor();
    // The job's own message ('28 topik dashboard diperbarui') once it is done; the button is free again.
    await toast(page, 'topik dashboard diperbarui').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="dashboard-refresh"]:not([data-loading])').waitFor();
    assert.equal(await page.getByTestId('dashboard-refresh-progress').count(), 0);
    await context.close();
  });

  describe('realtime across two server processes', () => {
    let second: SecondServer;
    before(async () => {
      second = await startSecondServer();
    });
    after(async () => {
      await second?.stop();
    });

    it('an export started through server A is pushed to the browser connected to server B', async () => {
      assert.notEqual(second.baseUrl, BASE_URL);
      const { context, page } = await newPage(browser, { baseUrl: second.baseUrl });
      await loginAt(page, '/home', DEMO.hr);
      const polls = recordJobPolls(page);
      const pushed = await recordPushedJobEvents(page);
      const streamOpen = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/realtime/stream' && r.status() === 200,
        { timeout: 30_000 },
      );
      // realtime=only: the page never polls, so whatever moves the job on screen was pushed by B.
      await page.goto('/pegawai/export?realtime=only');
      await page.getByTestId('pegawai-export-page').waitFor();
      await page.getByRole('table', { name: 'Daftar ekspor data pegawai' }).waitFor();
      await streamOpen;
      assert.equal(new URL(page.url()).origin, second.baseUrl);

      // Server A queues the job and runs it (B has no job workers); B only hears of it through PostgreSQL.
      const token = await apiLogin(BASE_URL, DEMO.hr);
      const started = await apiCall<{ message: string; data: { job_id: string } }>(
        BASE_URL,
        token,
        'POST',
        '/sdm/pegawai',
        { event: 'export' },
      );
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal(started.body.message, EXPORT_CREATED);
      const jobId = started.body.data.job_id;

      try {
        await toast(page, EXPORT_DONE).waitFor({ timeout: 60_000 });
        await page
          .locator(`[data-testid="export-job-status-${jobId}"][data-status="done"]`)
          .waitFor({ timeout: 30_000 });
      } catch (error) {
        throw new Error(`${String(error)}\n--- server B log ---\n${second.log()}`);
      }
      assert.equal(await page.getByTestId(`export-job-status-${jobId}`).textContent(), 'Selesai');
      assert.deepEqual(polls, [], 'no GET /api/general/jobs/{id}: the state came by the push channel');
      // …from B's stream: the job ran on A, its events crossed over through PostgreSQL NOTIFY.
      const events = (await pushed()).filter((e) => e.data.job_id === jobId);
      assert.ok(
        events.some((e) => e.type === 'job.done' && e.data.status === 'done'),
        JSON.stringify(events),
      );
      for (const e of events) assert.equal(new URL(e.url).origin, second.baseUrl);

      const job = await apiCall<{ data: { status: string } }>(BASE_URL, token, 'GET', `/general/jobs/${jobId}`);
      assert.equal(job.body.data.status, 'done');
      await context.close();
    });
  });
});
