import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  tableQueryHandlers,
  PegawaiNameLink,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
  Heading,
  Stack,
  Text,
} from '@portal/design-system';
import type { KantorPegawaiRow } from '@portal/contracts';
import { useKantorPegawai } from '../api';
import { KantorPicker } from '../components/KantorPicker';
import { RegisterTable } from '../../../shared/ListTable';

const columns: DataTableColumn<KantorPegawaiRow>[] = [
  { key: 'nama', header: 'Nama', render: (p) => <PegawaiNameLink id={p.id} nama={p.nama} /> },
  { key: 'npp', header: 'NPP', render: (p) => p.npp ?? '-' },
  { key: 'jabatan', header: 'Jabatan', render: (p) => p.jabatan ?? '-' },
  { key: 'pangkat', header: 'Pangkat', render: (p) => p.pangkat ?? '-' },
];

interface KantorPegawaiQuery {
  kantor_id?: number;
  page: number;
  per_page: number;
  search?: string;
}

/** Office, page and search in the address: back from an employee's CV returns to the same office. */
const QUERY_SCHEMA: UrlQuerySchema<KantorPegawaiQuery> = {
  kantor_id: 'number',
  page: 'number',
  per_page: 'number',
  search: 'string',
};

/** /kantor/pegawai (role 10): the active employees of one chosen office, paged, searchable by name or NPP. */
export default function KantorPegawaiPage() {
  const [{ kantor_id, ...query }, setQuery] = useUrlQuery<KantorPegawaiQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const kantorId = kantor_id ?? null;
  const list = useKantorPegawai(kantorId, query);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Pegawai per Kantor
      </Heading>
      <KantorPicker
        value={kantorId}
        onChange={(id) => setQuery((q) => ({ ...q, kantor_id: id ?? undefined, page: DEFAULT_PAGE }))}
      />
      {kantorId === null ? (
        <Text color="fg.muted">Pilih kantor untuk melihat pegawainya.</Text>
      ) : (
        <>
          <RegisterTable<KantorPegawaiRow>
            list={list}
            caption="Pegawai kantor"
            search={query.search}
            columns={columns}
            emptyText="Kantor ini belum memiliki pegawai aktif"
            searchPlaceholder="Cari nama atau NPP"
            {...tableQueryHandlers(setQuery)}
          />
        </>
      )}
    </Stack>
  );
}
