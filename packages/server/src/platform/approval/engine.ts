/**
 * The approval state machine (README.md, docs/adr/0011-approval-engine.md). Every function runs
 * in the caller's transaction; actions lock the request row first, so two people acting on the
 * same request are serialised and the second sees the first one's result.
 */
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type { ApprovalView } from '@portal/contracts';
import { recordAudit, type Actor } from '../audit.js';
import { allows, POLICY } from '../domain.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';
import { notifyUsers } from '../notifications.js';
import * as repo from './approval.repo.js';
import { approverUserId } from './resolvers.js';
import { APPROVAL_MESSAGES, APPROVAL_STATUS_LABELS } from './messages.js';
import { approvalTypeOf } from './registry.js';
import type { ApprovalActInput, ApprovalHookContext, ApprovalTypeDefinition, ApprovalUser } from './types.js';

interface Snapshot {
  request: repo.LockedRequest;
  steps: repo.StepRow[];
  last: { action: string; step_no: number | null; actor_user_id: number | null } | undefined;
}

/** The actions `user` may take on a request in this state (the same rules the actions enforce). */
export function allowedActionsFor(state: Snapshot, user: ApprovalUser): ApprovalAction[] {
  const { request, steps } = state;
  const isRequester = request.requester_user_id === user.userId;
  const open = steps.find((s) => s.step_no === request.current_step);
  const actions: ApprovalAction[] = [];
  if (isRequester && request.status === 'draft') actions.push('request');
  if (request.status === 'menunggu' && !isRequester && open?.approvers.includes(user.userId))
    actions.push('approve', 'reject');
  if (isRequester && (request.status === 'draft' || request.status === 'menunggu')) actions.push('cancel');
  if (isRequester && ['menunggu', 'ditolak', 'dibatalkan'].includes(request.status)) actions.push('reset');
  if (mayReverse(state, user)) actions.push('reverse');
  return actions;
}

function mayReverse({ last }: Snapshot, user: ApprovalUser): boolean {
  if (!last || (last.action !== 'approve' && last.action !== 'reject')) return false;
  return last.actor_user_id === user.userId || allows(POLICY.reverseAnyApproval, { rolesId: user.roles });
}

async function snapshotOf(db: Db, request: repo.LockedRequest): Promise<Snapshot> {
  return { request, steps: await repo.stepsOf(db, request.id), last: await repo.lastHistory(db, request.id) };
}

/** A new draft for the subject; the requester's counter rises (their draft waits for them). */
export async function createApproval(
  trx: Db,
  input: { type: string; subjectId: number; requesterUserId: number; actor: Actor },
): Promise<void> {
  const definition = approvalTypeOf(input.type);
  const request = await repo.insertRequest(trx, input.type, input.subjectId, input.requesterUserId);
  await repo.insertHistory(trx, {
    request_id: request.id,
    action: 'create',
    step_no: null,
    actor_user_id: input.requesterUserId,
    from_status: null,
    to_status: 'draft',
    note: null,
  });
  await repo.raiseCounters(trx, [input.requesterUserId], input.type);
  await recordAudit(trx, {
    ...input.actor,
    entity: definition.entity,
    entityId: input.subjectId,
    after: { approval: 'create', status: 'draft' },
  });
}

/** Performs one action; answers the new status. Throws 403/404/409/422 HttpErrors as README.md lists. */
export async function actOnApproval(trx: Db, input: ApprovalActInput): Promise<ApprovalStatus> {
  const definition = approvalTypeOf(input.type);
  const request = await repo.lockRequest(trx, input.type, input.subjectId);
  if (!request) throw new HttpError(404, APPROVAL_MESSAGES.notFound);
  const state = await snapshotOf(trx, request);
  const note = input.note?.trim() || null;
  const run = { trx, definition, state, input, note };
  const next = await ACTIONS[input.action](run);
  await repo.insertHistory(trx, {
    request_id: request.id,
    action: input.action,
    step_no: next.stepNo,
    actor_user_id: input.user.userId,
    from_status: request.status,
    to_status: next.status,
    note,
  });
  await recordAudit(trx, {
    ...input.actor,
    entity: definition.entity,
    entityId: input.subjectId,
    before: { status: request.status, current_step: request.current_step },
    after: { approval: input.action, status: next.status, step_no: next.stepNo, note },
  });
  const hook: ApprovalHookContext = {
    trx,
    type: input.type,
    subjectId: input.subjectId,
    requesterUserId: request.requester_user_id,
    actorUserId: input.user.userId,
    from: request.status,
    to: next.status,
  };
  if (next.status !== request.status) await definition.onStatusChange?.(hook);
  if (next.status === 'disetujui' && request.status !== 'disetujui') await definition.onApproved?.(hook);
  return next.status;
}

