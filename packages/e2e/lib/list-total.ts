// A list page's live count ('Menampilkan 1 - 10 dari 1.234 data', in an aria-live region): read it,
// and wait for a search or filter to narrow it.
import type { Page } from 'playwright-core';

export const SHOWING = /Menampilkan .+ dari ([\d.]+) data/;

/** The total in a SHOWING text (thousands written with dots). */
export const totalOf = (text: string) => Number((SHOWING.exec(text) ?? [])[1]?.replace(/\./g, ''));

/** Waits until the live count is below `total`: the search or filter took effect. */
export async function waitForTotalBelow(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    ({ pattern, total }) => {
      const text = [...document.querySelectorAll('[aria-live="polite"]')]
        .map((e) => e.textContent ?? '')
        .find((t) => new RegExp(pattern).test(t));
      const m = text ? new RegExp(pattern).exec(text) : null;
      return m !== null && Number(m[1].replace(/\./g, '')) < total;
    },
    { pattern: SHOWING.source, total },
    { timeout: 15_000 },
  );
}
