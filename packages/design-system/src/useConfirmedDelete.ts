import { useCallback } from 'react';
import { notifyError } from './api-form';
import { notify } from './toast';
import { useConfirm, type ConfirmOptions } from './useConfirm';

export interface ConfirmedDeleteOptions extends Omit<ConfirmOptions, 'onConfirm' | 'destructive'> {
  /** Deletes on confirm; its answer's `message` is shown as the success toast. */
  remove: () => Promise<{ message: string }>;
}

export type ConfirmedDeleteFn = (options: ConfirmedDeleteOptions) => Promise<boolean>;

/**
 * Delete after a red confirm dialog (issue #15: it was written at every delete button):
 * `if (await confirmDelete({ title, message, remove: () => deleteX(transport, id) })) …`.
 * The confirm label defaults to "Hapus". On success the answer's message is toasted and the
 * promise resolves `true`; on failure the error is toasted (not 401/403) and the dialog stays
 * open to try again or cancel. Cancelling resolves `false`.
 */
export function useConfirmedDelete(): ConfirmedDeleteFn {
  const confirm = useConfirm();
  return useCallback<ConfirmedDeleteFn>(
    ({ remove, confirmLabel = 'Hapus', ...options }) =>
      confirm({
        ...options,
        confirmLabel,
        destructive: true,
        onConfirm: async () => {
          try {
            notify.success((await remove()).message);
          } catch (error) {
            notifyError(error);
            throw error;
          }
        },
      }),
    [confirm],
  );
}
