// Acting officials decide approvals only during their period (issue #22, ADR 0048). The admin (63)
// makes hr's employee the acting official (PGS) of the position directly above the demo pegawai's,
// at pegawai's office, from today. pegawai sends two leave requests: it is hr's turn, and hr
// approves the first as 'Atasan Langsung' on its page in the browser. The admin then moves the
// period into the past: the second request's superior step is out of hr's reach (no approve
// button, 403 from the API), although hr is also Admin SDM of the next step. Everything the test
// made is cancelled or deleted at the end, so the demo data stays as it was for the other tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { apiCall, apiLogin } from '../lib/api.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { jakartaDay, type CalendarDay } from '../lib/date-picker.ts';
import { DEMO, loginAt } from '../lib/portal.ts';

const PGS = '/sdm/pegawai/x/pgs';
const IZIN = '/sdm/pegawai/x/izin';
const iso = ([y, m, d]: CalendarDay) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

interface Step {
  label: string;
  status: string;
  decided_by_name: string | null;
}
interface IzinDetail {
  id: number;
  token: string;
  approval: { status: string; is_myturn: boolean; allowed_actions: string[]; steps: Step[] };
}

/** The first Monday–Friday `offset` or more days from today (annual leave counts working days). */
function workday(offset: number): CalendarDay {
  for (let extra = 0; ; extra += 1) {
    const [y, m, d] = jakartaDay(offset + extra);
    if (new Date(Date.UTC(y, m - 1, d)).getUTCDay() % 6 !== 0) return [y, m, d];
  }
}

/** The demo accounts' employees, read from the database the server uses (set-up only). */
async function demoEmployees() {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{
      name: string;
      pegawai_id: number;
      nama: string;
      kantor_id: number;
      atasan: number;
    }>(
      `SELECT u.name, p.id AS pegawai_id, p.nama, p.kantor_id, j.parent_id AS atasan
         FROM users u JOIN pegawai p ON p.id = u.pegawai_id JOIN jabatan j ON j.id = p.jabatan_id
        WHERE u.name IN ('pegawai', 'hr')`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    assert.ok(byName.pegawai?.atasan, 'the demo pegawai has a position above theirs');
    assert.ok(byName.hr, 'the demo hr account is linked to an employee');
    return { pegawai: byName.pegawai, hr: byName.hr };
  } finally {
    await db.end();
  }
}

describe('acting officials approve during their period, not after it', () => {
  let browser: Browser;
  let adminToken: string;
  let pegawaiToken: string;
  let hrToken: string;
  let pgsId: number | undefined;
  const requests: number[] = [];

  before(async () => {
    browser = await launchBrowser();
    [adminToken, pegawaiToken, hrToken] = await Promise.all(
      [DEMO.admin, DEMO.pegawai, DEMO.hr].map((account) => apiLogin(BASE_URL, account)),
    );
  });
  after(async () => {
    for (const id of requests)
      await apiCall(BASE_URL, pegawaiToken, 'POST', `${IZIN}/${id}`, { event: 'store_cancel' });
    if (pgsId) await apiCall(BASE_URL, adminToken, 'DELETE', `${PGS}/${pgsId}`);
    await browser.close();
  });

  async function sendLeave(offsetDays: number, alasan: string): Promise<IzinDetail> {
    const day = iso(workday(offsetDays));
    const created = await apiCall<{ data: { id: number; token: string } }>(BASE_URL, pegawaiToken, 'POST', IZIN, {
      jenis_id: 1,
      tanggal_mulai: day,
      tanggal_selesai: day,
      alasan,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    requests.push(created.body.data.id);
    const sent = await apiCall(BASE_URL, pegawaiToken, 'POST', `${IZIN}/${created.body.data.id}`, {
      event: 'store_request',
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    return detail(created.body.data.token);
  }

  async function detail(token: string): Promise<IzinDetail> {
    const answer = await apiCall<{ data: IzinDetail }>(
      BASE_URL,
      hrToken,
      'GET',
      `${IZIN}?event=index_show_by_token&token=${token}`,
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  }

  it('hr, acting for pegawai’s superior, approves the superior step in the browser; after the period it is refused', async () => {
    const { pegawai, hr } = await demoEmployees();
    const assigned = await apiCall<{ data: { id: number } }>(BASE_URL, adminToken, 'POST', PGS, {
      pegawai_id: hr.pegawai_id,
      jabatan_id: pegawai.atasan,
      kantor_id: pegawai.kantor_id,
      start_date: iso(jakartaDay()),
      end_date: iso(jakartaDay(30)),
      nomor_sk: `SK/E2E/PGS/${Date.now()}`,
    });
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    pgsId = assigned.body.data.id;

    // Two one-day annual leaves far ahead (clear of the other tests' dates), sent during the period.
    const stamp = Date.now();
    const first = await sendLeave(75, `Acara keluarga PGS ${stamp}`);
    const second = await sendLeave(80, `Urusan pribadi PGS ${stamp}`);
    assert.equal(first.approval.steps[0].label, 'Atasan Langsung');
    assert.equal(first.approval.steps[0].status, 'terbuka');
    assert.ok(first.approval.is_myturn, 'the request waits for hr, the acting official');

    const { page } = await newPage(browser);
    // The request's page (the dates are in the months ahead, outside the register's default period).
    await loginAt(page, `/izin/${first.token}`, DEMO.hr);
    await page.getByTestId('izin-detail-page').waitFor();
    await page.getByTestId('izin-note').fill('Disetujui sebagai PGS');
    await page.getByTestId('izin-action-approve').click();
    await page.getByText('Izin approved').waitFor();
    const approved = await detail(first.token);
    assert.equal(approved.approval.steps[0].status, 'disetujui');
    assert.equal(approved.approval.steps[0].decided_by_name, hr.nama, 'hr decided the superior step');
    assert.equal(approved.approval.status, 'menunggu', 'the next step (Admin SDM) is still open');

    // The admin ends the period yesterday: hr may no longer decide the second request's superior step.
    const ended = await apiCall(BASE_URL, adminToken, 'PUT', `${PGS}/${pgsId}`, {
      pegawai_id: hr.pegawai_id,
      jabatan_id: pegawai.atasan,
      kantor_id: pegawai.kantor_id,
      start_date: iso(jakartaDay(-10)),
      end_date: iso(jakartaDay(-1)),
      nomor_sk: `SK/E2E/PGS/${stamp}`,
    });
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    const waiting = await detail(second.token);
    assert.equal(waiting.approval.steps[0].status, 'terbuka');
    assert.ok(!waiting.approval.allowed_actions.includes('approve'), 'no approve action for hr any more');
    await page.goto(`/izin/${second.token}`);
    await page.getByTestId('izin-detail-page').waitFor();
    await page.getByText(`Urusan pribadi PGS ${stamp}`).waitFor();
    assert.equal(await page.getByTestId('izin-action-approve').count(), 0, 'the page offers no approval');
    const refused = await apiCall(BASE_URL, hrToken, 'POST', `${IZIN}/${second.id}`, { event: 'store_approve' });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
  });
});
