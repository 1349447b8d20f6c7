/**
 * Short-lived JWT access tokens (HS256, jose) and opaque refresh tokens. Verifying an access
 * token is pure CPU; whether its session was revoked is answered by session-revocations.ts.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  /** User id. */
  userId: number;
  /** Session (refresh-token family) id. */
  sessionId: string;
  roles: number[];
  jabatanId: number | null;
  /**
   * The account still has its default (or a weak) password: the guard admits it only to the
   * routes that change the password or end the session (issue #13). Absent = false.
   */
  passwordDefault?: boolean;
}

/** Verified tokens remembered, so a client's repeated requests skip the HMAC check. */
const VERIFIED_CACHE_SIZE = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  sign(claims: AccessClaims): Promise<string> {
    return (
      new SignJWT({
        sid: claims.sessionId,
        roles: claims.roles,
        jabatan_id: claims.jabatanId,
        ...(claims.passwordDefault ? { pwd_default: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        // Unique per issue: a refresh within the same second must still yield a new token.
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
        .sign(this.key)
    );
  }

  /** The claims, or null for anything invalid, expired or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
      return claims.claims;
    }
    return null;
  }

  private async verifySignature(token: string): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const {
        sid,
        roles,
        jabatan_id: jabatanId,
        pwd_default: passwordDefault,
      } = payload as { sid?: unknown; roles?: unknown; jabatan_id?: unknown; pwd_default?: unknown };
      if (!Number.isInteger(userId) || typeof sid !== 'string' || !Array.isArray(roles)) return null;
      if (!roles.every((r) => Number.isInteger(r)) || typeof payload.exp !== 'number') return null;
      const claims: AccessClaims = {
        userId,
        sessionId: sid,
        roles: roles as number[],
        jabatanId: typeof jabatanId === 'number' ? jabatanId : null,
      };
      if (passwordDefault === true) claims.passwordDefault = true;
      return { claims, expiresAtMs: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** 32 random bytes, base64url: what the client holds. Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
