import type { ReactNode } from 'react';
import type { OutsourcingNamedRow, OutsourcingRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { DialogFrame, Stack } from '@portal/design-system';
import { KontrakHistory } from './KontrakHistory';
import { DetailList } from '../../../shared/DetailList';

const JENIS_KELAMIN = { L: 'Laki-laki', P: 'Perempuan' } as const;

export interface OutsourcingDetailDialogProps {
  row: OutsourcingRow;
  jenis: readonly OutsourcingNamedRow[];
  canManage: boolean;
  /** After a contract is changed or deleted (the register's last contract may differ). */
  onChange?: () => void;
  onClose: () => void;
}

/**
 * One outsourced worker, opened from the register: who they are, a termination if any, and their
 * contract history (changed or deleted there by who manages outsourcing).
 */
export function OutsourcingDetailDialog({ row, jenis, canManage, onChange, onClose }: OutsourcingDetailDialogProps) {
  const items: [string, ReactNode][] = [
    ['Nama', row.nama],
    ['NIK', row.nik ?? '-'],
    ['Jabatan', row.jabatan?.nama ?? '-'],
    ['Jenis Kelamin', row.jenis_kelamin ? JENIS_KELAMIN[row.jenis_kelamin] : '-'],
    ['Tanggal Lahir', row.tanggal_lahir ? formatDate(row.tanggal_lahir) : '-'],
    ['Telepon', row.telepon ?? '-'],
    ...(row.phk ? [['PHK', `${formatDate(row.phk.tanggal)} (${row.phk.alasan})`] as [string, ReactNode]] : []),
  ];
  return (
    <DialogFrame open title="Detail Pegawai Outsourcing" onClose={onClose} size="xl" testId="outsourcing-detail">
      <Stack gap="5">
        <DetailList items={items} />
        <KontrakHistory
          outsourcingId={row.id}
          nama={row.nama}
          jenis={jenis}
          canManage={canManage}
          onChange={onChange}
        />
      </Stack>
    </DialogFrame>
  );
}
