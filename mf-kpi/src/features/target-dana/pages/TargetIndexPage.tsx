import { formatRupiah, MONTHS } from '@portal/domain';
import {
  DataTable,
  EmptyState,
  ErrorState,
  HStack,
  listTableProps,
  LoadingState,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  type DataTableColumn,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { currentPeriod, usePivot, useTargets, type TargetQuery } from '../api';
import { PeriodFilter } from '../components/PeriodFilter';
import { PivotTable } from '../components/PivotTable';
import { TargetNav } from '../components/TargetNav';
import { TargetStatusBadge } from '../components/TargetStatusBadge';
import type { TargetDanaRow } from '@portal/contracts';

type Query = TargetQuery & { view?: string };
const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  type_id: 'number',
  status_id: 'number',
  view: 'string',
};

const columns: DataTableColumn<TargetDanaRow>[] = [
  { key: 'pegawai.nama', header: 'Pegawai' },
  { key: 'pegawai.npp', header: 'NPP' },
  { key: 'kantor.nama', header: 'Kantor' },
  { key: 'type.nama', header: 'Jenis' },
  { key: 'rekening', header: 'Rekening' },
  { key: 'nominal', header: 'Nominal', align: 'end', render: (r) => formatRupiah(r.nominal) },
  { key: 'status', header: 'Status', render: (r) => <TargetStatusBadge row={r} /> },
];

/**
 * /penilaian/target_pegawai_kontrak (not 8/52): the targets of a period with their sum (a checker
 * sees every row, others their own), or with `?view=pivot` the totals per office × month (index_pivot).
 */
export default function TargetIndexPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({ page: 1, per_page: 10, ...currentPeriod() }));
  const pivot = query.view === 'pivot';
  return (
    <Stack gap="4" data-testid="target-index-page">
      <PageHeader size="xl" title="Target Pegawai Kontrak" />
      <TargetNav />
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        yearOnly={pivot}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, page: 1 }))}
      />
      {pivot ? (
        <PivotView tahun={query.tahun ?? currentPeriod().tahun} />
      ) : (
        <ListView query={query} setQuery={setQuery} />
      )}
    </Stack>
  );
}

function ListView({ query, setQuery }: { query: Query; setQuery: (change: (q: Query) => Query) => void }) {
  const { view: _view, ...listQuery } = query;
  const list = useTargets(listQuery);
  return (
    <Stack gap="2">
      {list.data ? (
        <HStack>
          <Text fontSize="sm" data-testid="target-total">
            Total {query.bulan ? MONTHS[query.bulan] : ''} {query.tahun}: {formatRupiah(list.data.total_nominal)}
          </Text>
        </HStack>
      ) : null}
      <DataTable<TargetDanaRow>
        {...listTableProps(list)}
        {...tableQueryHandlers(setQuery)}
        columns={columns}
        search={query.search}
        searchPlaceholder="Cari nama, NPP atau rekening"
        caption="Target pegawai kontrak"
        numbered
        emptyText="Belum ada target pada periode ini"
      />
    </Stack>
  );
}

function PivotView({ tahun }: { tahun: number }) {
  const pivot = usePivot(tahun);
  if (pivot.error) return <ErrorState message={pivot.error.message} onRetry={() => void pivot.mutate()} />;
  if (!pivot.data) return <LoadingState />;
  if (pivot.data.data.length === 0) return <EmptyState title={`Belum ada target tahun ${tahun}`} />;
  return <PivotTable rows={pivot.data.data} />;
}
