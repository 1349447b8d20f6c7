/**
 * The attendance events `renew` (rows brought back in line with their delete requests) and
 * `index_export_excel` (the export's rows as a page), spec section 4 / section 7 (issue #12).
 */
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { insertAbsen } from '../../../test/helpers/absen-seed.js';
import type { ApprovalStatus } from '@portal/domain';

const URL = '/api/sdm/pegawai/x/absen/x/report';
const PERIOD = { date_start: '2026-04-01', date_end: '2026-04-30' };

describe('attendance events renew and index_export_excel', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let ani: { id: number; pegawaiId: number | null };
  const row: Record<string, string> = {};

  /** A delete request holding `absenId`, in the given approval state (null: no approval row). */
  async function requestHolding(
    absenId: string,
    status: ApprovalStatus | null,
    requestDeleted = false,
  ): Promise<number> {
    const request = await t.db
      .insertInto('absen_delete_request')
      .values({
        pegawai_id: ani.pegawaiId!,
        user_id: ani.id,
        tanggal: '2026-04-01',
        alasan: 'Salah absen di kantor lain',
        deleted_at: requestDeleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status)
      await t.db
        .insertInto('approval_request')
        .values({ type: 'absen_delete_request', subject_id: request.id, requester_user_id: ani.id, status })
        .execute();
    await t.db.updateTable('absen').set({ delete_request_id: request.id }).where('id', '=', absenId).execute();
    return request.id;
  }
  const state = async (id: string) => {
    const r = await t.db
      .selectFrom('absen')
      .select(['is_active', 'deleted_at', 'delete_request_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { active: r.is_active, deleted: r.deleted_at !== null, held: r.delete_request_id !== null };
  };
  const put = (who: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: URL, headers: bearer(tokens[who]), payload });

  before(async () => {
    t = await createTestApp({ config: { dataDir: await mkdtemp(join(tmpdir(), 'portal-absen-renew-')) } });
    const kantor = await seedKantor(t.db);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung } },
      absensi: { roles: [10, 59], pegawai: { nama: 'Citra Admin', kantor_id: kantor.pusat } },
      super: [1],
    });
    Object.assign(tokens, tokensOf(accounts));
    ani = accounts.ani;

    const a = ani.pegawaiId!;
    // Rows whose state no longer matches their request (as an interrupted change would leave them).
    row.rejected = await insertAbsen(t.db, a, '2026-04-01T07:50', 'masuk', { is_active: false });
    await requestHolding(row.rejected, 'ditolak');
    row.draftDeleted = await insertAbsen(t.db, a, '2026-04-02T07:50', 'masuk', { is_active: false });
    await requestHolding(row.draftDeleted, 'draft', true);
    row.approved = await insertAbsen(t.db, a, '2026-04-03T07:50', 'masuk', { is_active: false });
    await requestHolding(row.approved, 'disetujui');
    row.waiting = await insertAbsen(t.db, a, '2026-04-06T07:50', 'masuk');
    await requestHolding(row.waiting, 'menunggu');
    row.orphan = await insertAbsen(t.db, a, '2026-04-07T07:50', 'masuk', { is_active: false });
    // Already in line: an ordinary row and a row held by a waiting request.
    row.plain = await insertAbsen(t.db, a, '2026-04-08T07:50', 'masuk');
    row.inLine = await insertAbsen(t.db, a, '2026-04-09T07:50', 'masuk', { is_active: false });
    await requestHolding(row.inLine, 'menunggu');
    // Outside the period: untouched.
    row.may = await insertAbsen(t.db, a, '2026-05-04T07:50', 'masuk', { is_active: false });
    await requestHolding(row.may, 'ditolak');
  });
  after(async () => {
    await t.close();
  });

  it('renew is for the attendance admins (59, 9) only', async () => {
    assert.equal((await put('ani', { event: 'renew', ...PERIOD })).statusCode, 403);
    assert.equal((await put('super', { event: 'renew', ...PERIOD })).statusCode, 403);
    const bad = await put('absensi', { event: 'renew', date_start: '2026-04-31' });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(
      await state(row.rejected),
      { active: false, deleted: false, held: true },
      'nothing written by refused calls',
    );
  });

  it('renew brings every row of the period in line with its request, once, with an audit entry', async () => {
    const res = await put('absensi', { event: 'renew', ...PERIOD });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Absen updated', data: { released: 3, deleted: 1, held: 1 } });

    assert.deepEqual(await state(row.rejected), { active: true, deleted: false, held: false });
    assert.deepEqual(await state(row.draftDeleted), { active: true, deleted: false, held: false });
    assert.deepEqual(await state(row.orphan), { active: true, deleted: false, held: false });
    assert.deepEqual((await state(row.approved)).deleted, true);
    assert.deepEqual(await state(row.waiting), { active: false, deleted: false, held: true });
    assert.deepEqual(await state(row.plain), { active: true, deleted: false, held: false });
    assert.deepEqual(await state(row.inLine), { active: false, deleted: false, held: true });
    assert.deepEqual(await state(row.may), { active: false, deleted: false, held: true }, 'outside the period');

    const again = await put('absensi', { event: 'renew', ...PERIOD });
    assert.deepEqual(again.json().data, { released: 0, deleted: 0, held: 0 }, 'a second renew finds nothing to do');
    const audit = await t.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'absen').execute();
    assert.deepEqual(
      audit.map((a) => a.entity_id),
      ['renew'],
      'one audit entry, for the call that changed rows',
    );
  });

  it('index_export_excel pages the rows the export writes, for the export roles only', async () => {
    // Its own month, so the case does not depend on what renew did to April.
    const a = ani.pegawaiId!;
    await insertAbsen(t.db, a, '2026-06-01T07:40', 'masuk');
    await insertAbsen(t.db, a, '2026-06-01T17:05', 'pulang');
    await insertAbsen(t.db, a, '2026-06-02T07:45', 'masuk');
    const held = await insertAbsen(t.db, a, '2026-06-03T07:55', 'masuk', { is_active: false });
    await requestHolding(held, 'menunggu');
    const june = 'date_start=2026-06-01&date_end=2026-06-30';
    const get = (who: string, query: string) =>
      t.app.inject({ method: 'GET', url: `${URL}?event=index_export_excel${query}`, headers: bearer(tokens[who]) });

    assert.equal((await get('ani', `&${june}`)).statusCode, 403);
    assert.equal((await get('absensi', '')).statusCode, 422, 'the period is required');
    const res = await get('absensi', `&${june}&per_page=2&page=2`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    // Live rows only (the one held by a waiting delete request is not exported), by date and time.
    assert.equal(body.total, 3);
    assert.deepEqual(
      body.data.map((r: { tanggal: string; jam: string; nama: string }) => [r.tanggal, r.jam, r.nama]),
      [['2026-06-02', '07:45:00', 'Ani Lestari']],
    );
  });
});
