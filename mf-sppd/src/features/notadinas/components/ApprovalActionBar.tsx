import { useState } from 'react';
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

/** Actions that change someone else's view or cannot be taken back lightly: asked first. */
const CONFIRM: Partial<Record<ApprovalAction, { title: string; message: string }>> = {
  reject: { title: 'Tolak surat ini?', message: 'Pembuat akan melihat surat ini berstatus Ditolak.' },
  cancel: { title: 'Batalkan surat ini?', message: 'Surat yang dibatalkan tidak lagi diproses.' },
  reset: { title: 'Reset surat ke Draft?', message: 'Riwayat persetujuan dihapus dan surat kembali menjadi Draft.' },
  reverse: {
    title: 'Batalkan keputusan terakhir?',
    message: 'Keputusan terakhir dibatalkan dan tahap tersebut kembali menunggu persetujuan.',
  },
};

export interface ApprovalActionBarProps<T> {
  /** What the server allows the viewer now (approval.allowed_actions). */
  allowed: readonly ApprovalAction[];
  /** Sends the action; its answer's message is shown and its data handed to onChanged. */
  act: (action: ApprovalAction, note: string | null) => Promise<{ message: string; data: T }>;
  onChanged: (next: T) => void;
  testId?: string;
}

/** The buttons of the approval actions the server allows, an optional note, and a confirmation for the destructive ones. */
export function ApprovalActionBar<T>({
  allowed,
  act,
  onChanged,
  testId = 'approval-actions',
}: ApprovalActionBarProps<T>) {
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ApprovalAction | null>(null);
  if (allowed.length === 0) return null;

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
    setBusy(action);
    try {
      const answer = await act(action, note.trim() || null);
      notify.success(answer.message);
      setNote('');
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="3" data-testid={testId}>
      <Field.Root>
        <Field.Label>Catatan</Field.Label>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          rows={2}
          maxLength={1000}
          placeholder="Catatan untuk riwayat (opsional)"
          data-testid={`${testId}-note`}
        />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        {allowed.map((action) => (
          <Button
            key={action}
            size="sm"
            kind={APPROVAL_ACTION_KIND[action]}
            loading={busy === action}
            disabled={busy !== null}
            onClick={() => void choose(action)}
            data-testid={`${testId}-${action}`}
          >
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
