import { Badge } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from './DataTable';
import type { Paged, SortState } from './paged';
import { emptyListHandler, pegawaiHandlers, type DemoPegawai } from './stories/fixtures';

const columns: DataTableColumn<DemoPegawai>[] = [
  { key: 'npp', header: 'NPP', sortable: true, width: '120px' },
  { key: 'nama', header: 'Nama', sortable: true },
  { key: 'jabatan', header: 'Jabatan', sortable: true, render: (row) => row.jabatan.nama },
  { key: 'kantor', header: 'Kantor', render: (row) => <Badge variant="subtle">{row.kantor.nama}</Badge> },
];

/** The usual page wiring: query state → fetch → DataTable (an app would use the api-client's SWR hooks). */
function ServerPagedPegawai() {
  const [query, setQuery] = useState({ page: 1, per_page: 10, search: '', sort: {} as SortState });
  const [data, setData] = useState<Paged<DemoPegawai> | null>(null);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    const params = new URLSearchParams({
      page: String(query.page),
      per_page: String(query.per_page),
      search: query.search,
    });
    if (query.sort.sortby) params.set('sortby', query.sort.sortby);
    if (query.sort.sortbydesc) params.set('sortbydesc', query.sort.sortbydesc);
    let live = true;
    setLoading(true);
    void fetch(`/api/sdm/pegawai?${params}`)
      .then((response) => response.json())
      .then((page: Paged<DemoPegawai>) => live && setData(page))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <DataTable<DemoPegawai>
      caption="Daftar pegawai"
      columns={columns}
      data={data}
      isLoading={isLoading}
      numbered
      sort={query.sort}
      onSortChange={(sort) => setQuery((q) => ({ ...q, sort, page: 1 }))}
      onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
      onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: 1 }))}
      onSearch={(search) => setQuery((q) => ({ ...q, search, page: 1 }))}
    />
  );
}

const meta = {
  title: 'Design system/DataTable',
  component: ServerPagedPegawai,
  parameters: { msw: { handlers: [pegawaiHandlers.list] } },
} satisfies Meta<typeof ServerPagedPegawai>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Server paging, search (1000 ms debounce, Enter searches at once), sort and page size, via MSW. */
export const ServerPaged: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyListHandler] } },
};

export const Loading: Story = {
  render: () => <DataTable<DemoPegawai> columns={columns} data={null} isLoading onPageChange={() => {}} />,
};
