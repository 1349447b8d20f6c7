/**
 * Sanctions (spec section 7 /sdm/pegawai/x/sanksi, /general/sanksi (+parent)): the register with its
 * lists (all, in force, invalid), one record and its decree files, the master data and the export.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  MessageAnswer,
  SanksiEvent,
  SanksiInput,
  SanksiJenisInput,
  SanksiJenisListAnswer,
  SanksiJenisMutation,
  SanksiMutation,
  SanksiParentInput,
  SanksiParentListAnswer,
  SanksiParentMutation,
  SanksiRow,
  SanksiShowAnswer,
  SanksiStatus,
  SanksiUpdateInput,
} from '@portal/contracts';

export const SANKSI_PATH = '/sdm/pegawai/x/sanksi';
export const SANKSI_EXPORT_PATH = '/sdm/pegawai/x/sanksi/x/export';
export const SANKSI_JENIS_PATH = '/general/sanksi';
export const SANKSI_PARENT_PATH = '/general/sanksi/x/parent';

/** Spec section 3: the badge colour of a sanction by its parent's class (1 success, 2 warning, else danger). */
export function kelasPalette(kelasId: number): 'green' | 'orange' | 'red' {
  if (kelasId === 1) return 'green';
  if (kelasId === 2) return 'orange';
  return 'red';
}

export interface SanksiListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  jenis_id?: number;
  kelas_id?: number;
  status?: SanksiStatus;
}

export function useSanksiList(event: SanksiEvent, query: SanksiListQuery) {
  return usePagedList<SanksiRow>(useTransport(), SANKSI_PATH, { ...query, event } as unknown as QueryParams);
}

export function useSanksi(id: number | null) {
  return useShow<SanksiShowAnswer>(useTransport(), SANKSI_PATH, id);
}

export function saveSanksi(transport: Transport, input: SanksiInput, id?: number): Promise<SanksiMutation> {
  if (id === undefined) return transport.request('POST', SANKSI_PATH, { body: input });
  const { pegawai_id: _pegawai, ...body }: SanksiInput = input;
  return transport.request('PUT', `${SANKSI_PATH}/${id}`, { body: body satisfies SanksiUpdateInput });
}

export function deleteSanksi(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${SANKSI_PATH}/${id}`);
}

export function useSanksiJenis() {
  const transport = useTransport();
  return useApi<SanksiJenisListAnswer>([SANKSI_JENIS_PATH], () => transport.request('GET', SANKSI_JENIS_PATH));
}

export function useSanksiParents() {
  const transport = useTransport();
  return useApi<SanksiParentListAnswer>([SANKSI_PARENT_PATH], () => transport.request('GET', SANKSI_PARENT_PATH));
}

export function saveSanksiJenis(transport: Transport, input: SanksiJenisInput, id?: number) {
  return id === undefined
    ? transport.request<SanksiJenisMutation>('POST', SANKSI_JENIS_PATH, { body: input })
    : transport.request<SanksiJenisMutation>('PUT', `${SANKSI_JENIS_PATH}/${id}`, { body: input });
}

export function deleteSanksiJenis(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${SANKSI_JENIS_PATH}/${id}`);
}

export function saveSanksiParent(transport: Transport, input: SanksiParentInput, id?: number) {
  return id === undefined
    ? transport.request<SanksiParentMutation>('POST', SANKSI_PARENT_PATH, { body: input })
    : transport.request<SanksiParentMutation>('PUT', `${SANKSI_PARENT_PATH}/${id}`, { body: input });
}

export function deleteSanksiParent(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${SANKSI_PARENT_PATH}/${id}`);
}

/** The form's values: selects hold null until chosen, optional texts ''. */
export interface SanksiFormValues {
  pegawai_id: number | null;
  jenis_id: string;
  awal: string;
  akhir: string;
  nomor_sk: string;
  keterangan: string;
}

export const EMPTY_SANKSI_FORM: SanksiFormValues = {
  pegawai_id: null,
  jenis_id: '',
  awal: '',
  akhir: '',
  nomor_sk: '',
  keterangan: '',
};

export function sanksiFormValues(row: SanksiRow): SanksiFormValues {
  return {
    pegawai_id: row.pegawai_id,
    jenis_id: String(row.jenis.id),
    awal: row.awal,
    akhir: row.akhir ?? '',
    nomor_sk: row.nomor_sk ?? '',
    keterangan: row.keterangan ?? '',
  };
}

/** The body the API takes: blanks as null, texts trimmed. */
export function sanksiInputOf(values: SanksiFormValues): SanksiInput {
  return {
    pegawai_id: Number(values.pegawai_id),
    jenis_id: Number(values.jenis_id),
    awal: values.awal,
    akhir: values.akhir || null,
    nomor_sk: values.nomor_sk.trim() || null,
    keterangan: values.keterangan.trim() || null,
  };
}

export const sanksiFormSchema = yup.object({
  pegawai_id: yup.number().nullable().required('Pegawai wajib dipilih'),
  jenis_id: yup.string().required('Jenis sanksi wajib dipilih'),
  awal: yup.string().required('Tanggal awal wajib diisi'),
  akhir: yup.string().test('not-before-awal', 'Tanggal akhir tidak boleh sebelum tanggal awal', (akhir, ctx) => {
    const awal = (ctx.parent as SanksiFormValues).awal;
    return !akhir || !awal || akhir >= awal;
  }),
  nomor_sk: yup.string().max(255, 'Nomor SK paling banyak 255 karakter'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});
