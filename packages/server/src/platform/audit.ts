/**
 * The audit trail: who changed what, when, through which route, with before/after snapshots.
 * Always called with the transaction of the change itself, so a change and its audit row
 * commit or roll back together.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/database.js';

/** Who is acting and through which request; built once per request by `actorOf`. */
export interface Actor {
  userId: number | null;
  method: string;
  route: string;
  ip: string | null;
}

export interface AuditEntry extends Actor {
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Keys never written to the audit log, whatever a snapshot contains. */
const SECRET_KEYS = new Set([
  'password',
  'password_hash',
  'password_old',
  'password_confirmation',
  'token',
  'token_hash',
  'refresh_token',
  'fcm_tokens',
]);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      method: entry.method,
      route: entry.route,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(redact(entry.before)),
      after: entry.after === undefined ? null : JSON.stringify(redact(entry.after)),
      ip: entry.ip,
    })
    .execute();
}

/** The acting user (null on public routes) and the route pattern, e.g. `POST /api/general/users`. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth?.userId ?? null,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    ip: request.ip ?? null,
  };
}
