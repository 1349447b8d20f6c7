/**
 * The employee picker's server search (GET /api/sdm/pegawai?event=options, spec section 7), for
 * `<PegawaiSelect loadOptions={usePegawaiOptions()} />` of @portal/design-system.
 */
import { useCallback } from 'react';
import type { PegawaiOption, PegawaiOptionsAnswer } from '@portal/contracts';
import type { Transport } from './transport';
import { useTransport } from './transport-context';

export const PEGAWAI_OPTIONS_PATH = '/sdm/pegawai';

export interface PegawaiOptionsFilter {
  /** Only employees of this office. */
  kantor_id?: number;
  /** Only these employees (a form's allowed list). */
  ids?: readonly number[];
  /** 1–50 (server default 20). */
  limit?: number;
}

export async function fetchPegawaiOptions(
  transport: Transport,
  search: string,
  filter: PegawaiOptionsFilter = {},
): Promise<PegawaiOption[]> {
  const query = {
    event: 'options',
    search,
    kantor_id: filter.kantor_id,
    limit: filter.limit,
    ids: filter.ids ? [...filter.ids] : undefined,
  };
  const answer = await transport.request<PegawaiOptionsAnswer>('GET', PEGAWAI_OPTIONS_PATH, { query });
  return answer.data;
}

/** A stable fetcher `(search) => Promise<PegawaiOption[]>` over the app's transport. */
export function usePegawaiOptions(filter: PegawaiOptionsFilter = {}): (search: string) => Promise<PegawaiOption[]> {
  const transport = useTransport();
  const { kantor_id, limit } = filter;
  const ids = filter.ids?.join(',');
  return useCallback(
    (search: string) =>
      fetchPegawaiOptions(transport, search, { kantor_id, limit, ids: ids ? ids.split(',').map(Number) : undefined }),
    [transport, kantor_id, limit, ids],
  );
}
