import { usePegawaiOptions } from '@portal/api-client';
import { Box, EmptyState, PageHeader, PegawaiNameLink, PegawaiSelect, Stack, Text } from '@portal/design-system';
import { usePrestasiList } from '../api';
import { PrestasiTable } from '../components/PrestasiTable';
import { usePrestasiListQuery } from '../list-query';

/**
 * /pegawai/prestasi/pegawai (57): one employee's achievements. The employee is chosen by name or
 * NPP and kept in the address (pegawai_id), so the page can be shared and back returns to it.
 */
export default function PrestasiPegawaiPage() {
  const [query, setQuery] = usePrestasiListQuery();
  const loadPegawai = usePegawaiOptions();
  const chosen = query.pegawai_id !== undefined;
  const list = usePrestasiList(query, chosen);
  return (
    <Stack gap="4">
      <PageHeader title="Prestasi per Pegawai" size="xl" />
      <Box maxW="md">
        <PegawaiSelect
          aria-label="Pegawai"
          placeholder="Ketik nama atau NPP (lebih dari 3 huruf)"
          loadOptions={loadPegawai}
          value={query.pegawai_id ?? null}
          onChange={(id) => setQuery((q) => ({ ...q, pegawai_id: id === null ? undefined : Number(id), page: 1 }))}
        />
      </Box>
      {/* The select knows a name only once searched; an address opened afresh names the employee here. */}
      {chosen && list.data?.data[0] ? (
        <Text>
          Pegawai:{' '}
          <PegawaiNameLink
            id={list.data.data[0].pegawai.id}
            nama={list.data.data[0].pegawai.nama}
            detail={list.data.data[0].pegawai.npp ? `(${list.data.data[0].pegawai.npp})` : undefined}
          />
        </Text>
      ) : null}
      {chosen ? (
        <PrestasiTable
          list={list}
          query={query}
          setQuery={setQuery}
          showPegawai={false}
          caption="Prestasi pegawai"
          emptyText="Pegawai ini belum memiliki prestasi"
        />
      ) : (
        <EmptyState title="Pilih pegawai untuk melihat prestasinya" />
      )}
    </Stack>
  );
}
