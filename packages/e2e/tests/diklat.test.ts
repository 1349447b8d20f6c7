// Training (/pegawai/diklat/*: 61; Gap Kompetensi 57 or 61). The admin (61) registers a diklat event
// with two organisers through the form, lands on its page (both organisers shown), adds two demo
// employees as participants by NPP in one go, sees one unknown NPP refuse the whole batch (nothing
// added), loads and clears participants. On Gap Kompetensi the admin adds a requirement to a position
// and sees it counted. HR (57, not 61) is sent to /unauthorized by the guard and gets 403 from the API,
// but may read Gap Kompetensi (without changing it). The event is deleted and the requirement put back
// at the end, so the demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';
import { pickDate } from '../lib/date-picker.ts';

interface EventRow {
  id: number;
  token: string;
  nama: string;
  peserta: number;
  penyelenggaras: { label: string }[];
}

// Two of the demo data's organisers (src/demo/diklat-demo.ts), shown 'nama | akronim'.
const LPPI = 'Lembaga Pengembangan Perbankan Indonesia | LPPI';
const BSMR = 'Badan Sertifikasi Manajemen Risiko | BSMR';

describe('training (/pegawai/diklat)', () => {
  let browser: Browser;
  let adminToken: string;
  const created: number[] = [];
  /** What a position required before a test changed it, put back at the end. */
  const requiredBefore: { jabatanId: number; kompetensi: string[] }[] = [];
  before(async () => {
    browser = await launchBrowser();
    adminToken = await apiLogin(BASE_URL, DEMO.admin);
  });
  after(async () => {
    for (const id of created) {
      await apiCall(BASE_URL, adminToken, 'POST', '/sdm/diklat/pegawai', {
        event: 'pegawai_clear',
        diklat_event_id: id,
      });
      await apiCall(BASE_URL, adminToken, 'DELETE', `/sdm/diklat/event/${id}`);
    }
    for (const { jabatanId, kompetensi } of requiredBefore)
      await apiCall(BASE_URL, adminToken, 'PUT', `/sdm/diklat/x/required/${jabatanId}`, { kompetensi });
    await browser.close();
  });

  it('admin registers an event and adds participants by NPP in bulk, all or nothing', async () => {
    // Two active demo employees with visible NPPs (well inside the list, not the demo accounts).
    const list = await apiCall<{ data: { id: number; nama: string; npp: string | null }[] }>(
      BASE_URL,
      adminToken,
      'GET',
      '/sdm/pegawai?per_page=10&page=12',
    );
    const people = list.body.data.filter((p) => p.npp).slice(0, 2);
    assert.equal(people.length, 2, 'two demo employees with an NPP');
    const nama = `Diklat E2E ${Date.now()}`;

    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/diklat/register', DEMO.admin);
    await page.getByRole('heading', { name: 'Registrasi Diklat' }).waitFor();
    await page.getByLabel('Nama Diklat').fill(nama);
    await page.getByRole('combobox', { name: /^Jenis/ }).selectOption({ label: 'Internal' });
    await pickDate(page.locator('[data-name="awal"]'), [2026, 6, 15]);
    await page.getByLabel('Tempat').fill('Makassar');
    // Two organisers: one picked with the mouse, one found by its acronym and taken with the keyboard.
    const organisers = page.getByRole('combobox', { name: 'Penyelenggara', exact: true });
    await organisers.click();
    await page.getByRole('option', { name: LPPI }).click();
    await organisers.pressSequentially('bsmr');
    await page.getByRole('option', { name: BSMR }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    for (const label of [LPPI, BSMR]) await page.getByRole('button', { name: `Hapus pilihan ${label}` }).waitFor();
    await page.getByTestId('diklat-form-submit').click();
    await page.getByText('Diklat created').first().waitFor();
    await page.waitForURL('**/pegawai/diklat/show/**');
    const detail = page.getByTestId('diklat-detail');
    await detail.getByRole('heading', { name: nama }).waitFor();
    for (const label of [LPPI, BSMR]) await detail.getByText(label, { exact: true }).waitFor();
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const event = (await apiCall<{ data: EventRow }>(BASE_URL, adminToken, 'GET', `/sdm/diklat/event/x/token/${token}`))
      .body.data;
    created.push(event.id);
    assert.deepEqual(
      event.penyelenggaras.map((p) => p.label),
      [BSMR, LPPI],
      'both organisers stored, by nama',
    );

    const participants = page.getByRole('table', { name: `Peserta ${nama}` });
    await page.getByText('Belum ada peserta').waitFor();

    // One unknown NPP: the whole batch is refused and named; nothing is added.
    await page.getByLabel('Daftar NPP').fill(`${people[0]!.npp}\n99999998`);
    await page.getByTestId('diklat-add-npp').click();
    await page
      .getByTestId('diklat-npp-error')
      .getByText(/99999998/)
      .waitFor();
    const afterRefusal = await apiCall<{ total: number }>(
      BASE_URL,
      adminToken,
      'GET',
      `/sdm/diklat/pegawai?diklat_event_id=${event.id}`,
    );
    assert.equal(afterRefusal.body.total, 0, 'all or nothing');

    // Both NPPs at once (one per line and by comma).
    await page.getByLabel('Daftar NPP').fill(`${people[0]!.npp},\n${people[1]!.npp}`);
    await page.getByTestId('diklat-add-npp').click();
    await page
      .getByText(/Diklat Pegawai created/)
      .first()
      .waitFor();
    await participants.getByText(people[0]!.nama, { exact: true }).waitFor();
    await participants.getByText(people[1]!.nama, { exact: true }).waitFor();
    await page.getByTestId('diklat-peserta-count').getByText('2').waitFor();

    // In the register by awal, with its participant count.
    await page.goto(`/pegawai/diklat?search=${encodeURIComponent(nama)}`);
    const row = page.getByRole('table', { name: 'Daftar diklat' }).locator('tbody tr', { hasText: nama });
    await row.getByText('15 Juni 2026').waitFor();
    for (const label of [LPPI, BSMR]) await row.getByText(label, { exact: true }).waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();

    // Clear after confirming.
    await row.getByRole('link', { name: nama }).click();
    await page.getByTestId('diklat-clear').click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Ya|Hapus/ })
      .click();
    await page
      .getByText(/Diklat Pegawai deleted/)
      .first()
      .waitFor();
    await page.getByText('Belum ada peserta').waitFor();
    await context.close();
  });

  it('admin sets what a position requires on Gap Kompetensi and sees it there', async () => {
    // The demo's Teller requires 'Pelayanan Nasabah' and 'Komunikasi Efektif' (src/demo/diklat-demo.ts);
    // 'Negosiasi' is a competency of the demo CVs, so the server knows the name.
    const gaps = await apiCall<{ data: { jabatan: { id: number; nama: string }; kompetensi: { nama: string }[] }[] }>(
      BASE_URL,
      adminToken,
      'GET',
      '/sdm/diklat/x/required?search=Teller&per_page=100',
    );
    const teller = gaps.body.data.find((r) => r.jabatan.nama === 'Teller');
    assert.ok(teller, 'the demo Teller requires something');
    assert.ok(!teller.kompetensi.some((k) => k.nama === 'Negosiasi'), 'not yet required');
    requiredBefore.push({ jabatanId: teller.jabatan.id, kompetensi: teller.kompetensi.map((k) => k.nama) });

    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/diklat/required', DEMO.admin);
    const table = page.getByRole('table', { name: 'Gap kompetensi per jabatan' });
    await table.getByRole('button', { name: 'Ubah kompetensi Teller', exact: true }).click();
    const dialog = page.getByTestId('required-form-dialog');
    await dialog.getByRole('button', { name: 'Hapus pilihan Pelayanan Nasabah' }).waitFor();
    const field = dialog.getByRole('combobox', { name: 'Kompetensi yang Dibutuhkan' });
    await field.click();
    await field.pressSequentially('negosiasi');
    await dialog.getByRole('option', { name: 'Negosiasi', exact: true }).click();
    await dialog.getByRole('button', { name: 'Hapus pilihan Negosiasi' }).waitFor();
    // The list stays open for more picks; Escape closes it (not the dialog) and uncovers 'Simpan'.
    await page.keyboard.press('Escape');
    await dialog.getByRole('listbox').waitFor({ state: 'hidden' });
    await dialog.getByTestId('required-form-submit').click();
    await page.getByText('Kompetensi Jabatan updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: 'Teller', exact: true }) });
    await row.getByText(/^Negosiasi: \d+ dari \d+/).waitFor();
    await row.getByText(/^Pelayanan Nasabah: \d+ dari \d+/).waitFor();
    const saved = await apiCall<{ data: { kompetensi: { nama: string }[] }[] }>(
      BASE_URL,
      adminToken,
      'GET',
      `/sdm/diklat/x/required?jabatan_id=${teller.jabatan.id}`,
    );
    assert.deepEqual(saved.body.data[0]!.kompetensi.map((k) => k.nama).sort(), [
      'Komunikasi Efektif',
      'Negosiasi',
      'Pelayanan Nasabah',
    ]);
    await context.close();
  });

  it('hr (57, not 61) is refused by the guard and the API, but reads Gap Kompetensi', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/pegawai/diklat', DEMO.hr);
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/diklat/event'), 403);
    assert.equal(
      await apiStatus(page, 'POST', '/sdm/diklat/pegawai', { event: 'pegawai_clear', diklat_event_id: 1 }),
      403,
    );
    assert.equal(await apiStatus(page, 'POST', '/sdm/diklat/x/penyelenggara', { nama: 'X', akronim: 'X' }), 403);
    assert.equal(await apiStatus(page, 'GET', '/sdm/diklat/x/required'), 200);
    await page.goto('/pegawai/diklat/required');
    const table = page.getByRole('table', { name: 'Gap kompetensi per jabatan' });
    await table.getByRole('cell', { name: 'Teller', exact: true }).waitFor();
    assert.equal(await table.getByRole('button', { name: /^Ubah kompetensi/ }).count(), 0, 'hr may not change it');
    assert.equal(await apiStatus(page, 'PUT', '/sdm/diklat/x/required/1', { kompetensi: ['Negosiasi'] }), 403);
    await context.close();
  });
});
