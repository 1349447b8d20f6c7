import type { DeductionPivotRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  HStack,
  listTableProps,
  PageHeader,
  Stack,
  Table,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { currentPeriod } from '../../../shared/period';
import { useXlsxDownload } from '../../../shared/useXlsxDownload';
import { deductionPath, FILE_NAMES, kindNoun, kindOf, usePivot, type PagedMonthQuery } from '../api';
import { MonthFilters } from '../components/MonthFilters';

const QUERY_SCHEMA: UrlQuerySchema<PagedMonthQuery> = {
  kind: 'string',
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  status: 'string',
};

/**
 * /gaji/potongan/pivot (3, 53): employees × deduction types of a month (salary or service, by the
 * "Jenis potongan" switch), the server's sums, and its xlsx. The search (nama/NPP) narrows both the
 * table and the download on the server.
 */
export default function PivotPage() {
  const [query, setQuery] = useUrlQuery<PagedMonthQuery>(QUERY_SCHEMA, () => ({
    kind: 'gaji',
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const kind = kindOf(query.kind);
  const pivot = usePivot(query, kind);
  const excel = useXlsxDownload(deductionPath(kind, 'pivot_excel'), FILE_NAMES.pivot);
  const jenis = pivot.data?.jenis ?? [];

  const columns: DataTableColumn<DeductionPivotRow>[] = [
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
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    ...jenis.map<DataTableColumn<DeductionPivotRow>>((j) => ({
      key: `jenis-${j.id}`,
      header: j.nama,
      align: 'end',
      render: (r) => (r.jumlah[String(j.id)] ? <MoneyText value={r.jumlah[String(j.id)]} /> : '-'),
    })),
    { key: 'total', header: 'Total', align: 'end', render: (r) => <MoneyText fontWeight="semibold" value={r.total} /> },
  ];

  const { tahun, bulan, kantor_id, search } = query;
  return (
    <Stack gap="4" data-testid="pivot-page">
      <PageHeader size="xl" title="Pivot Potongan">
        <Button
          size="sm"
          kind="secondary"
          disabled={tahun === undefined || bulan === undefined}
          loading={excel.downloading}
          onClick={() =>
            void excel.download({ tahun, bulan, ...(kantor_id ? { kantor_id } : {}), ...(search ? { search } : {}) })
          }
          data-testid="pivot-download"
        >
          Unduh Excel
        </Button>
      </PageHeader>
      <MonthFilters query={query} setQuery={setQuery} />
      <DataTable<DeductionPivotRow>
        caption={`Pivot ${kindNoun(kind)} per pegawai dan jenis`}
        columns={columns}
        {...listTableProps(pivot)}
        rowKey={(r) => r.pegawai.id}
        numbered
        search={query.search}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Tidak ada potongan pada bulan ini"
        {...tableQueryHandlers(setQuery)}
      />
      {pivot.data && pivot.data.total > 0 ? (
        <Stack gap="2" data-testid="pivot-totals">
          <Text fontWeight="semibold">Total seluruh pegawai</Text>
          <Table.Root size="sm" variant="outline" aria-label="Total potongan per jenis" maxW="xl">
            <Table.Body>
              {jenis.map((j) => (
                <Table.Row key={j.id}>
                  <Table.Cell>{j.nama}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={pivot.data?.total_per_jenis[String(j.id)] ?? '0.00'} />
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell fontWeight="semibold">Total</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end">
                    <MoneyText fontWeight="semibold" value={pivot.data.total_jumlah} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
