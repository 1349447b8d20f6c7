/**
 * Attendance report calls (server: modules/absen-reports; spec /sdm/pegawai/x/absen GET /x/report
 * with selectors index_report, indexAkumulasi, index_double, index_deleted; POST /x/report_year;
 * export and the update events) and their SWR hooks.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  AbsenAkumulasiRow,
  AbsenDeleteDoublesAnswer,
  AbsenDeletedRow,
  AbsenDoubleRow,
  AbsenJobAnswer,
  AbsenMonthQuery as MonthQuery,
  AbsenPeriodBody,
  AbsenPeriodQuery as PeriodQuery,
  AbsenReportAnswer,
  AbsenRestoreAnswer,
  AbsenYearReportInput,
} from '@portal/contracts';

export type { MonthQuery, PeriodQuery };

export const REPORT_PATH = '/sdm/pegawai/x/absen/x/report';
export const YEAR_REPORT_JOB = 'absen.report_year';
export const EXPORT_JOB = 'absen.export';

export function useMonthReport(query: MonthQuery) {
  const transport = useTransport();
  const q = { event: 'index_report', ...query } as unknown as QueryParams;
  return useApi<AbsenReportAnswer>([REPORT_PATH, q], () => transport.request('GET', REPORT_PATH, { query: q }), {
    keepPreviousData: true,
  });
}

export function useAkumulasi(query: PeriodQuery) {
  return usePagedList<AbsenAkumulasiRow>(useTransport(), REPORT_PATH, {
    event: 'indexAkumulasi',
    ...query,
  } as unknown as QueryParams);
}

export function useDoubles(query: PeriodQuery) {
  return usePagedList<AbsenDoubleRow>(useTransport(), REPORT_PATH, {
    event: 'index_double',
    ...query,
  } as unknown as QueryParams);
}

export function useDeleted(query: PeriodQuery) {
  return usePagedList<AbsenDeletedRow>(useTransport(), REPORT_PATH, {
    event: 'index_deleted',
    ...query,
  } as unknown as QueryParams);
}

/** POST /x/report_year: answers the spec's message and the job to follow. */
export function startYearReport(transport: Transport, body: AbsenYearReportInput): Promise<AbsenJobAnswer> {
  return transport.request('POST', `${REPORT_PATH}_year`, { body });
}

export function startExport(transport: Transport, body: Omit<AbsenPeriodBody, 'event'>): Promise<AbsenJobAnswer> {
  return transport.request('POST', REPORT_PATH, { body: { event: 'export', ...body } });
}

/** update_delete_double: keeps the earliest of each double of the period, soft-deletes the rest. */
export function deleteDoubles(
  transport: Transport,
  body: Omit<AbsenPeriodBody, 'event'>,
): Promise<AbsenDeleteDoublesAnswer> {
  return transport.request('PUT', REPORT_PATH, { body: { event: 'update_delete_double', ...body } });
}

/** update_set_active: deleted rows become live again. */
export function restoreRows(transport: Transport, ids: string[]): Promise<AbsenRestoreAnswer> {
  return transport.request('PUT', REPORT_PATH, { body: { event: 'update_set_active', ids } });
}

/** The first and last day of the month containing `iso` (default: this month, Asia/Jakarta). */
export function monthRange(tahun: number, bulan: number): { date_start: string; date_end: string } {
  const last = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate();
  const mm = String(bulan).padStart(2, '0');
  return { date_start: `${tahun}-${mm}-01`, date_end: `${tahun}-${mm}-${String(last).padStart(2, '0')}` };
}
