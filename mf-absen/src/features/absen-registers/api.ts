/**
 * Calls of the five attendance registers (roles 59, 9) under /sdm/pegawai/x/absen/, and their SWR
 * list hook. One shape for all: paged list with search, create, update, delete.
 */
import { fetchPegawaiOptions, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { AbsenRegisterKey } from '@portal/contracts';
import { searchKantor } from '../absen/public';

export const REGISTER_PATHS: Record<AbsenRegisterKey, string> = {
  exclude_pegawai: '/sdm/pegawai/x/absen/exclude/pegawai',
  exclude_kantor: '/sdm/pegawai/x/absen/exclude/kantor',
  dispensasi: '/sdm/pegawai/x/absen/x/dispensasi',
  dispensasi_jabatan: '/sdm/pegawai/x/absen/dispensasi_jabatan',
  lokasi_temporer: '/sdm/pegawai/x/absen/lokasi_temporer',
};

export interface RegisterListQuery {
  page: number;
  per_page: number;
  search?: string;
}

export interface RegisterAnswer<Row> {
  message: string;
  data: Row;
}

export function useRegisterList<Row>(key: AbsenRegisterKey, query: RegisterListQuery) {
  return usePagedList<Row>(useTransport(), REGISTER_PATHS[key], query as unknown as QueryParams);
}

export function createRegisterRow<Row>(
  transport: Transport,
  key: AbsenRegisterKey,
  body: object,
): Promise<RegisterAnswer<Row>> {
  return transport.request('POST', REGISTER_PATHS[key], { body });
}

export function updateRegisterRow<Row>(
  transport: Transport,
  key: AbsenRegisterKey,
  id: number,
  body: object,
): Promise<RegisterAnswer<Row>> {
  return transport.request('PUT', `${REGISTER_PATHS[key]}/${id}`, { body });
}

export function deleteRegisterRow(
  transport: Transport,
  key: AbsenRegisterKey,
  id: number,
): Promise<{ message: string }> {
  return transport.request('DELETE', `${REGISTER_PATHS[key]}/${id}`);
}

export interface Option {
  id: number;
  nama: string;
}

/** Pickers: employees (GET /sdm/pegawai?event=options), offices (GET /general/kantor?event=options), positions (register's own). */
export const OPTION_SOURCES = {
  pegawai: fetchPegawaiOptions,
  kantor: searchKantor,
  jabatan: (transport: Transport, search: string) =>
    transport
      .request<{ data: Option[] }>('GET', '/sdm/pegawai/x/absen/x/jabatan_options', { query: { search } })
      .then((a) => a.data),
} as const;
