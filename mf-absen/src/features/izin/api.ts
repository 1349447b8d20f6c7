/**
 * Leave and permits (spec /sdm/pegawai/x/izin): list (+ unapproved counter, is_myturn filter),
 * detail by token, config (types, rules, balance), calendar, create, the approval events, the
 * attachments and the export job. Types come from the endpoint's contract (@portal/contracts izin.ts).
 */
import { useApi, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { ApprovalAction } from '@portal/domain';
import type {
  IzinCalendarItem,
  IzinConfig,
  IzinListQuery as ContractListQuery,
  IzinCreateInput,
  IzinDetail,
  IzinFileInput,
  IzinListAnswer,
  IzinMutationAnswer,
  IzinUpdateInput,
} from '@portal/contracts';

export const IZIN_PATH = '/sdm/pegawai/x/izin';
export const IZIN_EXPORT_JOB = 'izin.export';

/** Spec section 8: after creating or updating leave. */
export const IZIN_CREATED_REDIRECT_MS = 5000;

/** The list's filters, paging and sort (the contract's query without the other events' fields). */
export type IzinListQuery = Omit<ContractListQuery, 'event' | 'token' | 'bulan'>;

export function useIzinList(query: IzinListQuery) {
  const transport = useTransport();
  return useApi<IzinListAnswer>(
    [IZIN_PATH, query],
    () => transport.request<IzinListAnswer>('GET', IZIN_PATH, { query: query as unknown as QueryParams }),
    { keepPreviousData: true },
  );
}

export function useIzinByToken(token: string | undefined) {
  const transport = useTransport();
  return useApi<{ data: IzinDetail }>(token ? [IZIN_PATH, 'token', token] : null, () =>
    transport.request<{ data: IzinDetail }>('GET', IZIN_PATH, {
      query: { event: 'index_show_by_token', token: token! },
    }),
  );
}

export function useIzinConfig(tahun: number) {
  const transport = useTransport();
  return useApi<{ data: IzinConfig }>([IZIN_PATH, 'config', tahun], () =>
    transport.request<{ data: IzinConfig }>('GET', IZIN_PATH, { query: { event: 'index_config', tahun } }),
  );
}

/** bulan: 'YYYY-MM'. */
export function useIzinCalendar(bulan: string) {
  const transport = useTransport();
  return useApi<{ data: IzinCalendarItem[] }>([IZIN_PATH, 'calendar', bulan], () =>
    transport.request<{ data: IzinCalendarItem[] }>('GET', IZIN_PATH, { query: { event: 'index_calendar', bulan } }),
  );
}

export function createIzin(transport: Transport, body: IzinCreateInput): Promise<IzinMutationAnswer> {
  return transport.request<IzinMutationAnswer>('POST', IZIN_PATH, { body });
}

/** A Draft changed by its requester (attachments have their own events). */
export function updateIzin(transport: Transport, id: number, body: IzinUpdateInput): Promise<IzinMutationAnswer> {
  return transport.request<IzinMutationAnswer>('PUT', `${IZIN_PATH}/${id}`, { body });
}

/** The spec's event name of each approval action. */
export const IZIN_EVENTS: Record<ApprovalAction, string> = {
  request: 'store_request',
  approve: 'store_approve',
  reject: 'store_reject',
  cancel: 'store_cancel',
  reset: 'store_reset',
  reverse: 'store_reverse',
};

export function actOnIzin(
  transport: Transport,
  id: number,
  action: ApprovalAction,
  note: string | null,
): Promise<IzinMutationAnswer> {
  return transport.request<IzinMutationAnswer>('POST', `${IZIN_PATH}/${id}`, {
    body: { event: IZIN_EVENTS[action], note },
  });
}

export function addIzinAttachment(transport: Transport, id: number, file: IzinFileInput): Promise<IzinMutationAnswer> {
  return transport.request<IzinMutationAnswer>('POST', `${IZIN_PATH}/${id}`, {
    body: { event: 'store_create_attachment', file },
  });
}

export function deleteIzinAttachment(transport: Transport, id: number, fileId: number): Promise<IzinMutationAnswer> {
  return transport.request<IzinMutationAnswer>('POST', `${IZIN_PATH}/${id}`, {
    body: { event: 'store_delete_attachment', file_id: fileId },
  });
}

export function deleteIzin(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request<{ message: string }>('DELETE', `${IZIN_PATH}/${id}`);
}

export function izinAttachmentUrl(transport: Transport, id: number, fileId: number): Promise<string> {
  return transport
    .request<{ data: string }>('GET', `${IZIN_PATH}/${id}/x/file`, { query: { file_id: fileId } })
    .then((a) => a.data);
}

export function startIzinExport(
  transport: Transport,
  tahun: number | null,
): Promise<{ message: string; data: { job_id: string } }> {
  return transport.request('POST', IZIN_PATH, {
    body: tahun === null ? { event: 'export' } : { event: 'export', tahun },
  });
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<IzinFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}
