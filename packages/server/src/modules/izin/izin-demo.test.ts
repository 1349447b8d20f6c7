/**
 * The demo data of izin (src/demo/izin-demo.ts) on the normal 300-employee demo: holidays of the
 * year, leave in several states, and the premise of the browser test — when `pegawai` requests
 * annual leave it is `hr`'s turn.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { actOnApproval, createApproval, unapprovedCount, viewApproval } from '../../platform/approval/index.js';
import { loadDemoData } from '../../demo/load-demo-data.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';

describe('izin demo data', () => {
  let t: TestDatabase;
  const actor = { userId: null, method: 'TEST', route: 'izin-demo.test', ip: null };

  before(async () => {
    t = await createTestDatabase();
    await loadDemoData(t.db, { employees: 300, hashPassword: async (p) => `plain:${p}` });
  });
  after(() => t.destroy());

  const user = async (name: string) => {
    const u = await t.db
      .selectFrom('users')
      .select(['id', 'pegawai_id'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const roles = (await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', u.id).execute()).map(
      (r) => r.role_id,
    );
    return { userId: u.id, roles, pegawaiId: u.pegawai_id! };
  };

  test('national holidays of the year and leave in every state the demo promises', async () => {
    const year = new Date().getFullYear();
    const libur = await t.db.selectFrom('libur').select(['tanggal', 'nama']).execute();
    assert.ok(libur.some((l) => l.tanggal === `${year}-08-17` && l.nama === 'Hari Kemerdekaan Republik Indonesia'));
    const statuses = await t.db
      .selectFrom('approval_request')
      .select('status')
      .where('type', '=', 'izin')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['disetujui', 'draft', 'menunggu', 'ditolak'],
    );
  });

  test('a new annual leave of pegawai is hr’s turn, and hr’s counter counts it', async () => {
    const pegawai = await user('pegawai');
    const hr = await user('hr');
    const before = await unapprovedCount(t.db, hr.userId, 'izin');
    const { id } = await t.db
      .insertInto('izin')
      .values({
        token: 'demo-test-token',
        pegawai_id: pegawai.pegawaiId,
        user_id: pegawai.userId,
        jenis_id: 5,
        tanggal_mulai: `${new Date().getFullYear()}-11-02`,
        tanggal_selesai: `${new Date().getFullYear()}-11-06`,
        alasan: 'Uji',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await createApproval(trx, { type: 'izin', subjectId: id, requesterUserId: pegawai.userId, actor });
      await actOnApproval(trx, { type: 'izin', subjectId: id, action: 'request', user: pegawai, actor });
    });
    const view = await viewApproval(t.db, 'izin', id, hr);
    assert.equal(view.is_myturn, true);
    assert.equal(view.steps[view.current_step! - 1].label, 'Admin SDM');
    assert.equal(await unapprovedCount(t.db, hr.userId, 'izin'), before + 1);
  });
});
