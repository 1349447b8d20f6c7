import type { ReactNode } from 'react';
import { useParams } from '@portal/design-system/router';
import type { PrestasiRegisterRow } from '@portal/contracts';
import { Heading, PegawaiNameLink, Stack, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { usePrestasi } from '../api';
import { DetailList } from '../../../shared/DetailList';

function Details({ row }: { row: PrestasiRegisterRow }) {
  const items: [string, ReactNode][] = [
    ['Prestasi', row.nama],
    ['Tahun', row.tahun],
    ['Pemberi', row.pemberi ?? '-'],
    ['Keterangan', row.keterangan ?? '-'],
    ['Pegawai', <PegawaiNameLink key="p" id={row.pegawai.id} nama={row.pegawai.nama} />],
    ['NPP', row.pegawai.npp ?? '-'],
    ['Kantor', row.pegawai.kantor?.nama ?? '-'],
  ];
  return <DetailList items={items} testId="prestasi-detail" />;
}

/** /pegawai/prestasi/:id (57, not 8): one achievement with its employee. */
export default function PrestasiDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) > 0 ? Number(idParam) : null;
  const shown = usePrestasi(id);
  const row = shown.data?.data;
  if (!row)
    return (
      <PageError error={shown.error ?? (id === null ? { message: 'Data prestasi tidak ditemukan' } : undefined)} />
    );
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        Detail Prestasi
      </Heading>
      <Details row={row} />
      <Text color="fg.muted" fontSize="sm">
        Data prestasi diubah dari CV pegawai.
      </Text>
    </Stack>
  );
}
