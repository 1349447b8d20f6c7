/** The master data endpoints: GET (paged, search) / POST / PUT {id} / DELETE {id} under /sdm/sppd/x/{resource}. */
import { useApi, useTransport, type Transport } from '@portal/api-client';
import { SPPD_MASTER_PATH } from '../api';
import type { Paged, SppdMasterRow } from '@portal/contracts';
import type { SppdMasterMutationAnswer } from '../types';

export interface MasterListQuery {
  page?: number;
  per_page?: number;
  search?: string;
}

export function useMasterList(resource: string, query: MasterListQuery) {
  const transport = useTransport();
  return useApi<Paged<SppdMasterRow>>(
    [SPPD_MASTER_PATH, resource, query],
    () =>
      transport.request<Paged<SppdMasterRow>>('GET', `${SPPD_MASTER_PATH}/${resource}`, {
        query: { event: 'index', ...query },
      }),
    { keepPreviousData: true },
  );
}

export function saveMaster(
  transport: Transport,
  resource: string,
  id: number | null,
  body: Record<string, unknown>,
): Promise<SppdMasterMutationAnswer> {
  return id === null
    ? transport.request('POST', `${SPPD_MASTER_PATH}/${resource}`, { body })
    : transport.request('PUT', `${SPPD_MASTER_PATH}/${resource}/${id}`, { body });
}

export function deleteMaster(transport: Transport, resource: string, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${SPPD_MASTER_PATH}/${resource}/${id}`);
}
