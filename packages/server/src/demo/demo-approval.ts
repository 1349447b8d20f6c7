/**
 * What demo loaders need for requests of the approval engine: the actor of demo writes (audit shows
 * 'DEMO'), the demo accounts as approval users (roles and employee) for createApproval/actOnApproval,
 * and a batched writer of the same rows for loaders with hundreds of requests.
 */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type Transaction } from 'kysely';
import { approvalTypeOf, approverUserId, type ApprovalUser } from '../platform/approval/index.js';
import type { Actor } from '../platform/audit.js';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';

export const DEMO_ACTOR: Actor = { userId: null, method: 'DEMO', route: 'demo data', ip: null };

export type DemoApprovalAccount = ApprovalUser & { pegawaiId: number };

/** Looks up a demo account (demo-accounts.ts user name) as an approval user; throws if it is missing. */
export async function demoApprovalAccounts(
  trx: Transaction<Database>,
  data: DemoData,
): Promise<(username: string) => DemoApprovalAccount> {
  const users = await trx
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'user_roles.role_id'])
    .execute();
  return (username) => {
    const rows = users.filter((u) => u.name === username);
    const pegawaiId = data.accountPegawai.get(username);
    if (rows.length === 0 || pegawaiId === undefined) throw new Error(`demo account ${username} missing`);
    return { userId: rows[0].id, roles: rows.map((r) => r.role_id), pegawaiId };
  };
}

/** One demo request's end state: what the engine would have stored after these actions. */
export interface DemoApprovalPlan {
  subjectId: number;
  requester: DemoApprovalAccount;
  status: ApprovalStatus;
  /** For 'dibatalkan': whether it had been sent out before the requester cancelled it. */
  sent?: boolean;
  createdAt: Date;
  /** The decision's note (approve/reject) or the cancel note. */
  note?: string | null;
}

const HOUR = 3_600_000;

/**
 * Writes many demo requests set-based with exactly the rows the engine writes for create → request →
 * approve every step / reject the first / cancel (approval_request, _step, _step_approver,
 * _history, counters), so hundreds load in a few statements instead of thousands. Chains come from
 * the registered type's own step resolvers, as the engine resolves them; every step is decided by
 * its first approver. Times: request 3 hours, decisions a day after creation, never in the future.
 */
export async function writeDemoApprovals(
  trx: Transaction<Database>,
  type: string,
  plans: readonly DemoApprovalPlan[],
): Promise<void> {
  if (plans.length === 0) return;
  const chains = new Map<number, { label: string; approvers: number[] }[]>();
  for (const { requester } of plans) {
    if (chains.has(requester.userId)) continue;
    const chain = [];
    for (const step of approvalTypeOf(type).steps) {
      // Demo chains treat an acting official (PGS) as a holder: the demo's periods outlast its requests.
      const resolved = await step.resolve(trx, requester);
      const ids = [...new Set(resolved.map(approverUserId))].filter((id) => id !== requester.userId);
      if (ids.length > 0) chain.push({ label: step.label, approvers: ids });
    }
    chains.set(requester.userId, chain);
  }
  const now = Date.now();
  const at = (plan: DemoApprovalPlan, hours: number) =>
    new Date(Math.min(now, plan.createdAt.getTime() + hours * HOUR));
  const sentOf = (p: DemoApprovalPlan) => p.status !== 'draft' && (p.status !== 'dibatalkan' || Boolean(p.sent));
  for (const p of plans)
    if (sentOf(p) && chains.get(p.requester.userId)!.length === 0)
      throw new Error(`demo ${type} request ${p.subjectId}: nobody can approve it`);

  const requests = await trx
    .insertInto('approval_request')
    .values(
      plans.map((p) => ({
        type,
        subject_id: p.subjectId,
        requester_user_id: p.requester.userId,
        status: p.status,
        current_step: p.status === 'menunggu' ? 1 : null,
        created_at: p.createdAt,
        updated_at: at(p, sentOf(p) ? 26 : 0),
      })),
    )
    .returning(['id', 'subject_id'])
    .execute();
  const requestId = new Map(requests.map((r) => [r.subject_id, r.id]));

  const steps: object[] = [];
  const history: object[] = [];
  const counters = new Map<number, number>();
  const count = (userIds: readonly number[]) => userIds.forEach((id) => counters.set(id, (counters.get(id) ?? 0) + 1));
  for (const p of plans) {
    const request_id = requestId.get(p.subjectId)!;
    const chain = chains.get(p.requester.userId)!;
    const event = (
      action: string,
      step_no: number | null,
      from: ApprovalStatus | null,
      to: ApprovalStatus,
      hours: number,
      actor = p.requester.userId,
      note: string | null = null,
    ) =>
      history.push({
        request_id,
        action,
        step_no,
        actor_user_id: actor,
        from_status: from,
        to_status: to,
        note,
        created_at: at(p, hours),
      });
    event('create', null, null, 'draft', 0);
    if (p.status === 'draft') count([p.requester.userId]);
    if (!sentOf(p)) {
      if (p.status === 'dibatalkan') event('cancel', null, 'draft', 'dibatalkan', 26, undefined, p.note ?? null);
      continue;
    }
    event('request', 1, 'draft', 'menunggu', 3);
    chain.forEach((step, index) => {
      const decided = p.status === 'disetujui' || (p.status === 'ditolak' && index === 0);
      const status = decided
        ? p.status === 'disetujui'
          ? 'disetujui'
          : 'ditolak'
        : p.status === 'menunggu' && index === 0
          ? 'terbuka'
          : 'antri';
      steps.push({
        request_id,
        step_no: index + 1,
        label: step.label,
        status,
        decided_by: decided ? step.approvers[0] : null,
        decided_at: decided ? at(p, 26 + index) : null,
        note: decided ? (p.note ?? null) : null,
        approvers: step.approvers,
      });
      if (status === 'terbuka') count(step.approvers);
      if (decided) {
        const last = p.status === 'ditolak' || index === chain.length - 1;
        event(
          p.status === 'disetujui' ? 'approve' : 'reject',
          index + 1,
          'menunggu',
          last ? p.status : 'menunggu',
          26 + index,
          step.approvers[0],
          p.note ?? null,
        );
      }
    });
    if (p.status === 'dibatalkan') event('cancel', null, 'menunggu', 'dibatalkan', 26, undefined, p.note ?? null);
  }

  const stepRows = steps as ({ request_id: number; step_no: number; approvers: number[] } & Record<string, unknown>)[];
  const stepIds = stepRows.length
    ? await trx
        .insertInto('approval_step')
        .values(stepRows.map(({ approvers: _a, ...row }) => row as never))
        .returning(['id', 'request_id', 'step_no'])
        .execute()
    : [];
  const stepId = new Map(stepIds.map((s) => [`${s.request_id}:${s.step_no}`, s.id]));
  await insertBatched(
    trx,
    'approval_step_approver',
    stepRows.flatMap((s) =>
      s.approvers.map((user_id) => ({ step_id: stepId.get(`${s.request_id}:${s.step_no}`)!, user_id })),
    ),
  );
  await insertBatched(trx, 'approval_history', history);
  for (const [user_id, unapproved] of counters)
    await trx
      .insertInto('approval_counter')
      .values({ user_id, type, unapproved })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'type'])
          .doUpdateSet({ unapproved: sql<number>`approval_counter.unapproved + ${unapproved}` }),
      )
      .execute();
}
