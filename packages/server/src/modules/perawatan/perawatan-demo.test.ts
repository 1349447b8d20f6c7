/**
 * The demo data of care claims (src/demo/perawatan-demo.ts) on the normal 300-employee demo: places
 * of the classes, claims in every state through the approval engine, and the premise of the browser
 * test — a claim 'hr' sends waits for 'admin' (Admin SDM, then Super Admin).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDemoData } from '../../demo/load-demo-data.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';

describe('perawatan demo data', () => {
  let t: TestDatabase;

  before(async () => {
    t = await createTestDatabase();
    await loadDemoData(t.db, { employees: 300, hashPassword: async (p) => `plain:${p}` });
  });
  after(() => t.destroy());

  test('places, claims in every state, the admin waits for the open ones', async () => {
    const tempat = await t.db.selectFrom('perawatan_rs_tempat').select('golongan_id').execute();
    assert.ok(tempat.length >= 5);
    const statuses = await t.db
      .selectFrom('approval_request')
      .select('status')
      .where('type', '=', 'perawatan')
      .execute();
    const seen = new Set(statuses.map((s) => s.status));
    for (const s of ['draft', 'menunggu', 'disetujui', 'ditolak'] as const) assert.ok(seen.has(s), s);
    const admin = await t.db.selectFrom('users').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow();
    const counter = await t.db
      .selectFrom('approval_counter')
      .select('unapproved')
      .where('user_id', '=', admin.id)
      .where('type', '=', 'perawatan')
      .executeTakeFirst();
    assert.equal(counter?.unapproved, 3, 'two waiting at Admin SDM, one at Super Admin');
    const glasses = await t.db
      .selectFrom('perawatan_nota')
      .select(['kaca_mata_periode'])
      .where('jenis_id', '=', 3)
      .execute();
    assert.ok(glasses.length >= 2 && glasses.every((g) => g.kaca_mata_periode !== null));
  });
});
