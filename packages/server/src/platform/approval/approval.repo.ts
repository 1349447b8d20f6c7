/** Kysely queries of the approval engine. */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { TODAY } from '../db/portal-today.js';
import type { Database } from '../db/schema.js';
import type { ApprovalHistoryTable } from '../db/tables/approval.js';

/**
 * An approver row in force: a holder (no acting_pgs_id), or an acting official (PGS) whose
 * assignment still exists and covers today, in the bank's calendar (migration 0049).
 */
const STILL_APPROVER = sql<boolean>`(a.acting_pgs_id IS NULL OR EXISTS (SELECT 1 FROM pegawai_pgs g
  WHERE g.id = a.acting_pgs_id AND ${TODAY} BETWEEN g.start_date AND g.end_date))`;

export interface LockedRequest {
  id: number;
  type: string;
  subject_id: number;
  requester_user_id: number;
  status: ApprovalStatus;
  current_step: number | null;
}

/** The request row, locked until the transaction ends: concurrent actions on it queue here. */
export async function lockRequest(trx: Db, type: string, subjectId: number): Promise<LockedRequest | undefined> {
  return trx
    .selectFrom('approval_request')
    .select(['id', 'type', 'subject_id', 'requester_user_id', 'status', 'current_step'])
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findRequest(db: Db, type: string, subjectId: number): Promise<LockedRequest | undefined> {
  return db
    .selectFrom('approval_request')
    .select(['id', 'type', 'subject_id', 'requester_user_id', 'status', 'current_step'])
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}

export async function insertRequest(
  trx: Db,
  type: string,
  subjectId: number,
  requesterUserId: number,
): Promise<LockedRequest> {
  return trx
    .insertInto('approval_request')
    .values({ type, subject_id: subjectId, requester_user_id: requesterUserId, current_step: null })
    .returning(['id', 'type', 'subject_id', 'requester_user_id', 'status', 'current_step'])
    .executeTakeFirstOrThrow();
}

export async function updateRequest(
  trx: Db,
  id: number,
  status: ApprovalStatus,
  currentStep: number | null,
): Promise<void> {
  await trx
    .updateTable('approval_request')
    .set({ status, current_step: currentStep, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteRequest(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('approval_request').where('id', '=', id).execute();
}

export interface StepRow {
  id: number;
  step_no: number;
  label: string;
  status: 'antri' | 'terbuka' | 'disetujui' | 'ditolak';
  decided_by: number | null;
  decided_at: Date | null;
  note: string | null;
  approvers: number[];
}

export async function stepsOf(db: Db, requestId: number): Promise<StepRow[]> {
  const rows = await db
    .selectFrom('approval_step as s')
    // An acting official whose period has ended is no longer an approver (see STILL_APPROVER).
    .leftJoin('approval_step_approver as a', (join) => join.onRef('a.step_id', '=', 's.id').on(STILL_APPROVER))
    .select(['s.id', 's.step_no', 's.label', 's.status', 's.decided_by', 's.decided_at', 's.note'])
    .select(
      sql<number[]>`coalesce(array_agg(a.user_id ORDER BY a.user_id) FILTER (WHERE a.user_id IS NOT NULL), '{}')`.as(
        'approvers',
      ),
    )
    .where('s.request_id', '=', requestId)
    .groupBy('s.id')
    .orderBy('s.step_no')
    .execute();
  return rows;
}

export async function insertStep(
  trx: Db,
  requestId: number,
  stepNo: number,
  label: string,
  open: boolean,
  approvers: number[],
  actingPgsIds: ReadonlyMap<number, number> = new Map(),
): Promise<void> {
  const step = await trx
    .insertInto('approval_step')
    .values({
      request_id: requestId,
      step_no: stepNo,
      label,
      status: open ? 'terbuka' : 'antri',
      decided_by: null,
      decided_at: null,
      note: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('approval_step_approver')
    .values(
      approvers.map((user_id) => ({ step_id: step.id, user_id, acting_pgs_id: actingPgsIds.get(user_id) ?? null })),
    )
    .execute();
}

export async function setStep(
  trx: Db,
  stepId: number,
  values: { status: StepRow['status']; decided_by: number | null; decided_at: Date | null; note: string | null },
): Promise<void> {
  await trx.updateTable('approval_step').set(values).where('id', '=', stepId).execute();
}

export async function deleteSteps(trx: Db, requestId: number): Promise<void> {
  await trx.deleteFrom('approval_step').where('request_id', '=', requestId).execute();
}

export async function insertHistory(
  trx: Db,
  // Every column but the generated ones, null where there is nothing to say.
  entry: Required<Omit<Insertable<ApprovalHistoryTable>, 'id' | 'created_at'>>,
): Promise<void> {
  await trx.insertInto('approval_history').values(entry).execute();
}

export async function clearHistory(trx: Db, requestId: number): Promise<void> {
  await trx.deleteFrom('approval_history').where('request_id', '=', requestId).execute();
}

export async function lastHistory(
  db: Db,
  requestId: number,
): Promise<{ action: string; step_no: number | null; actor_user_id: number | null } | undefined> {
  return db
    .selectFrom('approval_history')
    .select(['action', 'step_no', 'actor_user_id'])
    .where('request_id', '=', requestId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function historyOf(db: Db, requestId: number) {
  return db
    .selectFrom('approval_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'h.id',
      'h.action',
      'h.step_no',
      'h.actor_user_id',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.created_at',
    ])
    .select(sql<string | null>`coalesce(p.nama, u.name)`.as('actor_name'))
    .where('h.request_id', '=', requestId)
    .orderBy('h.id')
    .execute();
}

export async function userNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', sql<string>`coalesce(p.nama, u.name)`.as('name')])
    .where('u.id', '=', sql<number>`any(${userIds})`)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** +1 for each user (rows appear on first use). */
export async function raiseCounters(trx: Db, userIds: readonly number[], type: string): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('approval_counter')
    .values(userIds.map((user_id) => ({ user_id, type, unapproved: 1 })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'type']).doUpdateSet({ unapproved: sql<number>`approval_counter.unapproved + 1` }),
    )
    .execute();
}

/** −1 for each user, never below zero. */
export async function lowerCounters(trx: Db, userIds: readonly number[], type: string): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .updateTable('approval_counter')
    .set({ unapproved: sql<number>`greatest(unapproved - 1, 0)` })
    .where('type', '=', type)
    .where('user_id', '=', sql<number>`any(${[...userIds]})`)
    .execute();
}

/** Requests of `type` waiting for the user's action (drafts to send, steps to decide). */
export async function unapprovedCount(db: Db, userId: number, type: string): Promise<number> {
  const row = await db
    .selectFrom('approval_counter')
    .select('unapproved')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.unapproved ?? 0;
}

/** Subject ids of `type` whose open step the user may decide: a subquery for list filters (is_myturn). */
export function myTurnSubjectIds(db: Db, type: string, userId: number) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('approval_step as s', (join) =>
      join.onRef('s.request_id', '=', 'r.id').onRef('s.step_no', '=', 'r.current_step'),
    )
    .innerJoin('approval_step_approver as a', 'a.step_id', 's.id')
    .where('r.type', '=', type)
    .where('r.status', '=', 'menunggu')
    .where('a.user_id', '=', userId)
    .where(STILL_APPROVER)
    .select('r.subject_id');
}

/** Status and is_myturn of many subjects at once (list columns). */
export async function approvalStatusesOf(
  db: Db,
  type: string,
  subjectIds: readonly number[],
  userId: number,
): Promise<Map<number, { status: ApprovalStatus; is_myturn: boolean }>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('approval_request as r')
    .select(['r.subject_id', 'r.status'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('approval_step as s')
            .innerJoin('approval_step_approver as a', 'a.step_id', 's.id')
            .whereRef('s.request_id', '=', 'r.id')
            .whereRef('s.step_no', '=', 'r.current_step')
            .where('a.user_id', '=', userId)
            .where(STILL_APPROVER)
            .select('a.user_id'),
        )
        .as('is_myturn'),
    )
    .where('r.type', '=', type)
    .where('r.subject_id', '=', sql<number>`any(${[...subjectIds]})`)
    .execute();
  return new Map(
    rows.map((r) => [r.subject_id, { status: r.status, is_myturn: r.status === 'menunggu' && Boolean(r.is_myturn) }]),
  );
}

/** The requester, or anyone named as an approver of one of its steps. */
export async function isApprovalParticipant(db: Db, type: string, subjectId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('approval_request as r')
    .select('r.id')
    .where('r.type', '=', type)
    .where('r.subject_id', '=', subjectId)
    .where((eb) =>
      eb.or([
        eb('r.requester_user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('approval_step as s')
            .innerJoin('approval_step_approver as a', 'a.step_id', 's.id')
            .whereRef('s.request_id', '=', 'r.id')
            .where('a.user_id', '=', userId)
            .select('a.user_id'),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the approver rows of acting officials whose assignment has ended or was deleted from steps
 * still to be decided, lowering the counters the open ones raised (one not yet begun stays: reads
 * pass it over until then). Idempotent (the DELETE returns each row once),
 * so every process may run it (housekeeping).
 */
export async function purgeEndedActingApprovers(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await sql<{ user_id: number; type: string; open: boolean }>`
      DELETE FROM approval_step_approver a
      USING approval_step s JOIN approval_request r ON r.id = s.request_id
      WHERE a.step_id = s.id AND s.status IN ('antri', 'terbuka') AND a.acting_pgs_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM pegawai_pgs g WHERE g.id = a.acting_pgs_id AND g.end_date >= ${TODAY})
      RETURNING a.user_id, r.type, (s.status = 'terbuka' AND r.status = 'menunggu') AS open`.execute(trx);
    for (const row of removed.rows) if (row.open) await lowerCounters(trx, [row.user_id], row.type);
    return removed.rows.length;
  });
}
