/**
 * Who may change whose roles or reset whose password (issue #13, ADR 0019). An account could
 * otherwise climb: role 66 gave itself 63, read reset links in the outbox, took any account.
 *
 * - Nobody changes their own roles: a grant needs a second person.
 * - A role is granted or revoked only by an account that holds it (so role 1 only by role 1).
 * - An admin resets only the password of an account whose roles they all hold themselves:
 *   resetting a stronger account's password (it becomes the user name) would be a takeover.
 */
import { HttpError } from '../../platform/errors.js';

export const ROLE_POLICY_MESSAGES = {
  ownRoles: 'Anda tidak dapat mengubah role akun Anda sendiri',
  notHeld: (ids: number[]) =>
    `Anda hanya dapat memberi atau mencabut role yang Anda miliki; role ini tidak Anda miliki: ${ids.join(', ')}`,
  ownPasswordReset: 'Gunakan ganti password untuk akun Anda sendiri',
  strongerAccount: 'Anda tidak dapat mereset password akun yang memiliki role yang tidak Anda miliki',
} as const;

export interface RoleChange {
  granted: number[];
  revoked: number[];
}

export function diffRoles(before: readonly number[], after: readonly number[]): RoleChange {
  return {
    granted: after.filter((id) => !before.includes(id)),
    revoked: before.filter((id) => !after.includes(id)),
  };
}

export function assertMayChangeRoles(
  actor: { userId: number; roles: readonly number[] },
  targetUserId: number,
  change: RoleChange,
): void {
  if (actor.userId === targetUserId) throw new HttpError(403, ROLE_POLICY_MESSAGES.ownRoles);
  // Role ids as data (which roles the actor holds), not an access rule: no policy applies here.
  const notHeld = [...change.granted, ...change.revoked]
    // eslint-disable-next-line no-restricted-syntax
    .filter((id) => !actor.roles.includes(id))
    .sort((a, b) => a - b);
  if (notHeld.length > 0) throw new HttpError(403, ROLE_POLICY_MESSAGES.notHeld(notHeld));
}

export function assertMayResetPassword(
  actor: { userId: number; roles: readonly number[] },
  targetUserId: number,
  targetRoles: readonly number[],
): void {
  if (actor.userId === targetUserId) throw new HttpError(403, ROLE_POLICY_MESSAGES.ownPasswordReset);
  // eslint-disable-next-line no-restricted-syntax -- role ids as data: the target holds no role the actor lacks
  if (targetRoles.some((id) => !actor.roles.includes(id)))
    throw new HttpError(403, ROLE_POLICY_MESSAGES.strongerAccount);
}
