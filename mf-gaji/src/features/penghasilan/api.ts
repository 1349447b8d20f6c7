/**
 * Income and work benefit (spec section 7 /sdm/pegawai/x/gaji/x/*; contracts GAJI_PATH): month
 * summaries, the three kategori lists, one employee's months, and setting one component.
 * Sums (total, bersih) come from the server; nothing here adds amounts.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  IncomeInput,
  IncomeKategori,
  IncomeListAnswer,
  IncomeMutation,
  IncomePegawaiAnswer,
  IncomeRow,
  IncomeSummaryRow,
} from '@portal/contracts';
import { MESSAGES } from '@portal/domain';

export const GAJI_PATH = '/sdm/pegawai/x/gaji';
export const kategoriPath = (kategori: IncomeKategori | 'pegawai') => `${GAJI_PATH}/x/${kategori}`;
export const PENGHASILAN_PEGAWAI_ROUTE = '/gaji/penghasilan/Pegawai';

export const KATEGORI_TITLES: Readonly<Record<IncomeKategori, string>> = {
  penghasilan: 'Penghasilan',
  potongan: 'Potongan',
  imbalan_kerja: 'Imbalan Kerja',
};

export interface IncomeQuery {
  page: number;
  per_page: number;
  search?: string;
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
}

function clean(query: object): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as QueryParams;
}
const ready = (q: IncomeQuery) => q.tahun !== undefined && q.bulan !== undefined;

export function useIncomeSummary(query: IncomeQuery) {
  return usePagedList<IncomeSummaryRow>(useTransport(), ready(query) ? GAJI_PATH : null, clean(query));
}

export function useIncomeList(kategori: IncomeKategori, query: IncomeQuery) {
  const list = usePagedList<IncomeRow>(useTransport(), ready(query) ? kategoriPath(kategori) : null, clean(query));
  return { ...list, data: list.data as IncomeListAnswer | undefined };
}

export function useIncomePegawai(pegawaiId: number | undefined, tahun: number | undefined) {
  const transport = useTransport();
  const path = kategoriPath('pegawai');
  const query = clean({ pegawai_id: pegawaiId, tahun });
  return useApi<IncomePegawaiAnswer>(pegawaiId ? [path, query] : null, () => transport.request('GET', path, { query }));
}

export function saveIncome(
  transport: Transport,
  kategori: IncomeKategori,
  input: IncomeInput,
): Promise<IncomeMutation> {
  return transport.request('POST', kategoriPath(kategori), { body: input });
}

/** The amount pattern the server holds too (contracts MONEY_INPUT_PATTERN). */
export const MONEY_INPUT = /^\d{1,16}(\.\d{1,2})?$/;

export interface IncomeFormValues {
  pegawai_id: number | null;
  komponen: string;
  jumlah: string;
}

const REQUIRED = MESSAGES.fieldRequired;

export const incomeFormSchema = yup.object({
  pegawai_id: yup.number().nullable().required(REQUIRED),
  komponen: yup.string().trim().required(REQUIRED).max(100, 'Komponen paling banyak 100 karakter'),
  jumlah: yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(MONEY_INPUT, 'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)'),
});
