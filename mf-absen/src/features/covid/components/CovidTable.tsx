import type { CovidPivotRow, Paged } from '@portal/contracts';
import { COVID_TYPE_LABELS, formatDate } from '@portal/domain';
import { DataTable, type DataTableColumn, type SortState, Badge, Button, HStack } from '@portal/design-system';

const VARIANT_PALETTE = { success: 'green', info: 'blue', warning: 'orange', danger: 'red' } as const;

export interface CovidTableProps {
  caption: string;
  data: Paged<CovidPivotRow> | undefined;
  isLoading: boolean;
  isHr: boolean;
  toolbar?: React.ReactNode;
  onApprove: (row: CovidPivotRow, approved: boolean) => void;
  onSurat: (row: CovidPivotRow) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onSearch?: (search: string) => void;
  onSortChange?: (sort: SortState) => void;
  /** The search the list is filtered by (from the address). */
  search?: string;
  error?: { message: string } | null;
  onRetry?: () => void;
}

/** Declarations with their status badge, approval and the letters button. */
export function CovidTable({
  caption,
  data,
  isLoading,
  isHr,
  toolbar,
  onApprove,
  onSurat,
  onPageChange,
  onPerPageChange,
  onSearch,
  onSortChange,
  search,
  error,
  onRetry,
}: CovidTableProps) {
  const columns: DataTableColumn<CovidPivotRow>[] = [
    { key: 'tanggal', header: 'Tanggal', sortable: true, render: (r) => formatDate(r.tanggal) },
    { key: 'nama', header: 'Pegawai', sortable: true, render: (r) => r.pegawai.nama },
    { key: 'kantor', header: 'Kantor', render: (r) => r.pegawai.kantor?.nama ?? '-' },
    {
      key: 'status_id',
      header: 'Kondisi',
      sortable: true,
      render: (r) => <Badge colorPalette={VARIANT_PALETTE[r.status.variant]}>{r.status.nama}</Badge>,
    },
    { key: 'type', header: 'Lokasi', render: (r) => COVID_TYPE_LABELS[r.type] },
    {
      key: 'approval_at',
      header: 'Persetujuan',
      sortable: true,
      render: (r) => (r.approval_at ? `Disetujui ${formatDate(r.approval_at)}` : 'Belum disetujui'),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <HStack gap="1">
          <Button kind="secondary" size="xs" onClick={() => onSurat(r)}>{`Surat (${r.surat_count})`}</Button>
          {isHr ? (
            <Button size="xs" kind={r.approved ? 'secondary' : 'primary'} onClick={() => onApprove(r, !r.approved)}>
              {r.approved ? 'Batalkan Persetujuan' : 'Setujui'}
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={data}
      isLoading={isLoading}
      rowKey={(r) => r.id}
      toolbar={toolbar}
      onPageChange={onPageChange}
      onPerPageChange={onPerPageChange}
      onSearch={onSearch}
      onSortChange={onSortChange}
      search={search}
      error={error}
      onRetry={onRetry}
      emptyText="Belum ada laporan kesehatan"
    />
  );
}
