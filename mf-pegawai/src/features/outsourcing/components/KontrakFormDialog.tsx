import type { OutsourcingKontrakFields, OutsourcingNamedRow } from '@portal/contracts';
import { FormDialog } from '@portal/design-system/forms';
import type { KontrakFormValues } from '../api';
import { KontrakForm } from './KontrakForm';

export interface KontrakFormDialogProps {
  title: string;
  /** The worker the contract belongs to (shown, not changeable). */
  nama: string;
  initialValues: KontrakFormValues;
  jenis: readonly OutsourcingNamedRow[];
  onSubmit: (input: OutsourcingKontrakFields) => Promise<unknown>;
  onClose: () => void;
}

/** Adds a contract to a worker or changes one; a new end date is announced to HR again. */
export function KontrakFormDialog({ title, nama, initialValues, jenis, onSubmit, onClose }: KontrakFormDialogProps) {
  return (
    <FormDialog open title={title} onClose={onClose} testId="kontrak-form-dialog">
      <KontrakForm nama={nama} initialValues={initialValues} jenis={jenis} onSubmit={onSubmit} onCancel={onClose} />
    </FormDialog>
  );
}
