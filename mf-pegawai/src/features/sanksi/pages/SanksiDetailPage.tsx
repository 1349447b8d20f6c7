import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import type { SanksiInput, SanksiRow } from '@portal/contracts';
import {
  Badge,
  Button,
  Heading,
  HStack,
  notify,
  notifyError,
  PegawaiNameLink,
  Stack,
  Text,
  useConfirm,
} from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { deleteSanksi, saveSanksi, sanksiFormValues, useSanksi, useSanksiJenis } from '../api';
import { SanksiBadge } from '../components/SanksiBadge';
import { SanksiFiles } from '../components/SanksiFiles';
import { SanksiFormDialog } from '../components/SanksiFormDialog';
import { sanksiPeriodText } from '../components/SanksiPeriod';
import { DetailList } from '../../../shared/DetailList';

function Details({ row }: { row: SanksiRow }) {
  const items: [string, ReactNode][] = [
    ['Pegawai', <PegawaiNameLink key="p" id={row.pegawai.id} nama={row.pegawai.nama} />],
    ['NPP', row.pegawai.npp ?? '-'],
    ['Kantor', row.pegawai.kantor?.nama ?? '-'],
    ['Jenis Sanksi', <SanksiBadge key="j" jenis={row.jenis} />],
    ['Induk / Kelas', `${row.jenis.parent.nama} / ${row.jenis.parent.kelas.nama}`],
    ['Masa Berlaku', sanksiPeriodText(row)],
    [
      'Status',
      row.is_active ? <Badge colorPalette="red">Berlaku</Badge> : <Badge colorPalette="gray">Tidak berlaku</Badge>,
    ],
    ['Nomor SK', row.nomor_sk ?? '-'],
    ['Keterangan', row.keterangan ?? '-'],
  ];
  return <DetailList items={items} testId="sanksi-detail" />;
}

/** /pegawai/sanksi/:id (62, not 8): one sanction, its decree files, change and delete. */
export default function SanksiDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) > 0 ? Number(idParam) : null;
  const transport = useTransport();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const shown = useSanksi(id);
  const jenis = useSanksiJenis().data?.data ?? [];
  const [editing, setEditing] = useState(false);
  const row = shown.data?.data;

  if (!row)
    return <PageError error={shown.error ?? (id === null ? { message: 'Data sanksi tidak ditemukan' } : undefined)} />;

  const save = async (input: SanksiInput) => {
    notify.success((await saveSanksi(transport, input, row.id)).message);
    setEditing(false);
    void shown.mutate();
  };

  const remove = async () => {
    const message = `Sanksi ${row.jenis.nama} untuk ${row.pegawai.nama} akan dihapus beserta file SK-nya.`;
    if (!(await confirm({ title: 'Hapus sanksi?', message, destructive: true }))) return;
    try {
      notify.success((await deleteSanksi(transport, row.id)).message);
      void navigate('/pegawai/sanksi');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="6" maxW="4xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          Detail Sanksi
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
      <Details row={row} />
      {row.problems.length > 0 ? (
        <Text color="fg.error" data-testid="sanksi-problems">
          Belum lengkap: {row.problems.join(', ')}
        </Text>
      ) : null}
      <Stack gap="2">
        <Heading as="h2" size="md">
          File SK
        </Heading>
        <SanksiFiles sanksiId={row.id} onChange={() => void shown.mutate()} />
      </Stack>
      {editing ? (
        <SanksiFormDialog
          open
          title="Ubah Sanksi"
          initialValues={sanksiFormValues(row)}
          pegawaiNama={row.pegawai.nama}
          jenis={jenis}
          onSubmit={save}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
