import type { PagedListState } from '@portal/api-client';
import type { PerawatanJenisRow, PerawatanNotaRow } from '@portal/contracts';
import { formatDate, formatRupiah } from '@portal/domain';
import {
  ApprovalStatusCell,
  ApprovalStatusFilter,
  type DataTableColumn,
  detailLinkColumn,
  FilterSwitch,
  HStack,
  tableQueryHandlers,
} from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import type { NotaListQuery } from '../api';

export interface NotaTableProps {
  list: PagedListState<PerawatanNotaRow>;
  query: NotaListQuery;
  setQuery: (change: (current: NotaListQuery) => NotaListQuery) => void;
  /** The types for the filter; none: no type filter (the glasses page). */
  jenis?: readonly PerawatanJenisRow[];
  caption: string;
}

/**
 * Care claims: bill date, employee, type, place, amount and the approval status, a Detail link to the
 * claim's page (by its token); search (nama, NPP, nomor nota, tempat), status/type filters,
 * "Giliran saya", sort and paging in the address.
 */
export function NotaTable({ list, query, setQuery, jenis, caption }: NotaTableProps) {
  const setFilter = (patch: Partial<NotaListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const columns: DataTableColumn<PerawatanNotaRow>[] = [
    { key: 'tanggal', header: 'Tanggal Nota', sortable: true, render: (r) => formatDate(r.tanggal) },
    { key: 'pegawai_nama', header: 'Pegawai', sortable: true, render: (r) => r.pegawai.nama },
    { key: 'npp', header: 'NPP', render: (r) => r.pegawai.npp ?? '-' },
    { key: 'jenis', header: 'Jenis', render: (r) => r.jenis.nama },
    { key: 'tempat', header: 'Tempat', render: (r) => r.rs_tempat?.nama ?? '-' },
    { key: 'nomor_nota', header: 'Nomor Nota', render: (r) => r.nomor_nota ?? '-' },
    { key: 'nominal', header: 'Nominal', sortable: true, render: (r) => formatRupiah(r.nominal) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <ApprovalStatusCell
          status={r.status}
          testId="perawatan-status"
          isMyTurn={r.is_myturn}
          myTurnTestId="perawatan-myturn"
        />
      ),
    },
    detailLinkColumn((r) => `/pegawai/perawatan/${r.token}`),
  ];
  return (
    <RegisterTable<PerawatanNotaRow>
      list={list}
      search={query.search}
      caption={caption}
      columns={columns}
      searchPlaceholder="Cari nama, NPP, nomor nota atau tempat..."
      emptyText="Belum ada data perawatan"
      toolbar={
        <HStack gap="2" wrap="wrap">
          {jenis ? (
            <FilterSelect
              label="Semua jenis"
              options={[...jenis]}
              value={query.jenis_id}
              onChange={(jenis_id) => setFilter({ jenis_id })}
            />
          ) : null}
          <ApprovalStatusFilter value={query.status} onChange={(status) => setFilter({ status })} />
          <FilterSwitch
            label="Giliran saya"
            checked={query.is_myturn ?? false}
            onCheckedChange={(checked) => setFilter({ is_myturn: checked || undefined })}
            testId="perawatan-myturn-filter"
          />
        </HStack>
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
