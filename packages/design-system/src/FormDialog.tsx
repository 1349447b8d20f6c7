import { CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { Button } from './Button';
import type { ReactNode } from 'react';
import { TEXTS } from './texts';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** data-testid of the dialog's content, for tests that look inside it. */
  testId?: string;
  children: ReactNode;
}

/**
 * The add/edit dialog every register uses: title, a form as its body, a close button; Escape and
 * the backdrop close it. Unmounted when closed so each opening starts with fresh form state.
 */
export function FormDialog({ open, title, onClose, size = 'md', testId, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
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
