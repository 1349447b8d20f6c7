import type { ReactNode } from 'react';
import { useParams } from '@portal/design-system/router';
import type { FamilyRegisterRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Heading, PegawaiNameLink, Stack, Text } from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { useFamilyMember } from '../api';
import { FamilyStatusBadge } from '../components/FamilyTable';
import { DetailList } from '../../../shared/DetailList';

function Details({ row }: { row: FamilyRegisterRow }) {
  const items: [string, ReactNode][] = [
    ['Nama', row.nama],
    ['Hubungan', row.hubungan],
    ['Status', <FamilyStatusBadge key="s" status={row.status} />],
    ['Tanggal Lahir', row.tanggal_lahir ? formatDate(row.tanggal_lahir) : '-'],
    ['Tahun', row.tahun],
    ['Keterangan', row.keterangan ?? '-'],
    ['Pegawai', <PegawaiNameLink key="p" id={row.pegawai.id} nama={row.pegawai.nama} />],
    ['NPP', row.pegawai.npp ?? '-'],
    ['Kantor', row.pegawai.kantor?.nama ?? '-'],
  ];
  return <DetailList items={items} testId="family-detail" />;
}

/**
 * /pegawai/family/:id (not 8): one family member. HR opens anyone's; an employee only their own
 * (the server answers 404 for another employee's, shown like a missing one).
 */
export default function FamilyDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) > 0 ? Number(idParam) : null;
  const shown = useFamilyMember(id);
  const row = shown.data?.data;
  if (!row)
    return (
      <PageError error={shown.error ?? (id === null ? { message: 'Data keluarga tidak ditemukan' } : undefined)} />
    );
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        Detail Keluarga
      </Heading>
      <Details row={row} />
      <Text color="fg.muted" fontSize="sm">
        Data keluarga diubah dari CV pegawai.
      </Text>
    </Stack>
  );
}
