import { Link as RouterLink } from '@portal/design-system/router';
import type { PagedListState } from '@portal/api-client';
import type { SanksiEvent, SanksiRow } from '@portal/contracts';
import {
  Badge,
  type DataTableColumn,
  HStack,
  Link,
  OptionSelect,
  Stack,
  tableQueryHandlers,
  Text,
} from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import { useSanksiJenis, useSanksiParents, type SanksiListQuery } from '../api';
import { STATUS_OPTIONS } from '../list-query';
import { SanksiBadge } from './SanksiBadge';
import { sanksiPeriodText } from './SanksiPeriod';

export interface SanksiTableProps {
  event: SanksiEvent;
  /** Role 62: the detail link and the row's "Ubah"/"Hapus". */
  canManage: boolean;
  onEdit?: (row: SanksiRow) => void;
  onDelete?: (row: SanksiRow) => void;
  caption: string;
  emptyText: string;
  /** The page keeps the list (it reads it again after a write) and its query (the address). */
  list: PagedListState<SanksiRow>;
  query: SanksiListQuery;
  setQuery: (change: (current: SanksiListQuery) => SanksiListQuery) => void;
}

/** The register's table: search (nama, NPP, nomor SK), type/class/status filters, sort and paging in the address. */
export function SanksiTable(props: SanksiTableProps) {
  const { event, canManage, onEdit, onDelete, caption, emptyText, list, query, setQuery } = props;
  const jenis = useSanksiJenis().data?.data ?? [];
  const kelas = useSanksiParents().data?.kelas ?? [];
  const setFilter = (patch: Partial<SanksiListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  const columns: DataTableColumn<SanksiRow>[] = [
    {
      key: 'nama',
      header: 'Pegawai',
      sortable: true,
      render: (r) =>
        canManage ? (
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={`/pegawai/sanksi/${r.id}`}>{r.pegawai.nama}</RouterLink>
          </Link>
        ) : (
          r.pegawai.nama
        ),
    },
    { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.pegawai.npp ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    { key: 'jenis', header: 'Jenis Sanksi', sortable: true, render: (r) => <SanksiBadge jenis={r.jenis} /> },
    { key: 'awal', header: 'Masa Berlaku', sortable: true, render: (r) => sanksiPeriodText(r) },
    {
      key: 'is_active',
      header: 'Status',
      render: (r) =>
        r.is_active ? <Badge colorPalette="red">Berlaku</Badge> : <Badge colorPalette="gray">Tidak berlaku</Badge>,
    },
    { key: 'nomor_sk', header: 'Nomor SK', render: (r) => r.nomor_sk ?? '-' },
  ];
  if (event === 'index_invalid')
    columns.push({
      key: 'problems',
      header: 'Kekurangan',
      render: (r) => (
        <Stack gap="0">
          {r.problems.map((p) => (
            <Text key={p} fontSize="sm" color="fg.error">
              {p}
            </Text>
          ))}
        </Stack>
      ),
    });
  if (canManage && onEdit && onDelete)
    columns.push({
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah sanksi ${r.pegawai.nama}`}
          deleteLabel={`Hapus sanksi ${r.pegawai.nama}`}
          onEdit={() => onEdit(r)}
          onDelete={() => onDelete(r)}
        />
      ),
    });

  return (
    <RegisterTable<SanksiRow>
      list={list}
      search={query.search}
      caption={caption}
      columns={columns}
      searchPlaceholder="Cari nama, NPP atau nomor SK..."
      emptyText={emptyText}
      toolbar={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label="Semua jenis sanksi"
            options={jenis}
            value={query.jenis_id}
            onChange={(jenis_id) => setFilter({ jenis_id })}
          />
          <FilterSelect
            label="Semua kelas"
            options={kelas}
            value={query.kelas_id}
            onChange={(kelas_id) => setFilter({ kelas_id })}
          />
          {event === 'index' ? (
            <OptionSelect
              aria-label="Status sanksi"
              size="sm"
              width="48"
              placeholder="Semua status"
              options={STATUS_OPTIONS}
              value={query.status ?? ''}
              onChange={(e) => setFilter({ status: (e.target.value || undefined) as SanksiListQuery['status'] })}
            />
          ) : null}
        </HStack>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