interface Run {
  trx: Db;
  definition: ApprovalTypeDefinition;
  state: Snapshot;
  input: ApprovalActInput;
  note: string | null;
}

interface Outcome {
  status: ApprovalStatus;
  stepNo: number | null;
}

function assertRequester({ state, input }: Run): void {
  if (state.request.requester_user_id !== input.user.userId) throw new HttpError(403, APPROVAL_MESSAGES.requesterOnly);
}

function assertStatus({ state }: Run, allowed: readonly ApprovalStatus[]): void {
  if (!allowed.includes(state.request.status))
    throw new HttpError(409, APPROVAL_MESSAGES.statusForbids(state.request.status));
}

/**
 * The open step, if the user may decide it. Otherwise: the requester → 403; someone who was an
 * approver of a step already decided (they lost a race, or reload an old page) → 409; anyone
 * else, including approvers of later steps → 403 out of turn.
 */
function openStepFor({ state, input }: Run): repo.StepRow {
  const { request, steps } = state;
  const userId = input.user.userId;
  if (request.requester_user_id === userId) throw new HttpError(403, APPROVAL_MESSAGES.ownRequest);
  const open = request.status === 'menunggu' ? steps.find((s) => s.step_no === request.current_step) : undefined;
  if (open?.approvers.includes(userId)) return open;
  const decidedMine = steps.some(
    (s) => (s.status === 'disetujui' || s.status === 'ditolak') && s.approvers.includes(userId),
  );
  if (decidedMine) throw new HttpError(409, APPROVAL_MESSAGES.alreadyDecided);
  if (request.status !== 'menunggu' && steps.some((s) => s.approvers.includes(userId)))
    throw new HttpError(409, APPROVAL_MESSAGES.statusForbids(request.status));
  throw new HttpError(403, APPROVAL_MESSAGES.notYourTurn);
}

/** The caller decides the step open for them: it is closed with their note and leaves their counters. */
async function decideOpenStep(run: Run, status: 'disetujui' | 'ditolak'): Promise<repo.StepRow> {
  const open = openStepFor(run);
  await repo.setStep(run.trx, open.id, {
    status,
    decided_by: run.input.user.userId,
    decided_at: new Date(),
    note: run.note,
  });
  await repo.lowerCounters(run.trx, open.approvers, run.state.request.type);
  return open;
}

/** A resolved step: who may decide it, and for acting officials (PGS) the assignment they act by. */
interface ChainStep {
  label: string;
  approvers: number[];
  actingPgsIds: Map<number, number>;
}

async function chainFor(
  db: Db,
  definition: ApprovalTypeDefinition,
  requesterUserId: number,
  excluded: readonly number[] = [],
): Promise<ChainStep[]> {
  const user = await db.selectFrom('users').select('pegawai_id').where('id', '=', requesterUserId).executeTakeFirst();
  const chain: ChainStep[] = [];
  for (const step of definition.steps) {
    const resolved = await step.resolve(db, { userId: requesterUserId, pegawaiId: user?.pegawai_id ?? null });
    const actingPgsIds = new Map<number, number>();
    for (const a of resolved) if (typeof a !== 'number') actingPgsIds.set(a.userId, a.actingPgsId);
    const ids = [...new Set(resolved.map(approverUserId))].filter(
      (id) => id !== requesterUserId && !excluded.includes(id),
    );
    if (ids.length > 0) chain.push({ label: step.label, approvers: ids, actingPgsIds });
  }
  return chain;
}

async function resolveChain(run: Run): Promise<ChainStep[]> {
  const { requester_user_id, subject_id } = run.state.request;
  const excluded = (await run.definition.excludedApprovers?.(run.trx, subject_id)) ?? [];
  return chainFor(run.trx, run.definition, requester_user_id, excluded);
}

/**
 * The chain a request of `type` by this user would get if it were sent now, with the approvers'
 * names: pages describe the real route of a request instead of a generic text (issue #12).
 */
