import { Link as RouterLink } from '@portal/design-system/router';
import { formatNumber } from '@portal/domain';
import {
  Link,
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type TableQuery,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { useWlaJabatan, WLA_ROUTES } from '../api';
import { SummaryTable } from '../components/SummaryTable';
import { WlaNav } from '../components/WlaNav';
import { decimalText } from '../components/WlaNumber';
import { WlaResetPanel } from '../components/WlaResetPanel';
import type { WlaJabatanRow } from '@portal/contracts';

type Query = Pick<TableQuery, 'page' | 'per_page' | 'search'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = { page: 'number', per_page: 'number', search: 'string' };

/**
 * /pegawai/wla/pegawaiJabatan (63): each position over all offices (activities, workload, FTE,
 * staff, gap, status); 'Reset' recomputes the results of every position.
 */
export default function WlaPegawaiJabatanPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, { page: 1, per_page: 10 });
  const list = useWlaJabatan(query);
  return (
    <Stack gap="4" data-testid="wla-jabatan-page">
      <PageHeader size="xl" title="WLA Jabatan Pegawai">
        <WlaResetPanel onDone={() => void list.mutate()} />
      </PageHeader>
      <WlaNav />
      <SummaryTable<WlaJabatanRow>
        {...listTableProps(list)}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        searchPlaceholder="Cari jabatan"
        caption="WLA per jabatan"
        rowKey={(r) => r.jabatan_id}
        emptyText="Belum ada hasil WLA"
        leading={[
          {
            key: 'jabatan_nama',
            header: 'Jabatan',
            render: (r) => (
              <Link asChild colorPalette="brand">
                <RouterLink to={`${WLA_ROUTES.index}?jabatan_id=${r.jabatan_id}`}>{r.jabatan_nama}</RouterLink>
              </Link>
            ),
          },
          { key: 'kantor_count', header: 'Kantor', align: 'end', render: (r) => formatNumber(r.kantor_count) },
          {
            key: 'aktivitas_count',
            header: 'Aktivitas',
            align: 'end',
            render: (r) => formatNumber(r.aktivitas_count),
          },
          {
            key: 'beban_menit',
            header: 'Beban (menit/tahun)',
            align: 'end',
            render: (r) => decimalText(r.beban_menit),
          },
        ]}
      />
    </Stack>
  );
}
