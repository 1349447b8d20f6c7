import type { SotkDiffRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  tableQueryHandlers,
  type DataTableColumn,
  Heading,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { useSotkDiff, type PageQuery } from '../api';

const columns: DataTableColumn<SotkDiffRow>[] = [
  { key: 'kantor', header: 'Kantor', render: (r) => <Text fontWeight="medium">{r.kantor}</Text> },
  { key: 'formasi', header: 'Formasi', render: (r) => r.formasi },
  { key: 'jumlah', header: 'Pegawai', render: (r) => r.jumlah },
  {
    key: 'kurang',
    header: 'Kurang',
    render: (r) => <Text color={r.kurang > 0 ? 'fg.error' : undefined}>{r.kurang}</Text>,
  },
  {
    key: 'lebih',
    header: 'Lebih',
    render: (r) => <Text color={r.lebih > 0 ? 'fg.warning' : undefined}>{r.lebih}</Text>,
  },
];

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<PageQuery> = { page: 'number', per_page: 'number', search: 'string' };

/** /sotk (role 10): every office with a structure, its formation against its active employees. */
export default function SotkIndexPage() {
  const [query, setQuery] = useUrlQuery<PageQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useSotkDiff(query);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        SOTK
      </Heading>
      <Text color="fg.muted">Formasi menurut struktur organisasi dibanding pegawai aktif per kantor.</Text>
      <RegisterTable<SotkDiffRow>
        list={list}
        search={query.search}
        caption="Ringkasan SOTK per kantor"
        columns={columns}
        rowKey={(r) => r.kantor_id}
        emptyText="Belum ada kantor dengan struktur SOTK"
        searchPlaceholder="Cari kantor"
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
