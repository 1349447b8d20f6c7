import type { JabatanInvalidEvent, JabatanInvalidRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
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
  NativeSelect,
  Stack,
} from '@portal/design-system';
import { INVALID_KIND_TEXT, useJabatanInvalid } from '../api';

const columns: DataTableColumn<JabatanInvalidRow>[] = [
  { key: 'kind', header: 'Masalah', render: (r) => INVALID_KIND_TEXT[r.kind] },
  {
    key: 'pegawai_nama',
    header: 'Pegawai',
    render: (r) =>
      r.pegawai_nama && r.pegawai_id ? (
        <PegawaiNameLink id={r.pegawai_id} nama={r.pegawai_nama} detail={`(${r.npp ?? '-'})`} />
      ) : (
        '-'
      ),
  },
  { key: 'jabatan_nama', header: 'Jabatan', render: (r) => r.jabatan_nama ?? '-' },
];

interface InvalidQuery extends TableQuery {
  event: JabatanInvalidEvent;
}

const QUERY_SCHEMA: UrlQuerySchema<InvalidQuery> = {
  event: 'string',
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};
const DEFAULTS: InvalidQuery = { event: 'index_invalid', page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/** /pegawai/jabatan/invalid (57): inconsistent positions and employees' position data (docs/adr/0014). */
export default function JabatanInvalidPage() {
  const [query, setQuery] = useUrlQuery<InvalidQuery>(QUERY_SCHEMA, DEFAULTS);
  const list = useJabatanInvalid({
    event: query.event,
    page: query.page,
    per_page: query.per_page,
    search: query.search,
  });
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Jabatan Tidak Valid
      </Heading>
      <NativeSelect.Root size="sm" maxW="sm">
        <NativeSelect.Field
          aria-label="Jenis pemeriksaan"
          value={query.event}
          onChange={(e) =>
            setQuery((q) => ({ ...q, event: e.target.value as JabatanInvalidEvent, page: DEFAULT_PAGE }))
          }
        >
          <option value="index_invalid">Pegawai dan level jabatan</option>
          <option value="index_invalid_eselon">Jabatan tanpa eselon</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <DataTable<JabatanInvalidRow>
        caption="Daftar data jabatan tidak valid"
        columns={columns}
        {...listTableProps(list)}
        numbered
        rowKey={(r, i) => `${r.kind}-${r.pegawai_id ?? ''}-${r.jabatan_id ?? ''}-${i}`}
        searchPlaceholder="Cari pegawai, NPP atau jabatan..."
        emptyText="Tidak ada data yang tidak valid"
        {...tableQueryHandlers(setQuery)}
        search={query.search}
      />
    </Stack>
  );
}
