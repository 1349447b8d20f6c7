import { portalNow } from '@portal/domain';
import { useState } from 'react';
import {
  LoadingState,
  YearPicker,
  Badge,
  Card,
  Field,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@portal/design-system';
import { useIzinConfig } from '../api';

/** /pegawai/izin/info: leave types and rules, and the signed-in employee's annual leave balance. */
export default function IzinInfoPage() {
  const thisYear = portalNow().year;
  const [tahun, setTahun] = useState(thisYear);
  const config = useIzinConfig(tahun);
  const data = config.data?.data;

  return (
    <Stack gap="4" data-testid="izin-info-page">
      <Heading as="h1" size="xl">
        Informasi Cuti
      </Heading>
      {config.error ? <Text color="fg.error">{config.error.message}</Text> : null}
      {!data ? (
        <LoadingState />
      ) : (
        <>
          <Card.Root>
            <Card.Header>
              <HStack justify="space-between" wrap="wrap">
                <Heading size="md">Sisa Cuti Tahunan</Heading>
                <Field.Root width="auto">
                  <YearPicker
                    aria-label="Tahun"
                    value={tahun}
                    max={thisYear + 1}
                    onChange={(y) => y !== null && setTahun(y)}
                  />
                </Field.Root>
              </HStack>
            </Card.Header>
            <Card.Body>
              {data.balance ? (
                <HStack gap="6" wrap="wrap" data-testid="izin-balance">
                  <Text>
                    Jatah: <strong>{data.balance.jatah} hari</strong>
                  </Text>
                  <Text>
                    Disetujui: <strong>{data.balance.terpakai} hari</strong>
                  </Text>
                  <Text>
                    Menunggu persetujuan: <strong>{data.balance.menunggu} hari</strong>
                  </Text>
                  <Text>
                    Sisa: <strong>{data.balance.sisa} hari</strong>
                  </Text>
                </HStack>
              ) : (
                <Text color="fg.muted">Akun Anda tidak terhubung dengan data pegawai.</Text>
              )}
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading size="md">Ketentuan</Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="1" as="ul" ps="5" fontSize="sm">
                <Text as="li">
                  Cuti tahunan {data.jatah_cuti_tahunan} hari kerja per tahun kalender; sisa tidak dibawa ke tahun
                  berikutnya.
                </Text>
                <Text as="li">
                  Hari kerja adalah Senin–Jumat di luar hari libur nasional; akhir pekan dan hari libur tidak dihitung.
                </Text>
                <Text as="li">Cuti yang menunggu persetujuan sudah mengurangi sisa cuti sampai diputuskan.</Text>
                <Text as="li">
                  Satu pengajuan paling lama {data.maks_rentang_hari} hari kalender; cuti tahunan tidak boleh melewati
                  pergantian tahun.
                </Text>
                <Text as="li" data-testid="izin-alur">
                  {data.alur.length > 0
                    ? `Persetujuan pengajuan Anda: ${data.alur.map((step, i) => `${i + 1}. ${step.label} (${step.approvers.join(', ')})`).join(' → ')}.`
                    : 'Belum ada penyetuju untuk pengajuan Anda; hubungi Divisi SDM sebelum mengajukan.'}{' '}
                  Pengajuan dibuat sebagai Draft; kirim dengan Request Approval.
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Table.Root size="sm" variant="outline" aria-label="Jenis izin">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Kode</Table.ColumnHeader>
                <Table.ColumnHeader>Jenis</Table.ColumnHeader>
                <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.jenis.map((j) => (
                <Table.Row key={j.id}>
                  <Table.Cell>{j.id}</Table.Cell>
                  <Table.Cell>{j.nama}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {j.butuh_lampiran ? <Badge colorPalette="orange">Wajib lampiran</Badge> : null}
                      {j.memotong_cuti_tahunan ? <Badge colorPalette="blue">Mengurangi cuti tahunan</Badge> : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Stack>
  );
}
