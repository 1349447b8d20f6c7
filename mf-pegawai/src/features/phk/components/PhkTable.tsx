import type { PagedListState } from '@portal/api-client';
import type { PhkRow, PhkTypeRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  Button,
  type DataTableColumn,
  HStack,
  OptionSelect,
  tableQueryHandlers,
  YearPicker,
} from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import { useKantorOptions } from '../../pegawai-list/public';
import type { PhkListQuery } from '../api';
import { PHK_STATUS_OPTIONS } from '../list-query';
import { PhkStatusBadge } from './PhkStatusBadge';

/** The first year the filter offers (terminations before it are kept but rarely asked for). */
const FIRST_YEAR = 1980;

export interface PhkTableProps {
  list: PagedListState<PhkRow>;
  query: PhkListQuery;
  setQuery: (change: (current: PhkListQuery) => PhkListQuery) => void;
  types: readonly PhkTypeRow[];
  onShow: (row: PhkRow) => void;
  onEdit: (row: PhkRow) => void;
  onDelete: (row: PhkRow) => void;
}

/**
 * The register's table in the spec's row shape (kategori.nama, nama, tahun, penyelenggara) with the
 * date and status; search (nama, NPP, nomor SK, penyelenggara), category/office/year/status filters,
 * sort and paging in the address.
 */
export function PhkTable({ list, query, setQuery, types, onShow, onEdit, onDelete }: PhkTableProps) {
  const kantor = useKantorOptions();
  const setFilter = (patch: Partial<PhkListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const columns: DataTableColumn<PhkRow>[] = [
    { key: 'kategori', header: 'Kategori', sortable: true, render: (r) => r.kategori.nama },
    {
      key: 'nama',
      header: 'Nama',
      sortable: true,
      render: (r) => (
        <Button kind="quiet" size="xs" onClick={() => onShow(r)} aria-label={`Detail PHK ${r.nama}`}>
          {r.nama}
        </Button>
      ),
    },
    { key: 'npp', header: 'NPP', sortable: true, render: (r) => r.pegawai.npp ?? '-' },
    { key: 'kantor', header: 'Kantor', sortable: true, render: (r) => r.pegawai.kantor?.nama ?? '-' },
    { key: 'tahun', header: 'Tahun', render: (r) => String(r.tahun) },
    { key: 'tanggal', header: 'Tanggal PHK', sortable: true, render: (r) => formatDate(r.tanggal) },
    { key: 'penyelenggara', header: 'Penyelenggara', render: (r) => r.penyelenggara ?? '-' },
    { key: 'status', header: 'Status', render: (r) => <PhkStatusBadge effective={r.is_effective} /> },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah PHK ${r.nama}`}
          deleteLabel={`Hapus PHK ${r.nama}`}
          onEdit={() => onEdit(r)}
          onDelete={() => onDelete(r)}
        />
      ),
    },
  ];
  return (
    <RegisterTable<PhkRow>
      list={list}
      search={query.search}
      caption="Daftar PHK pegawai"
      columns={columns}
      searchPlaceholder="Cari nama, NPP, nomor SK atau penyelenggara..."
      emptyText="Belum ada data PHK"
      toolbar={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label="Semua kategori"
            options={[...types]}
            value={query.type_id}
            onChange={(type_id) => setFilter({ type_id })}
          />
          <FilterSelect
            label="Semua kantor"
            options={kantor}
            value={query.kantor_id}
            onChange={(kantor_id) => setFilter({ kantor_id })}
          />
          <YearPicker
            aria-label="Tahun PHK"
            placeholder="Semua tahun"
            min={FIRST_YEAR}
            value={query.tahun}
            onChange={(tahun) => setFilter({ tahun: tahun ?? undefined })}
          />
          <OptionSelect
            aria-label="Status PHK"
            size="sm"
            width="44"
            placeholder="Semua status"
            options={PHK_STATUS_OPTIONS}
            value={query.status ?? ''}
            onChange={(e) => setFilter({ status: (e.target.value || undefined) as PhkListQuery['status'] })}
          />
        </HStack>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
