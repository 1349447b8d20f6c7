import { FormDialog } from '@portal/design-system/forms';
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
    <FormDialog open={open} onClose={onClose} size="lg" testId="link-form-dialog" title={title}>
      <LinkForm initialValues={initialValues} submitLabel={submitLabel} onSubmit={onSubmit} onCancel={onClose} />
    </FormDialog>
  );
}
