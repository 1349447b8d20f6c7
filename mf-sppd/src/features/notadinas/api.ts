/**
 * Official memos (spec §7 /sdm/notadinas/…): list (+ unapproved counter), one memo by token,
 * create/update/delete of a Draft, the item actions (approval, attachments; selector `action`),
 * the printable PDF, master data (surat, jabatan), SOTK reads, the xlsx upload and the export job.
 * Wire types come from @portal/contracts (type-only).
 */
import { downloadFile, useApi, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type {
  NotadinasDetail,
  NotadinasFileInput,
  NotadinasInput,
  NotadinasListAnswer,
  NotadinasMutationAnswer,
  Paged,
} from '@portal/contracts';

export const NOTADINAS_PATH = '/sdm/notadinas/pegawai';
export const NOTADINAS_BASE = '/sdm/notadinas';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface NotadinasListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ApprovalStatus;
  /** 0/1 in the address, as the menu writes it. */
  is_myturn?: number;
}

/** The server's query: `is_myturn` only when on, empty values left out. */
export function listParams(query: NotadinasListQuery): QueryParams {
  const params: Record<string, string | number | boolean> = { action: 'index' };
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value === undefined || value === '') continue;
    if (key === 'is_myturn') {
      if (value) params.is_myturn = true;
    } else params[key] = value;
  }
  return params;
}

export function useNotadinasList(query: NotadinasListQuery) {
  const transport = useTransport();
  return useApi<NotadinasListAnswer>(
    [NOTADINAS_PATH, query],
    () => transport.request<NotadinasListAnswer>('GET', NOTADINAS_PATH, { query: listParams(query) }),
    { keepPreviousData: true },
  );
}

export function useNotadinasByToken(token: string | null) {
  const transport = useTransport();
  return useApi<{ data: NotadinasDetail }>(token ? [NOTADINAS_PATH, 'token', token] : null, () =>
    transport.request<{ data: NotadinasDetail }>('GET', NOTADINAS_PATH, {
      query: { action: 'index_show_by_token', token: token! },
    }),
  );
}

export function createNotadinas(transport: Transport, body: NotadinasInput): Promise<NotadinasMutationAnswer> {
  return transport.request<NotadinasMutationAnswer>('POST', NOTADINAS_PATH, { body });
}

export function updateNotadinas(transport: Transport, id: number, body: NotadinasInput) {
  return transport.request<NotadinasMutationAnswer>('PUT', `${NOTADINAS_PATH}/${id}`, { body });
}

export function deleteNotadinas(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request<{ message: string }>('DELETE', `${NOTADINAS_PATH}/${id}`);
}

/** The spec's action of each approval step. */
export const NOTADINAS_APPROVAL_ACTIONS: Record<ApprovalAction, string> = {
  request: 'store_request',
  approve: 'store_approve',
  reject: 'store_reject',
  cancel: 'store_cancel',
  reset: 'store_reset',
  reverse: 'store_reverse',
};

function itemAction(transport: Transport, id: number, body: Record<string, unknown>) {
  return transport.request<NotadinasMutationAnswer>('POST', `${NOTADINAS_PATH}/${id}`, { body });
}

export function actOnNotadinas(transport: Transport, id: number, action: ApprovalAction, note: string | null) {
  return itemAction(transport, id, { action: NOTADINAS_APPROVAL_ACTIONS[action], note });
}

export function addNotadinasFile(transport: Transport, id: number, file: NotadinasFileInput) {
  return itemAction(transport, id, { action: 'store_files', file });
}

export function deleteNotadinasFile(transport: Transport, id: number, fileId: number) {
  return itemAction(transport, id, { action: 'store_files_delete', file_id: fileId });
}

export const loadStoredFile = (transport: Transport) => (location: string) => downloadFile(transport, location);

