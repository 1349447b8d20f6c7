import { Heading, HStack, Stack, Text } from '@portal/design-system';
import { useState } from 'react';
import { useAllows } from '@portal/api-client';
import { portalNow, DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import { useMonthReport, type MonthQuery } from '../api';
import { MonthYearFilter } from '../components/MonthYearFilter';
import { PegawaiKantorFilter } from '../components/PegawaiKantorFilter';
import { DayLegend, ReportSummary, ReportTable } from '../components/ReportTable';
import { YearReportButton } from '../components/YearReportButton';

function thisMonth(): { tahun: number; bulan: number } {
  const { year: tahun, month: bulan } = portalNow();
  return { tahun, bulan };
}

/** /absen/report: the month's day-by-day attendance with totals; admins pick office and employee. */
export default function AbsenReportPage() {
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const [query, setQuery] = useState<MonthQuery>(() => ({ ...thisMonth(), page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE }));
  const report = useMonthReport(query);

  return (
    <Stack gap="4" data-testid="absen-report-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">Laporan Absensi</Heading>
        <Text color="fg.muted" fontSize="sm">
          {isAdmin ? 'Rekap harian per pegawai dan total hari per kategori.' : 'Rekap harian Anda dan total hari per kategori.'} Terlambat: absen masuk setelah pukul 08:00 WIB.
        </Text>
      </Stack>
      <HStack gap="4" wrap="wrap" align="end">
        <MonthYearFilter tahun={query.tahun} bulan={query.bulan} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} />
        {isAdmin ? <PegawaiKantorFilter value={query} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} /> : null}
      </HStack>
      <YearReportButton tahun={query.tahun} kantor_id={query.kantor_id} pegawai_id={query.pegawai_id} />
      {report.error ? <Text color="fg.error">{report.error.message}</Text> : null}
      {report.data ? <ReportSummary summary={report.data.summary} /> : null}
      <DayLegend />
      <ReportTable
        data={report.data}
        isLoading={report.isLoading}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
      />
    </Stack>
  );
}
