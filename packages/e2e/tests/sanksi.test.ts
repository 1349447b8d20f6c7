// The sanctions register (/pegawai/sanksi: 57 or 62, not 8; its detail /pegawai/sanksi/:id and the
// invalid list: 62). HR (57) reads and searches; the admin (who has 62) opens a sanction, attaches its
// decree file and sees it leave the invalid list; a plain employee is refused by the guard and the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { SHOWING, totalOf, waitForTotalBelow } from '../lib/list-total.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

/** A small real PDF (catalog, page, xref): what the server's content check accepts as application/pdf. */
function samplePdf(text = 'SK Sanksi'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 35} >>\nstream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('sanctions register (/pegawai/sanksi)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('hr (57) lists and searches sanctions, but may not open the invalid list', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/sanksi', DEMO.hr);
    const table = page.getByRole('table', { name: 'Daftar sanksi pegawai' });
    // Columns: No, Pegawai, NPP, Kantor, Jenis Sanksi, Masa Berlaku, Status, Nomor SK.
    const firstName = table.locator('tbody tr').first().locator('td').nth(1);
    await firstName.waitFor();
    const showing = page.getByText(SHOWING);
    await showing.waitFor();
    const before = totalOf(await showing.innerText());
    assert.ok(before > 1, `sanctions in the demo data: ${before}`);

    const name = (await firstName.innerText()).trim();
    await page.getByRole('searchbox').fill(name);
    await waitForTotalBelow(page, before);
    assert.ok((await table.locator('tbody').innerText()).includes(name));
    await page.waitForURL((url) => url.searchParams.get('search') === name);

    // 57 reads the register but does not manage it: no add button, no detail links.
    assert.equal(await page.getByTestId('sanksi-add').count(), 0);
    assert.equal(await table.getByRole('link', { name }).count(), 0);

    await page.goto('/pegawai/sanksi/invalid');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/sanksi?event=index_invalid'), 403);
    await context.close();
  });

  it('the sanction admin opens a sanction, attaches its decree file, and it leaves the invalid list', async () => {
    // A fresh sanction without a file (invalid), made through the API as the admin.
    const token = await apiLogin(BASE_URL, DEMO.admin);
    const pegawai = await apiCall<{ data: { id: number; nama: string }[] }>(
      BASE_URL,
      token,
      'GET',
      '/sdm/pegawai?per_page=1',
    );
    const target = pegawai.body.data[0];
    assert.ok(target, 'a demo employee');
    const created = await apiCall<{ data: { id: number } }>(BASE_URL, token, 'POST', '/sdm/pegawai/x/sanksi', {
      pegawai_id: target.id,
      jenis_id: 2,
      awal: '2026-01-05',
      akhir: '2026-04-04',
      nomor_sk: `SK/E2E/${Date.now()}`,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id;
    const invalidIds = async () =>
      (
        await apiCall<{ data: { id: number }[] }>(
          BASE_URL,
          token,
          'GET',
          `/sdm/pegawai/x/sanksi?event=index_invalid&per_page=100&search=${encodeURIComponent(target.nama)}`,
        )
      ).body.data.map((r) => r.id);
    assert.ok((await invalidIds()).includes(id), 'no decree file yet: invalid');

    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/sanksi', DEMO.admin);
    await page.getByRole('searchbox').fill(target.nama);
    const table = page.getByRole('table', { name: 'Daftar sanksi pegawai' });
    await page.waitForURL((url) => url.searchParams.get('search') === target.nama);
    await table.getByRole('link', { name: target.nama }).first().waitFor();
    await page.goto(`/pegawai/sanksi/${id}`);
    await page.getByRole('heading', { name: 'Detail Sanksi', level: 1 }).waitFor();
    const detail = page.getByTestId('sanksi-detail');
    await detail.getByText('Pernyataan Tidak Puas').waitFor();
    await detail.getByText('05 Januari 2026 - 04 April 2026').waitFor();

    await page
      .getByTestId('sanksi-file-input')
      .setInputFiles({ name: 'sk-sanksi-e2e.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page.getByText('Attachment Updated').first().waitFor();
    await page.getByTestId('sanksi-files').getByRole('link', { name: 'sk-sanksi-e2e.pdf' }).waitFor();
    assert.ok(!(await invalidIds()).includes(id), 'numbered and filed: no longer invalid');

    // Clean up: the demo data stays as it was for the other tests.
    assert.equal((await apiCall(BASE_URL, token, 'DELETE', `/sdm/pegawai/x/sanksi/${id}`)).status, 200);
    await context.close();
  });

  it('a sanction in force today shows on the CV header; once deleted it is gone', async () => {
    const token = await apiLogin(BASE_URL, DEMO.admin);
    const pegawai = await apiCall<{ data: { id: number; nama: string }[] }>(
      BASE_URL,
      token,
      'GET',
      '/sdm/pegawai?per_page=1&page=2',
    );
    const target = pegawai.body.data[0];
    assert.ok(target, 'a demo employee');
    // The bank's calendar day (Asia/Jakarta), whatever the machine's zone.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });
    const created = await apiCall<{ data: { id: number } }>(BASE_URL, token, 'POST', '/sdm/pegawai/x/sanksi', {
      pegawai_id: target.id,
      jenis_id: 3,
      awal: today,
      nomor_sk: `SK/E2E/CV/${Date.now()}`,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));

    const { context, page } = await newPage(browser);
    await loginAt(page, `/pegawai/show/${target.id}`, DEMO.admin);
    await page.getByRole('heading', { name: target.nama, level: 1 }).waitFor();
    const header = page.getByTestId('cv-sanksi-aktif');
    await header.getByText('Demosi').waitFor();
    assert.match(await header.innerText(), /tanpa batas/);

    assert.equal(
      (await apiCall(BASE_URL, token, 'DELETE', `/sdm/pegawai/x/sanksi/${created.body.data.id}`)).status,
      200,
    );
    await page.reload();
    await page.getByRole('heading', { name: target.nama, level: 1 }).waitFor();
    assert.equal(await page.getByText('Demosi').count(), 0, 'the deleted sanction left the header');
    await context.close();
  });

  it('pegawai is refused by the page guard and by the API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.goto('/pegawai/sanksi');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/sanksi'), 403);
    assert.equal(await apiStatus(page, 'POST', '/sdm/pegawai/x/sanksi/x/export'), 403);
    await context.close();
  });
});
