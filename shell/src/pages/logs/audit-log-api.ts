import type { Transport } from '@portal/api-client';
import type { AuditEntitiesAnswer, AuditLogQuery } from '@portal/contracts';

/** GET /api/general/logs (roles 1, 63): the audit trail, paged, newest first. */
export const LOGS_PATH = '/general/logs';

export type { AuditLogRow } from '@portal/contracts';

/** The filters of the page (the list's query without paging, search and sort). */
export type AuditLogFilter = Pick<AuditLogQuery, 'entity' | 'entity_id' | 'user_id' | 'from' | 'to'>;

export type { AuditLogQuery };

/** Entity names present in the log, for the filter. */
export async function fetchAuditEntities(transport: Transport): Promise<string[]> {
  const answer = await transport.request<AuditEntitiesAnswer>('GET', `${LOGS_PATH}/x/entity`);
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
