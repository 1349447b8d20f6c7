import { useAllows } from '@portal/api-client';
import { DEFAULT_PAGE, POLICY } from '@portal/domain';
import type { AbsenAkumulasiRow } from '@portal/contracts';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  type DataTableColumn,
  Box,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import { useAkumulasi } from '../api';
import { usePeriodQuery } from '../report-query';
import { PegawaiKantorFilter } from '../components/PegawaiKantorFilter';
import { PeriodFilter } from '../components/PeriodFilter';
import { TOTAL_COLUMNS } from '../components/ReportTable';

/** /absen/akumulasi: totals per employee over a chosen period (default: this month). */
export default function AbsenAkumulasiPage() {
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const [query, setQuery] = usePeriodQuery();
  const list = useAkumulasi(query);
  const paging = tableQueryHandlers(setQuery);
  const columns: DataTableColumn<AbsenAkumulasiRow>[] = [
    {
      key: 'nama',
      header: 'Pegawai',
      render: (r) => (
        <Box>
          <Text fontWeight="medium">{r.pegawai.nama}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.pegawai.kantor?.nama ?? '-'}
          </Text>
        </Box>
      ),
    },
    ...TOTAL_COLUMNS.map((c) => ({
      key: c.key,
      header: c.label,
      align: 'end' as const,
      render: (r: AbsenAkumulasiRow) => r.totals[c.key],
    })),
  ];
  return (
    <Stack gap="4" data-testid="absen-akumulasi-page">
      <Heading as="h1" size="xl">
        Akumulasi Absensi
      </Heading>
      <DataTable
        caption="Akumulasi absensi per pegawai"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => r.pegawai.id}
        toolbar={
          <HStack gap="3" wrap="wrap" align="end">
            <PeriodFilter value={query} onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))} />
            {isAdmin ? (
              <PegawaiKantorFilter
                value={query}
                onChange={(v) => setQuery((q) => ({ ...q, ...v, page: DEFAULT_PAGE }))}
              />
            ) : null}
          </HStack>
        }
        {...paging}
        onSearch={isAdmin ? paging.onSearch : undefined}
        search={query.search}
        emptyText="Tidak ada data pada periode ini"
      />
    </Stack>
  );
}
