import { useState, type ReactNode } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { DiklatEventInput, DiklatEventRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Button, Heading, HStack, notify, Stack, useConfirmedDelete } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { DecreeFiles } from '../../../shared/DecreeFiles';
import { DIKLAT_EVENT_PATH, deleteEvent, eventFormValues, saveEvent, useDiklatOptions } from '../api';
import { jenisLabel } from '../labels';
import { DiklatEventForm } from './DiklatEventForm';
import { OrganiserList } from './OrganiserList';
import { ParticipantsPanel } from './ParticipantsPanel';
import { SpecialBadge } from './SpecialBadge';
import { DetailList } from '../../../shared/DetailList';

export interface DiklatEventDetailProps {
  row: DiklatEventRow;
  /** Read the event again (after a change of its participants, files or fields). */
  refresh: () => void;
}

/** One diklat event: its fields, organisers, files and participants; change and delete. */
export function DiklatEventDetail({ row, refresh }: DiklatEventDetailProps) {
  const transport = useTransport();
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete();
  const options = useDiklatOptions();
  const [editing, setEditing] = useState(false);

  const save = async (input: DiklatEventInput) => {
    notify.success((await saveEvent(transport, input, row.id)).message);
    setEditing(false);
    refresh();
  };

  const remove = async () => {
    const message = `Diklat ${row.nama} akan dihapus beserta filenya. Diklat yang masih memiliki peserta tidak dapat dihapus.`;
    if (await confirmDelete({ title: 'Hapus diklat?', message, remove: () => deleteEvent(transport, row.id) }))
      void navigate('/pegawai/diklat');
  };

  const items: [string, ReactNode][] = [
    [
      'Jenis',
      <HStack key="j" gap="2">
        <span>{jenisLabel(row.jenis_id)}</span>
        <SpecialBadge special={row.is_special} />
      </HStack>,
    ],
    [
      'Tanggal',
      row.akhir && row.akhir !== row.awal
        ? `${formatDate(row.awal)} s.d. ${formatDate(row.akhir)}`
        : formatDate(row.awal),
    ],
    ['Tempat', row.tempat ?? '-'],
    ['Penyelenggara', <OrganiserList key="o" row={row} />],
    ['Kategori', row.kategori?.nama ?? '-'],
    ['Status', row.status?.nama ?? '-'],
    ['Sertifikasi', row.sertifikasi?.nama ?? '-'],
    [
      'Jumlah Peserta',
      <span key="p" data-testid="diklat-peserta-count">
        {row.peserta}
      </span>,
    ],
    ['Keterangan', row.keterangan ?? '-'],
  ];

  return (
    <Stack gap="6" data-testid="diklat-detail">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {row.nama}
        </Heading>
        <HStack gap="2">
          <Button kind="secondary" size="sm" onClick={() => setEditing(true)}>
            Ubah
          </Button>
          <Button kind="danger" size="sm" onClick={() => void remove()}>
            Hapus
          </Button>
        </HStack>
      </HStack>
      <DetailList items={items} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          File Diklat
        </Heading>
        <DecreeFiles path={`${DIKLAT_EVENT_PATH}/${row.id}/x/file`} testId="diklat" onChange={refresh} />
      </Stack>
      <ParticipantsPanel eventId={row.id} eventNama={row.nama} onChange={refresh} />
      {editing ? (
        <FormDialog open title="Ubah Diklat" onClose={() => setEditing(false)} testId="diklat-form-dialog">
          <DiklatEventForm
            initialValues={eventFormValues(row)}
            options={options.data}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        </FormDialog>
      ) : null}
    </Stack>
  );
}
