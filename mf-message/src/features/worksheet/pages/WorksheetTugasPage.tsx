import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import type { WorksheetEntry } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  HStack,
  OptionSelect,
  PageHeader,
  Stack,
  Text,
  listTableProps,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { formatDuration, useAttributes, useTugas, type TugasQuery } from '../api';

const columns: DataTableColumn<WorksheetEntry>[] = [
  {
    key: 'tanggal',
    header: 'Tanggal',
    sortable: true,
    render: (r) => <Text whiteSpace="nowrap">{formatDate(r.tanggal)}</Text>,
  },
  {
    key: 'pegawai',
    header: 'Pegawai',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai.nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.kantor?.nama ?? '-'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'tugas',
    header: 'Tugas',
    render: (r) => (
      <Stack gap="0.5">
        <Text>{r.tugas}</Text>
        <HStack gap="1" wrap="wrap">
          {r.attributes.map((a) => (
            <Badge key={a.id} variant="outline" size="sm">
              {a.nama}
            </Badge>
          ))}
          {r.is_late ? (
            <Badge colorPalette="orange" size="sm">
              Terlambat
            </Badge>
          ) : null}
        </HStack>
      </Stack>
    ),
  },
  { key: 'durasi_menit', header: 'Waktu', sortable: true, render: (r) => formatDuration(r.durasi_menit) },
];

const QUERY_SCHEMA: UrlQuerySchema<TugasQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  tanggal_awal: 'string',
  tanggal_akhir: 'string',
  kantor_id: 'number',
  attribute_id: 'number',
  is_late: 'boolean',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /pegawai/worksheet/tugas (managers, 63): entries of the offices they may see, with filters. */
export default function WorksheetTugasPage() {
  const [query, setQuery] = useUrlQuery<TugasQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = useTugas(query);
  const attributes = useAttributes();
  const filters = (
    <HStack gap="2" wrap="wrap">
      <OptionSelect
        aria-label="Saring atribut"
        placeholder="Semua atribut"
        size="sm"
        width="12rem"
        options={attributes.data?.data ?? []}
        value={query.attribute_id === undefined ? '' : String(query.attribute_id)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          setQuery((q) => ({ ...q, attribute_id: v === '' ? undefined : Number(v), page: DEFAULT_PAGE }));
        }}
      />
      <Button
        size="sm"
        kind={query.is_late ? 'secondary' : 'quiet'}
        aria-pressed={Boolean(query.is_late)}
        onClick={() => setQuery((q) => ({ ...q, is_late: q.is_late ? undefined : true, page: DEFAULT_PAGE }))}
      >
        Terlambat saja
      </Button>
    </HStack>
  );
  return (
    <Stack gap="4" data-testid="worksheet-tugas-page">
      <PageHeader title="Tugas Worksheet" description="Tugas yang dicatat pegawai di kantor yang dapat Anda lihat." />
      <DataTable<WorksheetEntry>
        search={query.search}
        caption="Daftar tugas worksheet"
        columns={columns}
        {...listTableProps(list)}
        searchPlaceholder="Cari tugas, catatan atau nama pegawai..."
        emptyText="Tidak ada tugas yang cocok"
        toolbar={filters}
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
