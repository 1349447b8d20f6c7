import { useState } from 'react';
import { Link, useSearchParams } from '@portal/design-system/router';
import { useAllows, useTransport } from '@portal/api-client';
import { formatDate, formatDateRange, formatRupiah, POLICY } from '@portal/domain';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  LoadingState,
  notify,
  notifyError,
  Stack,
  Table,
  Text,
  useConfirm,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { storePejalanBiaya, updatePejalanBiaya, usePejalanBiaya, useSppdDetail } from '../api';
import { BiayaForm } from '../components/BiayaForm';
import type { PejalanBiayaAnswer, SppdPejalan, SppdPejalanBiaya } from '@portal/contracts';

/** The cost rows of one traveller, grouped by date (oldest first). */
function byDate(rows: SppdPejalanBiaya[]): [string, SppdPejalanBiaya[]][] {
  const groups = new Map<string, SppdPejalanBiaya[]>();
  for (const row of [...rows].sort((a, b) => a.tanggal.localeCompare(b.tanggal))) {
    const day = row.tanggal.slice(0, 10);
    groups.set(day, [...(groups.get(day) ?? []), row]);
  }
  return [...groups.entries()];
}

/**
 * /pegawai/sppd/detail/biaya?sppd_id=…: a trip's costs per traveller and date. The requester changes
 * them while Draft; the trip staff (POLICY.approveTripCosts) approve a row or all rows of the trip.
 */
