import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, HStack, notify, useConfirm, notifyError } from '@portal/design-system';
import { resetPassword, resetTokens } from './admin-api';
import type { UserRow } from './users-api';

export interface AccountActionsProps {
  user: Pick<UserRow, 'id' | 'name'>;
  /** After a change: the lists reload. */
  onDone: () => void;
}

/**
 * 'Reset password' and 'Reset token' of one account, each confirmed first: both end every session
 * of the account at once (a browser it has open goes back to login).
 */
export function AccountActions({ user, onDone }: AccountActionsProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<'password' | 'token' | null>(null);

  const run = async (which: 'password' | 'token') => {
    const ok = await confirm(
      which === 'password'
        ? {
            title: 'Reset password?',
            message: `Password ${user.name} diganti menjadi nama user-nya. ${user.name} keluar dari semua perangkat dan harus mengganti password setelah login.`,
          }
        : {
            title: 'Reset token?',
            message: `Semua sesi dan perangkat notifikasi ${user.name} diakhiri; ${user.name} harus login ulang.`,
          },
    );
    if (!ok) return;
    setBusy(which);
    try {
      const answer = which === 'password' ? await resetPassword(transport, user) : await resetTokens(transport, user);
      notify.success(answer.message);
      onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack gap="2" justify="flex-end">
      <Button
        kind="danger"
        size="xs"
        loading={busy === 'password'}
        onClick={() => void run('password')}
        data-testid={`reset-password-${user.id}`}
      >
        Reset password
      </Button>
      <Button
        kind="secondary"
        size="xs"
        loading={busy === 'token'}
        onClick={() => void run('token')}
        data-testid={`reset-token-${user.id}`}
      >
        Reset token
      </Button>
    </HStack>
  );
}
