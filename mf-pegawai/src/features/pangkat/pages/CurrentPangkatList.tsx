import type { CurrentPangkatEvent, PegawaiCurrentPangkatRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  listTableProps,
  DataTable,
  PegawaiNameLink,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type TableQuery,
  type UrlQuerySchema,
  Heading,
  Stack,
  Text,
} from '@portal/design-system';
import { gradeText, useCurrentPangkat } from '../api';

const TITLES: Record<CurrentPangkatEvent, { title: string; note: string }> = {
  index_pegawai: { title: 'Pangkat Pegawai', note: 'Pangkat yang berlaku untuk setiap pegawai aktif.' },
  index_expired: { title: 'Pangkat Jatuh Tempo', note: 'Pegawai yang tidak naik pangkat selama 4 tahun atau lebih.' },
  index_simulasi: {
    title: 'Simulasi Kenaikan Pangkat',
    note: 'Perkiraan tanggal kenaikan pangkat berikutnya: TMT pangkat saat ini ditambah 4 tahun.',
  },
};

const QUERY_SCHEMA: UrlQuerySchema<TableQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};
const DEFAULTS: TableQuery = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/** Employees with their current rank; expired and simulasi add the years in rank and the next date. */
export function CurrentPangkatList({ event }: { event: CurrentPangkatEvent }) {
  const [query, setQuery] = useUrlQuery<TableQuery>(QUERY_SCHEMA, DEFAULTS);
  const list = useCurrentPangkat({ event, page: query.page, per_page: query.per_page, search: query.search });
  const columns: DataTableColumn<PegawaiCurrentPangkatRow>[] = [
    {
      key: 'nama',
      header: 'Pegawai',
      render: (r) => <PegawaiNameLink id={r.pegawai_id} nama={r.nama} detail={`(${r.npp})`} />,
    },
    { key: 'pangkat', header: 'Pangkat', render: (r) => r.pangkat?.nama ?? '-' },
    { key: 'grade', header: 'Grade', render: (r) => (r.pangkat ? gradeText(r.pangkat) : '-') },
    { key: 'awal', header: 'TMT Pangkat', render: (r) => (r.awal ? formatDate(r.awal) : '-') },
    ...(event === 'index_pegawai'
      ? []
      : [
          {
            key: 'masa_tahun',
            header: 'Masa (Tahun)',
            align: 'end' as const,
            render: (r: PegawaiCurrentPangkatRow) => r.masa_tahun ?? '-',
          },
        ]),
    ...(event === 'index_simulasi'
      ? [
          {
            key: 'next_date',
            header: 'Perkiraan Kenaikan',
            render: (r: PegawaiCurrentPangkatRow) => (r.next_date ? formatDate(r.next_date) : '-'),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {TITLES[event].title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {TITLES[event].note}
      </Text>
      <DataTable<PegawaiCurrentPangkatRow>
        caption={TITLES[event].title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        rowKey={(r) => r.pegawai_id}
        searchPlaceholder="Cari nama, NPP atau pangkat..."
        emptyText="Tidak ada pegawai"
        {...tableQueryHandlers(setQuery)}
        search={query.search}
      />
    </Stack>
  );
}
