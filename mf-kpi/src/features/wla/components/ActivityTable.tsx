import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from '@portal/design-system';
import { PERIODE_OPTIONS } from '../api';
import type { WlaActivity } from '@portal/contracts';
import { decimalText } from './WlaNumber';

export interface ActivityTableProps extends Omit<DataTableProps<WlaActivity>, 'columns' | 'caption'> {
  /** Buttons of a row (change, delete); none on read-only views. */
  actions?: (row: WlaActivity) => ReactNode;
  /** Shows the position column (the list over every position). */
  withJabatan?: boolean;
}

const periodeText = (p: WlaActivity['periode']) => PERIODE_OPTIONS.find((o) => o.id === p)?.nama ?? p;

/** The activities of a position: frequency, standard minutes and the yearly minutes they make. */
export function ActivityTable({ actions, withJabatan = false, ...props }: ActivityTableProps) {
  const columns: DataTableColumn<WlaActivity>[] = [
    ...(withJabatan ? [{ key: 'jabatan_nama', header: 'Jabatan' }] : []),
    { key: 'nama', header: 'Aktivitas' },
    {
      key: 'frekuensi',
      header: 'Frekuensi',
      align: 'end',
      render: (r) => `${decimalText(r.frekuensi)} ${periodeText(r.periode)}`,
    },
    { key: 'frekuensi_tahun', header: 'Frekuensi/tahun', align: 'end', render: (r) => decimalText(r.frekuensi_tahun) },
    { key: 'menit', header: 'Waktu standar (menit)', align: 'end', render: (r) => decimalText(r.menit) },
    { key: 'beban_menit', header: 'Beban (menit/tahun)', align: 'end', render: (r) => decimalText(r.beban_menit) },
    ...(actions ? [{ key: 'aksi', header: 'Aksi', render: actions }] : []),
  ];
  return <DataTable<WlaActivity> {...props} columns={columns} caption="Aktivitas jabatan" numbered />;
}
