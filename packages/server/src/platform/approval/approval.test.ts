/**
 * The approval engine on real PostgreSQL: chain resolution (superior by jabatan then kantor,
 * then HR), own-request and out-of-turn refusals, the 409 race between two approvers, counters
 * that stay exact and never go below zero, cancel, reset (clears history) and reverse.
 */
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';
import type { Actor } from '../audit.js';
import { purgeEndedActingApprovers } from './approval.repo.js';
import { HttpError } from '../errors.js';
import {
  actOnApproval,
  createApproval,
  isApprovalParticipant,
  myTurnSubjectIds,
  registerApprovalType,
  removeApproval,
  resolveSuperiorUserIds,
  roleStep,
  superiorStep,
  unapprovedCount,
  viewApproval,
  type ApprovalUser,
} from './index.js';

const TYPE = 'uji';
const actor: Actor = { userId: null, method: 'TEST', route: 'approval.test', ip: null };

describe('approval engine', () => {
  let t: TestDatabase;
  let ani: ApprovalUser & { pegawaiId: number }; // Teller, KCP Dago (under KC Bandung)
  let budi: ApprovalUser & { pegawaiId: number }; // Pemimpin Cabang, KC Bandung: Ani's superior
  let citra: ApprovalUser & { pegawaiId: number }; // Pemimpin Wilayah, Wilayah Barat: Budi's superior
  let hr1: ApprovalUser;
  let hr2: ApprovalUser;
  let dedi: ApprovalUser & { pegawaiId: number }; // Teller at KC Bandung, acting Pemimpin Cabang of KCP Dago (PGS)
  let dagoKantor: number;
  let pemimpinCabangJabatan: number;
  let subject = 0;
  let approvedHook: number[] = [];

  const act = (
    user: ApprovalUser,
    subjectId: number,
    action: Parameters<typeof actOnApproval>[1]['action'],
    note?: string,
  ) => t.db.transaction().execute((trx) => actOnApproval(trx, { type: TYPE, subjectId, action, user, actor, note }));
  const counts = async () => ({
    ani: await unapprovedCount(t.db, ani.userId, TYPE),
    budi: await unapprovedCount(t.db, budi.userId, TYPE),
    hr1: await unapprovedCount(t.db, hr1.userId, TYPE),
    hr2: await unapprovedCount(t.db, hr2.userId, TYPE),
  });
  const newDraft = async (requester: ApprovalUser) => {
    subject += 1;
    const subjectId = subject;
    await t.db
      .transaction()
      .execute((trx) => createApproval(trx, { type: TYPE, subjectId, requesterUserId: requester.userId, actor }));
    return subjectId;
  };
  const rejectsWith = async (promise: Promise<unknown>, status: number, message?: RegExp) => {
    await assert.rejects(promise, (error: unknown) => {
      assert.ok(error instanceof HttpError, String(error));
      assert.equal(error.statusCode, status);
      if (message) assert.match(error.message, message);
      return true;
    });
  };

  before(async () => {
    t = await createTestDatabase();
    const kantor = await seedKantor(t.db);
    const jabatan = async (nama: string, parent_id: number | null) =>
      (await t.db.insertInto('jabatan').values({ nama, parent_id }).returning('id').executeTakeFirstOrThrow()).id;
    const direktur = await jabatan('Direktur', null);
    const pemimpinWilayah = await jabatan('Pemimpin Wilayah', direktur);
    const pemimpinCabang = await jabatan('Pemimpin Cabang', pemimpinWilayah);
    const teller = await jabatan('Teller', pemimpinCabang);
    const user = async (name: string, roles: number[], kantor_id?: number, jabatan_id?: number) => {
      const created = await createUser(t.db, {
        name,
        password: 'Rahasia#2026',
        roles,
        pegawai: kantor_id ? { nama: name.toUpperCase(), kantor_id, jabatan_id } : undefined,
      });
      return { userId: created.id, roles, pegawaiId: created.pegawaiId ?? 0 };
    };
    ani = await user('ani', [10], kantor.dago, teller);
    budi = await user('budi', [10], kantor.bandung, pemimpinCabang);
    citra = await user('citra', [10], kantor.wilBarat, pemimpinWilayah);
    // A Pemimpin Cabang at Dago without an account must be passed over (nobody could act).
    await t.db
      .insertInto('pegawai')
      .values({ nama: 'Tanpa Akun', npp: '99999999', kantor_id: kantor.dago, jabatan_id: pemimpinCabang })
      .execute();
    dedi = await user('dedi', [10], kantor.bandung, teller);
    dagoKantor = kantor.dago;
    pemimpinCabangJabatan = pemimpinCabang;
    hr1 = await user('hr1', [10, 57]);
    hr2 = await user('hr2', [10, 57]);
    registerApprovalType({
      type: TYPE,
      entity: 'uji',
      steps: [superiorStep(), roleStep('Admin SDM', 57)],
      onApproved: async ({ subjectId }) => {
        approvedHook.push(subjectId);
      },
    });
  });
  after(() => t.destroy());
  beforeEach(async () => {
    await t.db.deleteFrom('approval_request').execute();
    await t.db.deleteFrom('approval_counter').execute();
    approvedHook = [];
  });

  test('the superior is the nearest position above, own kantor first, then upward; only people with an account', async () => {
    assert.deepEqual(await resolveSuperiorUserIds(t.db, ani.pegawaiId), [budi.userId]);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, budi.pegawaiId), [citra.userId]);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, citra.pegawaiId), []);
  });

  test('create → request → superior approves → HR approves: statuses, steps, counters and the hook', async () => {
    const id = await newDraft(ani);
    assert.deepEqual(await counts(), { ani: 1, budi: 0, hr1: 0, hr2: 0 });
    assert.equal(await act(ani, id, 'request'), 'menunggu');
    assert.deepEqual(await counts(), { ani: 0, budi: 1, hr1: 0, hr2: 0 });
    const waiting = await viewApproval(t.db, TYPE, id, budi);
    assert.deepEqual(
      waiting.steps.map((s) => [s.label, s.status, s.approvers.map((a) => a.user_id)]),
      [
        ['Atasan Langsung', 'terbuka', [budi.userId]],
        ['Admin SDM', 'antri', [hr1.userId, hr2.userId]],
      ],
    );
    assert.equal(waiting.is_myturn, true);
    assert.deepEqual(waiting.allowed_actions, ['approve', 'reject']);
    assert.equal(waiting.status_label, 'Menunggu Persetujuan');
    assert.deepEqual(
      (await myTurnSubjectIds(t.db, TYPE, budi.userId).execute()).map((r) => r.subject_id),
      [id],
    );

    assert.equal(await act(budi, id, 'approve', 'Silakan'), 'menunggu');
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 1, hr2: 1 });
    assert.equal(await act(hr2, id, 'approve'), 'disetujui');
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 0, hr2: 0 });
    assert.deepEqual(approvedHook, [id]);

    const done = await viewApproval(t.db, TYPE, id, ani);
    assert.equal(done.status_label, 'Disetujui');
    assert.deepEqual(
      done.history.map((h) => [h.action, h.to_status, h.actor_user_id]),
      [
        ['create', 'draft', ani.userId],
        ['request', 'menunggu', ani.userId],
        ['approve', 'menunggu', budi.userId],
        ['approve', 'disetujui', hr2.userId],
      ],
    );
    assert.equal(done.history[2].note, 'Silakan');
    assert.equal(await isApprovalParticipant(t.db, TYPE, id, hr1.userId), true);
    assert.equal(await isApprovalParticipant(t.db, TYPE, id, citra.userId), false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'uji')
      .where('entity_id', '=', String(id))
      .execute();
    assert.equal(audit.length, 4);
  });

  test('nobody decides their own request: an HR requester goes to the other HR users only', async () => {
    const id = await newDraft(hr1);
    await act(hr1, id, 'request');
    const view = await viewApproval(t.db, TYPE, id, hr1);
    assert.deepEqual(
      view.steps.map((s) => s.approvers.map((a) => a.user_id)),
      [[hr2.userId]],
    );
    assert.deepEqual(view.allowed_actions, ['cancel', 'reset']);
    await rejectsWith(act(hr1, id, 'approve'), 403, /pengajuan Anda sendiri/);
    assert.equal(await act(hr2, id, 'approve'), 'disetujui');
  });

  test('acting out of turn is refused: a later step, an outsider, the requester deciding, a non-requester requesting', async () => {
    const id = await newDraft(ani);
    await rejectsWith(act(budi, id, 'request'), 403, /Hanya pemohon/);
    await act(ani, id, 'request');
    await rejectsWith(act(hr1, id, 'approve'), 403, /Bukan giliran Anda/);
    await rejectsWith(act(citra, id, 'reject'), 403, /Bukan giliran Anda/);
    await rejectsWith(act(ani, id, 'approve'), 403, /sendiri/);
    await rejectsWith(act(ani, id, 'request'), 409, /Menunggu Persetujuan/);
    assert.deepEqual(await counts(), { ani: 0, budi: 1, hr1: 0, hr2: 0 });
  });

  test('two HR users approving the same step at once: exactly one wins, the other gets 409', async () => {
    const id = await newDraft(ani);
    await act(ani, id, 'request');
    await act(budi, id, 'approve');
    const results = await Promise.allSettled([act(hr1, id, 'approve'), act(hr2, id, 'reject')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(won.length, 1);
    assert.equal(lost.length, 1);
    assert.ok(lost[0].reason instanceof HttpError);
    assert.equal(lost[0].reason.statusCode, 409);
    assert.match(lost[0].reason.message, /sudah diproses oleh pengguna lain/);
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 0, hr2: 0 });
    const history = (await viewApproval(t.db, TYPE, id, ani)).history;
    assert.equal(history.filter((h) => h.step_no === 2).length, 1);
  });

  test('counters never go below zero (GREATEST on the way down, CHECK in the table)', async () => {
    const id = await newDraft(ani);
    await t.db.updateTable('approval_counter').set({ unapproved: 0 }).execute();
    await t.db.transaction().execute((trx) => removeApproval(trx, { type: TYPE, subjectId: id, user: ani, actor }));
    assert.equal(await unapprovedCount(t.db, ani.userId, TYPE), 0);
    await assert.rejects(
      t.db.updateTable('approval_counter').set({ unapproved: -1 }).execute(),
      /approval_counter_unapproved_check/,
    );
  });

  test('only the requester deletes, only a draft; delete lowers their counter', async () => {
    const id = await newDraft(ani);
    await rejectsWith(
      t.db.transaction().execute((trx) => removeApproval(trx, { type: TYPE, subjectId: id, user: budi, actor })),
      403,
    );
    await act(ani, id, 'request');
    await rejectsWith(
      t.db.transaction().execute((trx) => removeApproval(trx, { type: TYPE, subjectId: id, user: ani, actor })),
      409,
    );
    const draft = await newDraft(ani);
    assert.equal(await unapprovedCount(t.db, ani.userId, TYPE), 1);
    await t.db.transaction().execute((trx) => removeApproval(trx, { type: TYPE, subjectId: draft, user: ani, actor }));
    assert.equal(await unapprovedCount(t.db, ani.userId, TYPE), 0);
  });

  test('cancel closes the open step; reset clears steps and history and makes it a draft again', async () => {
    const id = await newDraft(ani);
    await act(ani, id, 'request');
    await act(budi, id, 'reject', 'Sedang banyak pekerjaan');
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 0, hr2: 0 });
    assert.equal(await act(ani, id, 'reset'), 'draft');
    const view = await viewApproval(t.db, TYPE, id, ani);
    assert.deepEqual(view.steps, []);
    assert.deepEqual(
      view.history.map((h) => h.action),
      ['reset'],
    );
    assert.deepEqual(await counts(), { ani: 1, budi: 0, hr1: 0, hr2: 0 });
    await act(ani, id, 'request');
    assert.equal(await act(ani, id, 'cancel'), 'dibatalkan');
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 0, hr2: 0 });
    await rejectsWith(act(budi, id, 'approve'), 409);
  });

  test('reverse: only the last decider (or Super Admin) undoes the last decision; the step opens again', async () => {
    const id = await newDraft(ani);
    await act(ani, id, 'request');
    await act(budi, id, 'approve');
    await rejectsWith(act(hr1, id, 'reverse'), 403, /pengambil keputusan terakhir/);
    assert.equal(await act(budi, id, 'reverse'), 'menunggu');
    assert.deepEqual(await counts(), { ani: 0, budi: 1, hr1: 0, hr2: 0 });
    await rejectsWith(act(budi, id, 'reverse'), 409, /Tidak ada keputusan/);
    await act(budi, id, 'approve');
    await act(hr1, id, 'approve');
    const superAdmin = { ...hr2, roles: [1] };
    assert.equal(await act(superAdmin, id, 'reverse'), 'menunggu');
    const view = await viewApproval(t.db, TYPE, id, hr1);
    assert.equal(view.current_step, 2);
    assert.equal(view.is_myturn, true);
    assert.deepEqual(await counts(), { ani: 0, budi: 0, hr1: 1, hr2: 1 });
  });

  describe('an acting official (PGS) decides for the position during the period only', () => {
    const day = (offset: number) => sql<string>`((now() AT TIME ZONE 'Asia/Jakarta')::date + ${offset}::int)`;
    const actingForDagosHead = (start: number, end: number) =>
      t.db
        .insertInto('pegawai_pgs')
        .values({
          pegawai_id: dedi.pegawaiId,
          jabatan_id: pemimpinCabangJabatan,
          kantor_id: dagoKantor,
          start_date: day(start),
          end_date: day(end),
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
    beforeEach(async () => {
      await t.db.deleteFrom('pegawai_pgs').execute();
    });

    test('during the period the acting official is the superior; out of it (before or after) the chain passes on', async () => {
      await actingForDagosHead(-5, 5);
      assert.deepEqual(await resolveSuperiorUserIds(t.db, ani.pegawaiId), [dedi.userId], 'Dago’s head: acting');
      await t.db.deleteFrom('pegawai_pgs').execute();
      await actingForDagosHead(-30, -1);
      assert.deepEqual(await resolveSuperiorUserIds(t.db, ani.pegawaiId), [budi.userId], 'ended yesterday');
      await t.db.deleteFrom('pegawai_pgs').execute();
      await actingForDagosHead(1, 30);
      assert.deepEqual(await resolveSuperiorUserIds(t.db, ani.pegawaiId), [budi.userId], 'starts tomorrow');
    });

    test('approves while acting; once the period is over the open step is no longer theirs and housekeeping lowers the counter', async () => {
      await actingForDagosHead(-5, 5);
      const first = await newDraft(ani);
      assert.equal(await act(ani, first, 'request'), 'menunggu');
      assert.equal(await unapprovedCount(t.db, dedi.userId, TYPE), 1);
      assert.equal((await viewApproval(t.db, TYPE, first, dedi)).is_myturn, true);
      assert.equal(await act(dedi, first, 'approve'), 'menunggu', 'on to HR');
      assert.equal(await unapprovedCount(t.db, dedi.userId, TYPE), 0);

      const second = await newDraft(ani);
      await act(ani, second, 'request');
      const stored = await t.db
        .selectFrom('approval_step_approver')
        .select('acting_pgs_id')
        .where('user_id', '=', dedi.userId)
        .where('acting_pgs_id', 'is not', null)
        .execute();
      assert.ok(stored.length >= 1, 'stored with the assignment it acts by');
      // The period is over (as if the days had passed, or HR ended it early).
      await t.db
        .updateTable('pegawai_pgs')
        .set({ end_date: day(-1) })
        .execute();

      await rejectsWith(act(dedi, second, 'approve'), 403);
      assert.equal((await viewApproval(t.db, TYPE, second, dedi)).is_myturn, false);
      assert.deepEqual(await myTurnSubjectIds(t.db, TYPE, dedi.userId).execute(), []);

      assert.equal(await purgeEndedActingApprovers(t.db), 1, 'the open step’s row');
      assert.equal(await unapprovedCount(t.db, dedi.userId, TYPE), 0);
      assert.equal(await purgeEndedActingApprovers(t.db), 0, 'idempotent');
      // The first request's decided step keeps who decided it.
      const firstView = await viewApproval(t.db, TYPE, first, hr1);
      assert.equal(firstView.steps[0]?.decided_by, dedi.userId);
    });
  });
});
