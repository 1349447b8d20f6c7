import { useState, type ReactNode } from 'react';
import { useParams } from '@portal/design-system/router';
import { formatDate, formatNumber } from '@portal/domain';
import {
  DataList,
  EmptyState,
  ErrorState,
  listTableProps,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@portal/design-system';
import { parseResultId, useActivities, useWlaResults } from '../api';
import { ActivityTable } from '../components/ActivityTable';
import { WlaNav } from '../components/WlaNav';
import { decimalText } from '../components/WlaNumber';
import { WlaResetPanel } from '../components/WlaResetPanel';
import { WlaStatusBadge } from '../components/WlaStatusBadge';

/**
 * /pegawai/wla/:id (63, full width): one position at one office (`:id` = "{jabatan_id}-{kantor_id}").
 * The API has no detail endpoint: the result comes from the list filtered by position and office,
 * the activities from the position's activity list; the computation is shown step by step.
 */
export default function WlaShowPage() {
  const ids = parseResultId(useParams().id);
  const result = useWlaResults(
    ids ? { page: 1, per_page: 1, jabatan_id: ids.jabatanId, kantor_id: ids.kantorId } : null,
  );
  const [page, setPage] = useState({ page: 1, per_page: 25 });
  const activities = useActivities(ids ? { ...page, jabatan_id: ids.jabatanId } : null);
  const row = result.data?.data[0];

  let body;
  if (!ids) body = <EmptyState title="Alamat hasil WLA tidak dikenal" />;
  else if (result.error) body = <ErrorState message={result.error.message} onRetry={() => void result.mutate()} />;
  else if (!result.data) body = <LoadingState />;
  else if (!row) body = <EmptyState title="Hasil WLA jabatan ini di kantor ini belum ada" />;
  else
    body = (
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm" data-testid="wla-computation">
          <Item label="Jabatan" value={row.jabatan_nama} />
          <Item label="Kantor" value={row.kantor_nama} />
          <Item label="Beban kerja setahun" value={`${decimalText(row.beban_menit)} menit`} />
          <Item label="Waktu kerja efektif setahun" value={`${decimalText(row.menit_efektif)} menit`} />
          <Item label="Kebutuhan pegawai (FTE = beban ÷ waktu efektif)" value={decimalText(row.fte)} />
          <Item label="Pegawai saat ini" value={formatNumber(row.pegawai_count)} />
          <Item label="Gap (pegawai − FTE)" value={decimalText(row.gap)} />
          <Item label="Status" value={<WlaStatusBadge gap={row.gap} />} />
          <Item label="Dihitung" value={formatDate(row.computed_at, { time: true })} />
        </DataList.Root>
        <Text fontWeight="semibold">Aktivitas jabatan</Text>
        <ActivityTable
          {...listTableProps(activities)}
          onPageChange={(p) => setPage((q) => ({ ...q, page: p }))}
          onPerPageChange={(per_page) => setPage({ page: 1, per_page })}
          emptyText="Jabatan ini belum punya aktivitas"
        />
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="wla-show-page">
      <PageHeader size="xl" title="Detail Analisis Beban Kerja">
        {ids ? <WlaResetPanel jabatanId={ids.jabatanId} onDone={() => void result.mutate()} /> : null}
      </PageHeader>
      <WlaNav />
      {body}
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="64">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
