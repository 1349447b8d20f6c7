import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { APPROVAL_ACTION_LABELS, type ApprovalAction } from '@portal/domain';
import {
  APPROVAL_ACTION_KIND,
  Button,
  Field,
  HStack,
  notify,
  notifyError,
  Stack,
  Textarea,
  useConfirm,
} from '@portal/design-system';
import { actOnSppd } from '../api';
import type { SppdDetail } from '@portal/contracts';

/** Actions that change someone else's view or cannot be taken back lightly: asked first. */
const CONFIRM: Partial<Record<ApprovalAction, { title: string; message: string }>> = {
  reject: { title: 'Tolak SPPD ini?', message: 'Pemohon akan melihat SPPD ini berstatus Ditolak.' },
  cancel: { title: 'Batalkan SPPD ini?', message: 'SPPD yang dibatalkan tidak lagi diproses.' },
  reset: { title: 'Reset SPPD ke Draft?', message: 'Riwayat persetujuan dihapus dan SPPD kembali menjadi Draft.' },
  reverse: {
    title: 'Batalkan keputusan terakhir?',
    message: 'Keputusan terakhir dibatalkan dan tahap tersebut kembali menunggu persetujuan.',
  },
};

export interface SppdActionsProps {
  sppd: SppdDetail;
  onChanged: (sppd: SppdDetail) => void;
}

/** The buttons of the approval actions the server allows the viewer now, with an optional note. */
export function SppdActions({ sppd, onChanged }: SppdActionsProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ApprovalAction | null>(null);
  const actions = sppd.approval.allowed_actions;
  if (actions.length === 0) return null;

  async function run(action: ApprovalAction) {
    setBusy(action);
    try {
      const answer = await actOnSppd(transport, sppd.id, action, note.trim() || null);
      notify.success(answer.message);
      setNote('');
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
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
    <Stack gap="3" data-testid="sppd-actions">
      <Field.Root>
        <Field.Label>Catatan</Field.Label>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          rows={2}
          maxLength={1000}
          placeholder="Catatan untuk riwayat (opsional)"
          data-testid="sppd-note"
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
            data-testid={`sppd-action-${action}`}
          >
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
