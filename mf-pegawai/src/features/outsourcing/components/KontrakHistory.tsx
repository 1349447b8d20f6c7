import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { OutsourcingKontrakFields, OutsourcingKontrakRow, OutsourcingNamedRow } from '@portal/contracts';
import { formatDateRange } from '@portal/domain';
import { Button, Heading, HStack, notify, notifyError, Stack, Text } from '@portal/design-system';
import { MasterTable } from '../../../shared/MasterTable';
import { RowActions } from '../../../shared/RowActions';
import { deleteKontrak, kontrakFormValues, saveKontrak, useWorkerKontrak } from '../api';
import { KontrakForm } from './KontrakForm';
import { KontrakStatusBadge } from './KontrakStatusBadge';

export interface KontrakHistoryProps {
  outsourcingId: number;
  nama: string;
  jenis: readonly OutsourcingNamedRow[];
  /** Who manages outsourcing: change and delete a contract. */
  canManage: boolean;
  /** After a change: the register's last contract may be another one now. */
  onChange?: () => void;
}

/**
 * One worker's contracts, the earliest first: kind, office, number, vendor, period and status. A
 * contract is corrected or deleted in place, the delete after a confirmation shown in the same dialog
 * (a confirm dialog over this dialog raced its focus trap and could close by itself); the server
 * refuses a period that overlaps another contract of the worker and says so under the date.
 */
export function KontrakHistory({ outsourcingId, nama, jenis, canManage, onChange }: KontrakHistoryProps) {
  const transport = useTransport();
  const history = useWorkerKontrak(outsourcingId);
  const [editing, setEditing] = useState<OutsourcingKontrakRow | null>(null);
  const [removing, setRemoving] = useState<OutsourcingKontrakRow | null>(null);
  const [busy, setBusy] = useState(false);

  const changed = () => {
    void history.mutate();
    onChange?.();
  };

  const save = async (input: OutsourcingKontrakFields) => {
    if (!editing) return;
    notify.success((await saveKontrak(transport, input, { id: editing.id })).message);
    setEditing(null);
    changed();
  };

  const remove = async (row: OutsourcingKontrakRow) => {
    setBusy(true);
    try {
      notify.success((await deleteKontrak(transport, row.id)).message);
      setRemoving(null);
      changed();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  if (removing)
    return (
      <Stack gap="3" role="group" aria-labelledby="kontrak-hapus-judul" data-testid="kontrak-delete">
        <Heading as="h3" size="sm" id="kontrak-hapus-judul">
          Hapus kontrak?
        </Heading>
        <Text>
          Kontrak {removing.nomor ?? removing.jenis.nama} ({formatDateRange(removing.awal, removing.akhir)}) akan
          dihapus.
        </Text>
        <HStack justify="flex-end">
          <Button kind="secondary" onClick={() => setRemoving(null)} disabled={busy}>
            Batal
          </Button>
          <Button kind="danger" onClick={() => void remove(removing)} loading={busy}>
            Hapus
          </Button>
        </HStack>
      </Stack>
    );

  if (editing)
    return (
      <Stack gap="3" data-testid="kontrak-edit">
        <Heading as="h3" size="sm">
          Ubah Kontrak
        </Heading>
        <KontrakForm
          nama={nama}
          initialValues={kontrakFormValues(editing)}
          jenis={jenis}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </Stack>
    );

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Riwayat Kontrak
      </Heading>
      <MasterTable<OutsourcingKontrakRow>
        caption={`Riwayat kontrak ${nama}`}
        headers={[
          'Jenis Kontrak',
          'Kantor',
          'Nomor',
          'Perusahaan',
          'Periode',
          'Status',
          ...(canManage ? ['Aksi'] : []),
        ]}
        rows={history.data?.data}
        error={history.error}
        emptyText="Belum ada kontrak"
        cells={(r) => [
          r.jenis.nama,
          r.kantor.nama,
          r.nomor ?? '-',
          r.perusahaan ?? '-',
          formatDateRange(r.awal, r.akhir),
          <KontrakStatusBadge key="s" kontrak={r} />,
          ...(canManage
            ? [
                <RowActions
                  key="a"
                  editLabel={`Ubah kontrak ${r.nomor ?? formatDateRange(r.awal, r.akhir)}`}
                  deleteLabel={`Hapus kontrak ${r.nomor ?? formatDateRange(r.awal, r.akhir)}`}
                  onEdit={() => setEditing(r)}
                  onDelete={() => setRemoving(r)}
                />,
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
