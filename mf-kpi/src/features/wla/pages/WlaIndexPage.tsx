import {
  Field,
  HStack,
  listTableProps,
  OptionSelect,
  PageHeader,
  Stack,
  tableQueryHandlers,
  type UrlQuerySchema,
  useUrlQuery,
} from '@portal/design-system';
import { useWlaResults, WLA_STATUS_OPTIONS, type ResultQuery } from '../api';
import { KantorFilter } from '../components/KantorFilter';
import { WlaNav } from '../components/WlaNav';
import { WlaResetPanel } from '../components/WlaResetPanel';
import { WlaResultTable } from '../components/WlaResultTable';

const QUERY_SCHEMA: UrlQuerySchema<ResultQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  kantor_id: 'number',
  jabatan_id: 'number',
  status: 'string',
};

/**
 * /pegawai/wla (63, full width): the results per position × office with FTE, staff present, gap and
 * status; filters (office, status, search) live in the address. 'Reset' recomputes every result.
 */
export default function WlaIndexPage() {
  const [query, setQuery] = useUrlQuery<ResultQuery>(QUERY_SCHEMA, { page: 1, per_page: 10 });
  const results = useWlaResults(query);
  return (
    <Stack gap="4" data-testid="wla-index-page">
      <PageHeader size="xl" title="Analisis Beban Kerja" description="FTE, pegawai dan gap per jabatan di tiap kantor">
        <WlaResetPanel onDone={() => void results.mutate()} />
      </PageHeader>
      <WlaNav />
      <WlaResultTable
        {...listTableProps(results)}
        {...tableQueryHandlers(setQuery)}
        search={query.search}
        searchPlaceholder="Cari jabatan atau kantor"
        toolbar={
          <HStack gap="3" wrap="wrap" align="end">
            <KantorFilter
              value={query.kantor_id}
              onChange={(kantor_id) => setQuery((q) => ({ ...q, kantor_id, page: 1 }))}
            />
            <Field.Root width="48">
              <Field.Label fontSize="sm">Status</Field.Label>
              <OptionSelect
                aria-label="Status"
                options={WLA_STATUS_OPTIONS}
                placeholder="Semua status"
                value={query.status ?? ''}
                onChange={(e) => {
                  const status = e.target.value || undefined;
                  setQuery((q) => ({ ...q, status, page: 1 }));
                }}
              />
            </Field.Root>
          </HStack>
        }
      />
    </Stack>
  );
}
