import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { SotkVerifikasiInput, SotkVerifikasiRow } from '@portal/contracts';
import { formatDate, MONTH_OPTIONS, MONTHS } from '@portal/domain';
import {
  YearPicker,
  notify,
  useConfirm,
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  FollowedJob,
} from '@portal/design-system';
import { PageError } from '../../../shared/PageError';
import { KantorPicker } from '../../kantor/public';
import { currentPeriod, postSotk, useCanWriteSotk, useSotkVerifikasi } from '../api';

/**
 * /sotk/verifikasi: factual verification of an office's structure, per bidang tugas and month.
 * Opens on the current year and month; admins (1, 57, 64) record 'Sesuai' / 'Tidak Sesuai' and
 * may reset the month (a background job).
 */
export default function SotkVerifikasiPage({ now }: { now?: Date }) {
  const transport = useTransport();
  const confirm = useConfirm();
  const canWrite = useCanWriteSotk();
  const [period, setPeriod] = useState(() => currentPeriod(now));
  const [kantorId, setKantorId] = useState<number | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const list = useSotkVerifikasi({ kantorId, ...period });

  const verify = async (row: SotkVerifikasiRow, status_id: SotkVerifikasiInput['status_id']) => {
    if (!kantorId) return;
    setSaving(`${row.bidangtugas_id}-${status_id}`);
    try {
      const answer = await postSotk(transport, {
        action: 'storeVerifikasiFaktual',
        kantor_id: kantorId,
        ...period,
        bidangtugas_id: row.bidangtugas_id,
        status_id,
      });
      notify.success(answer.message);
      await list.mutate();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(null);
    }
  };

  const reset = async () => {
    if (!kantorId) return;
    const ok = await confirm({
      title: 'Reset verifikasi',
      message: `Hapus verifikasi ${MONTHS[period.bulan]} ${period.tahun} kantor ini?`,
      confirmLabel: 'Reset',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await postSotk(transport, { action: 'storeResetVerifikasi', kantor_id: kantorId, ...period });
      notify.success(answer.message);
      setJobId(answer.data.job_id ?? null);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Verifikasi SOTK
      </Heading>
      <HStack wrap="wrap" gap="3">
        <KantorPicker value={kantorId} onChange={setKantorId} />
        <Box width="32">
          <YearPicker
            aria-label="Tahun"
            value={period.tahun}
            onChange={(tahun) => tahun && setPeriod((p) => ({ ...p, tahun }))}
          />
        </Box>
        <NativeSelect.Root width="40">
          <NativeSelect.Field
            aria-label="Bulan"
            value={period.bulan}
            onChange={(e) => setPeriod((p) => ({ ...p, bulan: Number(e.target.value) }))}
          >
            {MONTH_OPTIONS.map(({ id, nama }) => (
              <option key={id} value={id}>
                {nama}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {canWrite && kantorId ? (
          <Button kind="danger" onClick={() => void reset()}>
            Reset verifikasi
          </Button>
        ) : null}
      </HStack>
      <FollowedJob jobId={jobId} label="Reset verifikasi SOTK" onDone={() => void list.mutate()} />
      <PageError error={list.error} />
      {kantorId === null ? <Text color="fg.muted">Pilih kantor untuk melihat verifikasinya.</Text> : null}
      {list.data ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption>
            Verifikasi faktual {MONTHS[period.bulan]} {period.tahun}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Bidang tugas</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Diverifikasi</Table.ColumnHeader>
              <Table.ColumnHeader>Oleh</Table.ColumnHeader>
              {canWrite ? <Table.ColumnHeader>Aksi</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.map((r) => (
              <Table.Row key={r.bidangtugas_id}>
                <Table.Cell>{r.bidangtugas}</Table.Cell>
                <Table.Cell>{r.status ?? 'Belum diverifikasi'}</Table.Cell>
                <Table.Cell>{r.verified_at ? formatDate(r.verified_at) : '-'}</Table.Cell>
                <Table.Cell>{r.user?.name ?? '-'}</Table.Cell>
                {canWrite ? (
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        onClick={() => void verify(r, 1)}
                        loading={saving === `${r.bidangtugas_id}-1`}
                        aria-label={`${r.bidangtugas} sesuai`}
                      >
                        Sesuai
                      </Button>
                      <Button
                        kind="secondary"
                        size="xs"
                        onClick={() => void verify(r, 2)}
                        loading={saving === `${r.bidangtugas_id}-2`}
                        aria-label={`${r.bidangtugas} tidak sesuai`}
                      >
                        Tidak Sesuai
                      </Button>
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