export default function SppdBiayaPage() {
  const [params] = useSearchParams();
  const sppdId = Number(params.get('sppd_id'));
  const valid = Number.isInteger(sppdId) && sppdId > 0;
  const transport = useTransport();
  const confirm = useConfirm();
  const detail = useSppdDetail(valid ? sppdId : null);
  const costs = usePejalanBiaya(valid ? sppdId : null);
  const [editing, setEditing] = useState<SppdPejalanBiaya | 'new' | null>(null);
  const approver = useAllows(POLICY.approveTripCosts);
  const [approving, setApproving] = useState(false);

  if (!valid)
    return (
      <Text color="fg.error" data-testid="sppd-biaya-error">
        Pilih SPPD terlebih dahulu dari Daftar SPPD.
      </Text>
    );
  const error = detail.error ?? costs.error;
  if (error)
    return (
      <Text color="fg.error" data-testid="sppd-biaya-error">
        {error.message}
      </Text>
    );
  const sppd = detail.data?.data;
  const answer = costs.data;
  if (!sppd || !answer) return <LoadingState />;

  function saved(next: PejalanBiayaAnswer) {
    if (next.message) notify.success(next.message);
    void costs.mutate(next, { revalidate: false });
    // The trip's totals (per traveller, pending) changed with the rows.
    void detail.mutate();
    setEditing(null);
  }

  async function removeDate(pejalan: SppdPejalan, tanggal: string) {
    const ok = await confirm({
      title: 'Hapus biaya tanggal ini?',
      message: `Semua biaya ${pejalan.nama} pada ${formatDate(tanggal)} dihapus.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      saved(
        await storePejalanBiaya(transport, {
          event: 'destroy_by_date',
          sppd_id: sppdId,
          pejalan_id: pejalan.id,
          tanggal,
        }),
      );
    } catch (e) {
      notifyError(e);
    }
  }

  async function approve(request: () => Promise<PejalanBiayaAnswer>) {
    setApproving(true);
    try {
      saved(await request());
    } catch (e) {
      notifyError(e);
    } finally {
      setApproving(false);
    }
  }

  async function approveAll() {
    const ok = await confirm({
      title: 'Setujui semua biaya?',
      message: `Semua biaya SPPD #${sppdId} yang masih menunggu (${formatRupiah(sppd!.biaya_pending)}) disetujui.`,
      confirmLabel: 'Setujui Semua',
    });
    if (ok) await approve(() => storePejalanBiaya(transport, { event: 'update_approval_all', sppd_id: sppdId }));
  }

  const pending = answer.data.some((r) => !r.is_approved);
  const actions = sppd.can_edit || approver;

  return (
    <Stack gap="4" data-testid="sppd-biaya-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h1" size="xl">
            Rincian Biaya SPPD #{sppd.id}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {sppd.tujuan}, {formatDateRange(sppd.tanggal_mulai, sppd.tanggal_selesai)}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button kind="secondary" size="sm" asChild>
            <Link to={`/pegawai/sppd/${sppd.id}`}>Kembali ke SPPD</Link>
          </Button>
          {sppd.can_edit && sppd.pejalan.length > 0 ? (
            <Button size="sm" onClick={() => setEditing('new')} data-testid="biaya-add">
              Tambah Biaya
            </Button>
          ) : null}
          {approver && pending ? (
            <Button size="sm" loading={approving} onClick={() => void approveAll()} data-testid="biaya-approve-all">
              Setujui Semua Biaya
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <Text fontWeight="semibold" data-testid="biaya-total">
        Total biaya: {formatRupiah(answer.total)}
      </Text>
      {sppd.pejalan.length === 0 ? <Text color="fg.muted">Belum ada pejalan pada SPPD ini.</Text> : null}
      {sppd.pejalan.map((pejalan) => {
        const rows = answer.data.filter((r) => r.pejalan_id === pejalan.id);
        return (
          <Card.Root key={pejalan.id} data-testid={`biaya-pejalan-${pejalan.id}`}>
            <Card.Header>
              <HStack justify="space-between">
                <Heading size="md">{pejalan.nama}</Heading>
                <Text fontSize="sm">{formatRupiah(pejalan.total_biaya)}</Text>
              </HStack>
            </Card.Header>
            <Card.Body>
              {rows.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  Belum ada biaya
                </Text>
              ) : (
                <Table.Root size="sm" aria-label={`Biaya ${pejalan.nama}`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Tanggal</Table.ColumnHeader>
                      <Table.ColumnHeader>Jenis Biaya</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Nominal</Table.ColumnHeader>
                      <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      {actions ? <Table.ColumnHeader>Aksi</Table.ColumnHeader> : null}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {byDate(rows).map(([tanggal, items]) =>
                      items.map((row, index) => (
                        <Table.Row key={row.id}>
                          <Table.Cell>{index === 0 ? formatDate(tanggal) : ''}</Table.Cell>
                          <Table.Cell>{row.jenis_biaya_nama}</Table.Cell>
                          <Table.Cell textAlign="end">{formatRupiah(row.nominal)}</Table.Cell>
                          <Table.Cell>{row.keterangan ?? '-'}</Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={row.is_approved ? 'green' : 'orange'} variant="subtle">
                              {row.is_approved ? 'Disetujui' : 'Menunggu'}
                            </Badge>
                          </Table.Cell>
                          {actions ? (
                            <Table.Cell>
                              <HStack gap="1">
                                {approver ? (
                                  <Button
                                    kind={row.is_approved ? 'quiet' : 'secondary'}
                                    size="xs"
                                    disabled={approving}
                                    aria-label={`${row.is_approved ? 'Batalkan persetujuan' : 'Setujui'} ${row.jenis_biaya_nama} ${pejalan.nama} ${formatDate(tanggal)}`}
                                    onClick={() =>
                                      void approve(() =>
                                        updatePejalanBiaya(transport, row.id, {
                                          event: 'update_approval',
                                          is_approved: !row.is_approved,
                                        }),
                                      )
                                    }
                                  >
                                    {row.is_approved ? 'Batalkan' : 'Setujui'}
                                  </Button>
                                ) : null}
                                {sppd.can_edit ? (
                                  <Button kind="quiet" size="xs" onClick={() => setEditing(row)}>
                                    Ubah
                                  </Button>
                                ) : null}
                                {sppd.can_edit && index === 0 ? (
                                  <Button
                                    kind="danger"
                                    size="xs"
                                    aria-label={`Hapus biaya ${pejalan.nama} ${formatDate(tanggal)}`}
                                    onClick={() => void removeDate(pejalan, tanggal)}
                                  >
                                    Hapus tanggal
                                  </Button>
                                ) : null}
                              </HStack>
                            </Table.Cell>
                          ) : null}
                        </Table.Row>
                      )),
                    )}
                  </Table.Body>
                </Table.Root>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Tambah Biaya' : 'Ubah Biaya'}
        testId="biaya-dialog"
      >
        <BiayaForm
          sppd={sppd}
          biaya={editing && editing !== 'new' ? editing : undefined}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
    </Stack>
  );
}
