/**
 * Outsourced staff (spec section 7 /sdm/outsourching (+kontrak, phk, jabatan; update_photo)): the
 * register (index, index_expired), contracts with the bulk extension, terminations, positions,
 * contract kinds, the photo and the export. Row scoping and the 30-day rule are the server's (ADR 0051).
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  KontrakStatus,
  MessageAnswer,
  OutsourcingEvent,
  OutsourcingInput,
  OutsourcingJabatanInput,
  OutsourcingJabatanMutation,
  OutsourcingKontrakFields,
  OutsourcingKontrakInput,
  OutsourcingKontrakListAnswer,
  OutsourcingKontrakMutation,
  OutsourcingKontrakRow,
  OutsourcingMutation,
  OutsourcingNamedListAnswer,
  OutsourcingPerpanjangAnswer,
  OutsourcingPerpanjangInput,
  OutsourcingPhkInput,
  OutsourcingPhkMutation,
  OutsourcingPhkRow,
  OutsourcingPhotoAnswer,
  OutsourcingRow,
  OutsourcingUpdateInput,
} from '@portal/contracts';

export const OUTSOURCING_PATH = '/sdm/outsourching';
export const KONTRAK_PATH = '/sdm/outsourching/kontrak';
export const OUTSOURCING_PHK_PATH = '/sdm/outsourching/phk';
export const OUTSOURCING_JABATAN_PATH = '/sdm/outsourching/jabatan';
export const OUTSOURCING_JENIS_PATH = '/sdm/outsourching/x/jenis';
export const OUTSOURCING_EXPORT_PATH = '/sdm/outsourching/x/export';

export interface OutsourcingListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  jabatan_id?: number;
  jenis_id?: number;
  kantor_id?: number;
  status_kontrak?: KontrakStatus;
}

export interface KontrakListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  jenis_id?: number;
  kantor_id?: number;
  status?: KontrakStatus;
}

export function useOutsourcingList(event: OutsourcingEvent, query: OutsourcingListQuery) {
  return usePagedList<OutsourcingRow>(useTransport(), OUTSOURCING_PATH, { ...query, event } as unknown as QueryParams);
}

export function useKontrakList(query: KontrakListQuery) {
  return usePagedList<OutsourcingKontrakRow>(useTransport(), KONTRAK_PATH, {
    ...query,
    event: 'index',
  } as unknown as QueryParams);
}

export function useOutsourcingPhkList(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<OutsourcingPhkRow>(useTransport(), OUTSOURCING_PHK_PATH, {
    ...query,
    event: 'index',
  } as unknown as QueryParams);
}

/** The positions or the contract kinds (one call per session each, shared through SWR). */
export function useOutsourcingOptions(path: typeof OUTSOURCING_JABATAN_PATH | typeof OUTSOURCING_JENIS_PATH) {
  const transport = useTransport();
  const { data } = useApi<OutsourcingNamedListAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
  return data?.data ?? [];
}

/** The positions with how many workers hold each, on the options' cache key (a rename reaches both). */
export function useOutsourcingJabatan() {
  const transport = useTransport();
  return useApi<OutsourcingNamedListAnswer>(
    [OUTSOURCING_JABATAN_PATH],
    () => transport.request('GET', OUTSOURCING_JABATAN_PATH),
    { revalidateOnFocus: false },
  );
}

export function saveOutsourcingJabatan(
  transport: Transport,
  input: OutsourcingJabatanInput,
  id?: number,
): Promise<OutsourcingJabatanMutation> {
  return id === undefined
    ? transport.request('POST', OUTSOURCING_JABATAN_PATH, { body: input })
    : transport.request('PUT', `${OUTSOURCING_JABATAN_PATH}/${id}`, { body: input });
}

export function deleteOutsourcingJabatan(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${OUTSOURCING_JABATAN_PATH}/${id}`);
}

/** One worker's contracts, the earliest first: a worker has a handful, so one page holds them all. */
export function useWorkerKontrak(outsourcingId: number) {
  const transport = useTransport();
  const query = { event: 'index', outsourcing_id: outsourcingId, sortby: 'awal', per_page: 100 };
  return useApi<OutsourcingKontrakListAnswer>([KONTRAK_PATH, query], () =>
    transport.request('GET', KONTRAK_PATH, { query }),
  );
}

/** Workers on the register matching a search (the termination form's picker). */
export function searchOutsourcing(transport: Transport, search: string): Promise<OutsourcingRow[]> {
  return transport
    .request<{ data: OutsourcingRow[] }>('GET', OUTSOURCING_PATH, { query: { event: 'index', search, per_page: 20 } })
    .then((answer) => answer.data);
}

export function saveOutsourcing(
  transport: Transport,
  input: OutsourcingInput | OutsourcingUpdateInput,
  id?: number,
): Promise<OutsourcingMutation> {
  return id === undefined
    ? transport.request('POST', OUTSOURCING_PATH, { body: input })
    : transport.request('PUT', `${OUTSOURCING_PATH}/${id}`, { body: input });
}

export function deleteOutsourcing(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${OUTSOURCING_PATH}/${id}`);
}

export function uploadOutsourcingPhoto(
  transport: Transport,
  id: number,
  image: string,
): Promise<OutsourcingPhotoAnswer> {
  return transport.request('POST', `${OUTSOURCING_PATH}/${id}/x/update_photo`, { body: { image } });
}

