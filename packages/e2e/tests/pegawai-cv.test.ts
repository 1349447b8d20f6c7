// The employee CV (/pegawai/show/:id?, not role 8): hr opens anyone's CV and adds an education
// record; an ordinary employee opens their own CV but another id is refused by the API (403),
// which the shell turns into the unauthorized page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

interface CvAnswer {
  data: { profile: { id: number; nama: string } };
}

describe('employee CV', () => {
  let browser: Browser;
  let own: { id: number; nama: string };
  before(async () => {
    browser = await launchBrowser();
    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const res = await apiCall<CvAnswer>(BASE_URL, token, 'GET', '/sdm/pegawai/x/profile');
    assert.equal(res.status, 200);
    own = res.body.data.profile;
  });
  after(async () => {
    await browser.close();
  });

  it("hr opens an employee's CV, adds a pendidikan record and sees 'Pendidikan created' and the row", async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, `/pegawai/show/${own.id}`, DEMO.hr);
    await page.getByRole('heading', { name: own.nama, level: 1 }).waitFor();
    const institusi = `Universitas Uji ${Date.now()}`;

    await page.getByTestId('cv-add-pendidikan').click();
    const dialog = page.getByTestId('cv-record-dialog');
    await dialog.getByRole('combobox', { name: /^Jenjang/ }).selectOption('S2');
    await dialog.getByLabel(/^Institusi/).fill(institusi);
    await dialog.getByRole('combobox', { name: 'Tahun Lulus' }).selectOption('2018');
    await dialog.getByTestId('cv-record-submit').click();

    await page.getByText('Pendidikan created').first().waitFor();
    const row = page.getByTestId('cv-section-pendidikan').getByRole('row').filter({ hasText: institusi });
    await row.waitFor();
    assert.match(await row.innerText(), /S2[\s\S]*2018/);
    await context.close();
  });

  it('hr adds a position from the CV: the Jabatan and Kantor lists are filled, a 1975 start date is accepted', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, `/pegawai/show/${own.id}`, DEMO.hr);
    await page.getByRole('heading', { name: own.nama, level: 1 }).waitFor();
    const sk = `SK/UJI/${Date.now()}`;

    await page.getByTestId('cv-add-jabatan').click();
    const dialog = page.getByTestId('cv-record-dialog');
    const jabatan = dialog.getByRole('combobox', { name: /^Jabatan/ });
    const kantor = dialog.getByRole('combobox', { name: /^Kantor/ });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="cv-record-dialog"] select[name="jabatan_id"] option').length > 1,
      undefined,
      { timeout: 15_000 },
    );
    assert.ok((await jabatan.locator('option').count()) > 1, 'positions offered');
    assert.ok((await kantor.locator('option').count()) > 1, 'offices offered');
    await jabatan.selectOption({ index: 1 });
    await kantor.selectOption({ index: 1 });
    const awal = dialog.getByRole('group', { name: /^Awal/ });
    await awal.getByRole('combobox', { name: 'Tahun' }).selectOption('1975');
    await awal.getByRole('combobox', { name: 'Bulan' }).selectOption({ index: 3 });
    await awal.getByRole('combobox', { name: 'Tanggal' }).selectOption({ index: 14 });
    await dialog.getByLabel(/^Nomor SK/).fill(sk);
    await dialog.getByTestId('cv-record-submit').click();

    await page.getByText('Jabatan created').first().waitFor();
    const row = page.getByTestId('cv-section-jabatan').getByRole('row').filter({ hasText: '1975' });
    await row.first().waitFor();
    await page.reload();
    await page.getByTestId('cv-section-jabatan').getByRole('row').filter({ hasText: '1975' }).first().waitFor();
    await context.close();
  });

  it('pegawai opens their own CV at /pegawai/show, but another id goes to unauthorized and the API answers 403', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/show', DEMO.pegawai);
    await page.getByRole('heading', { name: own.nama, level: 1 }).waitFor();
    assert.equal(await page.getByTestId('cv-add-pendidikan').count(), 0);

    const other = own.id === 1 ? 2 : 1;
    await page.goto(`/pegawai/show/${other}`);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', `/sdm/pegawai/x/profile/${other}`), 403);
    await context.close();
  });
});
