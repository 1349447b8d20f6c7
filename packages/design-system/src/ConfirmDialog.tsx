import { Dialog, Portal } from '@chakra-ui/react';
import { Button } from './Button';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TEXTS } from './texts';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deleting or otherwise irreversible actions. */
  destructive?: boolean;
  /**
   * Runs on confirm. While a returned promise is pending the confirm button shows a spinner and
   * the dialog cannot be dismissed; when it resolves `onClose(true)` follows. If it rejects the
   * dialog stays open (the caller reports the error) and can be tried again or cancelled.
   */
  onConfirm?: () => unknown;
  /** `true` after a successful confirm, `false` on cancel, Escape or the close button. */
  onClose: (confirmed: boolean) => void;
}

/** An accessible alert dialog asking the user to confirm one action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onConfirm, onClose, destructive = false } = props;
  const [loading, setLoading] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const confirm = async () => {
    setLoading(true);
    try {
      await onConfirm?.();
    } catch {
      if (mounted.current) setLoading(false);
      return;
    }
    if (mounted.current) setLoading(false);
    onClose(true);
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose(false);
      }}
      closeOnInteractOutside={!loading}
      closeOnEscape={!loading}
      // The safe choice gets the focus first: Enter on an opened dialog must not confirm.
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title ?? TEXTS.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            {props.message ? (
              <Dialog.Body>
                <Dialog.Description>{props.message}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button kind="secondary" ref={cancelRef} disabled={loading} onClick={() => onClose(false)}>
                {props.cancelLabel ?? TEXTS.cancel}
              </Button>
              <Button
                kind={destructive ? 'danger' : 'primary'}
                loading={loading}
                loadingText={props.confirmLabel ?? TEXTS.confirm}
                onClick={confirm}
              >
                {props.confirmLabel ?? TEXTS.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
