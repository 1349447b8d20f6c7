/**
 * Training (spec section 7 /sdm/diklat…, /sdm/set/…, /sdm/sertifikasi/manajemen_resiko; contracts
 * diklat.ts): events by awal, one event with its organisers, files and participants (bulk by NPP,
 * clear, load from another event), the master lists, Gap Kompetensi and the export.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  DiklatEventInput,
  DiklatEventMutation,
  DiklatEventRow,
  DiklatEventShowAnswer,
  DiklatKompetensiOptionsAnswer,
  DiklatMaster,
  DiklatMasterInput,
  DiklatMasterListAnswer,
  DiklatMasterMutation,
  DiklatOptionsAnswer,
  DiklatPegawaiInput,
  DiklatPegawaiMutation,
  DiklatPegawaiRow,
  DiklatRequiredInput,
  DiklatRequiredMutation,
  DiklatRequiredRow,
  MessageAnswer,
} from '@portal/contracts';

export const DIKLAT_PATH = '/sdm/diklat';
export const DIKLAT_EVENT_PATH = '/sdm/diklat/event';
export const DIKLAT_PEGAWAI_PATH = '/sdm/diklat/pegawai';
export const DIKLAT_REQUIRED_PATH = '/sdm/diklat/x/required';
export const DIKLAT_KOMPETENSI_PATH = '/sdm/diklat/x/kompetensi';
export const DIKLAT_EXPORT_PATH = '/sdm/diklat/x/export';
export const masterPath = (key: DiklatMaster) => `${DIKLAT_PATH}/x/${key}`;

export interface DiklatEventListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  kategori_id?: number;
  status_id?: number;
  penyelenggara_id?: number;
  tahun?: number;
}

export function useDiklatEvents(query: DiklatEventListQuery) {
  return usePagedList<DiklatEventRow>(useTransport(), DIKLAT_EVENT_PATH, {
    ...query,
    event: 'search',
  } as unknown as QueryParams);
}

/** One page of events for a select's server search. */
export async function searchDiklatEvents(transport: Transport, query: DiklatEventListQuery): Promise<DiklatEventRow[]> {
  const answer = await transport.request<{ data: DiklatEventRow[] }>('GET', DIKLAT_EVENT_PATH, {
    query: { ...query, event: 'search' } as unknown as QueryParams,
  });
  return answer.data;
}

export function useDiklatOptions() {
  const transport = useTransport();
  return useApi<DiklatOptionsAnswer>([DIKLAT_PATH, 'index_options'], () =>
    transport.request('GET', DIKLAT_PATH, { query: { event: 'index_options' } }),
  );
}

export function useDiklatEvent(id: number | null) {
  return useShow<DiklatEventShowAnswer>(useTransport(), DIKLAT_EVENT_PATH, id);
}

export function useDiklatEventByToken(token: string | undefined) {
  const transport = useTransport();
  const path = `${DIKLAT_EVENT_PATH}/x/token/${token ?? ''}`;
  return useApi<DiklatEventShowAnswer>(token ? [path] : null, () => transport.request('GET', path));
}

export function useParticipants(query: { page: number; per_page: number; search?: string; diklat_event_id?: number }) {
  return usePagedList<DiklatPegawaiRow>(useTransport(), DIKLAT_PEGAWAI_PATH, {
    ...query,
    event: 'search',
  } as unknown as QueryParams);
}

export function useRequired(query: { page: number; per_page: number; search?: string; only_gap?: boolean }) {
  return usePagedList<DiklatRequiredRow>(useTransport(), DIKLAT_REQUIRED_PATH, query as unknown as QueryParams);
}

/** The names a position may require (61 only: asked for only when the requirements are edited). */
export function useKompetensiOptions(enabled: boolean) {
  const transport = useTransport();
  return useApi<DiklatKompetensiOptionsAnswer>(enabled ? [DIKLAT_KOMPETENSI_PATH] : null, () =>
    transport.request('GET', DIKLAT_KOMPETENSI_PATH),
  );
}

/** What a position requires now (nothing when it is not on the Gap Kompetensi list). */
export async function currentRequired(transport: Transport, jabatanId: number): Promise<string[]> {
  const answer = await transport.request<{ data: DiklatRequiredRow[] }>('GET', DIKLAT_REQUIRED_PATH, {
    query: { jabatan_id: jabatanId, page: 1, per_page: 1 },
  });
  return answer.data[0]?.kompetensi.map((k) => k.nama) ?? [];
}

/** What a position requires, replacing what it required. */
export function saveRequired(
  transport: Transport,
  jabatanId: number,
  input: DiklatRequiredInput,
): Promise<DiklatRequiredMutation> {
  return transport.request('PUT', `${DIKLAT_REQUIRED_PATH}/${jabatanId}`, { body: input });
}

