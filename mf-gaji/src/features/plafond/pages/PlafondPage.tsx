import { useAllows } from '@portal/api-client';
import type { PlafondRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, POLICY } from '@portal/domain';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  listTableProps,
  LoadingState,
  OptionSelect,
  PageHeader,
  Stack,
  Table,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { KantorSelect } from '../../../shared/KantorSelect';
import { MoneyText } from '../../../shared/MoneyText';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod } from '../../../shared/period';
import { useOwnPemakaian, usePlafondJenis, usePlafondList, type PlafondQuery } from '../api';

const QUERY_SCHEMA: UrlQuerySchema<PlafondQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  kantor_id: 'number',
  jenis_id: 'number',
};

const columns: DataTableColumn<PlafondRow>[] = [
  {
    key: 'nama',
    header: 'Pegawai',
    render: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.pegawai.nama}</Text>
        {r.pegawai.npp ? (
          <Text fontSize="xs" color="fg.muted">
            NPP {r.pegawai.npp}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'jenis', header: 'Jenis Tunjangan', render: (r) => r.jenis.nama },
  { key: 'tahun', header: 'Tahun' },
  { key: 'plafond', header: 'Plafon', align: 'end', render: (r) => <MoneyText value={r.plafond} /> },
  { key: 'terpakai', header: 'Terpakai', align: 'end', render: (r) => <MoneyText value={r.terpakai} /> },
  {
    key: 'sisa',
    header: 'Sisa',
    align: 'end',
    render: (r) => (
      <MoneyText fontWeight="semibold" color={r.sisa.startsWith('-') ? 'fg.error' : undefined} value={r.sisa} />
    ),
  },
];

/** The caller's own usage records of the year. */
function OwnPemakaian({ tahun }: { tahun: number | undefined }) {
  const usage = useOwnPemakaian(tahun, true);
  if (usage.error) return <ErrorState message={usage.error.message} onRetry={() => void usage.mutate()} />;
  if (!usage.data) return <LoadingState />;
  if (usage.data.data.length === 0) return <EmptyState title="Belum ada pemakaian pada tahun ini" />;
  return (
    <Table.Root size="sm" variant="outline" aria-label="Riwayat pemakaian tunjangan">
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader>Tanggal</Table.ColumnHeader>
          <Table.ColumnHeader>Jenis Tunjangan</Table.ColumnHeader>
          <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Jumlah</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {usage.data.data.map((u) => (
          <Table.Row key={u.id}>
            <Table.Cell>{formatDate(u.tanggal)}</Table.Cell>
            <Table.Cell>{u.jenis.nama}</Table.Cell>
            <Table.Cell>{u.keterangan ?? '-'}</Table.Cell>
            <Table.Cell textAlign="end">
              <MoneyText value={u.jumlah} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * /pegawai/plafond/index (not 8): per employee and allowance type the year's ceiling, what was used
 * and what remains. Salary admins see any office; everyone else their own rows and usage.
 */
export default function PlafondPage() {
  const isAdmin = useAllows(POLICY.manageIncome);
  const [query, setQuery] = useUrlQuery<PlafondQuery>(QUERY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    tahun: currentPeriod().tahun,
  }));
  const list = usePlafondList(query);
  const jenis = usePlafondJenis();
  return (
    <Stack gap="4" data-testid="plafond-page">
      <PageHeader
        size="xl"
        title="Plafon Tunjangan"
        description={
          isAdmin ? 'Plafon, pemakaian dan sisa tunjangan pegawai.' : 'Plafon, pemakaian dan sisa tunjangan Anda.'
        }
      />
      <HStack gap="3" align="end" wrap="wrap">
        <PeriodFilter
          yearOnly
          tahun={query.tahun}
          bulan={undefined}
          onChange={(p) => setQuery((q) => ({ ...q, tahun: p.tahun, page: DEFAULT_PAGE }))}
        />
        <Field.Root width="auto">
          <Field.Label fontSize="sm">Jenis Tunjangan</Field.Label>
          <OptionSelect
            aria-label="Jenis Tunjangan"
            size="sm"
            width="48"
            options={jenis.data?.data ?? []}
            placeholder="Semua jenis"
            value={query.jenis_id ?? ''}
            onChange={(e) =>
              setQuery((q) => ({
                ...q,
                jenis_id: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value),
                page: DEFAULT_PAGE,
              }))
            }
          />
        </Field.Root>
        {isAdmin ? (
          <KantorSelect
            value={query.kantor_id}
            onChange={(kantor_id) => setQuery((q) => ({ ...q, kantor_id, page: DEFAULT_PAGE }))}
          />
        ) : null}
      </HStack>
      <DataTable<PlafondRow>
        caption="Plafon tunjangan"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => `${r.pegawai.id}-${r.jenis.id}-${r.tahun}`}
        numbered
        search={isAdmin ? query.search : undefined}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Tidak ada plafon tunjangan untuk tahun ini"
        {...tableQueryHandlers(setQuery)}
        onSearch={isAdmin ? tableQueryHandlers(setQuery).onSearch : undefined}
      />
      {isAdmin ? null : (
        <Stack gap="2">
          <Heading as="h2" size="md">
            Riwayat Pemakaian
          </Heading>
          <OwnPemakaian tahun={query.tahun} />
        </Stack>
      )}
    </Stack>
  );
}
