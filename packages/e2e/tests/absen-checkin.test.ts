// Attendance check-in with the real browser geolocation (Chromium's permission + setGeolocation):
// `pegawai` checks in at its office's coordinates and sees success and the row; far away the
// check is refused with the server's reason; the admin registers are closed to `pegawai` (page
// guard and API 403).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { apiCall, apiLogin } from '../lib/api.ts';
import { apiStatus, DEMO, loginAt } from '../lib/portal.ts';

interface Office {
  id: number;
  nama: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}
/** A toast (not a panel text that happens to hold the same words). */
const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

describe('attendance check-in', () => {
  let browser: Browser;
  let office: Office;

  before(async () => {
    browser = await launchBrowser();
    // Where the demo `pegawai` may check in: its own office, with coordinates from the demo data.
    const token = await apiLogin(BASE_URL, DEMO.pegawai);
    const lokasi = await apiCall<{ data: { kantor: Office[] } }>(
      BASE_URL,
      token,
      'GET',
      '/general/users/x/lokasi_absen',
    );
    assert.equal(lokasi.status, 200);
    assert.ok(lokasi.body.data.kantor.length > 0, 'the demo pegawai has an attendance office');
    office = lokasi.body.data.kantor[0];
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai checks in inside the geofence, sees the row; far away the check is refused with the reason', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['geolocation'], { origin: new URL(BASE_URL).origin });
    await context.setGeolocation({ latitude: office.latitude, longitude: office.longitude, accuracy: 10 });
    await loginAt(page, '/absen', DEMO.pegawai);

    await page.getByTestId('absen-inside').waitFor({ timeout: 20_000 });
    assert.match(await page.getByTestId('absen-inside').innerText(), /Di dalam radius /);
    await page.getByTestId('absen-masuk').click();
    const recorded = page.getByTestId('absen-recorded');
    await recorded.waitFor();
    const recordedText = await recorded.innerText();
    assert.match(recordedText, /Absen masuk tercatat pukul \d\d:\d\d [AP]M di .+/);
    const atOffice = /di (.+)$/.exec(recordedText.trim())![1];
    // The daily list shows today's check-in at the office.
    const table = page.getByRole('table', { name: 'Daftar absensi harian' });
    await table.getByText(atOffice).first().waitFor();
    assert.match(await table.locator('tbody').innerText(), /Masuk/);

    // 1,1 km south of the office (its kantor induk may be nearer): outside, refused with the distance.
    await context.setGeolocation({ latitude: office.latitude - 0.01, longitude: office.longitude, accuracy: 10 });
    await page.getByRole('button', { name: 'Perbarui lokasi' }).click();
    await page.getByTestId('absen-outside').waitFor();
    await page.getByTestId('absen-pulang').click();
    const refused = page.getByTestId('absen-refused');
    await refused.waitFor();
    const reason = await refused.innerText();
    assert.match(reason, /Anda berada [\d.,]+ k?m dari kantor terdekat \(.+\); radius \d+ m/);
    // The same reason as an error toast (shown 10 s).
    await toast(page, 'dari kantor terdekat').waitFor();

    // After a reload the card knows today's check-in from the server: masuk is not offered again.
    await page.reload();
    await page.getByTestId('absen-today').waitFor();
    assert.match(await page.getByTestId('absen-today').innerText(), /Masuk: tercatat pukul \d\d:\d\d [AP]M/);
    assert.equal(await page.getByTestId('absen-masuk').isDisabled(), true);
    await context.close();
  });

  it('pegawai cannot open an attendance register page (guard) nor call its API (403)', async () => {
    const { context, page } = await newPage(browser);
    await loginAt(page, '/home', DEMO.pegawai);
    await page.goto('/absen/dispensasi');
    await page.waitForURL('**/unauthorized');
    assert.equal(await apiStatus(page, 'GET', '/sdm/pegawai/x/absen/x/dispensasi'), 403);
    assert.equal(await apiStatus(page, 'POST', '/sdm/pegawai/x/absen/lokasi_temporer', {}), 403);
    await context.close();
  });
});