/** The printable memo (approved only; 409 otherwise): GET {NOTADINAS}/{id}/x/pdf as a blob. */
export function fetchNotadinasPdf(transport: Transport, id: number): Promise<Blob> {
  return transport.request<Blob>('GET', `${NOTADINAS_PATH}/${id}/x/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

export function startNotadinasExport(transport: Transport) {
  return transport.request<{ message: string; data: { job_id: string } }>('POST', NOTADINAS_PATH, {
    body: { action: 'export' },
  });
}

export function uploadNotadinas(transport: Transport, file: Blob, onProgress: (percent: number) => void) {
  return transport.request<{ message: string; data: { job_id: string } }>('POST', `${NOTADINAS_BASE}/x/upload`, {
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });
}

export function fetchNotadinasTemplate(transport: Transport): Promise<Blob> {
  return transport.request<Blob>('GET', `${NOTADINAS_BASE}/x/template`, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
  });
}

/** The import job's report when it refused the file: which row and column, and why. */
export interface ImportReport {
  imported?: number;
  errors: { row: number; column: string | null; message: string }[];
}

export function importReportOf(result: unknown): ImportReport | null {
  const r = result as Partial<ImportReport> | null | undefined;
  return r && Array.isArray(r.errors) ? (r as ImportReport) : null;
}

/**
 * The server keeps a refused file's rows only in its job's result, so the upload page remembers the
 * last refused report for this browser tab; the upload_error page shows it.
 */
const LAST_REFUSED_KEY = 'notadinas.upload.lastRefused';

export function rememberRefused(report: ImportReport & { fileName?: string }): void {
  try {
    sessionStorage.setItem(LAST_REFUSED_KEY, JSON.stringify(report));
  } catch {
    // Storage full or disabled: the report is still shown on the upload page itself.
  }
}

export function lastRefused(): (ImportReport & { fileName?: string }) | null {
  try {
    return importReportOf(JSON.parse(sessionStorage.getItem(LAST_REFUSED_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<NotadinasFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

// ---- master data and SOTK --------------------------------------------------------------------------

export type MasterResource = 'surat' | 'jabatan';

export interface MasterQuery {
  page?: number;
  per_page?: number;
  search?: string;
}

export interface MasterRow {
  id: number;
  nama: string;
  kode?: string;
}

export function useMasterList(resource: MasterResource, query: MasterQuery) {
  const transport = useTransport();
  return useApi<Paged<MasterRow>>(
    [NOTADINAS_BASE, resource, query],
    () => transport.request<Paged<MasterRow>>('GET', `${NOTADINAS_BASE}/${resource}`, { query: { ...query } }),
    { keepPreviousData: true },
  );
}

/** Every row of a master list, for the memo form's selects (the list is short: letter types, positions). */
export function useMasterOptions(resource: MasterResource) {
  const answer = useMasterList(resource, { page: 1, per_page: 100 });
  return (answer.data?.data ?? []).map((r) => ({ id: r.id, nama: r.kode ? `${r.kode} — ${r.nama}` : r.nama }));
}

export function saveMaster(transport: Transport, resource: MasterResource, id: number | null, body: object) {
  return id === null
    ? transport.request<{ message: string }>('POST', `${NOTADINAS_BASE}/${resource}`, { body })
    : transport.request<{ message: string }>('PUT', `${NOTADINAS_BASE}/${resource}/${id}`, { body });
}

export function deleteMaster(transport: Transport, resource: MasterResource, id: number) {
  return transport.request<{ message: string }>('DELETE', `${NOTADINAS_BASE}/${resource}/${id}`);
}

export function useSotk<T>(resource: 'sotk_kantor' | 'sotk_kantor_level') {
  const transport = useTransport();
  return useApi<{ data: T[] }>([NOTADINAS_BASE, resource], () =>
    transport.request<{ data: T[] }>('GET', `${NOTADINAS_BASE}/${resource}`, { query: { action: 'index_all' } }),
  );
}

/** The SOTK answers are whole lists ({ data }); the table shows them as one page. */
export function sotkTableProps<T>(list: ReturnType<typeof useSotk<T>>) {
  const rows = list.data?.data;
  const data: Paged<T> | undefined = rows && {
    data: rows,
    current_page: 1,
    per_page: Math.max(rows.length, 1),
    from: rows.length ? 1 : null,
    to: rows.length || null,
    total: rows.length,
    last_page: 1,
  };
  // One page only: there is nowhere to go.
  const onPageChange = () => undefined;
  return { data, error: list.error, isLoading: list.isLoading, onRetry: () => void list.mutate(), onPageChange };
}
