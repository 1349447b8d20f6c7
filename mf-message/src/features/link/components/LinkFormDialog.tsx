import { CloseButton, Dialog, Portal } from '@portal/design-system';
import type { LinkInput } from '@portal/contracts';
import type { LinkFormValues } from '../api';
import { LinkForm } from './LinkForm';

export interface LinkFormDialogProps {
  open: boolean;
  title: string;
  initialValues?: LinkFormValues;
  submitLabel?: string;
  onSubmit: (input: LinkInput) => Promise<unknown>;
  onClose: () => void;
}

/** The link form in a dialog: 'Tambah Link' on the board, 'Ubah Link' on a link's page. */
export function LinkFormDialog({ open, title, initialValues, submitLabel, onSubmit, onClose }: LinkFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="link-form-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <LinkForm
                initialValues={initialValues}
                submitLabel={submitLabel}
                onSubmit={onSubmit}
                onCancel={onClose}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
