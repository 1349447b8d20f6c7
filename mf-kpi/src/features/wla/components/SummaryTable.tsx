import type { ReactNode } from 'react';
import { formatNumber } from '@portal/domain';
import { DataTable, type DataTableColumn, type DataTableProps } from '@portal/design-system';
import { decimalText } from './WlaNumber';
import { WlaStatusBadge } from './WlaStatusBadge';

interface SummaryRow {
  fte: string;
  pegawai_count: number;
  gap: string;
}

export interface SummaryTableProps<T extends SummaryRow> extends Omit<DataTableProps<T>, 'columns'> {
  /** The columns naming the row (office or position) and its counts. */
  leading: DataTableColumn<T>[];
}

/** A WLA summary (per office, per position): FTE, staff present, gap and status after the leading columns. */
export function SummaryTable<T extends SummaryRow>({ leading, ...props }: SummaryTableProps<T>) {
  const columns: DataTableColumn<T>[] = [
    ...leading,
    { key: 'fte', header: 'FTE', align: 'end', render: (r) => decimalText(r.fte) },
    { key: 'pegawai_count', header: 'Pegawai', align: 'end', render: (r) => formatNumber(r.pegawai_count) },
    { key: 'gap', header: 'Gap', align: 'end', render: (r): ReactNode => decimalText(r.gap) },
    { key: 'status', header: 'Status', render: (r) => <WlaStatusBadge gap={r.gap} /> },
  ];
  return <DataTable<T> {...props} columns={columns} numbered />;
}
