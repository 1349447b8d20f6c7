/**
 * KPI (issue #17; contracts packages/contracts/src/kpi.ts, server modules/kpi): assessments
 * (/sdm/kpi/x/event_pegawai: list + unapproved counter, detail by token, drafts, approval actions,
 * achievements, resets, upload job), master data (/sdm/kpi/x/{resource}), resume, charts, the
 * caller's own periods and the export job. Scores are the server's decimal strings: never computed here.
 */
import { useApi, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  KpiEventPegawaiDetail,
  KpiEventPegawaiQuery,
  KpiEventPegawaiRow,
  KpiGrafik,
  KpiMasterResource,
  KpiMasterRow,
  KpiOpenEvent,
  KpiResumeRow,
} from '@portal/contracts';
import type { Paged } from '@portal/design-system';

export const KPI_PATH = '/sdm/kpi/x';
export const EVENT_PEGAWAI_PATH = `${KPI_PATH}/event_pegawai`;
export const KPI_UPLOAD_PATH = `${EVENT_PEGAWAI_PATH}/x/upload`;
export const KPI_TEMPLATE_PATH = `${EVENT_PEGAWAI_PATH}/x/template`;
export const KPI_RESUME_PATH = `${KPI_PATH}/resume`;
export const KPI_EXPORT_PATH = `${KPI_PATH}/export`;
export const KPI_PERIODE_PEGAWAI_PATH = `${KPI_PATH}/periode_pegawai`;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where an assessment opens (spec: /kpi/:token for everyone). */
export const kpiDetailPath = (token: string) => `/kpi/${token}`;

/** Drops empty filters so the address and the request carry only what was chosen. */
export function clean(query: object): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as QueryParams;
}

// ---- assessments --------------------------------------------------------------------------------

export type EventPegawaiListQuery = Omit<KpiEventPegawaiQuery, 'event' | 'token'>;
export type EventPegawaiListAnswer = Paged<KpiEventPegawaiRow> & { unapproved: number };
export interface KpiDetailAnswer {
  message: string;
  data: KpiEventPegawaiDetail;
}

export function useEventPegawaiList(query: EventPegawaiListQuery) {
  const transport = useTransport();
  const params = clean(query);
  return useApi<EventPegawaiListAnswer>(
    [EVENT_PEGAWAI_PATH, params],
    () => transport.request<EventPegawaiListAnswer>('GET', EVENT_PEGAWAI_PATH, { query: params }),
    { keepPreviousData: true },
  );
}

export function useEventPegawaiByToken(token: string | undefined) {
  const transport = useTransport();
  return useApi<{ data: KpiEventPegawaiDetail }>(
    token ? [EVENT_PEGAWAI_PATH, 'token', token] : null,
    () =>
      transport.request<{ data: KpiEventPegawaiDetail }>('GET', EVENT_PEGAWAI_PATH, {
        query: { event: 'index_show_by_token', token: token! },
      }),
    // A focus refetch would overwrite achievements being typed; every action answers the fresh row.
    { revalidateOnFocus: false },
  );
}

/** index_event_open: the rounds open to employees (null: ask nothing, e.g. the dialog is closed). */
export function useOpenEvents(enabled: boolean) {
  const transport = useTransport();
  return useApi<{ data: KpiOpenEvent[] }>(enabled ? [EVENT_PEGAWAI_PATH, 'open-events'] : null, () =>
    transport.request<{ data: KpiOpenEvent[] }>('GET', EVENT_PEGAWAI_PATH, { query: { event: 'index_event_open' } }),
  );
}

/** store_draft (the caller's own) or, with an NPP, store_draft_npp (KPI admin). */
export function createDraft(transport: Transport, eventId: number, npp?: string): Promise<KpiDetailAnswer> {
  const body = npp ? { event: 'store_draft_npp', event_id: eventId, npp } : { event: 'store_draft', event_id: eventId };
  return transport.request<KpiDetailAnswer>('POST', EVENT_PEGAWAI_PATH, { body });
}

/** The approval actions the KPI route knows (the engine may list others, e.g. cancel; they are not offered). */
export const KPI_APPROVAL_EVENTS = {
  request: 'store_request',
  approve: 'store_approve',
  reject: 'store_reject',
  reverse: 'store_reverse',
} as const;
export type KpiApprovalAction = keyof typeof KPI_APPROVAL_EVENTS;

export function actOnKpi(
  transport: Transport,
  id: number,
  action: KpiApprovalAction,
  note: string | null,
): Promise<KpiDetailAnswer> {
  return transport.request<KpiDetailAnswer>('POST', `${EVENT_PEGAWAI_PATH}/${id}`, {
    body: { event: KPI_APPROVAL_EVENTS[action], note },
  });
}

/** store_save: the employee's achievements only (no score: the server computes it). */
export function saveRealisasi(
  transport: Transport,
  id: number,
  penilaian: { indikator_id: number; realisasi: string | null }[],
): Promise<KpiDetailAnswer> {
  return transport.request<KpiDetailAnswer>('POST', `${EVENT_PEGAWAI_PATH}/${id}`, {
    body: { event: 'store_save', penilaian },
  });
}

