import { Link as RouterLink } from '@portal/design-system/router';
import { useAllows } from '@portal/api-client';
import type { IncomeSummaryRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import {
  DataTable,
  type DataTableColumn,
  Link,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { MoneyText } from '../../../shared/MoneyText';
import { currentPeriod } from '../../../shared/period';
import { PENGHASILAN_PEGAWAI_ROUTE, useIncomeSummary, type IncomeQuery } from '../api';
import { IncomeFilters } from '../components/IncomeFilters';

const QUERY_SCHEMA: UrlQuerySchema<IncomeQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
};

/** /gaji/penghasilan (63, 53; not 8/52): each employee's month: penghasilan, potongan, imbalan kerja and bersih. */
export default function PenghasilanIndexPage() {
  const canOpenPegawai = useAllows(POLICY.manageIncome);
  const [query, setQuery] = useUrlQuery<IncomeQuery>(QUERY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    ...currentPeriod(),
  }));
  const list = useIncomeSummary(query);
  const columns: DataTableColumn<IncomeSummaryRow>[] = [
    {
      key: 'nama',
      header: 'Pegawai',
      render: (r) => (
        <Stack gap="0">
          {canOpenPegawai ? (
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={`${PENGHASILAN_PEGAWAI_ROUTE}?pegawai_id=${r.pegawai.id}&tahun=${r.tahun}`}>
                {r.pegawai.nama}
              </RouterLink>
            </Link>
          ) : (
            <Text fontWeight="medium">{r.pegawai.nama}</Text>
          )}
          {r.pegawai.npp ? (
            <Text fontSize="xs" color="fg.muted">
              NPP {r.pegawai.npp}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    { key: 'penghasilan', header: 'Penghasilan', align: 'end', render: (r) => <MoneyText value={r.penghasilan} /> },
    { key: 'potongan', header: 'Potongan', align: 'end', render: (r) => <MoneyText value={r.potongan} /> },
    {
      key: 'imbalan_kerja',
      header: 'Imbalan Kerja',
      align: 'end',
      render: (r) => <MoneyText value={r.imbalan_kerja} />,
    },
    {
      key: 'bersih',
      header: 'Bersih',
      align: 'end',
      render: (r) => <MoneyText fontWeight="semibold" value={r.bersih} />,
    },
  ];
  return (
    <Stack gap="4" data-testid="penghasilan-page">
      <PageHeader size="xl" title="Penghasilan" description="Bersih = penghasilan − potongan, dihitung oleh server." />
      <IncomeFilters query={query} setQuery={setQuery} />
      <DataTable<IncomeSummaryRow>
        caption="Ringkasan penghasilan pegawai"
        columns={columns}
        {...listTableProps(list)}
        rowKey={(r) => r.pegawai.id}
        numbered
        search={query.search}
        searchPlaceholder="Cari nama atau NPP..."
        emptyText="Tidak ada penghasilan pada bulan ini"
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