export async function previewApprovalChain(
  db: Db,
  type: string,
  requesterUserId: number,
): Promise<{ label: string; approvers: string[] }[]> {
  const chain = await chainFor(db, approvalTypeOf(type), requesterUserId);
  const names = await repo.userNames(
    db,
    chain.flatMap((step) => step.approvers),
  );
  return chain.map((step) => ({ label: step.label, approvers: step.approvers.map((id) => names.get(id) ?? `#${id}`) }));
}

function hookContext(run: Run, to: ApprovalStatus): ApprovalHookContext {
  const { request } = run.state;
  return {
    trx: run.trx,
    type: request.type,
    subjectId: request.subject_id,
    requesterUserId: request.requester_user_id,
    actorUserId: run.input.user.userId,
    from: request.status,
    to,
  };
}

const ACTIONS: Record<ApprovalAction, (run: Run) => Promise<Outcome>> = {
  async request(run) {
    assertRequester(run);
    assertStatus(run, ['draft']);
    await run.definition.beforeRequest?.(hookContext(run, 'menunggu'));
    const chain = await resolveChain(run);
    if (chain.length === 0) throw new HttpError(422, APPROVAL_MESSAGES.noApprover);
    const { id, type, requester_user_id } = run.state.request;
    for (const [index, step] of chain.entries())
      await repo.insertStep(run.trx, id, index + 1, step.label, index === 0, step.approvers, step.actingPgsIds);
    await repo.lowerCounters(run.trx, [requester_user_id], type);
    await repo.raiseCounters(run.trx, chain[0].approvers, type);
    await repo.updateRequest(run.trx, id, 'menunggu', 1);
    await notifyTurn(run, chain[0].approvers);
    return { status: 'menunggu', stepNo: 1 };
  },

  async approve(run) {
    const open = await decideOpenStep(run, 'disetujui');
    const { id, type } = run.state.request;
    const following = run.state.steps.find((s) => s.step_no === open.step_no + 1);
    if (following) {
      await repo.setStep(run.trx, following.id, { status: 'terbuka', decided_by: null, decided_at: null, note: null });
      await repo.raiseCounters(run.trx, following.approvers, type);
      await repo.updateRequest(run.trx, id, 'menunggu', following.step_no);
      await notifyTurn(run, following.approvers);
      return { status: 'menunggu', stepNo: open.step_no };
    }
    await repo.updateRequest(run.trx, id, 'disetujui', null);
    return { status: 'disetujui', stepNo: open.step_no };
  },

  async reject(run) {
    const open = await decideOpenStep(run, 'ditolak');
    const { id } = run.state.request;
    await repo.updateRequest(run.trx, id, 'ditolak', null);
    return { status: 'ditolak', stepNo: open.step_no };
  },

  async cancel(run) {
    assertRequester(run);
    assertStatus(run, ['draft', 'menunggu']);
    await closeOpenWork(run);
    await repo.updateRequest(run.trx, run.state.request.id, 'dibatalkan', null);
    return { status: 'dibatalkan', stepNo: null };
  },

  async reset(run) {
    assertRequester(run);
    assertStatus(run, ['menunggu', 'ditolak', 'dibatalkan']);
    const { id, type, requester_user_id } = run.state.request;
    await closeOpenWork(run);
    await repo.deleteSteps(run.trx, id);
    await repo.clearHistory(run.trx, id);
    await repo.raiseCounters(run.trx, [requester_user_id], type);
    await repo.updateRequest(run.trx, id, 'draft', null);
    return { status: 'draft', stepNo: null };
  },

  async reverse(run) {
    const { state } = run;
    const { last, request } = state;
    if (!last || (last.action !== 'approve' && last.action !== 'reject') || last.step_no === null)
      throw new HttpError(409, APPROVAL_MESSAGES.nothingToReverse);
    if (!mayReverse(state, run.input.user)) throw new HttpError(403, APPROVAL_MESSAGES.reverseForbidden);
    const decided = state.steps.find((s) => s.step_no === last.step_no);
    if (!decided) throw new HttpError(409, APPROVAL_MESSAGES.nothingToReverse);
    // An approval that opened the next step: close that step again before reopening this one.
    const following =
      request.status === 'menunggu' ? state.steps.find((s) => s.step_no === request.current_step) : undefined;
    if (following) {
      await repo.setStep(run.trx, following.id, { status: 'antri', decided_by: null, decided_at: null, note: null });
      await repo.lowerCounters(run.trx, following.approvers, request.type);
    }
    await repo.setStep(run.trx, decided.id, { status: 'terbuka', decided_by: null, decided_at: null, note: null });
    await repo.raiseCounters(run.trx, decided.approvers, request.type);
    await repo.updateRequest(run.trx, request.id, 'menunggu', decided.step_no);
    await notifyTurn(run, decided.approvers);
    return { status: 'menunggu', stepNo: decided.step_no };
  },
};

