import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, type PegawaiCurrentPangkatRow } from '@portal/domain';
import { DataTable, PegawaiNameLink, type DataTableColumn, Heading, Stack, Text } from '@portal/design-system';
import { gradeText, useCurrentPangkat, type CurrentPangkatEvent } from '../api';

const TITLES: Record<CurrentPangkatEvent, { title: string; note: string }> = {
  index_pegawai: { title: 'Pangkat Pegawai', note: 'Pangkat yang berlaku untuk setiap pegawai aktif.' },
  index_expired: { title: 'Pangkat Jatuh Tempo', note: 'Pegawai yang tidak naik pangkat selama 4 tahun atau lebih.' },
  index_simulasi: { title: 'Simulasi Kenaikan Pangkat', note: 'Perkiraan tanggal kenaikan pangkat berikutnya: TMT pangkat saat ini ditambah 4 tahun.' },
};

/** Employees with their current rank; expired and simulasi add the years in rank and the next date. */
export function CurrentPangkatList({ event }: { event: CurrentPangkatEvent }) {
  const [query, setQuery] = useState({ event, page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, search: undefined as string | undefined });
  const list = useCurrentPangkat(query);
  const columns: DataTableColumn<PegawaiCurrentPangkatRow>[] = [
    { key: 'nama', header: 'Pegawai', render: (r) => <PegawaiNameLink id={r.pegawai_id} nama={r.nama} detail={`(${r.npp})`} /> },
    { key: 'pangkat', header: 'Pangkat', render: (r) => r.pangkat?.nama ?? '-' },
    { key: 'grade', header: 'Grade', render: (r) => (r.pangkat ? gradeText(r.pangkat) : '-') },
    { key: 'awal', header: 'TMT Pangkat', render: (r) => (r.awal ? formatDate(r.awal) : '-') },
    ...(event === 'index_pegawai' ? [] : [{ key: 'masa_tahun', header: 'Masa (Tahun)', align: 'end' as const, render: (r: PegawaiCurrentPangkatRow) => r.masa_tahun ?? '-' }]),
    ...(event === 'index_simulasi' ? [{ key: 'next_date', header: 'Perkiraan Kenaikan', render: (r: PegawaiCurrentPangkatRow) => (r.next_date ? formatDate(r.next_date) : '-') }] : []),
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {TITLES[event].title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {TITLES[event].note}
      </Text>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <DataTable<PegawaiCurrentPangkatRow>
        caption={TITLES[event].title}
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        numbered
        rowKey={(r) => r.pegawai_id}
        searchPlaceholder="Cari nama, NPP atau pangkat..."
        emptyText="Tidak ada pegawai"
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
        onSearch={(search) => setQuery((q) => ({ ...q, search: search || undefined, page: DEFAULT_PAGE }))}
      />
    </Stack>
  );
}
