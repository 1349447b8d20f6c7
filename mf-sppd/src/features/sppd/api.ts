/**
 * Business trips (spec §7 /sdm/sppd/pegawai): list (+ unapproved counter), detail by id, options,
 * grafik, create/update/delete of a Draft, the item events (approval, travellers, cost generation,
 * proofs and attachments), the printable PDF, the export job, and the cost rows per traveller and date
 * (/sdm/sppd/x/pejalan_biaya). Wire types: '@portal/contracts' (sppd.ts), and ./types for the few it
 * declares without exporting a type.
 */
import { downloadFile, useApi, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type {
  JobQueuedAnswer,
  PejalanBiayaAnswer,
  PejalanBiayaCreateBody,
  PejalanBiayaUpdateBody,
  SppdDetail,
  SppdInput,
  SppdListAnswer,
  SppdMutationAnswer,
  SppdPejalanInput,
} from '@portal/contracts';
import type { IdNama, SppdFileInput, SppdGrafikRow } from './types';

export const SPPD_PATH = '/sdm/sppd/pegawai';
export const SPPD_MASTER_PATH = '/sdm/sppd/x';
export const PEJALAN_BIAYA_PATH = `${SPPD_MASTER_PATH}/pejalan_biaya`;

/** Spec §4: a new or changed SPPD is Draft, said for 5 s. */
export const SPPD_DRAFT_WARNING = 'Cek kembali sebelum Request Approval, statusnya Draft';
export const SPPD_DRAFT_WARNING_MS = 5000;

/** The list's filters and paging as the address keeps them. */
export interface SppdListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ApprovalStatus;
  /** The switches are 0/1 in the address, as the menu writes them (`is_biaya_pending=0&is_bukti_empty=0`). */
  is_myturn?: number;
  is_biaya_pending?: number;
  is_bukti_empty?: number;
}

const SWITCHES = new Set(['is_myturn', 'is_biaya_pending', 'is_bukti_empty']);

/** The server's query: a switch that is on as `true`, one that is off left out (it means "no filter"). */
export function listParams(query: SppdListQuery): QueryParams {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value === undefined || value === '') continue;
    if (SWITCHES.has(key)) {
      if (value) params[key] = true;
    } else params[key] = value;
  }
  return params;
}

export function useSppdList(query: SppdListQuery) {
  const transport = useTransport();
  return useApi<SppdListAnswer>(
    [SPPD_PATH, query],
    () => transport.request<SppdListAnswer>('GET', SPPD_PATH, { query: listParams(query) }),
    { keepPreviousData: true },
  );
}

export function useSppdDetail(id: number | null) {
  const transport = useTransport();
  return useApi<{ data: SppdDetail }>(id ? [SPPD_PATH, 'id', id] : null, () =>
    transport.request<{ data: SppdDetail }>('GET', SPPD_PATH, { query: { event: 'index_detail_by_id', id: id! } }),
  );
}

/** The caller's own trips, for the parent of a penambahan. */
export function useSppdOptions() {
  const transport = useTransport();
  return useApi<{ data: IdNama[] }>([SPPD_PATH, 'options'], () =>
    transport.request<{ data: IdNama[] }>('GET', SPPD_PATH, { query: { event: 'index_options' } }),
  );
}

export function useSppdGrafik(tahun: number) {
  const transport = useTransport();
  return useApi<{ data: SppdGrafikRow[] }>([SPPD_PATH, 'grafik', tahun], () =>
    transport.request<{ data: SppdGrafikRow[] }>('GET', SPPD_PATH, { query: { event: 'index_grafik', tahun } }),
  );
}

/** A master list's options ({ id, nama }) for the form's selects: jenis, wilayah, kendaraan, level, mitra_jabatan … */
export function useMasterOptions(resource: string, enabled = true) {
  const transport = useTransport();
  const answer = useApi<{ data: IdNama[] }>(
    enabled ? [SPPD_MASTER_PATH, resource, 'options'] : null,
    () =>
      transport.request<{ data: IdNama[] }>('GET', `${SPPD_MASTER_PATH}/${resource}`, {
        query: { event: 'index_options' },
      }),
    { revalidateOnFocus: false },
  );
  return answer.data?.data ?? [];
}

