// Surveys in the browser (issue #20, ADR 0045): pegawai answers the demo's open survey through the
// page; admin sees its chosen option counted once more on the results page; the managers' page and
// API refuse pegawai. Needs fresh demo data: the demo `pegawai` has not answered that survey yet.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const SURVEY = '/general/survey';
const OPEN_TITLE = 'Survei Kepuasan Layanan Internal';
const CHOSEN = 'Baik';

interface OpenRow {
  id: number;
  judul: string;
  sudah_diisi: boolean;
}
interface Result {
  data: {
    jumlah_responden: number;
    questions: { question_id: number; options: { option_id: number; label: string; jumlah: number }[] }[];
  };
}

/** The count of `label` in the first question that offers it. */
function countOf(result: Result, label: string): number {
  for (const q of result.data.questions) {
    const option = q.options.find((o) => o.label === label);
    if (option) return option.jumlah;
  }
  throw new Error(`no option ${label}`);
}

describe('surveys in the browser (/survey*): pegawai answers, admin sees the result, pegawai is refused the managers’ page', () => {
  let browser: Browser;
  let pegawaiToken: string;
  let adminToken: string;
  let surveyId: number;

  before(async () => {
    browser = await launchBrowser();
    pegawaiToken = await apiLogin(BASE_URL, DEMO.pegawai);
    adminToken = await apiLogin(BASE_URL, DEMO.admin);
    const open = await apiCall<{ data: OpenRow[] }>(BASE_URL, pegawaiToken, 'GET', `${SURVEY}/x/isi`);
    assert.equal(open.status, 200);
    const row = open.body.data.find((r) => r.judul === OPEN_TITLE);
    assert.ok(row, 'the demo has an open survey for everyone');
    assert.equal(row.sudah_diisi, false, 'fresh demo data: pegawai has not answered the open survey');
    surveyId = row.id;
  });
  after(() => browser.close());

  it('pegawai answers the open survey; admin’s results count the chosen option once more', async () => {
    const before = await apiCall<Result>(BASE_URL, adminToken, 'GET', `${SURVEY}/${surveyId}/x/result`);
    assert.equal(before.status, 200);
    const countBefore = countOf(before.body, CHOSEN);

    const answering = await newPage(browser);
    try {
      const { page } = answering;
      await loginAt(page, '/survey/isi', DEMO.pegawai);
      await page.getByRole('link', { name: `Isi survei ${OPEN_TITLE}` }).click();
      await page.waitForURL(`**/survey/isi/${surveyId}`);
      const form = page.getByTestId('survey-answer-form');
      await form.waitFor();
      // pilihan_tunggal, pilihan_ganda, skala 1–5 (required); the free text is optional.
      await form.getByLabel(CHOSEN, { exact: true }).check();
      await form.getByLabel('Absensi', { exact: true }).check();
      await form.getByLabel('SPPD', { exact: true }).check();
      await form.getByLabel('4', { exact: true }).check();
      await form
        .getByLabel('Saran untuk perbaikan layanan', { exact: true })
        .fill('Tambahkan panduan singkat di beranda.');
      await form.getByTestId('survey-answer-submit').click();
      await page
        .getByTestId('survey-answer-done')
        .filter({ hasText: 'Jawaban survei tersimpan' })
        .waitFor({ timeout: 15_000 });

      // Once only: the list says 'Sudah diisi', the API refuses a second answer.
      await page.goto('/survey/isi');
      await page.getByTestId(`survey-open-${surveyId}`).getByText('Sudah diisi').waitFor();
      assert.equal(await apiStatus(page, 'POST', `${SURVEY}/x/isi/${surveyId}`, { answers: [] }), 409);
    } finally {
      await answering.context.close();
    }

    const results = await newPage(browser);
    try {
      const { page } = results;
      await loginAt(page, `/survey/${surveyId}/hasil`, DEMO.admin);
      await page.getByTestId('survey-result-page').waitFor();
      // Exactly 'Baik' (not 'Sangat Baik'), in the first question that offers it.
      const bar = page
        .getByTestId('survey-result-bar')
        .filter({ has: page.getByText(CHOSEN, { exact: true }) })
        .first();
      const text = (await bar.getByTestId('survey-result-count').textContent()) ?? '';
      assert.equal(Number(/^([\d.]+)/.exec(text.trim())?.[1]?.replace(/\./g, '')), countBefore + 1);

      const after = await apiCall<Result>(BASE_URL, adminToken, 'GET', `${SURVEY}/${surveyId}/x/result`);
      assert.equal(countOf(after.body, CHOSEN), countBefore + 1);
      assert.equal(after.body.data.jumlah_responden, before.body.data.jumlah_responden + 1);
    } finally {
      await results.context.close();
    }
  });

  it('pegawai is sent to /unauthorized from /survey and gets 403 from the managers’ list API', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/survey', DEMO.pegawai);
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', SURVEY), 403);
      assert.equal(await apiStatus(page, 'GET', `${SURVEY}/${surveyId}/x/result`), 403);
    } finally {
      await context.close();
    }
  });
});
