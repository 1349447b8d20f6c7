/** Use cases of account administration: own password, admin reset, push tokens, roles. */
import type { RoleOptionsAnswer, UpdatePasswordBody, UserListAnswer, UserListQuery } from '@portal/contracts';
import { MESSAGES, passwordProblems, ROLE } from '../../platform/domain.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged, totalOfPage } from '../../platform/paging.js';
import * as contactRepo from './users-contact.repo.js';
import * as repo from './users.repo.js';
import { assertMayChangeRoles, assertMayResetPassword, diffRoles } from './role-grant-policy.js';

export const USERS_MESSAGES = {
  notFound: 'User tidak ditemukan',
  wrongOldPassword: 'Password lama salah',
  confirmationMismatch: 'Konfirmasi password tidak sama',
  sameAsOld: 'Password baru harus berbeda dari password lama',
  tokenCreated: 'Token created',
  registrationConfirmed: 'Pendaftaran akun dikonfirmasi',
  unknownRoles: (ids: number[]) => `Role tidak dikenal: ${ids.join(', ')}`,
  superAdminOnly: 'Hanya Super Admin yang dapat mengubah akun atau role Super Admin',
} as const;

/**
 * Role 66 administers accounts but is not a super admin: without this rule it could grant itself
 * role 1, or reset a super admin's password to the user name and log in as them.
 */
export function assertMayTouchSuperAdmin(actorRoles: readonly number[], touchesSuperAdmin: boolean): void {
  if (touchesSuperAdmin && !actorRoles.includes(ROLE.SUPER_ADMIN))
    throw new HttpError(403, USERS_MESSAGES.superAdminOnly);
}

/** Devices whose push token is kept per user; older ones are dropped. */
const FCM_TOKENS_KEPT = 10;

export type UpdatePasswordInput = UpdatePasswordBody;

export interface PushTokenInput {
  token?: string;
  subscription?: contactRepo.PushSubscriptionInput;
  userAgent?: string;
}

export class UsersService {
  constructor(private readonly ctx: AppContext) {}

  async updateOwnPassword(userId: number, input: UpdatePasswordInput, actor: Actor): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw new HttpError(404, USERS_MESSAGES.notFound);
      const errors: FieldErrors = {};
      if (!(await verifyPassword(user.password_hash, input.password_old)))
        errors.password_old = [USERS_MESSAGES.wrongOldPassword];
      if (input.password !== input.password_confirmation)
        errors.password_confirmation = [USERS_MESSAGES.confirmationMismatch];
      const problems = passwordProblems(input.password, user.name);
      if (input.password === input.password_old) problems.push(USERS_MESSAGES.sameAsOld);
      if (problems.length > 0) errors.password = problems;
      if (Object.keys(errors).length > 0) throw validationError(errors);

