import { Link } from '@portal/design-system/router';
import type { KpiResumeRow } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import {
  ApprovalStatusBadge,
  Button,
  ErrorState,
  LoadingState,
  PageHeader,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { kpiDetailPath, scoreNumber, useOwnPeriods } from '../api';
import { ScoreBars } from '../components/ScoreBars';

/** Spec section 3: the score travels as text and is shown as a number (2 decimals, Indonesian format). */
const scoreText = (row: KpiResumeRow) => formatNumber(scoreNumber(row.score), '0,0.00');

/** /penilaian/kpi/periode_pegawai (no role): the caller's own final scores per period. */
export default function PeriodePegawaiPage() {
  const own = useOwnPeriods();
  if (own.error) return <ErrorState message={own.error.message} onRetry={() => void own.mutate()} />;
  if (!own.data) return <LoadingState />;
  const rows = own.data.data;
  return (
    <Stack gap="6" data-testid="kpi-periode-pegawai-page">
      <PageHeader size="xl" title="Periode KPI Pegawai" description="Skor akhir penilaian kinerja Anda per periode." />
      {rows.length === 0 ? (
        <Text color="fg.muted">Belum ada penilaian kinerja.</Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Skor KPI per periode">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Periode</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Skor Akhir</Table.ColumnHeader>
                  <Table.ColumnHeader>Predikat</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Aksi</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.periode_id}>
                    <Table.Cell>{r.periode_nama}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`score-${r.periode_id}`}>
                      {scoreText(r)}
                    </Table.Cell>
                    <Table.Cell>{r.predikat ? `${r.predikat} (${r.nilai ?? '-'})` : '-'}</Table.Cell>
                    <Table.Cell>
                      <ApprovalStatusBadge status={r.status} testId="kpi-status" />
                    </Table.Cell>
                    <Table.Cell>
                      <Button kind="secondary" asChild size="xs">
                        <Link to={kpiDetailPath(r.event_pegawai_token)}>Detail</Link>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <ScoreBars
            title="Skor akhir per periode"
            labelHeader="Periode"
            valueHeader="Skor akhir"
            testId="kpi-own-chart"
            bars={rows.map((r) => ({
              key: String(r.periode_id),
              label: r.periode_nama,
              value: scoreNumber(r.score),
              text: scoreText(r),
            }))}
          />
        </>
      )}
    </Stack>
  );
}
