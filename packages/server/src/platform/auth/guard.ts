/**
 * Route-level authentication and authorization for every module.
 *
 * Every route is authenticated unless it opts out with `config: { public: true }`, so a route
 * that forgets to say anything fails closed. Role rules use the spec's numeric ids, like the
 * front end's guard: `config: { roles: [1, 66] }` = having any of them, `notRoles: [8]` = having
 * none of them. Roles come from the access token (no database read per request); changing a
 * user's roles revokes their sessions, so stale roles live at most until the next request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { AccessTokens } from './tokens.js';
import { MESSAGE_UNAUTHENTICATED } from './sessions.js';
import type { SessionRevocations } from './session-revocations.js';

export const MESSAGE_FORBIDDEN = 'Anda tidak memiliki akses ke halaman ini';

export interface AccessRule {
  /** Having at least one of these role ids. */
  roles?: readonly number[];
  /** Having none of these role ids. */
  notRoles?: readonly number[];
}

export interface AuthContext {
  userId: number;
  sessionId: string;
  roles: number[];
  jabatanId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig extends AccessRule {
    /** Reachable without an access token (login, captcha, health, static files…). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    auth: AuthContext | null;
  }
}

export function hasAccess(roles: readonly number[], rule: AccessRule): boolean {
  if (rule.notRoles?.some((id) => roles.includes(id))) return false;
  if (rule.roles?.length && !rule.roles.some((id) => roles.includes(id))) return false;
  return true;
}

/** For rules that depend on the payload (one event of a route needs more roles than another). */
export function assertAccess(request: FastifyRequest, rule: AccessRule): AuthContext {
  const auth = requireAuth(request);
  if (!hasAccess(auth.roles, rule)) throw new HttpError(403, MESSAGE_FORBIDDEN);
  return auth;
}

/** The authenticated user of a non-public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
  return request.auth;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerGuard(app: FastifyInstance, deps: { accessTokens: AccessTokens; revocations: SessionRevocations }): void {
  app.decorateRequest('auth', null);
  // onRequest: before the body is even read, so unauthenticated uploads are refused cheaply.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || request.is404) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match ? await deps.accessTokens.verify(match[1]) : null;
    if (!claims || (await deps.revocations.isRevoked(claims.sessionId))) throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
    request.auth = claims;
    if (!hasAccess(claims.roles, config)) throw new HttpError(403, MESSAGE_FORBIDDEN);
  });
}