export function useMaster(key: DiklatMaster) {
  const transport = useTransport();
  return useApi<DiklatMasterListAnswer>([masterPath(key)], () => transport.request('GET', masterPath(key)));
}

export function saveEvent(transport: Transport, input: DiklatEventInput, id?: number): Promise<DiklatEventMutation> {
  return id === undefined
    ? transport.request('POST', DIKLAT_EVENT_PATH, { body: input })
    : transport.request('PUT', `${DIKLAT_EVENT_PATH}/${id}`, { body: input });
}

export function deleteEvent(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${DIKLAT_EVENT_PATH}/${id}`);
}

export function writeParticipants(transport: Transport, input: DiklatPegawaiInput): Promise<DiklatPegawaiMutation> {
  return transport.request('POST', DIKLAT_PEGAWAI_PATH, { body: input });
}

export function saveMaster(transport: Transport, key: DiklatMaster, input: DiklatMasterInput, id?: number) {
  return id === undefined
    ? transport.request<DiklatMasterMutation>('POST', masterPath(key), { body: input })
    : transport.request<DiklatMasterMutation>('PUT', `${masterPath(key)}/${id}`, { body: input });
}

export function deleteMaster(transport: Transport, key: DiklatMaster, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${masterPath(key)}/${id}`);
}

/** NPPs typed or pasted one per line, or separated by commas, spaces or semicolons. */
export function parseNpp(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
}

/** The event form's values: selects hold '' until chosen, optional texts ''. */
export interface DiklatEventFormValues {
  nama: string;
  jenis_id: string;
  awal: string;
  akhir: string;
  tempat: string;
  keterangan: string;
  kategori_id: string;
  status_id: string;
  /** The registered organisers, several per event (store_penyelenggara replaces them). */
  penyelenggara_id: number[];
  /** 0009's free-text organiser of an older event, kept as it was (not edited here). */
  penyelenggara: string;
}

export const EMPTY_EVENT_FORM: DiklatEventFormValues = {
  nama: '',
  jenis_id: '1',
  awal: '',
  akhir: '',
  tempat: '',
  keterangan: '',
  kategori_id: '',
  status_id: '',
  penyelenggara_id: [],
  penyelenggara: '',
};

export function eventFormValues(row: DiklatEventRow): DiklatEventFormValues {
  return {
    nama: row.nama,
    jenis_id: String(row.jenis_id),
    awal: row.awal,
    akhir: row.akhir ?? '',
    tempat: row.tempat ?? '',
    keterangan: row.keterangan ?? '',
    kategori_id: row.kategori ? String(row.kategori.id) : '',
    status_id: row.status ? String(row.status.id) : '',
    penyelenggara_id: row.penyelenggaras.map((p) => p.id),
    penyelenggara: row.penyelenggara ?? '',
  };
}

/** The server's limit of organisers per event (contracts DiklatEventInput). */
const MAX_PENYELENGGARA = 20;

const idOrNull = (value: string) => (value ? Number(value) : null);

export function eventInputOf(values: DiklatEventFormValues): DiklatEventInput {
  return {
    nama: values.nama.trim(),
    jenis_id: Number(values.jenis_id),
    awal: values.awal,
    akhir: values.akhir || null,
    tempat: values.tempat.trim() || null,
    keterangan: values.keterangan.trim() || null,
    kategori_id: idOrNull(values.kategori_id),
    status_id: idOrNull(values.status_id),
    penyelenggara: values.penyelenggara || null,
    penyelenggara_id: values.penyelenggara_id,
  };
}

export const eventFormSchema = yup.object({
  nama: yup.string().trim().required('Nama diklat wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
  jenis_id: yup.string().required('Jenis wajib dipilih'),
  awal: yup.string().required('Tanggal awal wajib diisi'),
  akhir: yup
    .string()
    .test(
      'after',
      'Tanggal akhir tidak boleh sebelum tanggal awal',
      (akhir, ctx) => !akhir || !ctx.parent.awal || akhir >= ctx.parent.awal,
    ),
  tempat: yup.string().max(255, 'Tempat paling banyak 255 karakter'),
  penyelenggara_id: yup.array(yup.number().required()).max(MAX_PENYELENGGARA, 'Paling banyak 20 penyelenggara'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});

/** The requirements dialog: the position (chosen only when it requires nothing yet) and the names. */
export interface RequiredFormValues {
  jabatan_id: number | null;
  kompetensi: string[];
}

/** The server's limit of requirements per position (contracts DiklatRequiredInput). */
const MAX_KOMPETENSI = 100;

export const requiredFormSchema = yup.object({
  jabatan_id: yup.number().nullable().required('Jabatan wajib dipilih'),
  // At least one: a position that requires nothing leaves the Gap Kompetensi list.
  kompetensi: yup
    .array(yup.string().required())
    .min(1, 'Pilih paling sedikit satu kompetensi')
    .max(MAX_KOMPETENSI, 'Paling banyak 100 kompetensi'),
});
