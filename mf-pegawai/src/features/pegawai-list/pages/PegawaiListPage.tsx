import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  DataTable,
  PegawaiNameLink,
  SearchableSelect,
  useUrlQuery,
  type UrlQuerySchema,
  type DataTableColumn,
  type SortState,
  Box,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import {
  PEGAWAI_LIST_TEXTS,
  pangkatLabel,
  useKantorOptions,
  usePegawaiList,
  type PegawaiListItem,
  type PegawaiListQuery,
  type PegawaiSortKey,
} from '../api';
import { PegawaiAvatar } from '../components/PegawaiAvatar';

const columns: DataTableColumn<PegawaiListItem>[] = [
  { key: 'photo', header: 'Foto', width: '1%', render: (p) => <PegawaiAvatar nama={p.nama} photo={p.photo} /> },
  { key: 'nama', header: 'Nama', sortable: true, render: (p) => <PegawaiNameLink id={p.id} nama={p.nama} /> },
  { key: 'npp', header: 'NPP', sortable: true, render: (p) => p.npp ?? '-' },
  { key: 'jabatan', header: 'Jabatan', sortable: true, render: (p) => p.jabatan?.nama ?? '-' },
  { key: 'kantor', header: 'Kantor', sortable: true, render: (p) => p.kantor?.nama ?? '-' },
  { key: 'pangkat', header: 'Pangkat', render: (p) => pangkatLabel(p.pangkat) },
  {
    key: 'tanggal_lahir',
    header: 'Tanggal lahir',
    sortable: true,
    render: (p) => (p.tanggal_lahir ? formatDate(p.tanggal_lahir) : '-'),
  },
];

const QUERY_SCHEMA: UrlQuerySchema<PegawaiListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  kantor_id: 'number',
  jabatan_id: 'number',
  sortby: 'string',
  sortbydesc: 'string',
};

/**
 * /pegawai (role 57; the server also refuses role 8): the employee register, paged on the server,
 * with a debounced search over name, npp, position and office, an office filter and sortable headers.
 */
export default function PegawaiListPage() {
  // In the address: back from a CV returns to the same page, search, office and sort.
  const [query, setQuery] = useUrlQuery<PegawaiListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = usePegawaiList(query);
  const kantorOptions = useKantorOptions();

  const sort: SortState = { sortby: query.sortby, sortbydesc: query.sortbydesc };
  // Every change of the question starts again at page 1.
  const change = (patch: Partial<PegawaiListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Daftar Pegawai
      </Heading>
      {list.error && !list.data ? (
        <Text color="fg.error" role="alert">
          {list.error.message}
        </Text>
      ) : null}
      <DataTable<PegawaiListItem>
        caption={PEGAWAI_LIST_TEXTS.caption}
        columns={columns}
        data={list.data}
        isLoading={list.isLoading || list.isValidating}
        numbered
        emptyText={PEGAWAI_LIST_TEXTS.empty}
        searchPlaceholder={PEGAWAI_LIST_TEXTS.searchPlaceholder}
        search={query.search}
        onSearch={(search) => change({ search })}
        sort={sort}
        onSortChange={(next) =>
          change({
            sortby: next.sortby as PegawaiSortKey | undefined,
            sortbydesc: next.sortbydesc as PegawaiSortKey | undefined,
          })
        }
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => change({ per_page })}
        toolbar={
          <HStack>
            <Box width={{ base: 'full', md: '64' }}>
              <SearchableSelect<{ id: number; nama: string }>
                aria-label={PEGAWAI_LIST_TEXTS.kantorFilter}
                placeholder={PEGAWAI_LIST_TEXTS.kantorPlaceholder}
                options={kantorOptions}
                value={query.kantor_id ?? null}
                onChange={(value) => change({ kantor_id: value === null ? undefined : Number(value) })}
              />
            </Box>
          </HStack>
        }
      />
    </Stack>
  );
}
