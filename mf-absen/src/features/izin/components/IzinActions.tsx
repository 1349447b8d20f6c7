import { useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import { APPROVAL_ACTION_LABELS, type ApprovalAction } from '@portal/domain';
import type { IzinDetail } from '@portal/contracts';
import {
  notifyError,
  notify,
  useConfirm,
  Button,
  Field,
  HStack,
  Stack,
  Textarea,
  APPROVAL_ACTION_KIND,
} from '@portal/design-system';
import { actOnIzin } from '../api';

/** Actions that change someone else's view or cannot be taken back lightly: asked first. */
const CONFIRM: Partial<Record<ApprovalAction, { title: string; message: string }>> = {
  reject: { title: 'Tolak izin ini?', message: 'Pemohon akan melihat izin ini berstatus Ditolak.' },
  cancel: { title: 'Batalkan izin ini?', message: 'Izin yang dibatalkan tidak lagi diproses.' },
  reset: { title: 'Reset izin ke Draft?', message: 'Riwayat persetujuan dihapus dan izin kembali menjadi Draft.' },
  reverse: {
    title: 'Batalkan keputusan terakhir?',
    message: 'Keputusan terakhir dibatalkan dan tahap tersebut kembali menunggu persetujuan.',
  },
};

export interface IzinActionsProps {
  izin: IzinDetail;
  onChanged: (izin: IzinDetail) => void;
}

/** The buttons of the actions the server says the viewer may take now, with an optional note. */
export function IzinActions({ izin, onChanged }: IzinActionsProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ApprovalAction | null>(null);
  const actions = izin.approval.allowed_actions;
  if (actions.length === 0) return null;

  async function run(action: ApprovalAction) {
    setBusy(action);
    try {
      const answer = await actOnIzin(transport, izin.id, action, note.trim() || null);
      notify.success(answer.message);
      setNote('');
      onChanged(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  async function choose(action: ApprovalAction) {
    const question = CONFIRM[action];
    if (
      question &&
      !(await confirm({
        ...question,
        confirmLabel: APPROVAL_ACTION_LABELS[action],
        destructive: action === 'reject' || action === 'cancel',
      }))
    )
      return;
    await run(action);
  }

  return (
    <Stack gap="3" data-testid="izin-actions">
      <Field.Root>
        <Field.Label>Catatan</Field.Label>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          rows={2}
          maxLength={1000}
          placeholder="Catatan untuk riwayat (opsional)"
          data-testid="izin-note"
        />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            kind={APPROVAL_ACTION_KIND[action]}
            loading={busy === action}
            disabled={busy !== null}
            onClick={() => void choose(action)}
            data-testid={`izin-action-${action}`}
          >
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
