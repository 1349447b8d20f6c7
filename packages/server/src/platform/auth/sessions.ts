/**
 * Sessions: a login opens one (a refresh-token family), every refresh rotates its token, and a
 * refresh token presented twice revokes the whole family (a stolen token is then useless to both
 * the thief and the victim, who must log in again). Logout and account changes revoke sessions.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RefreshResponse } from '@portal/contracts';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { recordAudit, type Actor } from '../audit.js';
import { HttpError } from '../errors.js';
import { type AccessTokens, hashOpaqueToken, newOpaqueToken } from './tokens.js';
import { notifySessionsRevoked, type SessionRevocations } from './session-revocations.js';
import * as repo from './sessions.repo.js';

export const MESSAGE_UNAUTHENTICATED = 'Unauthenticated.';

export interface TokenSubject {
  userId: number;
  roles: number[];
  jabatanId: number | null;
  passwordDefault?: boolean;
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export type RevokeReason =
  'logout' | 'refresh_token_reuse' | 'password_change' | 'password_reset' | 'roles_change' | 'inactive' | 'token_reset';

export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accessTokens: AccessTokens,
    private readonly revocations: SessionRevocations,
    private readonly refreshTtlDays: number,
  ) {}

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.refreshTtlDays * 86_400_000);
  }

  private async issue(trx: Db, subject: TokenSubject, sessionId: string): Promise<RefreshResponse> {
    const refreshToken = newOpaqueToken();
    await repo.insertRefreshToken(trx, {
      id: randomUUID(),
      familyId: sessionId,
      userId: subject.userId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: this.refreshExpiry(),
    });
    const accessToken = await this.accessTokens.sign({ ...subject, sessionId });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: this.accessTokens.expiresIn };
  }

  /** Opens a session inside the caller's (login) transaction. */
  async open(trx: Db, subject: TokenSubject, meta: ClientMeta): Promise<RefreshResponse & { sessionId: string }> {
    const sessionId = randomUUID();
    await repo.insertSession(trx, { id: sessionId, userId: subject.userId, expiresAt: this.refreshExpiry(), ...meta });
    return { ...(await this.issue(trx, subject, sessionId)), sessionId };
  }

  /** Rotates a refresh token; 401 for unknown, expired, reused or revoked ones. */
  async refresh(refreshToken: string, actor: Actor): Promise<RefreshResponse> {
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await repo.findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken));
      if (!row) return null;
      if (row.used_at || row.revoked_at || row.session_revoked_at) {
        const revoked = await this.revoke(trx, { sessionId: row.family_id }, 'refresh_token_reuse');
        if (revoked.length > 0) {
          await recordAudit(trx, {
            ...actor,
            userId: row.user_id,
            entity: 'user_sessions',
            entityId: row.family_id,
            before: { revoked: false },
            after: { revoked: true, reason: 'refresh_token_reuse' },
          });
        }
        return null;
      }
      if (new Date(row.expires_at).getTime() <= Date.now()) return null;
      const subject = await repo.findTokenSubject(trx, row.user_id);
      if (!subject || subject.status !== 'active') {
        await this.revoke(trx, { sessionId: row.family_id }, 'inactive');
        return null;
      }
      await repo.markRefreshTokenUsed(trx, row.id);
      await repo.touchSession(trx, row.family_id, this.refreshExpiry());
      return this.issue(
        trx,
        {
          userId: subject.id,
          roles: subject.roles,
          jabatanId: subject.jabatan_id,
          passwordDefault: subject.is_password_default,
        },
        row.family_id,
      );
    });
    // Thrown after the transaction so that a reuse revocation is committed, not rolled back.
    if (!outcome) throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
    return outcome;
  }

  /**
   * Revokes inside the caller's transaction: other processes hear of it through NOTIFY on commit;
   * this process marks the ids at once (re-checked against the database after the cache TTL, so
   * a rolled-back revocation heals itself).
   */
  async revoke(trx: Db, target: repo.RevokeTarget, reason: RevokeReason): Promise<string[]> {
    const ids = await repo.revokeSessions(trx, target, reason);
    if (ids.length > 0) {
      await notifySessionsRevoked(trx, ids);
      this.revocations.markRevoked(ids);
    }
    return ids;
  }

  /** Logout: the current session, plus the presented refresh token's session if it is the user's own. */
  async logout(userId: number, sessionId: string, refreshToken: string | undefined, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const targets = new Set([sessionId]);
      if (refreshToken) {
        const row = await repo.findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken));
        if (row && row.user_id === userId) targets.add(row.family_id);
      }
      for (const id of targets) {
        const revoked = await this.revoke(trx, { sessionId: id }, 'logout');
        if (revoked.length > 0) {
          await recordAudit(trx, {
            ...actor,
            entity: 'user_sessions',
            entityId: id,
            before: { revoked: false },
            after: { revoked: true, reason: 'logout' },
          });
        }
      }
    });
  }

  isRevoked(sessionId: string): boolean | Promise<boolean> {
    return this.revocations.isRevoked(sessionId);
  }
}
