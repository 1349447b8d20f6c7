import type { PagedListState } from '@portal/api-client';
import type { QualificationKind, QualificationRow, QualificationTargetOption } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { type DataTableColumn, tableQueryHandlers, Text } from '@portal/design-system';
import { FilterSelect } from '../../../shared/FilterSelect';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import { QUALIFICATION_TEXTS, type QualificationListQuery } from '../api';

export interface QualificationTableProps {
  kind: QualificationKind;
  list: PagedListState<QualificationRow>;
  query: QualificationListQuery;
  setQuery: (change: (current: QualificationListQuery) => QualificationListQuery) => void;
  targets: readonly QualificationTargetOption[];
  onEdit: (row: QualificationRow) => void;
  onDelete: (row: QualificationRow) => void;
}

/**
 * A kind's requirements: the position/rank/office (a rank with 'grade | corporate title'), the
 * qualification, its note and how many active employees it applies to; search, a filter by
 * position/rank/office, sort and paging in the address.
 */
export function QualificationTable({
  kind,
  list,
  query,
  setQuery,
  targets,
  onEdit,
  onDelete,
}: QualificationTableProps) {
  const texts = QUALIFICATION_TEXTS[kind];
  const columns: DataTableColumn<QualificationRow>[] = [
    {
      key: 'target',
      header: texts.target,
      sortable: true,
      render: (r) => (
        <>
          {r.target.nama}
          {r.target.detail ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {r.target.detail}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'nama', header: 'Kualifikasi', sortable: true, render: (r) => r.nama },
    { key: 'keterangan', header: 'Keterangan', render: (r) => r.keterangan ?? '-' },
    {
      key: 'jumlah_pegawai',
      header: 'Jumlah Pegawai',
      sortable: true,
      render: (r) => formatNumber(r.jumlah_pegawai),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah kualifikasi ${r.nama} (${r.target.nama})`}
          deleteLabel={`Hapus kualifikasi ${r.nama} (${r.target.nama})`}
          onEdit={() => onEdit(r)}
          onDelete={() => onDelete(r)}
        />
      ),
    },
  ];
  return (
    <RegisterTable<QualificationRow>
      list={list}
      search={query.search}
      caption={texts.caption}
      columns={columns}
      searchPlaceholder={`Cari kualifikasi, keterangan atau ${texts.target.toLowerCase()}...`}
      emptyText="Belum ada data kualifikasi"
      toolbar={
        <FilterSelect
          label={texts.all}
          options={[...targets]}
          value={query.target_id}
          onChange={(target_id) => setQuery((q) => ({ ...q, target_id, page: 1 }))}
        />
      }
      {...tableQueryHandlers(setQuery)}
    />
  );
}
