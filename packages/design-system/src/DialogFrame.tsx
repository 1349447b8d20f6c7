import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InsideDialogContext } from './inside-dialog';
import { TEXTS } from './texts';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** data-testid of the dialog's content, for tests that look inside it. */
  testId?: string;
  /** The dialog's buttons under the body (e.g. 'Batal' and 'Simpan'); none when left out. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog with a title, a body, an optional footer and the close button ('Tutup'); Escape and the
 * backdrop close it too. Mounted while open only, so each opening starts with fresh content.
 */
export function DialogFrame({ open, title, onClose, size = 'md', testId, footer, children }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <InsideDialogContext.Provider value>{children}</InsideDialogContext.Provider>
            </Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
