import { formatNumber } from '@portal/domain';
import {
  listTableProps,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type TableQuery,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { useWlaKantor } from '../api';
import { SummaryTable } from '../components/SummaryTable';
import { WlaNav } from '../components/WlaNav';
import type { WlaKantorRow } from '@portal/contracts';

type Query = Pick<TableQuery, 'page' | 'per_page' | 'search'>;
const QUERY_SCHEMA: UrlQuerySchema<Query> = { page: 'number', per_page: 'number', search: 'string' };

/** /pegawai/wla/kantor (63): each office over all its positions: staff needed, present, gap, status. */
export default function WlaKantorPage() {
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, { page: 1, per_page: 10 });
  const list = useWlaKantor(query);
  return (
    <Stack gap="4" data-testid="wla-kantor-page">
      <PageHeader size="xl" title="WLA per Kantor" />
      <WlaNav />
      <SummaryTable<WlaKantorRow>
        {...listTableProps(list)}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        searchPlaceholder="Cari kantor"
        caption="WLA per kantor"
        rowKey={(r) => r.kantor_id}
        emptyText="Belum ada hasil WLA"
        leading={[
          { key: 'kantor_nama', header: 'Kantor' },
          { key: 'jabatan_count', header: 'Jabatan', align: 'end', render: (r) => formatNumber(r.jabatan_count) },
        ]}
      />
    </Stack>
  );
}
