/** Types of the approval engine's registry and answers (see index.ts for the public API). */
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type { Actor } from '../audit.js';
import type { Db } from '../db/database.js';

/** Who acts: the user and their roles (from `requireAuth(request)`). */
export interface ApprovalUser {
  userId: number;
  roles: readonly number[];
}

/**
 * Someone who may decide a step: a user id (a holder of the position or role), or an acting official
 * (PGS) with the assignment (pegawai_pgs id) they act by — an approver only while its period lasts.
 */
export type ResolvedApprover = number | { userId: number; actingPgsId: number };

/**
 * One step of a chain. `resolve` answers who may decide it; an empty answer skips the step (nobody
 * holds that position with an account). The requester is always removed.
 */
export interface ApprovalStepDefinition {
  /** Shown in the timeline, e.g. 'Atasan Langsung', 'Admin SDM'. */
  label: string;
  resolve: (db: Db, requester: { userId: number; pegawaiId: number | null }) => Promise<readonly ResolvedApprover[]>;
}

/** Context given to hooks: inside the action's transaction, with the request row locked. */
export interface ApprovalHookContext {
  trx: Db;
  type: string;
  subjectId: number;
  requesterUserId: number;
  actorUserId: number;
  from: ApprovalStatus;
  to: ApprovalStatus;
}

export interface ApprovalTypeDefinition {
  /** Registry key, e.g. 'izin'. */
  type: string;
  /** Audit entity name of the subject, e.g. 'izin'. */
  entity: string;
  steps: readonly ApprovalStepDefinition[];
  /**
   * Users who may never decide a request about this subject, besides the requester (e.g. the employee
   * a care claim is for): removed from every step when the request goes out, like the requester, so
   * they get no turn, counter or notification, and a step only they could decide is skipped.
   */
  excludedApprovers?: (db: Db, subjectId: number) => Promise<readonly number[]>;
  /** Runs before a request goes out (e.g. the annual leave balance); throw HttpError to refuse. */
  beforeRequest?: (ctx: ApprovalHookContext) => Promise<void>;
  /** Runs after every status change (e.g. notify, write attendance). */
  onStatusChange?: (ctx: ApprovalHookContext) => Promise<void>;
  /** Runs when the request becomes Disetujui (last step approved). */
  onApproved?: (ctx: ApprovalHookContext) => Promise<void>;
  /** Named in the notification of an approver whose turn it is (default: the type), e.g. 'Izin'. */
  label?: string;
  /** The portal page of the request, linked from that notification (default: none); read in the action's transaction. */
  link?: (subjectId: number, db: Db) => string | Promise<string>;
}

export interface ApprovalActInput {
  type: string;
  subjectId: number;
  action: ApprovalAction;
  user: ApprovalUser;
  actor: Actor;
  note?: string | null;
}
