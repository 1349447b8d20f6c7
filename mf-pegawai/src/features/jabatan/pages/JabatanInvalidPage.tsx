import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, type JabatanInvalidRow } from '@portal/domain';
import { DataTable, PegawaiNameLink, type DataTableColumn, Heading, NativeSelect, Stack, Text } from '@portal/design-system';
import { INVALID_KIND_TEXT, useJabatanInvalid, type InvalidEvent } from '../api';

const columns: DataTableColumn<JabatanInvalidRow>[] = [
  { key: 'kind', header: 'Masalah', render: (r) => INVALID_KIND_TEXT[r.kind] },
  { key: 'pegawai_nama', header: 'Pegawai', render: (r) => (r.pegawai_nama && r.pegawai_id ? <PegawaiNameLink id={r.pegawai_id} nama={r.pegawai_nama} detail={`(${r.npp ?? '-'})`} /> : '-') },
  { key: 'jabatan_nama', header: 'Jabatan', render: (r) => r.jabatan_nama ?? '-' },
];

/** /pegawai/jabatan/invalid (57): inconsistent positions and employees' position data (docs/adr/0014). */
export default function JabatanInvalidPage() {
  const [query, setQuery] = useState<{ event: InvalidEvent; page: number; per_page: number; search?: string }>({ event: 'index_invalid', page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useJabatanInvalid(query);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Jabatan Tidak Valid
      </Heading>
      <NativeSelect.Root size="sm" maxW="sm">
        <NativeSelect.Field aria-label="Jenis pemeriksaan" value={query.event} onChange={(e) => setQuery((q) => ({ ...q, event: e.target.value as InvalidEvent, page: DEFAULT_PAGE }))}>
          <option value="index_invalid">Pegawai dan level jabatan</option>
          <option value="index_invalid_eselon">Jabatan tanpa eselon</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <DataTable<JabatanInvalidRow>
        caption="Daftar data jabatan tidak valid"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        numbered
        rowKey={(r, i) => `${r.kind}-${r.pegawai_id ?? ''}-${r.jabatan_id ?? ''}-${i}`}
        searchPlaceholder="Cari pegawai, NPP atau jabatan..."
        emptyText="Tidak ada data yang tidak valid"
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
        onSearch={(search) => setQuery((q) => ({ ...q, search: search || undefined, page: DEFAULT_PAGE }))}
      />
    </Stack>
  );
}
