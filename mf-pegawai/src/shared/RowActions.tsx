import { Button, HStack } from '@portal/design-system';

export interface RowActionsProps {
  /** The accessible names of the two buttons, e.g. `Ubah ${row.nama}` and `Hapus ${row.nama}`. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A register row's "Ubah" and "Hapus" buttons. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <HStack gap="1">
      <Button kind="secondary" size="xs" onClick={onEdit} aria-label={editLabel}>
        Ubah
      </Button>
      <Button kind="danger" size="xs" onClick={onDelete} aria-label={deleteLabel}>
        Hapus
      </Button>
    </HStack>
  );
}
