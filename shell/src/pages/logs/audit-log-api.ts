import type { Transport } from '@portal/api-client';

/** GET /api/general/logs (roles 1, 63): the audit trail, paged, newest first. */
export const LOGS_PATH = '/general/logs';

export interface AuditLogRow {
  id: string;
  user_id: number | null;
  user: { id: number; name: string; nama: string | null } | null;
  /** ISO date-time. */
  at: string;
  method: string;
  route: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditLogFilter {
  entity?: string;
  entity_id?: string;
  user_id?: number;
  /** YYYY-MM-DD, inclusive (WIB days). */
  from?: string;
  to?: string;
}

export interface AuditLogQuery extends AuditLogFilter {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

/** Entity names present in the log, for the filter. */
export async function fetchAuditEntities(transport: Transport): Promise<string[]> {
  const answer = await transport.request<{ data: string[] }>('GET', `${LOGS_PATH}/x/entity`);
  return answer?.data ?? [];
}

/** Keys whose value differs between the two snapshots (top level), for the detail view. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const a = asRecord(before);
  const b = asRecord(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .sort();
}
