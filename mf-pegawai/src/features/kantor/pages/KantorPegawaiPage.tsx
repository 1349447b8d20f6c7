import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { DataTable, PegawaiNameLink, type DataTableColumn, Heading, Stack, Text } from '@portal/design-system';
import type { KantorPegawaiRow } from '@portal/domain';
import { useKantorPegawai } from '../api';
import { KantorPicker } from '../components/KantorPicker';
import { PageError } from '../components/PageError';

const columns: DataTableColumn<KantorPegawaiRow>[] = [
  { key: 'nama', header: 'Nama', render: (p) => <PegawaiNameLink id={p.id} nama={p.nama} /> },
  { key: 'npp', header: 'NPP', render: (p) => p.npp ?? '-' },
  { key: 'jabatan', header: 'Jabatan', render: (p) => p.jabatan ?? '-' },
  { key: 'pangkat', header: 'Pangkat', render: (p) => p.pangkat ?? '-' },
];

/** /kantor/pegawai (role 10): the active employees of one chosen office, paged, searchable by name or NPP. */
export default function KantorPegawaiPage() {
  const [kantorId, setKantorId] = useState<number | null>(null);
  const [query, setQuery] = useState({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, search: '' });
  const list = useKantorPegawai(kantorId, query);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">Pegawai per Kantor</Heading>
      <KantorPicker
        value={kantorId}
        onChange={(id) => {
          setKantorId(id);
          setQuery((q) => ({ ...q, page: DEFAULT_PAGE }));
        }}
      />
      {kantorId === null ? (
        <Text color="fg.muted">Pilih kantor untuk melihat pegawainya.</Text>
      ) : (
        <>
          {list.data ? null : <PageError error={list.error} />}
          <DataTable<KantorPegawaiRow>
            caption="Pegawai kantor"
            columns={columns}
            data={list.data}
            isLoading={list.isLoading || list.isValidating}
            numbered
            emptyText="Kantor ini belum memiliki pegawai aktif"
            searchPlaceholder="Cari nama atau NPP"
            onSearch={(search) => setQuery((q) => ({ ...q, search, page: DEFAULT_PAGE }))}
            onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
            onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
          />
        </>
      )}
    </Stack>
  );
}
