import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { formatRupiah } from '@portal/domain';
import { Button, HStack, notify, notifyError, Stack, Table, Text, useConfirm } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { removePejalan } from '../api';
import type { SppdDetail, SppdPejalan } from '@portal/contracts';
import { JENIS_PEJALAN_OPTIONS, PejalanForm } from './PejalanForm';

const JENIS_TEXT = Object.fromEntries(JENIS_PEJALAN_OPTIONS.map((o) => [o.id, o.nama]));

export interface SppdPejalanPanelProps {
  sppd: SppdDetail;
  onChanged: (sppd: SppdDetail) => void;
}

/** The trip's travellers with their cost; while Draft the requester adds and removes them. */
export function SppdPejalanPanel({ sppd, onChanged }: SppdPejalanPanelProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  async function remove(pejalan: SppdPejalan) {
    const ok = await confirm({
      title: 'Hapus pejalan?',
      message: `${pejalan.nama} dihapus dari SPPD ini beserta biayanya.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await removePejalan(transport, sppd.id, pejalan.id);
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Stack gap="3" data-testid="sppd-pejalan">
      {sppd.pejalan.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Belum ada pejalan
        </Text>
      ) : (
        <Table.Root size="sm" aria-label="Pejalan SPPD">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nama</Table.ColumnHeader>
              <Table.ColumnHeader>Jenis</Table.ColumnHeader>
              <Table.ColumnHeader>Level</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Biaya</Table.ColumnHeader>
              {sppd.can_edit ? <Table.ColumnHeader>Aksi</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sppd.pejalan.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{p.nama}</Table.Cell>
                <Table.Cell>
                  {JENIS_TEXT[p.jenis_pejalan]}
                  {p.mitra_jabatan_nama ? ` (${p.mitra_jabatan_nama})` : ''}
                </Table.Cell>
                <Table.Cell>{p.level_nama}</Table.Cell>
                <Table.Cell textAlign="end">{formatRupiah(p.total_biaya)}</Table.Cell>
                {sppd.can_edit ? (
                  <Table.Cell>
                    <Button
                      kind="danger"
                      size="xs"
                      onClick={() => void remove(p)}
                      aria-label={`Hapus pejalan ${p.nama}`}
                    >
                      Hapus
                    </Button>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {sppd.can_edit ? (
        <HStack>
          <Button size="sm" kind="secondary" onClick={() => setAdding(true)} data-testid="pejalan-add">
            Tambah Pejalan
          </Button>
        </HStack>
      ) : null}
      <FormDialog open={adding} onClose={() => setAdding(false)} title="Tambah Pejalan" testId="pejalan-dialog">
        <PejalanForm
          sppd={sppd}
          onCancel={() => setAdding(false)}
          onSaved={(answer) => {
            notify.success(answer.message);
            onChanged(answer.data);
            setAdding(false);
          }}
        />
      </FormDialog>
    </Stack>
  );
}
