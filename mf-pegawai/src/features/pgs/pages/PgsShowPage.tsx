import type { ReactNode } from 'react';
import { useParams } from '@portal/design-system/router';
import type { PgsRow } from '@portal/contracts';
import { Badge, Heading, PegawaiNameLink, Stack } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { pgsGrade, pgsPeriod, usePgs } from '../api';
import { DetailList } from '../../../shared/DetailList';

function Details({ row }: { row: PgsRow }) {
  const items: [string, ReactNode][] = [
    ['Pejabat Pengganti', <PegawaiNameLink key="p" id={row.pegawai.id} nama={row.pegawai.nama} />],
    ['NPP', row.pegawai.npp ?? '-'],
    ['Jabatan yang Digantikan', row.jabatan.nama],
    ['Label', row.label ?? '-'],
    ['Kantor', row.kantor?.nama ?? '-'],
    ['Grade', pgsGrade(row)],
    ['Periode', pgsPeriod(row)],
    [
      'Status',
      row.is_active ? <Badge colorPalette="green">Sedang menjabat</Badge> : <Badge colorPalette="gray">Selesai</Badge>,
    ],
    ['Nomor SK', row.nomor_sk ?? '-'],
    ['Keterangan', row.keterangan ?? '-'],
  ];
  return <DetailList items={items} testId="pgs-detail" />;
}

/** /pegawai/pgs/show/:id (pgs.show, hidden from menus): one assignment; the server shows others only their own. */
export default function PgsShowPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) > 0 ? Number(idParam) : null;
  const shown = usePgs(id);
  const row = shown.data?.data;
  if (!row)
    return <PageError error={shown.error ?? (id === null ? { message: 'Data PGS tidak ditemukan' } : undefined)} />;
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="xl">
        Detail PGS
      </Heading>
      <Details row={row} />
    </Stack>
  );
}
