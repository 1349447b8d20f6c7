/**
 * Worksheet calls (packages/contracts/src/worksheet.ts lists every path, query and answer; spec
 * section 7 /sdm/pegawai/x/worksheet; docs/adr/0046), their SWR hooks and the entry form's schema.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { MESSAGES, portalToday } from '@portal/domain';
import type {
  MessageAnswer,
  Paged,
  WorksheetAttribute,
  WorksheetAttributeAnswer,
  WorksheetAttributeInput,
  WorksheetAttributesAnswer,
  WorksheetDashboardAnswer,
  WorksheetEntry,
  WorksheetInput,
  WorksheetKantorAnswer,
  WorksheetLalaiAnswer,
  WorksheetMutationAnswer,
  WorksheetOwnAnswer,
} from '@portal/contracts';

/** Relative to the transport's /api base (contracts: WORKSHEET_PATHS). */
export const WORKSHEET_PATH = '/sdm/pegawai/x/worksheet';
export const WORKSHEET_PATHS = {
  base: WORKSHEET_PATH,
  tugas: `${WORKSHEET_PATH}/tugas`,
  attribute: `${WORKSHEET_PATH}/tugas/attribute`,
  lalai: `${WORKSHEET_PATH}/lalai`,
  kantorTugas: `${WORKSHEET_PATH}/kantor/tugas`,
  dashboard: `${WORKSHEET_PATH}/dashboard`,
} as const;

export const WORKSHEET_ROUTES = {
  index: '/pegawai/worksheet/index',
  tugas: '/pegawai/worksheet/tugas',
  kantor: '/pegawai/worksheet/kantor',
  dashboard: '/pegawai/worksheet/dashboard',
  attribute: '/pegawai/worksheet/attribute',
} as const;

/** Contracts' WORKSHEET_LIMITS. */
export const WORKSHEET_LIMITS = {
  tugas: 500,
  catatan: 1_000,
  menitMax: 24 * 60,
  attributes: 10,
  daysBack: 31,
  /** Contracts' WorksheetAttributeInput: nama 1–100 characters. */
  attributeNama: 100,
} as const;

export interface MonthQuery {
  tahun: number;
  bulan: number;
}

/** This month in the portal's zone. */
export function thisMonth(): MonthQuery {
  const [tahun, bulan] = portalToday().split('-').map(Number);
  return { tahun, bulan };
}

/** '1 jam 30 menit', '45 menit'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} menit`;
  return m === 0 ? `${h} jam` : `${h} jam ${m} menit`;
}

export function useOwnWorksheet(month: MonthQuery) {
  const transport = useTransport();
  return useApi<WorksheetOwnAnswer>([WORKSHEET_PATH, month.tahun, month.bulan], () =>
    transport.request<WorksheetOwnAnswer>('GET', WORKSHEET_PATH, { query: { ...month } }),
  );
}

export function useLalai(month: MonthQuery) {
  const transport = useTransport();
  return useApi<WorksheetLalaiAnswer>([WORKSHEET_PATHS.lalai, month.tahun, month.bulan], () =>
    transport.request<WorksheetLalaiAnswer>('GET', WORKSHEET_PATHS.lalai, { query: { ...month } }),
  );
}

export function useAttributes() {
  const transport = useTransport();
  return useApi<WorksheetAttributesAnswer>([WORKSHEET_PATHS.attribute], () =>
    transport.request<WorksheetAttributesAnswer>('GET', WORKSHEET_PATHS.attribute),
  );
}

export interface TugasQuery {
  page: number;
  per_page: number;
  search?: string;
  tanggal_awal?: string;
  tanggal_akhir?: string;
  kantor_id?: number;
  attribute_id?: number;
  is_late?: boolean;
  sortby?: string;
  sortbydesc?: string;
}

export function useTugas(query: TugasQuery) {
  const wire = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as QueryParams;
  return usePagedList<WorksheetEntry>(useTransport(), WORKSHEET_PATHS.tugas, wire);
}

export function useKantorWorksheet(month: MonthQuery & { search?: string }) {
  const transport = useTransport();
  return useApi<WorksheetKantorAnswer>(
    [WORKSHEET_PATHS.kantorTugas, month.tahun, month.bulan, month.search ?? ''],
    () =>
      transport.request<WorksheetKantorAnswer>('GET', WORKSHEET_PATHS.kantorTugas, {
        query: month.search ? { ...month } : { tahun: month.tahun, bulan: month.bulan },
      }),
  );
}

export function useWorksheetDashboard(month: MonthQuery) {
  const transport = useTransport();
  return useApi<WorksheetDashboardAnswer>([WORKSHEET_PATHS.dashboard, month.tahun, month.bulan], () =>
    transport.request<WorksheetDashboardAnswer>('GET', WORKSHEET_PATHS.dashboard, { query: { ...month } }),
  );
}

export function createEntry(transport: Transport, input: WorksheetInput): Promise<WorksheetMutationAnswer> {
  return transport.request('POST', WORKSHEET_PATH, { body: input });
}

export function updateEntry(transport: Transport, id: number, input: WorksheetInput): Promise<WorksheetMutationAnswer> {
  return transport.request('PUT', `${WORKSHEET_PATH}/${id}`, { body: input });
}

export function deleteEntry(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${WORKSHEET_PATH}/${id}`);
}

export interface EntryFormValues {
  tanggal: string;
  tugas: string;
  durasi_menit: number | '';
  attribute_ids: number[];
  catatan: string;
}

export function emptyEntry(tanggal = portalToday()): EntryFormValues {
  return { tanggal, tugas: '', durasi_menit: '', attribute_ids: [], catatan: '' };
}

export function entryValues(e: WorksheetEntry): EntryFormValues {
  return {
    tanggal: e.tanggal,
    tugas: e.tugas,
    durasi_menit: e.durasi_menit,
    attribute_ids: e.attributes.map((a) => a.id),
    catatan: e.catatan ?? '',
  };
}

const REQUIRED = MESSAGES.fieldRequired;

/** The server's rules (worksheet.service check): not after today, a positive duration up to 24 hours. */
export const entryFormSchema = yup.object({
  tanggal: yup
    .string()
    .required(REQUIRED)
    .test('future', 'Tanggal worksheet tidak boleh melewati hari ini', (v) => !v || v <= portalToday()),
  tugas: yup
    .string()
    .trim()
    .required('Tugas wajib diisi')
    .max(WORKSHEET_LIMITS.tugas, `Tugas paling banyak ${WORKSHEET_LIMITS.tugas} karakter`),
  durasi_menit: yup
    .number()
    .typeError('Isi dengan angka menit')
    .required(REQUIRED)
    .integer('Isi dengan angka menit')
    .min(1, 'Waktu paling sedikit 1 menit')
    .max(WORKSHEET_LIMITS.menitMax, 'Waktu paling banyak 24 jam'),
  attribute_ids: yup.array().of(yup.number().required()).max(WORKSHEET_LIMITS.attributes).required(),
  catatan: yup.string().max(WORKSHEET_LIMITS.catatan, `Catatan paling banyak ${WORKSHEET_LIMITS.catatan} karakter`),
});

