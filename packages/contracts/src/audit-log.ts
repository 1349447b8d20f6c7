/**
 * The audit trail: /api/general/logs (POLICY.readAuditLog; page /user/logs). Who changed what,
 * when and through which route, with the before/after snapshots (secrets redacted).
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, PageQuery, Paged, SortQuery } from './common.js';

export const AUDIT_LOG_PATH = '/api/general/logs';

export const AuditLogRow = Type.Object({
  id: Type.String(),
  user_id: Nullable(Type.Integer()),
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), nama: NullableString }), Type.Null()]),
  /** ISO date-time. */
  at: Type.String({ format: 'date-time' }),
  method: Type.String(),
  route: Type.String(),
  entity: Type.String(),
  entity_id: NullableString,
  /** Whatever the module recorded: any JSON, or null. */
  before: Type.Unknown({ description: 'JSON snapshot (secrets redacted) or null' }),
  after: Type.Unknown({ description: 'JSON snapshot (secrets redacted) or null' }),
  ip: NullableString,
});
export type AuditLogRow = Static<typeof AuditLogRow>;

export const AUDIT_SORT_KEYS = ['at', 'entity', 'route', 'method', 'user_id'] as const;
export type AuditSortColumn = (typeof AUDIT_SORT_KEYS)[number];
const Day = Type.String({ format: 'date' });

/** Newest first by default; days (from/to, inclusive) are days in Asia/Jakarta. */
export const AuditLogQuery = Type.Object({
  ...PageQuery,
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  entity: Type.Optional(Type.String({ maxLength: 100 })),
  entity_id: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...SortQuery(AUDIT_SORT_KEYS),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogListAnswer = Paged(AuditLogRow);
export type AuditLogListAnswer = Static<typeof AuditLogListAnswer>;

/** The entity names present in the trail, for the filter. */
export const AuditEntitiesAnswer = Type.Object({ data: Type.Array(Type.String()) });
export type AuditEntitiesAnswer = Static<typeof AuditEntitiesAnswer>;
