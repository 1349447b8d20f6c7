/**
 * Route-level authentication and authorization for every module.
 *
 * Every route is authenticated unless it opts out with `config: { public: true }`, so a route
 * that forgets to say anything fails closed. Role rules are named policies from @portal/domain,
 * the same ones the pages and the menu use: `config: { policy: POLICY.manageUsers }`, decided by
 * the one predicate `allows`. Roles come from the access token (no database read per request);
 * changing a user's roles revokes their sessions, so stale roles live at most until the next request.
 */
import type { PolicyRule } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, MESSAGES } from '../domain.js';
import { HttpError } from '../errors.js';
import type { AccessTokens } from './tokens.js';
import { MESSAGE_UNAUTHENTICATED } from './sessions.js';
import type { SessionRevocations } from './session-revocations.js';

export const MESSAGE_FORBIDDEN = 'Anda tidak memiliki akses ke halaman ini';

export interface AuthContext {
  userId: number;
  sessionId: string;
  roles: number[];
  jabatanId: number | null;
  /** The account still has its default password (see `allowDefaultPassword`). */
  passwordDefault?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (login, captcha, health, static files…). */
    public?: boolean;
    /** Who may call the route (a POLICY from @portal/domain). */
    policy?: PolicyRule;
    /**
     * Any signed-in user, on purpose: the route has no role rule (its rules, if any, depend on
     * the payload: assertAccess, or rows of the user's own). Every route declares `public`,
     * `authenticated` or `policy`; the authorization matrix test fails on one that declares none,
     * so a forgotten rule is noticed rather than defaulting to "any user".
     */
    authenticated?: boolean;
    /**
     * Open to an account that still has its default password (changing it, signing out, the
     * signed-in user). Every other route refuses such a session until the password is changed:
     * the forced change is not only the UI's (issue #13).
     */
    allowDefaultPassword?: boolean;
    /**
     * Stricter policies for some selector events of a GET route (`?event=`; key '' is the call
     * without one). The spec gives some reads of a route to every user (the leave calendar) and
     * others to fewer (the leave list): `policy` admits the wider group, this narrows per event.
     */
    eventPolicies?: Readonly<Record<string, PolicyRule>>;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    auth: AuthContext | null;
  }
}

/** The `?event=` selector of a request ('' when absent), the key of `eventPolicies`. */
export function selectorEventOf(request: Pick<FastifyRequest, 'query'>): string {
  const event = (request.query as { event?: unknown } | undefined)?.event;
  return typeof event === 'string' ? event : '';
}

/** Whether the authenticated caller passes `policy` (the pages' and the menu's predicate). */
export function hasAccess(auth: { roles: readonly number[]; jabatanId?: number | null }, policy: PolicyRule): boolean {
  return allows(policy, { rolesId: auth.roles, jabatanId: auth.jabatanId ?? null });
}

/** For rules that depend on the payload (one event of a route needs more roles than another). */
export function assertAccess(request: FastifyRequest, policy: PolicyRule): AuthContext {
  const auth = requireAuth(request);
  if (!hasAccess(auth, policy)) throw new HttpError(403, MESSAGE_FORBIDDEN);
  return auth;
}

/** The authenticated user of a non-public route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
  return request.auth;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerGuard(
  app: FastifyInstance,
  deps: { accessTokens: AccessTokens; revocations: SessionRevocations },
): void {
  app.decorateRequest('auth', null);
  // A rule written in the retired shape ({ roles, notRoles }) would be ignored, opening the route to
  // every signed-in user: refuse it when the route is declared, so it fails at start-up, not in use.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as Record<string, unknown>;
    if ('roles' in config || 'notRoles' in config) {
      throw new Error(
        `${route.method} ${route.url}: declare the role rule as config.policy (a POLICY from @portal/domain), not roles/notRoles`,
      );
    }
  });
  // onRequest: before the body is even read, so unauthenticated uploads are refused cheaply.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || request.is404) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match ? await deps.accessTokens.verify(match[1]) : null;
    if (!claims || (await deps.revocations.isRevoked(claims.sessionId)))
      throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
    request.auth = claims;
    if (claims.passwordDefault && !config.allowDefaultPassword) throw new HttpError(403, MESSAGES.defaultPasswordHold);
    if (config.policy && !hasAccess(claims, config.policy)) throw new HttpError(403, MESSAGE_FORBIDDEN);
    const eventPolicy = config.eventPolicies?.[selectorEventOf(request)];
    if (eventPolicy && !hasAccess(claims, eventPolicy)) throw new HttpError(403, MESSAGE_FORBIDDEN);
  });
}