/** A step opened: its approvers get a notification (in the action's transaction). */
async function notifyTurn(run: Run, approvers: readonly number[]): Promise<void> {
  const { definition } = run;
  const subjectId = run.state.request.subject_id;
  await notifyUsers(run.trx, approvers, {
    kind: 'approval',
    title: 'Menunggu persetujuan Anda',
    body: `${definition.label ?? definition.type} #${subjectId}`,
    link: (await definition.link?.(subjectId, run.trx)) ?? null,
  });
}

/** Lowers the counters of whoever the request was waiting for (requester's draft or the open step). */
async function closeOpenWork(run: Run): Promise<void> {
  const { request, steps } = run.state;
  if (request.status === 'draft') await repo.lowerCounters(run.trx, [request.requester_user_id], request.type);
  if (request.status === 'menunggu') {
    const open = steps.find((s) => s.step_no === request.current_step);
    if (open) {
      await repo.setStep(run.trx, open.id, { status: 'antri', decided_by: null, decided_at: null, note: null });
      await repo.lowerCounters(run.trx, open.approvers, request.type);
    }
  }
}

/**
 * Removes a draft's approval (the module deletes its subject after this, same transaction). Only
 * the requester, only a draft (a request that went out keeps its trail: cancel it instead).
 */
export async function removeApproval(
  trx: Db,
  input: { type: string; subjectId: number; user: ApprovalUser; actor: Actor },
): Promise<void> {
  const definition = approvalTypeOf(input.type);
  const request = await repo.lockRequest(trx, input.type, input.subjectId);
  if (!request) throw new HttpError(404, APPROVAL_MESSAGES.notFound);
  if (request.requester_user_id !== input.user.userId) throw new HttpError(403, APPROVAL_MESSAGES.requesterOnly);
  if (request.status !== 'draft') throw new HttpError(409, APPROVAL_MESSAGES.statusForbids(request.status));
  await repo.lowerCounters(trx, [request.requester_user_id], request.type);
  await repo.deleteRequest(trx, request.id);
  await recordAudit(trx, {
    ...input.actor,
    entity: definition.entity,
    entityId: input.subjectId,
    before: { status: request.status },
    after: { approval: 'delete' },
  });
}

/** The approval part of a detail answer, as `user` sees it (what they may do now included). */
export async function viewApproval(db: Db, type: string, subjectId: number, user: ApprovalUser): Promise<ApprovalView> {
  const request = await repo.findRequest(db, type, subjectId);
  if (!request) throw new HttpError(404, APPROVAL_MESSAGES.notFound);
  const state = await snapshotOf(db, request);
  const history = await repo.historyOf(db, request.id);
  const names = await repo.userNames(db, [
    ...new Set(state.steps.flatMap((s) => [...s.approvers, ...(s.decided_by === null ? [] : [s.decided_by])])),
  ]);
  const open = state.steps.find((s) => s.step_no === request.current_step);
  return {
    status: request.status,
    status_label: APPROVAL_STATUS_LABELS[request.status],
    current_step: request.current_step,
    is_myturn:
      request.status === 'menunggu' &&
      request.requester_user_id !== user.userId &&
      (open?.approvers.includes(user.userId) ?? false),
    allowed_actions: allowedActionsFor(state, user),
    steps: state.steps.map((s) => ({
      step_no: s.step_no,
      label: s.label,
      status: s.status,
      approvers: s.approvers.map((id) => ({ user_id: id, name: names.get(id) ?? '' })),
      decided_by: s.decided_by,
      decided_by_name: s.decided_by === null ? null : (names.get(s.decided_by) ?? null),
      decided_at: s.decided_at?.toISOString() ?? null,
      note: s.note,
    })),
    history: history.map((h) => ({
      id: h.id,
      action: h.action as ApprovalView['history'][number]['action'],
      step_no: h.step_no,
      actor_user_id: h.actor_user_id,
      actor_name: h.actor_name,
      from_status: h.from_status,
      to_status: h.to_status,
      note: h.note,
      created_at: h.created_at.toISOString(),
    })),
  };
}
