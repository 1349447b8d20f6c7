/** Acting officials, PGS (spec section 7 /sdm/pegawai/x/pgs): the register, one assignment, its writes. */
import * as yup from 'yup';
import { usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { MessageAnswer, PgsInput, PgsMutation, PgsRow, PgsShowAnswer } from '@portal/contracts';
import { formatDateRange } from '@portal/domain';

export const PGS_PATH = '/sdm/pegawai/x/pgs';

/** Spec section 3: the period 'DD MMMM YYYY - DD MMMM YYYY'. */
export function pgsPeriod(row: { start_date: string; end_date: string }): string {
  return formatDateRange(row.start_date, row.end_date);
}

/** Spec: a grade shown 'grade | corporate title'; '-' when the assignment carries no rank. */
export function pgsGrade(row: { grade: string | null; corporate_title: string | null }): string {
  return row.grade ? `${row.grade} | ${row.corporate_title ?? ''}` : '-';
}

export interface PgsListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  is_active?: boolean;
}

export function usePgsList(query: PgsListQuery) {
  return usePagedList<PgsRow>(useTransport(), PGS_PATH, query as unknown as QueryParams);
}

export function usePgs(id: number | null) {
  return useShow<PgsShowAnswer>(useTransport(), PGS_PATH, id);
}

export function savePgs(transport: Transport, input: PgsInput, id?: number): Promise<PgsMutation> {
  return id === undefined
    ? transport.request('POST', PGS_PATH, { body: input })
    : transport.request('PUT', `${PGS_PATH}/${id}`, { body: input });
}

export function deletePgs(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${PGS_PATH}/${id}`);
}

export interface PgsFormValues {
  pegawai_id: number | null;
  jabatan_id: number | null;
  kantor_id: number | null;
  start_date: string;
  end_date: string;
  nomor_sk: string;
  keterangan: string;
}

export const EMPTY_PGS_FORM: PgsFormValues = {
  pegawai_id: null,
  jabatan_id: null,
  kantor_id: null,
  start_date: '',
  end_date: '',
  nomor_sk: '',
  keterangan: '',
};

export function pgsFormValues(row: PgsRow): PgsFormValues {
  return {
    pegawai_id: row.pegawai_id,
    jabatan_id: row.jabatan_id,
    kantor_id: row.kantor?.id ?? null,
    start_date: row.start_date,
    end_date: row.end_date,
    nomor_sk: row.nomor_sk ?? '',
    keterangan: row.keterangan ?? '',
  };
}

/** The body the API takes; the rank an assignment carries is kept as it was (`pangkatId`). */
export function pgsInputOf(values: PgsFormValues, pangkatId: number | null = null): PgsInput {
  return {
    pegawai_id: Number(values.pegawai_id),
    jabatan_id: Number(values.jabatan_id),
    kantor_id: values.kantor_id,
    pangkat_id: pangkatId,
    start_date: values.start_date,
    end_date: values.end_date,
    nomor_sk: values.nomor_sk.trim() || null,
    keterangan: values.keterangan.trim() || null,
  };
}

export const pgsFormSchema = yup.object({
  pegawai_id: yup.number().nullable().required('Pegawai wajib dipilih'),
  jabatan_id: yup.number().nullable().required('Jabatan wajib dipilih'),
  start_date: yup.string().required('Tanggal awal wajib diisi'),
  end_date: yup
    .string()
    .required('Tanggal akhir wajib diisi')
    .test('not-before-start', 'Tanggal akhir tidak boleh sebelum tanggal awal', (end, ctx) => {
      const start = (ctx.parent as PgsFormValues).start_date;
      return !end || !start || end >= start;
    }),
  nomor_sk: yup.string().max(255, 'Nomor SK paling banyak 255 karakter'),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});
