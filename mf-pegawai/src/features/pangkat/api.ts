/**
 * Ranks (spec section 7 /sdm/x/pangkat): the register, employees' current ranks with the expired
 * and simulation lists, the bulk import of rank records and the export.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  CurrentPangkatEvent,
  MessageAnswer,
  PangkatFileListAnswer,
  PangkatFileUploadAnswer,
  PangkatInput,
  PangkatMutation,
  PangkatRow,
  PegawaiCurrentPangkatRow,
  PegawaiPangkatListAnswer,
} from '@portal/contracts';

export const PANGKAT_PATH = '/sdm/x/pangkat';
export const PANGKAT_PEGAWAI_PATH = '/sdm/x/pangkat/x/pegawai';
export const PANGKAT_EXPORT_PATH = '/sdm/x/pangkat/x/export';
export const PANGKAT_IMPORT_PATH = '/sdm/pegawai/x/pangkat/x/store_excel';
export const PANGKAT_TEMPLATE_PATH = '/sdm/pegawai/x/pangkat/x/template';

/** Spec section 3: a rank's grade is shown 'grade | corporate title'. */
export function gradeText(p: { grade: string; corporate_title: string }): string {
  return `${p.grade} | ${p.corporate_title}`;
}

export interface PangkatListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

export function usePangkatList(query: PangkatListQuery) {
  return usePagedList<PangkatRow>(useTransport(), PANGKAT_PATH, query as unknown as QueryParams);
}

export function savePangkat(transport: Transport, input: PangkatInput, id?: number): Promise<PangkatMutation> {
  return id === undefined
    ? transport.request('POST', PANGKAT_PATH, { body: input })
    : transport.request('PUT', `${PANGKAT_PATH}/${id}`, { body: input });
}

export function deletePangkat(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${PANGKAT_PATH}/${id}`);
}

export function useCurrentPangkat(query: {
  event: CurrentPangkatEvent;
  page: number;
  per_page: number;
  search?: string;
}) {
  return usePagedList<PegawaiCurrentPangkatRow>(useTransport(), PANGKAT_PEGAWAI_PATH, query as unknown as QueryParams);
}

export const pangkatFormSchema = yup.object({
  nama: yup.string().trim().required('Nama wajib diisi').max(255, 'Nama paling banyak 255 karakter'),
  grade: yup.string().trim().required('Grade wajib diisi').max(255, 'Grade paling banyak 255 karakter'),
  corporate_title: yup
    .string()
    .trim()
    .required('Corporate title wajib diisi')
    .max(255, 'Corporate title paling banyak 255 karakter'),
});

export const EMPTY_PANGKAT: PangkatInput = { nama: '', grade: '', corporate_title: '', is_disabled: false };

export interface PegawaiPick {
  id: number;
  nama: string;
  npp: string | null;
}

/** Employees for the picker: the first page of /sdm/pegawai matching `search`. */
export async function searchPegawai(transport: Transport, search: string): Promise<PegawaiPick[]> {
  return (await transport.request<{ data: PegawaiPick[] }>('GET', '/sdm/pegawai', { query: { search, per_page: 20 } }))
    .data;
}

export function usePegawaiPangkatRecords(pegawaiId: number | null) {
  const transport = useTransport();
  return useApi<PegawaiPangkatListAnswer>(pegawaiId ? ['/sdm/pegawai/x/pangkat', pegawaiId] : null, () =>
    transport.request('GET', '/sdm/pegawai/x/pangkat', { query: { pegawai_id: pegawaiId } }),
  );
}

export function useDecreeFiles(recordId: number) {
  const transport = useTransport();
  const path = `/sdm/pegawai/x/pangkat/${recordId}/x/file`;
  return useApi<PangkatFileListAnswer>([path], () => transport.request('GET', path));
}

/** Reads the file as base64 (the server takes decree files as JSON; at most 2 MB). */
export function uploadDecree(
  transport: Transport,
  recordId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PangkatFileUploadAnswer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('File tidak dapat dibaca'));
    reader.onload = () => {
      const content_base64 = String(reader.result).replace(/^data:[^,]*,/, '');
      transport
        .request<PangkatFileUploadAnswer>('POST', `/sdm/pegawai/x/pangkat/${recordId}/x/file`, {
          body: { name: file.name, content_base64 },
          onUploadProgress: onProgress,
        })
        .then(resolve, reject);
    };
    reader.readAsDataURL(file);
  });
}
