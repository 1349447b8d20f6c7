// Learning in the browser (issue #20, ADR 0045): pegawai takes a demo quiz through the page and sees
// the score the server counted; the managers' page and API refuse pegawai.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

const LEARNING = '/general/learning/x';

interface MyQuiz {
  id: number;
  judul: string;
  maks_percobaan: number;
  percobaan: number;
  open_attempt_id: number | null;
}
interface Sheet {
  id: number;
  skor: number | null;
  is_lulus: boolean | null;
  submitted_at: string | null;
}

describe('learning in the browser (/learning/*): pegawai takes a quiz, managers’ pages refuse pegawai', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = await apiLogin(BASE_URL, DEMO.pegawai);
  });
  after(() => browser.close());

  it('pegawai takes a demo quiz; the page shows the score of the API’s answer for that attempt', async () => {
    const mine = await apiCall<{ data: MyQuiz[] }>(BASE_URL, token, 'GET', `${LEARNING}/quiz/x/saya`);
    assert.equal(mine.status, 200);
    // The demo publishes 'Kuis Orientasi' and 'Kuis APU-PPT' (3 attempts each); take one with an attempt left.
    const quiz = mine.body.data.find((q) => q.open_attempt_id !== null || q.percobaan < q.maks_percobaan);
    assert.ok(quiz, `a demo quiz with an attempt left: ${mine.body.data.map((q) => q.judul).join(', ')}`);

    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, `/learning/quiz/kerjakan?id=${quiz.id}`, DEMO.pegawai);
      await page.getByTestId('quiz-start').click();
      const questions = page.getByTestId('quiz-questions').locator('fieldset');
      await questions.first().waitFor();
      const count = await questions.count();
      assert.ok(count > 0);
      // One choice per question: the last one, whatever is right (the server counts the score).
      for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').last().check();

      const submitted = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname.startsWith(`/api${LEARNING}/attempt/`),
      );
      await page.getByTestId('quiz-submit').click();
      const response = await submitted;
      assert.equal(response.status(), 200);
      const answer = (await response.json()) as { message: string; data: Sheet };
      assert.ok(answer.data.submitted_at, 'the sheet is closed');
      assert.equal(typeof answer.data.skor, 'number');

      const shown = (await page.getByTestId('quiz-score').textContent())?.trim();
      assert.equal(shown, String(answer.data.skor));
      await page
        .getByTestId('quiz-status')
        .filter({ hasText: answer.data.is_lulus ? /^Lulus$/ : 'Tidak lulus' })
        .waitFor();

      // The stored sheet says the same; submitting it again is refused.
      const stored = await apiCall<{ data: Sheet }>(BASE_URL, token, 'GET', `${LEARNING}/attempt/${answer.data.id}`);
      assert.equal(stored.status, 200);
      assert.equal(stored.body.data.skor, answer.data.skor);
      const again = await apiCall(BASE_URL, token, 'PUT', `${LEARNING}/attempt/${answer.data.id}`, { answers: [] });
      assert.equal(again.status, 409);
    } finally {
      await context.close();
    }
  });

  it('pegawai is sent to /unauthorized from /learning/quiz/index and gets 403 from the managers’ API', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginAt(page, '/learning/quiz/index', DEMO.pegawai);
      await page.waitForURL('**/unauthorized');
      assert.equal(await apiStatus(page, 'GET', `${LEARNING}/quiz`), 403);
      assert.equal(await apiStatus(page, 'POST', `${LEARNING}/modul`, { nama: 'Modul dari pegawai', urutan: 1 }), 403);
    } finally {
      await context.close();
    }
  });
});
