import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Route } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

/**
 * A real PDF of about `bytes` (a one-page document plus an unreferenced stream object as padding,
 * with a correct xref), so the server's content check recognises it and the upload takes a moment.
 */
function makePdf(title: string, bytes: number): Buffer {
  const text = `BT /F1 14 Tf 20 60 Td (${title}) Tj ET`;
  const padding = Buffer.alloc(bytes, 0x20);
  for (let i = 0; i < padding.length; i += 80) padding[i] = 0x0a;
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    Buffer.concat([Buffer.from(`<< /Length ${padding.length} >>\nstream\n`), padding, Buffer.from('\nendstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** Holds matching requests for `ms` before they go on, so a test can watch the page meanwhile. */
function slowDown(method: string, ms: number) {
  return async (route: Route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
}

describe('link board: upload-address flow in the browser', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai creates a link, uploads a PDF with visible progress and opens it in a new tab', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/message/link', DEMO.pegawai);
    await page.getByTestId('link-list-page').waitFor();

    const judul = `Pedoman Cuti ${Date.now()}`;
    await page.getByTestId('link-add').click();
    const dialog = page.getByTestId('link-form-dialog');
    await dialog.getByLabel('Judul').fill(judul);
    await dialog.getByLabel('URL').fill('https://intranet.bank.co.id/sdm/cuti');
    await dialog.getByLabel('Keterangan').fill('Ketentuan cuti tahunan terbaru');
    await dialog.getByTestId('link-form-submit').click();
    await page.waitForURL(/\/message\/link\/\d+$/);
    const linkId = Number(new URL(page.url()).pathname.split('/').pop());
    assert.equal(await page.getByTestId('link-title').innerText(), judul);

    // The PUT of the bytes and the recording (update_files) are held a moment each, so the bar
    // is seen while the file travels and 'Finishing...' while the server stores and records it.
    await page.route('**/api/storage/local/**', slowDown('PUT', 1500));
    await page.route(`**/api/general/link/${linkId}`, slowDown('PUT', 1500));
    const pdf = makePdf('Pedoman Cuti 2026', 2_500_000);
    await page
      .getByTestId('file-upload-input')
      .setInputFiles({ name: 'Pedoman Cuti 2026.pdf', mimeType: 'application/pdf', buffer: pdf });

    const progress = page.getByTestId('upload-progress');
    await progress.waitFor({ state: 'visible' });
    assert.match(await progress.innerText(), /Pedoman Cuti 2026\.pdf/);
    assert.equal((await progress.getByRole('progressbar').count()) > 0, true, 'a progress bar');
    await progress.getByText('Finishing...').waitFor();
    assert.match(await progress.innerText(), /100%/);
    await page.getByText('Berhasil diunggah').waitFor();

    const row = page.getByTestId('link-file-row').filter({ hasText: 'Pedoman Cuti 2026.pdf' });
    await row.waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    const [tab, served] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => r.url().includes(`/api/general/link/${linkId}/x/file`)),
      row.getByRole('button', { name: /^Buka/ }).click(),
    ]);
    assert.equal(served.status(), 200);
    assert.equal(served.headers()['content-type'], 'application/pdf');
    assert.match(served.headers()['content-disposition'] ?? '', /^inline; filename="Pedoman Cuti 2026.pdf"/);

    // The new tab shows the file the opener made for it: its address serves the same PDF.
    const tabUrl = tab.url();
    assert.match(tabUrl, /^blob:/);
    const opened = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: bytes.length,
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, tabUrl);
    assert.deepEqual(opened, { status: 200, type: 'application/pdf', size: pdf.length, head: '%PDF-' });
    await context.close();
  });

  it('terbatas is sent to /unauthorized and the API refuses the board (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/message/link', DEMO.terbatas);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/general/link'), 403);
    await context.close();
  });
});
