/**
 * Work-assignment letters (spec §7 /sdm/pegawai/x/skmd; selector `event`): list (+ unapproved
 * counter), one letter by token, the caller's letter of a month (store_skmd), the item events
 * (approval, detail while Draft, penerbitan, attachments) and the three scope lists (exclude
 * pegawai/kantor, include pegawai). Wire types come from @portal/contracts (type-only).
 */
import { useApi, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { ApprovalAction } from '@portal/domain';
import type {
  Paged,
  SkmdDetail,
  SkmdDetailInput,
  SkmdListAnswer,
  SkmdMutationAnswer,
  SkmdScopeRow,
} from '@portal/contracts';

export const SKMD_PATH = '/sdm/pegawai/x/skmd';

export interface SkmdListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  /** 0/1 in the address, as the menu writes them. */
  is_myturn?: number;
  is_penerbitan?: number;
}

const SWITCHES = new Set(['is_myturn', 'is_penerbitan']);

/** The server's query: a switch only when on, empty values left out. */
export function skmdListParams(query: SkmdListQuery): QueryParams {
  const params: Record<string, string | number | boolean> = { event: 'index' };
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value === undefined || value === '') continue;
    if (SWITCHES.has(key)) {
      if (value) params[key] = true;
    } else params[key] = value;
  }
  return params;
}

export function useSkmdList(query: SkmdListQuery) {
  const transport = useTransport();
  return useApi<SkmdListAnswer>(
    [SKMD_PATH, query],
    () => transport.request<SkmdListAnswer>('GET', SKMD_PATH, { query: skmdListParams(query) }),
    { keepPreviousData: true },
  );
}

export function useSkmdByToken(token: string | null) {
  const transport = useTransport();
  return useApi<{ data: SkmdDetail }>(token ? [SKMD_PATH, 'token', token] : null, () =>
    transport.request<{ data: SkmdDetail }>('GET', SKMD_PATH, {
      query: { event: 'index_show_by_token', token: token! },
    }),
  );
}

export interface SkmdCreateBody extends SkmdDetailInput {
  tahun: number;
  bulan: number;
}

export function createSkmd(transport: Transport, body: SkmdCreateBody): Promise<SkmdMutationAnswer> {
  return transport.request<SkmdMutationAnswer>('POST', SKMD_PATH, { body: { event: 'store_skmd', ...body } });
}

export function deleteSkmd(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request<{ message: string }>('DELETE', `${SKMD_PATH}/${id}`);
}

/** SKMD has no cancel nor reverse; its reset is store_skmd_reset. */
export const SKMD_APPROVAL_EVENTS: Partial<Record<ApprovalAction, string>> = {
  request: 'store_request',
  approve: 'store_approve',
  reject: 'store_reject',
  reset: 'store_skmd_reset',
};

function itemEvent(transport: Transport, id: number, body: Record<string, unknown>) {
  return transport.request<SkmdMutationAnswer>('POST', `${SKMD_PATH}/${id}`, { body });
}

export function actOnSkmd(transport: Transport, id: number, action: ApprovalAction, note: string | null) {
  const event = SKMD_APPROVAL_EVENTS[action];
  if (!event) return Promise.reject(new Error('Tindakan ini tidak tersedia untuk SKMD'));
  return itemEvent(transport, id, { event, note });
}

export function updateSkmdDetail(transport: Transport, id: number, input: SkmdDetailInput) {
  return itemEvent(transport, id, { event: 'store_skmd_update', ...input });
}

/** Issues an approved letter (HR): the server gives it its number. */
export function issueSkmd(transport: Transport, id: number) {
  return itemEvent(transport, id, { event: 'store_penerbitan' });
}

export function addSkmdFile(transport: Transport, id: number, file: { name: string; content_base64: string }) {
  return itemEvent(transport, id, { event: 'store_files', file });
}

export function deleteSkmdFile(transport: Transport, id: number, fileId: number) {
  return itemEvent(transport, id, { event: 'store_files_delete', file_id: fileId });
}

// ---- scope lists (57) ---------------------------------------------------------------------------------

export type SkmdScope = 'exclude/pegawai' | 'exclude/kantor' | 'include/pegawai';

export interface ScopeQuery {
  page?: number;
  per_page?: number;
  search?: string;
}

export function useSkmdScope(scope: SkmdScope, query: ScopeQuery) {
  const transport = useTransport();
  return useApi<Paged<SkmdScopeRow>>(
    [SKMD_PATH, scope, query],
    () => transport.request<Paged<SkmdScopeRow>>('GET', `${SKMD_PATH}/${scope}`, { query: { ...query } }),
    { keepPreviousData: true },
  );
}

export function addToScope(transport: Transport, scope: SkmdScope, id: number) {
  return transport.request<{ message: string }>('POST', `${SKMD_PATH}/${scope}`, { body: { id } });
}

export function removeFromScope(transport: Transport, scope: SkmdScope, id: number) {
  return transport.request<{ message: string }>('DELETE', `${SKMD_PATH}/${scope}/${id}`);
}
