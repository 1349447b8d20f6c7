import type { ReactNode } from 'react';
import type { PhkRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { DialogFrame, Heading, PegawaiNameLink, Stack } from '@portal/design-system';
import { PhkFiles } from './PhkFiles';
import { PhkStatusBadge } from './PhkStatusBadge';
import { DetailList } from '../../../shared/DetailList';

export interface PhkDetailDialogProps {
  row: PhkRow;
  onClose: () => void;
  /** After a decree file is added or removed. */
  onFilesChange?: () => void;
}

/** One termination: its employee, category, date, issuer, decree number, note and decree files. */
export function PhkDetailDialog({ row, onClose, onFilesChange }: PhkDetailDialogProps) {
  const items: [string, ReactNode][] = [
    ['Pegawai', <PegawaiNameLink key="p" id={row.pegawai.id} nama={row.nama} />],
    ['NPP', row.pegawai.npp ?? '-'],
    ['Kantor', row.pegawai.kantor?.nama ?? '-'],
    ['Kategori', row.kategori.nama],
    ['Tanggal PHK', formatDate(row.tanggal)],
    ['Tahun', String(row.tahun)],
    ['Status', <PhkStatusBadge key="s" effective={row.is_effective} />],
    ['Penyelenggara', row.penyelenggara ?? '-'],
    ['Nomor SK', row.nomor_sk ?? '-'],
    ['Keterangan', row.keterangan ?? '-'],
  ];
  return (
    <DialogFrame open title="Detail PHK" onClose={onClose} size="lg" testId="phk-detail">
      <Stack gap="5">
        <DetailList items={items} />
        <Stack gap="2">
          <Heading as="h2" size="md">
            File SK
          </Heading>
          <PhkFiles phkId={row.id} onChange={onFilesChange} />
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
