import { Button, DialogFrame, HStack, TEXTS, type DialogFrameProps } from '@portal/design-system';

export type FormDialogProps = Omit<DialogFrameProps, 'footer'>;

/**
 * The add/edit dialog every register uses: title, a form as its body (its own FormActions), a close
 * button; Escape and the backdrop close it. Unmounted when closed so each opening starts with fresh
 * form state.
 */
export function FormDialog(props: FormDialogProps) {
  return <DialogFrame {...props} />;
}

export interface FormActionsProps {
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel?: string;
  submitTestId?: string;
}

/** 'Batal' and 'Simpan' at the end of a form; both wait while the form is being submitted. */
export function FormActions({ onCancel, isSubmitting, submitLabel = TEXTS.save, submitTestId }: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button kind="secondary" onClick={onCancel} disabled={isSubmitting}>
        {TEXTS.cancel}
      </Button>
      <Button type="submit" loading={isSubmitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
