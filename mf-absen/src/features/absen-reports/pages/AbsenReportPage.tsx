import { Heading, HStack, Stack, tableQueryHandlers, Text } from '@portal/design-system';
import { useAllows } from '@portal/api-client';
import { DEFAULT_PAGE, POLICY } from '@portal/domain';
import { useMonthReport } from '../api';
import { MonthYearFilter } from '../components/MonthYearFilter';
import { PegawaiKantorFilter } from '../components/PegawaiKantorFilter';
import { DayLegend, ReportSummary, ReportTable } from '../components/ReportTable';
import { YearReportButton } from '../components/YearReportButton';
import { useMonthQuery } from '../report-query';

/** /absen/report: the month's day-by-day attendance with totals; admins pick office and employee. */
export default function AbsenReportPage() {
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const [query, setQuery] = useMonthQuery();
  const report = useMonthReport(query);
  const paging = tableQueryHandlers(setQuery);

  return (
    <Stack gap="4" data-testid="absen-report-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Laporan Absensi
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {isAdmin
            ? 'Rekap harian per pegawai dan total hari per kategori.'
            : 'Rekap harian Anda dan total hari per kategori.'}{' '}
          Terlambat: absen masuk setelah pukul 08:00 WIB.
        </Text>
      </Stack>
      <HStack gap="4" wrap="wrap" align="end">
        <MonthYearFilter
          tahun={query.tahun}
          bulan={query.bulan}
          onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))}
        />
        {isAdmin ? (
          <PegawaiKantorFilter value={query} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} />
        ) : null}
      </HStack>
      <YearReportButton tahun={query.tahun} kantor_id={query.kantor_id} pegawai_id={query.pegawai_id} />
      {report.error ? <Text color="fg.error">{report.error.message}</Text> : null}
      {report.data ? <ReportSummary summary={report.data.summary} /> : null}
      <DayLegend />
      <ReportTable
        data={report.data}
        isLoading={report.isLoading}
        onPageChange={paging.onPageChange}
        onPerPageChange={paging.onPerPageChange}
      />
    </Stack>
  );
}
