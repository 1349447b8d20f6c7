/**
 * Qualifications (spec section 7 /sdm/qualification/x/: jabatan, pangkat, kantor): the lists, one
 * row's writes and the choices of the form and the filter (offices: only those the server lets the
 * user manage). ADR 0052.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  MessageAnswer,
  QualificationInput,
  QualificationKind,
  QualificationMutation,
  QualificationRow,
  QualificationTargetOptionsAnswer,
} from '@portal/contracts';
import { type SortedListQuery, useSortedListQuery } from '../../shared/list-query';

export const QUALIFICATION_PATH = '/sdm/qualification';
export const qualificationPath = (kind: QualificationKind) => `${QUALIFICATION_PATH}/${kind}`;

/** What each page calls its position, rank or office, in the form, the filter and the columns. */
export const QUALIFICATION_TEXTS: Record<
  QualificationKind,
  { title: string; target: string; all: string; caption: string; testId: string }
> = {
  jabatan: {
    title: 'Kualifikasi Jabatan',
    target: 'Jabatan',
    all: 'Semua jabatan',
    caption: 'Daftar kualifikasi jabatan',
    testId: 'qualification-jabatan',
  },
  pangkat: {
    title: 'Kualifikasi Pangkat',
    target: 'Pangkat',
    all: 'Semua pangkat',
    caption: 'Daftar kualifikasi pangkat',
    testId: 'qualification-pangkat',
  },
  kantor: {
    title: 'Kualifikasi Kantor',
    target: 'Kantor',
    all: 'Semua kantor',
    caption: 'Daftar kualifikasi kantor',
    testId: 'qualification-kantor',
  },
};

export interface QualificationListQuery extends SortedListQuery {
  target_id?: number;
}

/** The list's search, filter, page and sort live in the address: back returns to the same list. */
export function useQualificationListQuery() {
  return useSortedListQuery<QualificationListQuery>({ target_id: 'number' });
}

export function useQualificationList(kind: QualificationKind, query: QualificationListQuery) {
  return usePagedList<QualificationRow>(useTransport(), qualificationPath(kind), {
    ...query,
    event: 'index',
  } as unknown as QueryParams);
}

export function useQualificationTargets(kind: QualificationKind) {
  const transport = useTransport();
  const path = `${qualificationPath(kind)}/x/options`;
  const { data } = useApi<QualificationTargetOptionsAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
  return data?.data ?? [];
}

export function saveQualification(
  transport: Transport,
  kind: QualificationKind,
  input: QualificationInput,
  id?: number,
): Promise<QualificationMutation> {
  return id === undefined
    ? transport.request('POST', qualificationPath(kind), { body: input })
    : transport.request('PUT', `${qualificationPath(kind)}/${id}`, { body: input });
}

export function deleteQualification(transport: Transport, kind: QualificationKind, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${qualificationPath(kind)}/${id}`);
}

/** The form's values: the select holds null until chosen, the note ''. */
export interface QualificationFormValues {
  target_id: number | null;
  nama: string;
  keterangan: string;
}

export const EMPTY_QUALIFICATION_FORM: QualificationFormValues = { target_id: null, nama: '', keterangan: '' };

export function qualificationFormValues(row: QualificationRow): QualificationFormValues {
  return { target_id: row.target_id, nama: row.nama, keterangan: row.keterangan ?? '' };
}

/** The body the API takes: texts trimmed, a blank note as null. */
export function qualificationInputOf(values: QualificationFormValues): QualificationInput {
  return {
    target_id: Number(values.target_id),
    nama: values.nama.trim(),
    keterangan: values.keterangan.trim() || null,
  };
}

export function qualificationFormSchema(target: string) {
  return yup.object({
    target_id: yup.number().nullable().required(`${target} wajib dipilih`),
    nama: yup
      .string()
      .trim()
      .required('Nama kualifikasi wajib diisi')
      .max(255, 'Nama kualifikasi paling banyak 255 karakter'),
    keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
  });
}