export function createSppd(transport: Transport, body: SppdInput): Promise<SppdMutationAnswer> {
  return transport.request<SppdMutationAnswer>('POST', SPPD_PATH, { body });
}

export function updateSppd(transport: Transport, id: number, body: SppdInput): Promise<SppdMutationAnswer> {
  return transport.request<SppdMutationAnswer>('PUT', `${SPPD_PATH}/${id}`, { body });
}

export function deleteSppd(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request<{ message: string }>('DELETE', `${SPPD_PATH}/${id}`);
}

/** The spec's event of each approval action. */
export const SPPD_APPROVAL_EVENTS: Record<ApprovalAction, string> = {
  request: 'store_request',
  approve: 'store_approve',
  reject: 'store_reject',
  cancel: 'store_cancel',
  reset: 'store_reset',
  reverse: 'store_reverse',
};

/** POST {SPPD}/{id} with an item event (approval, travellers, costs, files). */
function itemEvent(transport: Transport, id: number, body: Record<string, unknown>): Promise<SppdMutationAnswer> {
  return transport.request<SppdMutationAnswer>('POST', `${SPPD_PATH}/${id}`, { body });
}

export function actOnSppd(transport: Transport, id: number, action: ApprovalAction, note: string | null) {
  return itemEvent(transport, id, { event: SPPD_APPROVAL_EVENTS[action], note });
}

export function generateBiaya(transport: Transport, id: number) {
  return itemEvent(transport, id, { event: 'store_create_biaya' });
}

/** A traveller as the form gives it: the contract's SppdPejalanInput less `event`, which addPejalan sets. */
export type PejalanFields = Omit<SppdPejalanInput, 'event'>;

export function addPejalan(transport: Transport, id: number, input: PejalanFields) {
  return itemEvent(transport, id, { event: 'store_create_pejalan', ...input });
}

export function removePejalan(transport: Transport, id: number, pejalanId: number) {
  return itemEvent(transport, id, { event: 'store_delete_pejalan', pejalan_id: pejalanId });
}

/** The trip's two file lists: proofs (after approval) and attachments (while Draft). */
export type SppdFileKind = 'bukti' | 'attachment';

export function addSppdFile(transport: Transport, id: number, kind: SppdFileKind, file: SppdFileInput) {
  return itemEvent(transport, id, { event: `store_create_${kind}`, file });
}

export function deleteSppdFile(transport: Transport, id: number, kind: SppdFileKind, fileId: number) {
  return itemEvent(transport, id, { event: `store_delete_${kind}`, file_id: fileId });
}

/** A stored file (GET /storage?location=…) for the design system's file opener. */
export const loadStoredFile = (transport: Transport) => (location: string) => downloadFile(transport, location);

/** The printable letter: GET {SPPD}/{id}/x/pdf as a blob. */
export function fetchSppdPdf(transport: Transport, id: number): Promise<Blob> {
  return transport.request<Blob>('GET', `${SPPD_PATH}/${id}/x/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

export function startSppdExport(transport: Transport, tahun: number | null): Promise<JobQueuedAnswer> {
  return transport.request<JobQueuedAnswer>('POST', SPPD_PATH, {
    body: tahun === null ? { event: 'export' } : { event: 'export', tahun },
  });
}

// ---- cost rows per traveller and date ---------------------------------------------------------------

export function usePejalanBiaya(sppdId: number | null) {
  const transport = useTransport();
  return useApi<PejalanBiayaAnswer>(sppdId ? [PEJALAN_BIAYA_PATH, sppdId] : null, () =>
    transport.request<PejalanBiayaAnswer>('GET', PEJALAN_BIAYA_PATH, {
      query: { event: 'index_sppd', sppd_id: sppdId! },
    }),
  );
}

export function storePejalanBiaya(transport: Transport, body: PejalanBiayaCreateBody): Promise<PejalanBiayaAnswer> {
  return transport.request<PejalanBiayaAnswer>('POST', PEJALAN_BIAYA_PATH, { body });
}

export function updatePejalanBiaya(
  transport: Transport,
  id: number,
  body: PejalanBiayaUpdateBody,
): Promise<PejalanBiayaAnswer> {
  return transport.request<PejalanBiayaAnswer>('PUT', `${PEJALAN_BIAYA_PATH}/${id}`, { body });
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<SppdFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}