      await repo.setPasswordHash(trx, userId, await hashPassword(input.password), false);
      // Every session, this one included, must log in again with the new password.
      await this.ctx.sessions.revoke(trx, { userId }, 'password_change');
      await recordAudit(trx, {
        ...actor,
        entity: 'users',
        entityId: userId,
        before: { is_password_default: user.is_password_default },
        after: { is_password_default: false, password_changed: true },
      });
    });
    return MESSAGES.passwordChanged;
  }

  /** The password becomes the user name and is flagged default, so the user must change it at login. */
  async resetPassword(userId: number, actor: Actor, actorRoles: readonly number[]): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw new HttpError(404, USERS_MESSAGES.notFound);
      const targetRoles = await repo.roleIdsOf(trx, userId);
      assertMayTouchSuperAdmin(actorRoles, targetRoles.includes(ROLE.SUPER_ADMIN));
      if (actor.userId !== null)
        assertMayResetPassword({ userId: actor.userId, roles: actorRoles }, userId, targetRoles);
      await repo.setPasswordHash(trx, userId, await hashPassword(user.name), true);
      await this.ctx.sessions.revoke(trx, { userId }, 'password_reset');
      await recordAudit(trx, {
        ...actor,
        entity: 'users',
        entityId: userId,
        before: { is_password_default: user.is_password_default },
        after: { is_password_default: true, password_reset: 'user_name' },
      });
    });
    return MESSAGES.passwordReset;
  }

  /**
   * `token`: a push token, kept in users.fcm_tokens (as before). `subscription`: a web-push
   * subscription (PushSubscription.toJSON()), kept in push_subscriptions. Either or both.
   */
  async storeFcmToken(userId: number, input: PushTokenInput, actor: Actor): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw new HttpError(404, USERS_MESSAGES.notFound);
      const before: Record<string, number> = { fcm_token_count: user.fcm_tokens.length };
      const after: Record<string, number> = { fcm_token_count: user.fcm_tokens.length };
      if (input.token !== undefined)
        after.fcm_token_count = (await repo.addFcmToken(trx, userId, input.token, FCM_TOKENS_KEPT)).length;
      if (input.subscription) {
        after.push_subscription_count = await contactRepo.upsertPushSubscription(
          trx,
          userId,
          input.subscription,
          input.userAgent ?? null,
          FCM_TOKENS_KEPT,
        );
      }
      // The tokens themselves are credentials for pushing to a device; only their count is audited.
      await recordAudit(trx, { ...actor, entity: 'users', entityId: userId, before, after });
    });
    return USERS_MESSAGES.tokenCreated;
  }

  async confirmRegistration(userId: number, actor: Actor): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select('registration_confirmed')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, USERS_MESSAGES.notFound);
      await trx
        .updateTable('users')
        .set({ registration_confirmed: true, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await recordAudit(trx, {
        ...actor,
        entity: 'users',
        entityId: userId,
        before: { registration_confirmed: row.registration_confirmed },
        after: { registration_confirmed: true },
      });
    });
    return USERS_MESSAGES.registrationConfirmed;
  }

  async list(q: UserListQuery): Promise<UserListAnswer> {
    const search = q.search?.trim() || undefined;
    const sort = q.sortby
      ? { column: q.sortby, desc: false }
      : q.sortbydesc
        ? { column: q.sortbydesc, desc: true }
        : null;
    const filters = { search, roleId: q.role_id, status: q.status, verified: q.verified };
    const rows = await repo.listUsers(this.ctx.db, {
      ...filters,
      sort,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    // Past the last page the window count is not available; count separately (rare).
    const total = await totalOfPage(rows, q.page, () => repo.countUsers(this.ctx.db, filters));
    return toPaged(
      rows.map(({ total: _total, ...row }) => row),
      total,
      q.page,
      q.per_page,
    );
  }

  async roles(): Promise<RoleOptionsAnswer> {
    return { data: await repo.listRoles(this.ctx.db) };
  }

  async updateRoles(userId: number, roles: number[], actor: Actor, actorRoles: readonly number[]): Promise<string> {
    const wanted = [...new Set(roles)].sort((a, b) => a - b);
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw new HttpError(404, USERS_MESSAGES.notFound);
      const known = new Set(await repo.existingRoleIds(trx, wanted));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) throw validationError({ roles: [USERS_MESSAGES.unknownRoles(unknown)] });
      const before = await repo.roleIdsOf(trx, userId);
      assertMayTouchSuperAdmin(actorRoles, before.includes(ROLE.SUPER_ADMIN) || wanted.includes(ROLE.SUPER_ADMIN));
      const change = diffRoles(before, wanted);
      if (actor.userId === null) throw new HttpError(403, USERS_MESSAGES.superAdminOnly);
      assertMayChangeRoles({ userId: actor.userId, roles: actorRoles }, userId, change);
      await repo.replaceRoles(trx, userId, wanted);
      // Roles travel inside access tokens, so the user's sessions end and the next login carries the new set.
      await this.ctx.sessions.revoke(trx, { userId }, 'roles_change');
      // One entry per grant and per revoke, so the log answers "who gave X role Y" directly.
      for (const roleId of change.granted)
        await recordAudit(trx, {
          ...actor,
          entity: 'user_roles',
          entityId: userId,
          after: { role_id: roleId, granted: true },
        });
      for (const roleId of change.revoked)
        await recordAudit(trx, {
          ...actor,
          entity: 'user_roles',
          entityId: userId,
          before: { role_id: roleId },
          after: { role_id: roleId, revoked: true },
        });
      await recordAudit(trx, {
        ...actor,
        entity: 'user_roles',
        entityId: userId,
        before: { roles: before },
        after: { roles: wanted, ...change },
      });
    });
    return MESSAGES.rolesChanged;
  }
}
