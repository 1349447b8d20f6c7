import { useState } from 'react';
import { formatDate, formatNumber } from '@portal/domain';
import { ErrorState, LoadingState, PageHeader, SimpleGrid, Stack, Text } from '@portal/design-system';
import { formatDuration, thisMonth, useWorksheetDashboard, type MonthQuery } from '../api';
import { MeterBars } from '../components/MeterBars';
import { MonthSwitcher } from '../components/MonthSwitcher';

const hours = (menit: number) => Math.round((menit / 60) * 10) / 10;

/** /pegawai/worksheet/dashboard (managers, 63): hours and completion per office, per employee and per day. */
export default function WorksheetDashboardPage() {
  const [month, setMonth] = useState<MonthQuery>(thisMonth);
  const answer = useWorksheetDashboard(month);
  const d = answer.data?.data;
  return (
    <Stack gap="4" data-testid="worksheet-dashboard-page">
      <PageHeader title="Dashboard Worksheet" description="Jam kerja tercatat dan kelengkapan pengisian bulan ini.">
        <MonthSwitcher value={month} onChange={setMonth} />
      </PageHeader>
      {answer.error ? <ErrorState message={answer.error.message} onRetry={() => void answer.mutate()} /> : null}
      {!d && !answer.error ? <LoadingState /> : null}
      {d ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(d.hari_kerja)} hari kerja sampai kemarin.
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <MeterBars
              title="Jam kerja per kantor"
              testId="worksheet-chart-kantor-jam"
              bars={d.per_kantor.map((k) => ({
                key: String(k.kantor_id),
                label: k.nama,
                value: hours(k.menit),
                text: formatDuration(k.menit),
              }))}
            />
            <MeterBars
              title="Kelengkapan per kantor"
              testId="worksheet-chart-kantor-lengkap"
              color="green"
              max={100}
              bars={d.per_kantor.map((k) => ({
                key: String(k.kantor_id),
                label: k.nama,
                value: k.completion,
                text: `${formatNumber(k.completion, '0,0.00')}%`,
              }))}
            />
            <MeterBars
              title="Jam kerja per pegawai (50 teratas)"
              testId="worksheet-chart-pegawai"
              bars={d.per_pegawai.map((p) => ({
                key: String(p.pegawai_id),
                label: p.nama,
                value: hours(p.menit),
                text: `${formatDuration(p.menit)} · ${formatNumber(p.completion, '0,0.00')}%`,
              }))}
            />
            <MeterBars
              title="Jam kerja per hari"
              testId="worksheet-chart-hari"
              color="purple"
              bars={d.per_hari.map((h) => ({
                key: h.tanggal,
                label: formatDate(h.tanggal),
                value: hours(h.menit),
                text: `${formatDuration(h.menit)} · ${formatNumber(h.pegawai)} pegawai`,
              }))}
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