export function saveKontrak(
  transport: Transport,
  input: OutsourcingKontrakFields,
  target: { outsourcing_id: number } | { id: number },
): Promise<OutsourcingKontrakMutation> {
  if ('id' in target) return transport.request('PUT', `${KONTRAK_PATH}/${target.id}`, { body: input });
  const body: OutsourcingKontrakInput = { outsourcing_id: target.outsourcing_id, ...input };
  return transport.request('POST', KONTRAK_PATH, { body });
}

export function deleteKontrak(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${KONTRAK_PATH}/${id}`);
}

export function extendKontrak(
  transport: Transport,
  input: OutsourcingPerpanjangInput,
): Promise<OutsourcingPerpanjangAnswer> {
  return transport.request('POST', `${KONTRAK_PATH}/x/perpanjang`, { body: input });
}

export function saveOutsourcingPhk(transport: Transport, input: OutsourcingPhkInput, id?: number) {
  if (id === undefined) return transport.request<OutsourcingPhkMutation>('POST', OUTSOURCING_PHK_PATH, { body: input });
  const { outsourcing_id: _worker, ...body } = input;
  return transport.request<OutsourcingPhkMutation>('PUT', `${OUTSOURCING_PHK_PATH}/${id}`, { body });
}

export function deleteOutsourcingPhk(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${OUTSOURCING_PHK_PATH}/${id}`);
}

// ---- forms --------------------------------------------------------------------------------------------

/** A contract in a form: selects hold '' until chosen, optional texts ''. */
export interface KontrakFormValues {
  jenis_id: string;
  kantor_id: number | null;
  nomor: string;
  perusahaan: string;
  awal: string;
  akhir: string;
  keterangan: string;
}

export const EMPTY_KONTRAK_FORM: KontrakFormValues = {
  jenis_id: '',
  kantor_id: null,
  nomor: '',
  perusahaan: '',
  awal: '',
  akhir: '',
  keterangan: '',
};

export function kontrakFormValues(row: OutsourcingKontrakRow): KontrakFormValues {
  return {
    jenis_id: String(row.jenis.id),
    kantor_id: row.kantor.id,
    nomor: row.nomor ?? '',
    perusahaan: row.perusahaan ?? '',
    awal: row.awal,
    akhir: row.akhir,
    keterangan: row.keterangan ?? '',
  };
}

export function kontrakInputOf(v: KontrakFormValues): OutsourcingKontrakFields {
  return {
    jenis_id: Number(v.jenis_id),
    kantor_id: Number(v.kantor_id),
    nomor: v.nomor.trim() || null,
    perusahaan: v.perusahaan.trim() || null,
    awal: v.awal,
    akhir: v.akhir,
    keterangan: v.keterangan.trim() || null,
  };
}

export const kontrakFormSchema = yup.object({
  jenis_id: yup.string().required('Jenis kontrak wajib dipilih'),
  kantor_id: yup.number().nullable().required('Kantor wajib dipilih'),
  awal: yup.string().required('Tanggal awal kontrak wajib diisi'),
  akhir: yup
    .string()
    .required('Tanggal akhir kontrak wajib diisi')
    .test('after', 'Tanggal akhir kontrak tidak boleh sebelum tanggal awal', function check(akhir) {
      const awal = this.parent.awal as string;
      return !awal || !akhir || akhir >= awal;
    }),
  nomor: yup.string().max(255, 'Nomor kontrak paling banyak 255 karakter'),
  perusahaan: yup.string().max(255, 'Perusahaan paling banyak 255 karakter'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});

/** A worker in a form; `kontrak` only when adding one (the first contract comes with them). */
export interface OutsourcingFormValues {
  nama: string;
  nik: string;
  tanggal_lahir: string;
  jenis_kelamin: '' | 'L' | 'P';
  telepon: string;
  jabatan_id: string;
  kontrak?: KontrakFormValues;
}

export const EMPTY_OUTSOURCING_FORM: OutsourcingFormValues = {
  nama: '',
  nik: '',
  tanggal_lahir: '',
  jenis_kelamin: '',
  telepon: '',
  jabatan_id: '',
  kontrak: EMPTY_KONTRAK_FORM,
};

export function outsourcingFormValues(row: OutsourcingRow): OutsourcingFormValues {
  return {
    nama: row.nama,
    nik: row.nik ?? '',
    tanggal_lahir: row.tanggal_lahir ?? '',
    jenis_kelamin: row.jenis_kelamin ?? '',
    telepon: row.telepon ?? '',
    jabatan_id: row.jabatan ? String(row.jabatan.id) : '',
  };
}

export function outsourcingInputOf(v: OutsourcingFormValues): OutsourcingInput | OutsourcingUpdateInput {
  const worker: OutsourcingUpdateInput = {
    nama: v.nama.trim(),
    nik: v.nik.trim() || null,
    tanggal_lahir: v.tanggal_lahir || null,
    jenis_kelamin: v.jenis_kelamin || null,
    telepon: v.telepon.trim() || null,
    jabatan_id: v.jabatan_id ? Number(v.jabatan_id) : null,
  };
  return v.kontrak ? { ...worker, kontrak: kontrakInputOf(v.kontrak) } : worker;
}

export const outsourcingFormSchema = yup.object({
  nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
  nik: yup.string().max(32, 'NIK paling banyak 32 karakter'),
  telepon: yup.string().max(32, 'Telepon paling banyak 32 karakter'),
  kontrak: kontrakFormSchema.default(undefined).optional(),
});
