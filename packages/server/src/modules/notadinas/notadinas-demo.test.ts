/**
 * The demo data of memos and SKMD (src/demo/notadinas-demo.ts) on the normal 300-employee demo:
 * every status present, numbers per office and year gapless and only on approved memos / issued
 * letters, and the counters equal to what the approval tables say is waiting for each user.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadDemoData } from '../../demo/load-demo-data.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';

describe('nota dinas and SKMD demo data', () => {
  let t: TestDatabase;
  before(async () => {
    t = await createTestDatabase();
    await loadDemoData(t.db, { employees: 300, hashPassword: async (p) => `plain:${p}` });
  });
  after(() => t.destroy());

  const statuses = async (type: string) =>
    new Set(
      (await t.db.selectFrom('approval_request').select('status').where('type', '=', type).execute()).map(
        (r) => r.status,
      ),
    );

  test('memos in every status over 12 months, numbered only when approved, gapless per office and year', async () => {
    assert.deepEqual([...(await statuses('notadinas'))].sort(), [
      'dibatalkan',
      'disetujui',
      'ditolak',
      'draft',
      'menunggu',
    ]);
    const memos = await t.db
      .selectFrom('notadinas as n')
      .innerJoin('approval_request as r', (j) => j.on('r.type', '=', 'notadinas').onRef('r.subject_id', '=', 'n.id'))
      .select(['n.kantor_id', 'n.nomor_tahun', 'n.nomor_urut', 'n.tanggal', 'r.status'])
      .execute();
    assert.equal(memos.length, 36);
    assert.equal(new Set(memos.map((m) => m.tanggal.slice(0, 7))).size, 12);
    for (const m of memos) assert.equal(m.nomor_urut !== null, m.status === 'disetujui');
    const groups = new Map<string, number[]>();
    for (const m of memos.filter((x) => x.nomor_urut !== null)) {
      const key = `${m.kantor_id}/${m.nomor_tahun}`;
      groups.set(key, [...(groups.get(key) ?? []), m.nomor_urut!]);
    }
    for (const seqs of groups.values())
      assert.deepEqual(
        seqs.sort((a, b) => a - b),
        Array.from({ length: seqs.length }, (_, i) => i + 1),
      );
    assert.ok((await t.db.selectFrom('notadinas_surat').select('id').execute()).length >= 3);
  });

  test('SKMD letters: issued ones numbered gaplessly, some waiting for issue, every open status present', async () => {
    const st = await statuses('skmd');
    for (const s of ['disetujui', 'menunggu', 'ditolak', 'draft'] as const) assert.ok(st.has(s), s);
    const letters = await t.db
      .selectFrom('skmd as m')
      .innerJoin('approval_request as r', (j) => j.on('r.type', '=', 'skmd').onRef('r.subject_id', '=', 'm.id'))
      .select(['m.kantor_id', 'm.nomor_tahun', 'm.nomor_urut', 'r.status'])
      .execute();
    assert.ok(
      letters.some((l) => l.status === 'disetujui' && l.nomor_urut === null),
      'one waiting for penerbitan',
    );
    for (const l of letters) if (l.nomor_urut !== null) assert.equal(l.status, 'disetujui');
    const counters = await t.db.selectFrom('surat_nomor_counter').selectAll().where('jenis', '=', 'skmd').execute();
    for (const c of counters) {
      const issued = letters.filter((l) => l.kantor_id === c.kantor_id && l.nomor_tahun === c.tahun).length;
      assert.equal(c.last_no, issued);
    }
    assert.ok((await t.db.selectFrom('skmd_exclude_kantor').select('kantor_id').execute()).length > 0);
  });

  test('counters equal the drafts and open steps waiting for each user', async () => {
    const { rows } = await sql<{ user_id: number; type: string; unapproved: number; expected: number }>`
      SELECT c.user_id, c.type, c.unapproved,
        (SELECT count(*)::int FROM approval_request r WHERE r.type = c.type AND r.status = 'draft' AND r.requester_user_id = c.user_id)
        + (SELECT count(*)::int FROM approval_request r
             JOIN approval_step s ON s.request_id = r.id AND s.step_no = r.current_step
             JOIN approval_step_approver a ON a.step_id = s.id AND a.user_id = c.user_id
           WHERE r.type = c.type AND r.status = 'menunggu') AS expected
      FROM approval_counter c WHERE c.type IN ('notadinas', 'skmd')`.execute(t.db);
    assert.ok(rows.length > 0);
    for (const r of rows) assert.equal(r.unapproved, r.expected, JSON.stringify(r));
  });
});
