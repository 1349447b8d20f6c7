import { FormDialog } from '@portal/design-system/forms';
import type { InfobankAttachment, InfobankInput } from '@portal/contracts';
import type { InfobankFormValues } from '../api';
import { InfobankForm } from './InfobankForm';

export interface InfobankFormDialogProps {
  open: boolean;
  title: string;
  initialValues?: InfobankFormValues;
  attached?: readonly InfobankAttachment[];
  onSubmit: (input: InfobankInput) => Promise<unknown>;
  onClose: () => void;
}

/** The announcement form in a dialog: 'Tambah Pengumuman' or 'Ubah Pengumuman'. */
export function InfobankFormDialog({
  open,
  title,
  initialValues,
  attached,
  onSubmit,
  onClose,
}: InfobankFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg" testId="infobank-form-dialog" title={title}>
      <InfobankForm initialValues={initialValues} attached={attached} onSubmit={onSubmit} onCancel={onClose} />
    </FormDialog>
  );
}
