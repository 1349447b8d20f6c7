import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onClose'>;
export type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Hosts the one confirm dialog that `useConfirm()` opens. PortalProvider includes it. */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  // Options outlive the open state so the closing animation still shows the same texts.
  const [options, setOptions] = useState<ConfirmOptions>({});
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A second confirm while one is open answers the first with `false`.
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setOptions(options);
        setOpen(true);
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    current?.resolve(confirmed);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog {...options} open={open} onClose={close} />
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message, destructive: true })) …`
 * resolves `true` when the user confirms (after `onConfirm`'s promise, if given), else `false`.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <PortalProvider> (or <ConfirmProvider>).');
  return confirm;
}
