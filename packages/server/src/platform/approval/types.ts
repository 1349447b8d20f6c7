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
 * One step of a chain. `resolve` answers the user ids that may decide it; an empty answer skips
 * the step (nobody holds that position with an account). The requester is always removed.
 */
export interface ApprovalStepDefinition {
  /** Shown in the timeline, e.g. 'Atasan Langsung', 'Admin SDM'. */
  label: string;
  resolve: (db: Db, requester: { userId: number; pegawaiId: number | null }) => Promise<number[]>;
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
  /** Runs before a request goes out (e.g. the annual leave balance); throw HttpError to refuse. */
  beforeRequest?: (ctx: ApprovalHookContext) => Promise<void>;
  /** Runs after every status change (e.g. notify, write attendance). */
  onStatusChange?: (ctx: ApprovalHookContext) => Promise<void>;
  /** Runs when the request becomes Disetujui (last step approved). */
  onApproved?: (ctx: ApprovalHookContext) => Promise<void>;
}

export interface ApprovalActInput {
  type: string;
  subjectId: number;
  action: ApprovalAction;
  user: ApprovalUser;
  actor: Actor;
  note?: string | null;
}
