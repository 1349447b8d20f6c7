import type { KantorModanceRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  DataTable,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type TableQuery,
  type UrlQuerySchema,
  Box,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import { useModanceReport } from '../api';
import { PageError } from '../../../shared/PageError';

const columns: DataTableColumn<KantorModanceRow>[] = [
  { key: 'display_name', header: 'Kantor', render: (k) => <Text fontWeight="medium">{k.display_name}</Text> },
  { key: 'modance', header: 'Modance', render: (k) => k.modance ?? 'Belum diatur' },
  { key: 'jenis', header: 'Jenis', render: (k) => k.jenis ?? '-' },
  { key: 'pegawai_count', header: 'Pegawai aktif', render: (k) => k.pegawai_count },
];

interface ModanceQuery extends TableQuery {
  modance_id?: number;
}

const QUERY_SCHEMA: UrlQuerySchema<ModanceQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  modance_id: 'number',
};
const DEFAULTS: ModanceQuery = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/**
 * /kantor/modance (role 1): the attendance mode (mode absensi) of every office
 * (indexReportModanceKantor): offices counted per mode, and the offices of the chosen mode.
 */
export default function KantorModancePage() {
  const [query, setQuery] = useUrlQuery<ModanceQuery>(QUERY_SCHEMA, DEFAULTS);
  const report = useModanceReport(query);
  const change = (patch: Partial<typeof query>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Modance Kantor
      </Heading>
      {report.data ? null : <PageError error={report.error} />}
      <HStack wrap="wrap" role="group" aria-label="Jumlah kantor per modance">
        <Button
          size="sm"
          kind={query.modance_id === undefined ? 'primary' : 'secondary'}
          onClick={() => change({ modance_id: undefined })}
          aria-pressed={query.modance_id === undefined}
        >
          Semua
        </Button>
        {report.data?.summary.map((s) => {
          const id = s.modance_id ?? 0;
          return (
            <Button
              key={id}
              size="sm"
              kind={query.modance_id === id ? 'primary' : 'secondary'}
              aria-pressed={query.modance_id === id}
              onClick={() => change({ modance_id: id })}
            >
              {s.modance}: {s.kantor_count}
            </Button>
          );
        })}
      </HStack>
      <Box>
        <DataTable<KantorModanceRow>
          caption="Modance per kantor"
          columns={columns}
          data={report.data}
          isLoading={report.isLoading || report.isValidating}
          numbered
          emptyText="Tidak ada kantor untuk modance ini"
          searchPlaceholder="Cari kantor"
          {...tableQueryHandlers(setQuery)}
          search={query.search}
        />
      </Box>
    </Stack>
  );
}
