// The monthly attendance report as /absen/report shows it: month and year filter, the totals over
// every employee of the filter, the legend and the table of each employee's days and totals, fed by
// GET /sdm/pegawai/x/absen/x/report?event=index_report (paged; answered as
// packages/server/src/modules/absen-reports answers it, days counted as in @portal/domain).
// States: an office's month, one employee, no employee under the filter, loading, error (500),
// refused (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import type { AbsenReportAnswer, AbsenReportRow, AbsenRincianDay, AbsenTotals } from '@portal/contracts';
import { Stack, Text } from '@portal/design-system';
import {
  adminAbsensiUser,
  employees,
  forbidden,
  never,
  pegawaiUser,
  portalSession,
  queryOf,
  serverError,
  today,
  type Resolver,
} from '../../../testing/story-fixtures';
import { useMonthReport, type MonthQuery } from '../api';
import { DayLegend, ReportSummary, ReportTable } from './ReportTable';
import { MonthYearFilter } from './MonthYearFilter';

const HOLIDAYS: Record<string, string> = {
  '2026-12-25': 'Hari Raya Natal',
  '2026-10-01': 'Hari Kesaktian Pancasila (cuti bersama)',
};

/** How employee `e` (their id) spent `iso`: a varied but fixed pattern, with a leave for Dewi (7). */
function dayOf(e: number, iso: string): AbsenRincianDay {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  const day = Number(iso.slice(8, 10));
  const base = { tanggal: iso, masuk: null, pulang: null, keterangan: null };
  if (weekday === 0 || weekday === 6) return { ...base, status: 'weekend' };
  if (HOLIDAYS[iso]) return { ...base, status: 'libur', keterangan: HOLIDAYS[iso] };
  if (iso > today) return { ...base, status: 'belum' };
  if (e === 7 && day >= 9 && day <= 11) return { ...base, status: 'izin', keterangan: 'Cuti Tahunan' };
  if ((e * 7 + day) % 23 === 0) return { ...base, status: 'alpa' };
  const late = (e + day) % 6 === 0;
  return {
    ...base,
    status: late ? 'terlambat' : 'hadir',
    masuk: late
      ? `08:${String(10 + ((e * day) % 40)).padStart(2, '0')}`
      : `07:${String(30 + ((e + day) % 29)).padStart(2, '0')}`,
    pulang: `17:${String((e * 3 + day) % 50).padStart(2, '0')}`,
  };
}

/** The totals as the server counts them: working days that have ended (hadir, terlambat, izin, alpa). */
function totalsOf(rincian: AbsenRincianDay[]): AbsenTotals {
  const count = (status: AbsenRincianDay['status']) => rincian.filter((d) => d.status === status).length;
  return {
    hari_kerja: rincian.filter((d) => !['libur', 'weekend', 'belum'].includes(d.status)).length,
    hadir: count('hadir'),
    terlambat: count('terlambat'),
    izin: count('izin'),
    libur: count('libur'),
    weekend: count('weekend'),
    alpa: count('alpa'),
  };
}

/** GET …/x/report?event=index_report: one page of employees and the sums over all of them. */
function monthReport(): Resolver {
  return async ({ request }) => {
    const query = queryOf(request);
    await delay(500);
    const tahun = Number(query.get('tahun'));
    const bulan = Number(query.get('bulan'));
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 10);
    const kantor = query.get('kantor_id');
    const pegawai = query.get('pegawai_id');
    const days = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate();
    const chosen = employees.filter(
      (p) => (!kantor || String(p.kantor.id) === kantor) && (!pegawai || String(p.id) === pegawai),
    );
    const rows: AbsenReportRow[] = chosen.map((p) => {
      const rincian = Array.from({ length: days }, (_, i) =>
        dayOf(p.id, `${tahun}-${String(bulan).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`),
      );
      return {
        pegawai: { id: p.id, nama: p.nama, npp: p.npp, kantor: { id: p.kantor.id, nama: p.kantor.nama } },
        totals: totalsOf(rincian),
        rincian,
      };
    });
    const sum = (key: keyof AbsenTotals) => rows.reduce((n, r) => n + r.totals[key], 0);
    const from = rows.length ? (page - 1) * perPage + 1 : null;
    const shown = rows.slice((page - 1) * perPage, page * perPage);
    const answer: AbsenReportAnswer = {
      data: shown,
      current_page: page,
      per_page: perPage,
      from,
      to: from === null ? null : from + shown.length - 1,
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      tahun,
      bulan,
      summary: {
        pegawai: rows.length,
        hari_kerja: sum('hari_kerja'),
        hadir: sum('hadir'),
        terlambat: sum('terlambat'),
        izin: sum('izin'),
        libur: sum('libur'),
        weekend: sum('weekend'),
        alpa: sum('alpa'),
      },
    };
    return HttpResponse.json(answer);
  };
}

const [YEAR, MONTH] = today.split('-').map(Number);

/** The report part of the page, with the month in local state (the page keeps it in the address). */
function MonthReport({ kantor_id, pegawai_id }: { kantor_id?: number; pegawai_id?: number }) {
  const [query, setQuery] = useState<MonthQuery>({
    tahun: YEAR,
    bulan: MONTH,
    kantor_id,
    pegawai_id,
    page: 1,
    per_page: 10,
  });
  const report = useMonthReport(query);
  return (
    <Stack gap="4">
      <MonthYearFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(v) => setQuery((q) => ({ ...q, ...v, page: 1 }))}
      />
      {report.error ? <Text color="fg.error">{report.error.message}</Text> : null}
      {report.data ? <ReportSummary summary={report.data.summary} /> : null}
      <DayLegend />
      <ReportTable
        data={report.data}
        isLoading={report.isLoading}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: 1 }))}
      />
    </Stack>
  );
}

/** GET /api/sdm/pegawai/x/absen/x/report answered by `resolver`. */
const report = (resolver: Resolver) => http.get('/api/sdm/pegawai/x/absen/x/report', resolver);

const meta = {
  title: 'mf-absen/AbsenReports/ReportTable',
  component: MonthReport,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { kantor_id: 4 },
  parameters: { user: adminAbsensiUser, msw: { handlers: [report(monthReport())] } },
};

export default meta;

/**
 * KC Bandung this month: each day a coloured cell (hover for the date, status and times), the totals
 * per employee and over the office; days still to come are '-'. Choose another month above.
 */
export const OfficeMonth = {};

/** An employee's own report: one row. */
export const OwnReport = { args: { kantor_id: undefined, pegawai_id: 3 }, parameters: { user: pegawaiUser } };

/** No employee under the filter: 'Tidak ada pegawai pada filter ini' and zero totals. */
export const NoEmployees = { args: { kantor_id: 99 } };

export const Loading = { parameters: { msw: { handlers: [report(never)] } } };

/** The server failed (500): its message above the table. */
export const ServerError = { parameters: { msw: { handlers: [report(serverError)] } } };

/** The guard refused (403): an employee asking for another office's report. */
export const Refused = {
  args: { kantor_id: 6 },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: [report(forbidden)] },
  },
};
