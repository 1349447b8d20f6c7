import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { KacaMataPlafonInput, KacaMataPlafonRow } from '@portal/contracts';
import { formatRupiah, POLICY } from '@portal/domain';
import { Button, Heading, HStack, notify, Stack, useConfirmedDelete } from '@portal/design-system';
import { MasterTable } from '../../../shared/MasterTable';
import { RowActions } from '../../../shared/RowActions';
import {
  deletePlafon,
  EMPTY_PLAFON_FORM,
  plafonFormValues,
  savePlafon,
  useKacaMataPlafon,
  type PlafonFormValues,
} from '../api';
import { KacaMataPlafonFormDialog } from './KacaMataPlafonFormDialog';

export interface KacaMataPlafonSectionProps {
  /** After a ceiling is added, changed or deleted (the page's glasses rules and entitlement read them). */
  onChange?: () => void;
}

const rangeOf = (r: KacaMataPlafonRow) => `grade ${r.grade_min} - ${r.grade_max}`;

/**
 * The glasses ceilings by grade range (GET /sdm/perawatan/x/kaca_mata_plafon) on the glasses page: HR
 * (1 or 57) adds, changes and deletes them (a deletion after a confirmation); a range overlapping
 * another is refused by the server under 'Grade awal'.
 */
export function KacaMataPlafonSection({ onChange }: KacaMataPlafonSectionProps) {
  const transport = useTransport();
  const list = useKacaMataPlafon();
  const canManage = useAllows(POLICY.adminOrHr);
  const confirmDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<{ row?: KacaMataPlafonRow; values: PlafonFormValues } | null>(null);

  const changed = () => {
    void list.mutate();
    onChange?.();
  };
  const save = async (input: KacaMataPlafonInput) => {
    const answer = await savePlafon(transport, input, editing?.row?.id);
    notify.success(answer.message);
    setEditing(null);
    changed();
  };
  const remove = async (row: KacaMataPlafonRow) => {
    const deleted = await confirmDelete({
      title: 'Hapus Plafon Kacamata?',
      message: `Plafon ${rangeOf(row)} (${formatRupiah(row.plafon)}) akan dihapus. Pegawai dengan grade tersebut tidak dapat mengajukan klaim kacamata sampai plafonnya diatur lagi.`,
      remove: () => deletePlafon(transport, row.id),
    });
    if (deleted) changed();
  };

  return (
    <Stack gap="3" maxW="2xl" data-testid="perawatan-plafon">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          Plafon Kacamata per Grade
        </Heading>
        {canManage ? (
          <Button
            size="sm"
            onClick={() => setEditing({ values: EMPTY_PLAFON_FORM })}
            data-testid="perawatan-plafon-add"
          >
            Tambah Plafon
          </Button>
        ) : null}
      </HStack>
      <MasterTable<KacaMataPlafonRow>
        caption="Plafon kacamata per grade"
        headers={canManage ? ['Grade', 'Plafon', 'Aksi'] : ['Grade', 'Plafon']}
        rows={list.data?.data}
        error={list.error}
        emptyText="Belum ada plafon kacamata"
        cells={(r) => [
          `${r.grade_min} - ${r.grade_max}`,
          formatRupiah(r.plafon),
          ...(canManage
            ? [
                <RowActions
                  key="aksi"
                  editLabel={`Ubah plafon ${rangeOf(r)}`}
                  deleteLabel={`Hapus plafon ${rangeOf(r)}`}
                  onEdit={() => setEditing({ row: r, values: plafonFormValues(r) })}
                  onDelete={() => void remove(r)}
                />,
              ]
            : []),
        ]}
      />
      <KacaMataPlafonFormDialog
        open={editing !== null}
        title={editing?.row ? 'Ubah Plafon Kacamata' : 'Tambah Plafon Kacamata'}
        initialValues={editing?.values ?? EMPTY_PLAFON_FORM}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
