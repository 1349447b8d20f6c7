import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const KPI = '/sdm/kpi/x';

interface KpiDetail {
  id: number;
  token: string;
  skor: string;
  status: string;
  is_myturn: boolean;
  can_save_score: boolean;
  penilaian: { indikator_id: number; nilai: string | null }[];
}

/** '87.5' → '87,50', as the pages print the server's decimal strings (formatDecimal). */
function decimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${`${fraction}00`.slice(0, 2)}`;
}

async function unapproved(page: Page): Promise<number> {
  const text = await page.getByTestId('kpi-unapproved').innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? 'NaN');
}

async function detailAs(account: { username: string; password: string }, token: string) {
  return apiCall<{ data: KpiDetail }>(
    BASE_URL,
    await apiLogin(BASE_URL, account),
    'GET',
    `${KPI}/event_pegawai?event=index_show_by_token&token=${encodeURIComponent(token)}`,
  );
}

/** Types `value` into every achievement input of `column` the page offers. */
async function fillAll(page: Page, column: 'realisasi' | 'realisasi_atasan', value: string): Promise<number> {
  const inputs = page.locator(`input[data-testid^="input-${column}-"]`);
  await inputs.first().waitFor();
  const count = await inputs.count();
  for (let i = 0; i < count; i += 1) await inputs.nth(i).fill(value);
  return count;
}

describe('KPI assessments in the browser (/penilaian/kpi/*, /kpi/:token)', () => {
  let browser: Browser;
  let eventId: number;

  before(async () => {
    browser = await launchBrowser();
    // The demo gives pegawai an assessment in every round already: a fresh open round of its own
    // (KPI admin, role 64) lets the test draft one. Names are unique, so reruns add new rounds.
    const admin = await apiLogin(BASE_URL, DEMO.admin);
    const stamp = Date.now();
    const year = new Date().getFullYear() + 1;
    const periode = await apiCall<{ data: { id: number } }>(BASE_URL, admin, 'POST', `${KPI}/periode`, {
      nama: `Periode E2E ${stamp}`,
      tanggal_mulai: `${year}-07-01`,
      tanggal_selesai: `${year}-12-31`,
    });
    assert.equal(periode.status, 200, JSON.stringify(periode.body));
    const event = await apiCall<{ data: { id: number } }>(BASE_URL, admin, 'POST', `${KPI}/event`, {
      periode_id: periode.body.data.id,
      nama: `Penilaian E2E ${stamp}`,
      is_active: true,
      is_active_admin: true,
    });
    assert.equal(event.status, 200, JSON.stringify(event.body));
    eventId = event.body.data.id;
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai drafts, fills and requests an assessment; the superior approves; the server score shows', async () => {
    // pegawai: Buat Penilaian → the server message and the 'Proccessing . . .' warning → the assessment.
    const { context, page } = await newPage(browser);
    await loginAt(page, '/penilaian/kpi/event_pegawai', DEMO.pegawai);
    await page.getByTestId('kpi-event-pegawai-page').waitFor();
    await page.getByTestId('kpi-add').click();
    // The employee picks the round from those open to employees (index_event_open).
    await page.getByRole('combobox', { name: 'Event' }).selectOption(String(eventId));
    await page.getByTestId('kpi-draft-submit').click();
    await page.getByText('Proccessing . . .').first().waitFor();
    await page.getByText('Penilaian kinerja created/updated').first().waitFor();
    await page.waitForURL(/\/kpi\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
    const detailPath = new URL(page.url()).pathname;
    const token = decodeURIComponent(detailPath.split('/').pop()!);
    await page.getByTestId('kpi-detail-page').waitFor();
    assert.equal(await page.getByTestId('kpi-status').innerText(), 'Draft');

    // Achievements of every indicator; the score comes back from the server.
    const indicators = await fillAll(page, 'realisasi', '100');
    assert.ok(indicators > 0, 'the draft has the indicators of the jabatan');
    await page.getByTestId('kpi-save').click();
    await page
      .getByTestId('nilai-' + (await detailAs(DEMO.pegawai, token)).body.data.penilaian[0].indikator_id)
      .filter({ hasNotText: /^-$/ })
      .waitFor();
    let saved = (await detailAs(DEMO.pegawai, token)).body.data;
    assert.ok(
      saved.penilaian.every((p) => p.nilai !== null),
      'every indicator scored by the server',
    );
    await page
      .getByTestId('penilaian-total')
      .filter({ hasText: decimal(saved.skor) })
      .waitFor();

    await page.getByTestId('kpi-action-request').click();
    await page.getByTestId('kpi-status').filter({ hasText: 'Menunggu Persetujuan' }).waitFor();
    await context.close();

    // The superior (superiorStep) is whichever demo account the server says has the turn.
    let decider: (typeof DEMO)['hr'] | (typeof DEMO)['admin'] | undefined;
    for (const account of [DEMO.hr, DEMO.admin]) {
      const seen = await detailAs(account, token);
      if (seen.status === 200 && seen.body.data.is_myturn) decider = account;
    }
    assert.ok(decider, 'no demo account has the turn on the request');
    const approver = await newPage(browser);
    await loginAt(approver.page, '/penilaian/kpi/event_pegawai', decider);
    await approver.page.getByTestId('kpi-event-pegawai-page').waitFor();
    await approver.page.getByTestId('kpi-unapproved').filter({ hasText: /[1-9]/ }).waitFor();
    const waiting = await unapproved(approver.page);
    await approver.page.goto(`/kpi/${token}`);
    await approver.page.getByTestId('kpi-detail-page').waitFor();
    // The assessor's own achievements (store_save_score), then the decision.
    if ((await detailAs(decider, token)).body.data.can_save_score) {
      await fillAll(approver.page, 'realisasi_atasan', '90');
      await approver.page.getByTestId('kpi-save-score').click();
      await approver.page.getByText('Penilaian kinerja created/updated').first().waitFor();
    }
    await approver.page.getByTestId('kpi-note').fill('Sesuai bukti');
    await approver.page.getByTestId('kpi-action-approve').click();
    await approver.page.getByTestId('kpi-status').filter({ hasText: 'Disetujui' }).waitFor();
    saved = (await detailAs(DEMO.pegawai, token)).body.data;
    assert.equal(saved.status, 'disetujui');
    await approver.page
      .getByTestId('penilaian-total')
      .filter({ hasText: decimal(saved.skor) })
      .waitFor();
    await approver.page.goto('/penilaian/kpi/event_pegawai');
    await approver.page
      .getByTestId('kpi-unapproved')
      .filter({ hasText: String(waiting - 1) })
      .waitFor();
    await approver.context.close();

    // pegawai sees the approved assessment with the same server score.
    const again = await newPage(browser);
    await loginAt(again.page, detailPath, DEMO.pegawai);
    await again.page.getByTestId('kpi-status').filter({ hasText: 'Disetujui' }).waitFor();
    await again.page
      .getByTestId('penilaian-total')
      .filter({ hasText: decimal(saved.skor) })
      .waitFor();
    await again.context.close();
  });

  it('pegawai is refused the KPI master data by the page guard and by the API', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.goto('/penilaian/kpi/indikator');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', `${KPI}/indikator`), 403);
    await context.close();
  });
});
