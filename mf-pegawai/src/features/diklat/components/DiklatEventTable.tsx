import { Link as RouterLink } from '@portal/design-system/router';
import type { PagedListState } from '@portal/api-client';
import type { DiklatEventRow, DiklatOptionsAnswer } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { type DataTableColumn, HStack, Link, tableQueryHandlers, YearPicker } from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import type { DiklatEventListQuery } from '../api';
import { jenisLabel } from '../labels';
import { OrganiserList } from './OrganiserList';
import { SpecialBadge } from './SpecialBadge';

const FIRST_YEAR = 1990;

export interface DiklatEventTableProps {
  list: PagedListState<DiklatEventRow>;
  query: DiklatEventListQuery;
  setQuery: (change: (current: DiklatEventListQuery) => DiklatEventListQuery) => void;
  options: DiklatOptionsAnswer | undefined;
}

const named = (rows: { id: number; label: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ id: r.id, nama: r.label }));

/** Diklat events by awal (spec), with organisers ('nama | akronim'), kind, category, status and participants. */
export function DiklatEventTable({ list, query, setQuery, options }: DiklatEventTableProps) {
  const setFilter = (patch: Partial<DiklatEventListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const columns: DataTableColumn<DiklatEventRow>[] = [
    { key: 'awal', header: 'Tanggal', sortable: true, render: (r) => formatDate(r.awal) },
    {
      key: 'nama',
      header: 'Nama Diklat',
      sortable: true,
      render: (r) => (
        <HStack gap="2">
          <Link asChild colorPalette="brand">
            <RouterLink to={`/pegawai/diklat/show/${r.token}`}>{r.nama}</RouterLink>
          </Link>
          <SpecialBadge special={r.is_special} />
        </HStack>
      ),
    },
    { key: 'jenis', header: 'Jenis', render: (r) => jenisLabel(r.jenis_id) },
    { key: 'penyelenggara', header: 'Penyelenggara', render: (r) => <OrganiserList row={r} /> },
    { key: 'kategori', header: 'Kategori', render: (r) => r.kategori?.nama ?? '-' },
    { key: 'status', header: 'Status', render: (r) => r.status?.nama ?? '-' },
    { key: 'peserta', header: 'Peserta', sortable: true, render: (r) => String(r.peserta) },
  ];
  return (
    <RegisterTable<DiklatEventRow>
      list={list}
      search={query.search}
      caption="Daftar diklat"
      columns={columns}
      searchPlaceholder="Cari nama diklat, tempat atau penyelenggara..."
      emptyText="Belum ada diklat"
      toolbar={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label="Semua penyelenggara"
            options={named(options?.penyelenggara)}
            value={query.penyelenggara_id}
            onChange={(penyelenggara_id) => setFilter({ penyelenggara_id })}
          />
          <FilterSelect
            label="Semua kategori"
            options={named(options?.kategori)}
            value={query.kategori_id}
            onChange={(kategori_id) => setFilter({ kategori_id })}
          />
          <FilterSelect
            label="Semua status"
            options={named(options?.status)}
            value={query.status_id}
            onChange={(status_id) => setFilter({ status_id })}
          />
          <YearPicker
            aria-label="Tahun diklat"
            placeholder="Semua tahun"
            min={FIRST_YEAR}
            value={query.tahun}
            onChange={(tahun) => setFilter({ tahun: tahun ?? undefined })}
          />
        </HStack>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
