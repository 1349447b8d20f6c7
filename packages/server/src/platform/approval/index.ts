/**
 * The approval engine: one implementation for every request that needs approval (izin now; SPPD,
 * nota dinas, SKMD, KPI, attendance delete requests later). See README.md here and
 * docs/adr/0011-approval-engine.md for the statuses, who may do what and what the counter counts.
 *
 * Use from a module:
 *   registerApprovalType({ type: 'izin', entity: 'izin', steps: [superiorStep(), roleStep('Admin SDM', 57)], beforeRequest, onApproved })
 *   inside the module's create transaction:   await createApproval(trx, { type, subjectId, requesterUserId, actor })
 *   for an event (request/approve/…):        await db.transaction().execute((trx) => actOnApproval(trx, { type, subjectId, action, user, actor, note }))
 *   deleting a draft subject:                 await removeApproval(trx, { type, subjectId, user, actor })  (before deleting the subject)
 *   a detail answer:                          await viewApproval(db, type, subjectId, user)  → ApprovalView
 *   a list filter / column:                   myTurnSubjectIds(db, type, userId), approvalStatusesOf(db, type, ids, userId)
 *   the counter:                              await unapprovedCount(db, userId, type)
 *   row scoping of details:                   await isApprovalParticipant(db, type, subjectId, userId)
 *
 * Guarantees (server-enforced, tested in approval.test.ts): nobody approves their own request; only
 * an approver of the open step decides it; two approvers deciding the same step at once → one wins,
 * the other gets 409 (the request row is locked FOR UPDATE); counters never go below zero (CHECK +
 * GREATEST); every action writes approval_history and the audit log in the caller's transaction.
 */
export type {
  ApprovalActInput,
  ApprovalHookContext,
  ApprovalStepDefinition,
  ApprovalTypeDefinition,
  ApprovalUser,
} from './types.js';
export { registerApprovalType, approvalTypeOf } from './registry.js';
export {
  approverUserId,
  superiorStep,
  roleStep,
  resolveSuperiors,
  resolveSuperiorUserIds,
  resolveRoleUserIds,
} from './resolvers.js';
export { APPROVAL_MESSAGES } from './messages.js';
export {
  createApproval,
  actOnApproval,
  removeApproval,
  viewApproval,
  allowedActionsFor,
  previewApprovalChain,
} from './engine.js';
export {
  myTurnSubjectIds,
  approvalStatusesOf,
  unapprovedCount,
  isApprovalParticipant,
  // A module's own writes lock the request before its subject, the order the engine's actions take.
  lockRequest as lockApprovalRequest,
} from './approval.repo.js';
