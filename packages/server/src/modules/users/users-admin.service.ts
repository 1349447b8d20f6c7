/**
 * Use cases of the administration pages (issue #23): role counts, accounts waiting on a reset
 * password, token reset, unverified contacts and who is online.
 */
import type {
  OnlineAnswer,
  PasswordResetListAnswer,
  PasswordResetListQuery,
  RoleTypeAnswer,
  VerificationListAnswer,
  VerificationListQuery,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { MESSAGES, ROLE } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { toPaged, totalOfPage } from '../../platform/paging.js';
import { HEARTBEAT_MS } from '../../platform/realtime/realtime-hub.js';
import { PRESENCE_STALE_HEARTBEATS } from '../../platform/realtime/presence.js';
import * as adminRepo from './users-admin.repo.js';
import * as repo from './users.repo.js';
import { assertMayTouchSuperAdmin, USERS_MESSAGES } from './users.service.js';

export class UsersAdminService {
  constructor(private readonly ctx: AppContext) {}

  async roleTypes(): Promise<RoleTypeAnswer> {
    return { data: await adminRepo.roleTypes(this.ctx.db) };
  }

  /** Accounts still on a default password: reset by an admin (or never changed) and not yet changed. */
  async passwordResetList(q: PasswordResetListQuery): Promise<PasswordResetListAnswer> {
    const search = q.search?.trim() || undefined;
    const rows = await repo.listUsers(this.ctx.db, {
      search,
      sort: null,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
      passwordDefault: true,
    });
    const total = await totalOfPage(rows, q.page, () =>
      repo.countUsers(this.ctx.db, { search, passwordDefault: true }),
    );
    return toPaged(
      rows.map(({ total: _total, ...row }) => row),
      total,
      q.page,
      q.per_page,
    );
  }

  /**
   * Ends every session of the account (its refresh tokens stop working) and forgets its push
   * devices. One's own tokens: anyone ("log out everywhere"); another account's: the caller was
   * checked for POLICY.manageUsers by the route, and only a super admin touches a super admin.
   */
  async resetTokens(userId: number, actor: Actor, actorRoles: readonly number[]): Promise<string> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw new HttpError(404, USERS_MESSAGES.notFound);
      if (userId !== actor.userId) {
        const targetRoles = await repo.roleIdsOf(trx, userId);
        assertMayTouchSuperAdmin(actorRoles, targetRoles.includes(ROLE.SUPER_ADMIN));
      }
      const sessions = await this.ctx.sessions.revoke(trx, { userId }, 'token_reset');
      const subscriptions = await adminRepo.clearPushTokens(trx, userId);
      await recordAudit(trx, {
        ...actor,
        entity: 'users',
        entityId: userId,
        before: { fcm_token_count: user.fcm_tokens.length },
        after: { token_reset: true, sessions_revoked: sessions.length, push_subscriptions_removed: subscriptions },
      });
    });
    return MESSAGES.tokenReset;
  }

  async unverified(q: VerificationListQuery): Promise<VerificationListAnswer> {
    const search = q.search?.trim() || undefined;
    const rows = await adminRepo.listUnverified(this.ctx.db, {
      search,
      channel: q.channel,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    // Past the last page the window count is not there: ask for the first row of page one instead.
    const total = await totalOfPage(rows, q.page, async () => {
      const first = await adminRepo.listUnverified(this.ctx.db, { search, channel: q.channel, limit: 1, offset: 0 });
      return first[0]?.total ?? 0;
    });
    return toPaged(
      rows.map(({ total: _total, ...row }) => row),
      total,
      q.page,
      q.per_page,
    );
  }

  async online(): Promise<OnlineAnswer> {
    const heartbeat = this.ctx.config.realtimeHeartbeatMs ?? HEARTBEAT_MS;
    const data = await adminRepo.listOnline(this.ctx.db, heartbeat * PRESENCE_STALE_HEARTBEATS);
    return { data, total: data.length };
  }
}