/** store_save_score: the assessor's achievements (realisasi_atasan) and note; again no score. */
export function saveRealisasiAtasan(
  transport: Transport,
  id: number,
  penilaian: { indikator_id: number; realisasi_atasan: string | null }[],
  catatan: string | null,
): Promise<KpiDetailAnswer> {
  return transport.request<KpiDetailAnswer>('POST', `${EVENT_PEGAWAI_PATH}/${id}`, {
    body: { event: 'store_save_score', penilaian, catatan },
  });
}

export function resetKpi(
  transport: Transport,
  id: number,
  event: 'store_reset_penilaian' | 'store_reset_resume',
): Promise<KpiDetailAnswer> {
  return transport.request<KpiDetailAnswer>('POST', `${EVENT_PEGAWAI_PATH}/${id}`, { body: { event } });
}

/** The xlsx of one event's achievements, sent as the body; answers the job to follow. */
export function uploadKpi(
  transport: Transport,
  eventId: number,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<{ message: string; data: { job_id: string } }> {
  return transport.request('POST', KPI_UPLOAD_PATH, {
    query: { event_id: eventId },
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });
}

// ---- master data --------------------------------------------------------------------------------

export interface MasterListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  jabatan_id?: number;
  periode_id?: number;
  perspektif_id?: number;
}

export const masterPath = (resource: KpiMasterResource) => `${KPI_PATH}/${resource}`;

export function useMasterList(resource: KpiMasterResource, query: MasterListQuery) {
  const transport = useTransport();
  const params = clean(query);
  return useApi<Paged<KpiMasterRow>>(
    [masterPath(resource), params],
    () => transport.request<Paged<KpiMasterRow>>('GET', masterPath(resource), { query: params }),
    { keepPreviousData: true },
  );
}

/** `{ id, nama }` of a resource for selects (null: ask nothing, e.g. the caller may not read it). */
export function useMasterOptions(resource: KpiMasterResource | null) {
  const transport = useTransport();
  const { data } = useApi<{ data: { id: number; nama: string }[] }>(
    resource ? [masterPath(resource), 'options'] : null,
    () => transport.request('GET', masterPath(resource!), { query: { event: 'index_options' } }),
    { revalidateOnFocus: false },
  );
  return data?.data ?? [];
}

export interface BobotRule {
  jabatan_id: number;
  total_bobot: string;
  is_valid: boolean;
}

/** The weight sum of a jabatan's indicator set (index_rules) and whether it is exactly 100. */
export function useBobotRule(resource: 'indikator_jabatan' | 'indikator_jabatan_non', jabatanId: number | undefined) {
  const transport = useTransport();
  return useApi<{ data: BobotRule }>(jabatanId ? [masterPath(resource), 'rules', jabatanId] : null, () =>
    transport.request('GET', masterPath(resource), { query: { event: 'index_rules', jabatan_id: jabatanId! } }),
  );
}

export function saveMaster(
  transport: Transport,
  resource: KpiMasterResource,
  id: number | null,
  body: Record<string, unknown>,
): Promise<{ message: string; data: KpiMasterRow }> {
  return id === null
    ? transport.request('POST', masterPath(resource), { body })
    : transport.request('PUT', `${masterPath(resource)}/${id}`, { body });
}

export function deleteMaster(
  transport: Transport,
  resource: KpiMasterResource,
  id: number,
): Promise<{ message: string }> {
  return transport.request('DELETE', `${masterPath(resource)}/${id}`);
}

// ---- resume, charts, own periods, export ----------------------------------------------------------

export interface ResumeQuery {
  page?: number;
  per_page?: number;
  search?: string;
  periode_id?: number;
  kantor_id?: number;
}

export function useResumeList(query: ResumeQuery) {
  const transport = useTransport();
  const params = clean(query);
  return useApi<Paged<KpiResumeRow>>(
    [KPI_RESUME_PATH, params],
    () => transport.request<Paged<KpiResumeRow>>('GET', KPI_RESUME_PATH, { query: params }),
    { keepPreviousData: true },
  );
}

export function useGrafik(query: { periode_id?: number; kantor_id?: number }) {
  const transport = useTransport();
  const params = clean({ event: 'index_grafik', ...query });
  return useApi<{ data: KpiGrafik }>([KPI_RESUME_PATH, params], () =>
    transport.request('GET', KPI_RESUME_PATH, { query: params }),
  );
}

/** Refreshes a whole period's resume (store_reset_resume on /resume). */
export function refreshResume(transport: Transport, periodeId: number): Promise<{ message: string }> {
  return transport.request('POST', KPI_RESUME_PATH, { body: { event: 'store_reset_resume', periode_id: periodeId } });
}

export function useOwnPeriods() {
  const transport = useTransport();
  return useApi<{ data: KpiResumeRow[] }>([KPI_PERIODE_PEGAWAI_PATH], () =>
    transport.request('GET', KPI_PERIODE_PEGAWAI_PATH),
  );
}

export function startKpiExport(
  transport: Transport,
  periodeId: number,
): Promise<{ message: string; data: { job_id: string } }> {
  return transport.request('POST', KPI_EXPORT_PATH, { body: { periode_id: periodeId } });
}

/** Spec section 3: periode_pegawai's score travels as text and is shown as a number. */
export function scoreNumber(score: string | null | undefined): number {
  const n = Number.parseFloat(score ?? '');
  return Number.isFinite(n) ? n : 0;
}
