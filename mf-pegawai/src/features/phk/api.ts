/**
 * Terminations (spec section 7 /sdm/pegawai/x/phk (+GET type)): the register, one record and its
 * decree files, the types and the export. A termination ends the employee's active status on its
 * date (tanggal); the server applies it (ADR 0047).
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  MessageAnswer,
  PhkInput,
  PhkMutation,
  PhkRow,
  PhkShowAnswer,
  PhkStatus,
  PhkTypeInput,
  PhkTypeListAnswer,
  PhkTypeMutation,
  PhkUpdateInput,
} from '@portal/contracts';

export const PHK_PATH = '/sdm/pegawai/x/phk';
export const PHK_EXPORT_PATH = '/sdm/pegawai/x/phk/x/export';
export const PHK_TYPE_PATH = '/sdm/pegawai/x/phk/x/type';

export interface PhkListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  type_id?: number;
  kantor_id?: number;
  tahun?: number;
  status?: PhkStatus;
}

export function usePhkList(query: PhkListQuery) {
  return usePagedList<PhkRow>(useTransport(), PHK_PATH, { ...query, event: 'index' } as unknown as QueryParams);
}

export function usePhk(id: number | null) {
  return useShow<PhkShowAnswer>(useTransport(), PHK_PATH, id);
}

export function usePhkTypes() {
  const transport = useTransport();
  return useApi<PhkTypeListAnswer>([PHK_TYPE_PATH], () => transport.request('GET', PHK_TYPE_PATH));
}

export function savePhk(transport: Transport, input: PhkInput, id?: number): Promise<PhkMutation> {
  if (id === undefined) return transport.request('POST', PHK_PATH, { body: input });
  const { pegawai_id: _pegawai, ...body }: PhkInput = input;
  return transport.request('PUT', `${PHK_PATH}/${id}`, { body: body satisfies PhkUpdateInput });
}

export function deletePhk(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${PHK_PATH}/${id}`);
}

export function savePhkType(transport: Transport, input: PhkTypeInput, id?: number) {
  return id === undefined
    ? transport.request<PhkTypeMutation>('POST', PHK_TYPE_PATH, { body: input })
    : transport.request<PhkTypeMutation>('PUT', `${PHK_TYPE_PATH}/${id}`, { body: input });
}

export function deletePhkType(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${PHK_TYPE_PATH}/${id}`);
}

/** The form's values: selects hold null/'' until chosen, optional texts ''. */
export interface PhkFormValues {
  pegawai_id: number | null;
  type_id: string;
  tanggal: string;
  nomor_sk: string;
  penyelenggara: string;
  keterangan: string;
}

export const EMPTY_PHK_FORM: PhkFormValues = {
  pegawai_id: null,
  type_id: '',
  tanggal: '',
  nomor_sk: '',
  penyelenggara: '',
  keterangan: '',
};

export function phkFormValues(row: PhkRow): PhkFormValues {
  return {
    pegawai_id: row.pegawai_id,
    type_id: String(row.type_id),
    tanggal: row.tanggal,
    nomor_sk: row.nomor_sk ?? '',
    penyelenggara: row.penyelenggara ?? '',
    keterangan: row.keterangan ?? '',
  };
}

/** The body the API takes: blanks as null, texts trimmed. */
export function phkInputOf(values: PhkFormValues): PhkInput {
  return {
    pegawai_id: Number(values.pegawai_id),
    type_id: Number(values.type_id),
    tanggal: values.tanggal,
    nomor_sk: values.nomor_sk.trim() || null,
    penyelenggara: values.penyelenggara.trim() || null,
    keterangan: values.keterangan.trim() || null,
  };
}

export const phkFormSchema = yup.object({
  pegawai_id: yup.number().nullable().required('Pegawai wajib dipilih'),
  type_id: yup.string().required('Kategori PHK wajib dipilih'),
  tanggal: yup.string().required('Tanggal PHK wajib diisi'),
  nomor_sk: yup.string().max(255, 'Nomor SK paling banyak 255 karakter'),
  penyelenggara: yup.string().max(255, 'Penyelenggara paling banyak 255 karakter'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});
