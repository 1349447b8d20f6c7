import { useState } from 'react';
import { formatNumber } from '@portal/domain';
import { EmptyState, ErrorState, Input, LoadingState, PageHeader, Stack, Text } from '@portal/design-system';
import { thisMonth, useKantorWorksheet, type MonthQuery } from '../api';
import { KantorTable } from '../components/KantorTable';
import { MonthSwitcher } from '../components/MonthSwitcher';

/** /pegawai/worksheet/kantor (managers, 63): the month per office they may see. */
export default function WorksheetKantorPage() {
  const [month, setMonth] = useState<MonthQuery>(thisMonth);
  const [search, setSearch] = useState('');
  const answer = useKantorWorksheet({ ...month, search: search.trim() || undefined });
  return (
    <Stack gap="4" data-testid="worksheet-kantor-page">
      <PageHeader
        title="Worksheet per Kantor"
        description="Pegawai yang mengisi, jumlah tugas, waktu dan kelengkapan per kantor."
      >
        <MonthSwitcher value={month} onChange={setMonth} />
      </PageHeader>
      <Input
        type="search"
        aria-label="Cari kantor"
        placeholder="Cari kantor..."
        maxWidth="20rem"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {answer.error ? <ErrorState message={answer.error.message} onRetry={() => void answer.mutate()} /> : null}
      {!answer.data && !answer.error ? <LoadingState /> : null}
      {answer.data ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {formatNumber(answer.data.hari_kerja)} hari kerja sampai kemarin.
          </Text>
          {answer.data.data.length === 0 ? (
            <EmptyState
              title="Tidak ada kantor"
              description="Tidak ada kantor dengan pegawai aktif yang dapat Anda lihat."
            />
          ) : (
            <KantorTable rows={answer.data.data} caption="Worksheet per kantor" />
          )}
        </>
      ) : null}
    </Stack>
  );
}
