import { Link as RouterLink } from '@portal/design-system/router';
import { formatNumber } from '@portal/domain';
import { DataTable, Link, type DataTableColumn, type DataTableProps } from '@portal/design-system';
import { WLA_ROUTES } from '../api';
import type { WlaResult } from '@portal/contracts';
import { decimalText } from './WlaNumber';
import { WlaStatusBadge } from './WlaStatusBadge';

export type WlaResultTableProps = Omit<DataTableProps<WlaResult>, 'columns' | 'rowKey' | 'caption'>;

const columns: DataTableColumn<WlaResult>[] = [
  {
    key: 'jabatan_nama',
    header: 'Jabatan',
    render: (r) => (
      <Link asChild colorPalette="brand">
        <RouterLink to={WLA_ROUTES.show(r.jabatan_id, r.kantor_id)}>{r.jabatan_nama}</RouterLink>
      </Link>
    ),
  },
  { key: 'kantor_nama', header: 'Kantor' },
  { key: 'beban_menit', header: 'Beban (menit/tahun)', align: 'end', render: (r) => decimalText(r.beban_menit) },
  { key: 'fte', header: 'FTE', align: 'end', render: (r) => decimalText(r.fte) },
  { key: 'pegawai_count', header: 'Pegawai', align: 'end', render: (r) => formatNumber(r.pegawai_count) },
  {
    key: 'gap',
    header: 'Gap',
    align: 'end',
    render: (r) => <span data-testid="wla-gap">{decimalText(r.gap)}</span>,
  },
  { key: 'status', header: 'Status', render: (r) => <WlaStatusBadge gap={r.gap} /> },
];

/**
 * WLA results per position × office: the workload, the staff it needs (FTE), the staff present, the
 * gap (present − needed, 2 decimals) and its status. A row opens the result's detail.
 */
export function WlaResultTable(props: WlaResultTableProps) {
  return (
    <DataTable<WlaResult>
      {...props}
      columns={columns}
      caption="Hasil analisis beban kerja"
      rowKey={(r) => `${r.jabatan_id}-${r.kantor_id}`}
      numbered
      emptyText="Belum ada hasil WLA. Isi aktivitas jabatan lalu tekan Reset."
    />
  );
}
