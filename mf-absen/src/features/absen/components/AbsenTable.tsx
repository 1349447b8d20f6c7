import type { AbsenRow, Paged } from '@portal/contracts';
import { formatTime, formatDate } from '@portal/domain';
import { DataTable, type DataTableColumn, type SortState, Badge } from '@portal/design-system';
import { JENIS_LABEL, SUMBER_LABEL } from '../api';

const columns: DataTableColumn<AbsenRow>[] = [
  { key: 'pegawai_nama', header: 'Pegawai', sortable: true, render: (r) => `${r.pegawai_nama} (${r.npp})` },
  { key: 'jabatan_nama', header: 'Jabatan', render: (r) => r.jabatan_nama ?? '-' },
  { key: 'tanggal', header: 'Tanggal', sortable: true, render: (r) => formatDate(r.tanggal) },
  { key: 'waktu', header: 'Waktu', sortable: true, render: (r) => formatTime(r.waktu) },
  {
    key: 'jenis',
    header: 'Jenis',
    sortable: true,
    render: (r) => <Badge colorPalette={r.jenis === 'masuk' ? 'green' : 'blue'}>{JENIS_LABEL[r.jenis]}</Badge>,
  },
  {
    key: 'kantor_nama',
    header: 'Lokasi',
    sortable: true,
    render: (r) => r.kantor_nama ?? r.lokasi_temporer_nama ?? SUMBER_LABEL[r.sumber],
  },
  {
    key: 'mocked',
    header: 'Keterangan',
    render: (r) =>
      r.mocked ? (
        <Badge colorPalette="orange">Lokasi palsu</Badge>
      ) : r.sumber !== 'kantor' ? (
        SUMBER_LABEL[r.sumber]
      ) : (
        '-'
      ),
  },
];

export interface AbsenTableProps {
  data: Paged<AbsenRow> | undefined;
  isLoading: boolean;
  /** The list could not be loaded: shown with a retry instead of the rows. */
  error?: { message: string } | null;
  onRetry?: () => void;
  caption: string;
  toolbar?: React.ReactNode;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onSearch?: (search: string) => void;
  /** The search the list is filtered by (from the address). */
  search?: string;
  /** The sort keys are the sortable columns' keys (AbsenSortColumn). */
  onSortChange?: (sort: SortState) => void;
}

/** Check events as the daily list, activity and mobile pages show them. */
export function AbsenTable(props: AbsenTableProps) {
  return (
    <DataTable<AbsenRow>
      caption={props.caption}
      columns={columns}
      data={props.data}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      numbered
      toolbar={props.toolbar}
      searchPlaceholder={props.onSearch ? 'Cari nama atau NPP...' : undefined}
      emptyText="Belum ada data absen"
      onPageChange={props.onPageChange}
      onPerPageChange={props.onPerPageChange}
      onSearch={props.onSearch}
      search={props.search}
      onSortChange={props.onSortChange}
    />
  );
}
