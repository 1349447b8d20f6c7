import { Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { APPROVAL_ACTION_LABELS, type ApprovalAction } from '@portal/domain';
import { notifyError } from './api-form';
import { APPROVAL_ACTION_KIND, Button } from './Button';
import { notify } from './toast';
import { useConfirm } from './useConfirm';

export interface ApprovalActionsProps<T> {
  /** What the server allows the viewer now (`approval.allowed_actions`): the buttons shown. */
  allowed: readonly ApprovalAction[];
  /** Sends the action with the note; its answer's message is shown and its data handed to onChanged. */
  act: (action: ApprovalAction, note: string | null) => Promise<{ message: string; data: T }>;
  onChanged: (next: T) => void;
  /** The record in words for the confirmations, e.g. 'izin', 'SPPD', 'surat'. */
  noun: string;
  /** Test ids: `<prefix>-actions`, `<prefix>-note`, `<prefix>-action-<action>`. */
  testIdPrefix: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Actions that change someone else's view or cannot be taken back lightly are asked first. */
function confirmation(action: ApprovalAction, noun: string): { title: string; message: string } | undefined {
  switch (action) {
    case 'reject':
      return { title: `Tolak ${noun} ini?`, message: `Pemohon akan melihat ${noun} ini berstatus Ditolak.` };
    case 'cancel':
      return { title: `Batalkan ${noun} ini?`, message: `${capitalised(noun)} yang dibatalkan tidak lagi diproses.` };
    case 'reset':
      return {
        title: `Reset ${noun} ke Draft?`,
        message: `Riwayat persetujuan dihapus dan ${noun} kembali menjadi Draft.`,
      };
    case 'reverse':
      return {
        title: 'Batalkan keputusan terakhir?',
        message: 'Keputusan terakhir dibatalkan dan tahap tersebut kembali menunggu persetujuan.',
      };
    default:
      return undefined;
  }
}

/**
 * The approval engine's actions on one request — leave, trip, memo, letter — as the server allows
 * them to the viewer: an optional note for the history, one button per action, a confirmation before
 * the ones that cannot be taken back lightly. Renders nothing when the viewer may do nothing.
 */
export function ApprovalActions<T>({ allowed, act, onChanged, noun, testIdPrefix }: ApprovalActionsProps<T>) {
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ApprovalAction | null>(null);
  if (allowed.length === 0) return null;

  async function choose(action: ApprovalAction) {
    const question = confirmation(action, noun);
    const destructive = action === 'reject' || action === 'cancel';
    if (question && !(await confirm({ ...question, confirmLabel: APPROVAL_ACTION_LABELS[action], destructive })))
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
    <Stack gap="3" data-testid={`${testIdPrefix}-actions`}>
      <Field.Root>
        <Field.Label>Catatan</Field.Label>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          rows={2}
          maxLength={1000}
          placeholder="Catatan untuk riwayat (opsional)"
          data-testid={`${testIdPrefix}-note`}
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
            data-testid={`${testIdPrefix}-action-${action}`}
          >
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