export function toEntryInput(v: EntryFormValues): WorksheetInput {
  return {
    tanggal: v.tanggal,
    tugas: v.tugas.trim(),
    durasi_menit: Number(v.durasi_menit),
    attribute_ids: v.attribute_ids,
    catatan: v.catatan.trim() === '' ? null : v.catatan.trim(),
  };
}

// ---- the tugas attribute master list (managers: POLICY.readWorksheetOffices) ------------------------

/** POST …/tugas/attribute → 'Atribut tugas created'. */
export function createAttribute(
  transport: Transport,
  input: WorksheetAttributeInput,
): Promise<WorksheetAttributeAnswer> {
  return transport.request('POST', WORKSHEET_PATHS.attribute, { body: input });
}

/** PUT …/tugas/attribute/{id}: rename or (de)activate → 'Atribut tugas updated'. */
export function updateAttribute(
  transport: Transport,
  id: number,
  input: WorksheetAttributeInput,
): Promise<WorksheetAttributeAnswer> {
  return transport.request('PUT', `${WORKSHEET_PATHS.attribute}/${id}`, { body: input });
}

/** DELETE …/tugas/attribute/{id} → 'Atribut tugas deleted'; one in use answers 409 (deactivate it instead). */
export function deleteAttribute(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${WORKSHEET_PATHS.attribute}/${id}`);
}

export interface AttributeFormValues {
  nama: string;
  is_active: boolean;
}

export const EMPTY_ATTRIBUTE_FORM: AttributeFormValues = { nama: '', is_active: true };

export function attributeFormValues(row: WorksheetAttribute): AttributeFormValues {
  return { nama: row.nama, is_active: row.is_active };
}

/** The contract's rules (nama 1–100 characters); a duplicate name is the server's 422/409. */
export const attributeFormSchema = yup.object({
  nama: yup
    .string()
    .trim()
    .required(MESSAGES.fieldRequired)
    .max(WORKSHEET_LIMITS.attributeNama, `Nama atribut paling banyak ${WORKSHEET_LIMITS.attributeNama} karakter`),
  is_active: yup.boolean().required(),
});

export function toAttributeInput(v: AttributeFormValues): WorksheetAttributeInput {
  return { nama: v.nama.trim(), is_active: v.is_active };
}

export interface AttributeListQuery {
  page: number;
  per_page: number;
  search?: string;
}

/**
 * The attribute list is a short master list the server answers whole (the entry form needs all of
 * it); the managers' table searches and pages it here, in the server's list shape.
 */
export function pageAttributes(
  rows: readonly WorksheetAttribute[],
  query: AttributeListQuery,
): Paged<WorksheetAttribute> {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const found = needle ? rows.filter((r) => r.nama.toLowerCase().includes(needle)) : [...rows];
  const perPage = Math.max(1, query.per_page);
  const lastPage = Math.max(1, Math.ceil(found.length / perPage));
  const page = Math.min(Math.max(1, query.page), lastPage);
  const data = found.slice((page - 1) * perPage, page * perPage);
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total: found.length,
    last_page: lastPage,
  };
}
