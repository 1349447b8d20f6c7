/**
 * Attendance calls (spec section 7 /api/absen, /sdm/pegawai/x/absen, /general/users/x/lokasi_absen)
 * and their SWR hooks.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  AbsenActivityQuery,
  AbsenCalendarAnswer,
  AbsenCheckAnswer,
  AbsenCheckInput,
  AbsenDailyQuery,
  AbsenErrorQuery,
  AbsenErrorRow,
  AbsenKantorQuery,
  AbsenKantorRow,
  AbsenMatrixAnswer,
  AbsenRow,
  LokasiAbsenAnswer,
} from '@portal/contracts';

export const ABSEN_PATH = '/sdm/pegawai/x/absen';
/** Spec section 5: each attendance error shows for 10 s. */
export const ABSEN_ERROR_MS = 10_000;

/** POST /api/absen: check in/out; a refusal is an ApiError 422 with `errors.absen` (one text per reason). */
export function checkAbsen(transport: Transport, input: AbsenCheckInput): Promise<AbsenCheckAnswer> {
  return transport.request('POST', '/absen', { body: input });
}

export function useLokasiAbsen() {
  const transport = useTransport();
  return useApi<LokasiAbsenAnswer>(['/general/users/x/lokasi_absen'], () =>
    transport.request('GET', '/general/users/x/lokasi_absen'),
  );
}

/**
 * The caller's own checks of today (Asia/Jakarta), so the check-in card shows what is already
 * recorded after a reload; null pegawai (an account without an employee) asks nothing.
 */
export function useTodayChecks(pegawaiId: number | null | undefined, today: string) {
  return usePagedList<AbsenRow>(useTransport(), pegawaiId ? ABSEN_PATH : null, {
    date: today,
    pegawai_id: pegawaiId ?? 0,
    page: 1,
    per_page: 20,
    sortby: 'waktu',
  });
}

/** The daily list; not fetched while `enabled` is false (its page shows another tab). */
export function useAbsenDaily(query: AbsenDailyQuery, enabled = true) {
  return usePagedList<AbsenRow>(useTransport(), enabled ? ABSEN_PATH : null, query as unknown as QueryParams);
}

/** Refused check-ins (selector `error` of the daily list): own for employees, everyone for admins. */
export function useAbsenErrors(query: AbsenErrorQuery) {
  return usePagedList<AbsenErrorRow>(useTransport(), ABSEN_PATH, {
    ...query,
    event: 'error',
  } as unknown as QueryParams);
}

export function useAbsenActivity(query: AbsenActivityQuery | null) {
  return usePagedList<AbsenRow>(
    useTransport(),
    query ? `${ABSEN_PATH}/activity` : null,
    (query ?? {}) as unknown as QueryParams,
  );
}

export function useAbsenCalendar(tahun: number, bulan: number) {
  const transport = useTransport();
  const query = { tahun, bulan };
  return useApi<AbsenCalendarAnswer>([`${ABSEN_PATH}/calendar`, query], () =>
    transport.request('GET', `${ABSEN_PATH}/calendar`, { query }),
  );
}

export function useAbsenMatrix(kantorId: number | null, tahun: number, bulan: number) {
  const transport = useTransport();
  const path = kantorId === null ? null : `${ABSEN_PATH}/${kantorId}/${tahun}/${bulan}`;
  return useApi<AbsenMatrixAnswer>(path ? [path] : null, () => transport.request('GET', path as string));
}

export function useAbsenKantor(query: AbsenKantorQuery) {
  return usePagedList<AbsenKantorRow>(useTransport(), '/absen/kantor', query as unknown as QueryParams);
}

/** Office picker source (GET /general/kantor?event=options&search=…). */
export async function searchKantor(transport: Transport, search: string): Promise<{ id: number; nama: string }[]> {
  const answer = await transport.request<{ data: { id: number; nama: string }[] }>('GET', '/general/kantor', {
    query: { event: 'options', search },
  });
  return answer.data;
}

export const JENIS_LABEL: Record<string, string> = { masuk: 'Masuk', pulang: 'Pulang' };
export const SUMBER_LABEL: Record<string, string> = {
  kantor: 'Kantor',
  temporer: 'Lokasi temporer',
  dispensasi: 'Dispensasi',
};
