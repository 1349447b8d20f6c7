/**
 * Health declaration calls (server: modules/covid; spec /general/covid /x/status, /x/pivot,
 * /x/surat, /x/terkini, /x/kantor) and their SWR hooks.
 */
import {
  sendWithProgress,
  useApi,
  usePagedList,
  useTransport,
  type QueryParams,
  type Transport,
} from '@portal/api-client';
import type {
  CovidInput,
  CovidKantorRow,
  CovidListQuery,
  CovidMutation,
  CovidPivotRow,
  CovidStatus,
  CovidSurat,
} from '@portal/contracts';

export const COVID_PATH = '/general/covid';

/** Filters of the declaration lists (/x/pivot, /x/terkini). */
export type PivotQuery = CovidListQuery;

export function useCovidStatuses() {
  const transport = useTransport();
  return useApi<{ data: CovidStatus[] }>([`${COVID_PATH}/x/status`], () =>
    transport.request('GET', `${COVID_PATH}/x/status`),
  );
}

/** The declarations of one view; `null` (another tab is open) fetches nothing. */
export function useCovidList(view: 'pivot' | 'terkini' | null, query: PivotQuery) {
  return usePagedList<CovidPivotRow>(
    useTransport(),
    view ? `${COVID_PATH}/x/${view}` : null,
    query as unknown as QueryParams,
  );
}

export function useCovidKantor(tanggal: string | null) {
  const transport = useTransport();
  const path = `${COVID_PATH}/x/kantor`;
  return useApi<{ data: CovidKantorRow[] }>(tanggal ? [path, tanggal] : null, () =>
    transport.request('GET', path, { query: { tanggal: tanggal as string } }),
  );
}

export function createCovid(transport: Transport, input: CovidInput): Promise<CovidMutation> {
  return transport.request('POST', COVID_PATH, { body: input });
}

export function approveCovid(transport: Transport, id: number, approved: boolean): Promise<CovidMutation> {
  return transport.request('PUT', `${COVID_PATH}/${id}`, { body: { action: 'update_approval', approved } });
}

export function deleteCovid(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${COVID_PATH}/${id}`);
}

export function listSurat(transport: Transport, covidId: number): Promise<{ data: CovidSurat[] }> {
  return transport.request('GET', `${COVID_PATH}/x/surat`, { query: { covid_id: covidId } });
}

/** POST /x/surat with the file's bytes as the body (upload progress from the XHR). */
export async function uploadSurat(
  transport: Transport,
  covidId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const token = await transport.getAccessToken();
  const response = await sendWithProgress({
    url: transport.url(`${COVID_PATH}/x/surat`, { covid_id: covidId, name: file.name }),
    method: 'POST',
    body: file,
    headers: {
      'content-type': file.type || 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    onProgress,
  });
  const answer = JSON.parse(response.text || '{}') as { message?: string };
  if (!response.ok) throw new Error(answer.message ?? 'Gagal mengunggah surat');
  return answer.message ?? 'Surat created';
}

export function deleteSurat(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${COVID_PATH}/x/surat/${id}`);
}
