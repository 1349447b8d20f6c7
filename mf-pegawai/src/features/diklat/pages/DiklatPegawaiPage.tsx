import { Link as RouterLink } from '@portal/design-system/router';
import type { DiklatPegawaiRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  type DataTableColumn,
  Heading,
  HStack,
  Link,
  PegawaiNameLink,
  Stack,
  tableQueryHandlers,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { useSortedListQuery } from '../../../shared/list-query';
import { useParticipants } from '../api';
import { SpecialBadge } from '../components/SpecialBadge';

/** /pegawai/diklat/pegawai (61): every participation by the event's start date; search by name, NPP or diklat. */
export default function DiklatPegawaiPage() {
  const [query, setQuery] = useSortedListQuery();
  const list = useParticipants({ page: query.page, per_page: query.per_page, search: query.search });
  const columns: DataTableColumn<DiklatPegawaiRow>[] = [
    { key: 'npp', header: 'NPP', render: (r) => r.pegawai.npp ?? '-' },
    { key: 'nama', header: 'Nama', render: (r) => <PegawaiNameLink id={r.pegawai.id} nama={r.pegawai.nama} /> },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    {
      key: 'diklat',
      header: 'Diklat',
      render: (r) => (
        <HStack gap="2">
          <Link asChild colorPalette="brand">
            <RouterLink to={`/pegawai/diklat/event_detail?id=${r.event.id}`}>{r.event.nama}</RouterLink>
          </Link>
          <SpecialBadge special={r.event.is_special} />
        </HStack>
      ),
    },
    { key: 'awal', header: 'Tanggal', render: (r) => formatDate(r.event.awal) },
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Diklat per Pegawai
      </Heading>
      <RegisterTable<DiklatPegawaiRow>
        list={list}
        search={query.search}
        caption="Daftar diklat pegawai"
        columns={columns}
        searchPlaceholder="Cari nama, NPP atau nama diklat..."
        emptyText="Belum ada peserta diklat"
        {...tableQueryHandlers(setQuery)}
      />
    </Stack>
  );
}
