import { useState } from 'react';
import { APPROVAL_ACTION_LABELS, type ApprovalAction } from '@portal/domain';
import { useConfirm, Button, HStack, Textarea, APPROVAL_ACTION_KIND } from '@portal/design-system';

/** Actions that change the outcome ask first. */
const CONFIRM: Partial<Record<ApprovalAction, string>> = {
  approve: 'Setujui pengajuan ini? Absen pada tanggal tersebut akan dihapus.',
  reject: 'Tolak pengajuan ini? Absen akan aktif kembali.',
  cancel: 'Batalkan pengajuan ini? Absen akan aktif kembali.',
  reverse: 'Batalkan keputusan terakhir?',
};

export interface DeleteRequestActionsProps {
  /** What the server says the caller may do now (approval.allowed_actions). */
  allowed: readonly ApprovalAction[];
  canDelete: boolean;
  onAct: (action: ApprovalAction, note: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** Only the buttons the caller may use now, with an optional note for decisions. */
export function DeleteRequestActions({ allowed, canDelete, onAct, onDelete }: DeleteRequestActionsProps) {
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const decides = allowed.includes('approve') || allowed.includes('reject');

  const run = async (action: ApprovalAction) => {
    const question = CONFIRM[action];
    if (question)
      await confirm({
        title: APPROVAL_ACTION_LABELS[action],
        message: question,
        destructive: action !== 'approve',
        onConfirm: () => onAct(action, note),
      });
    else await onAct(action, note);
  };

  if (allowed.length === 0 && !canDelete) return null;
  return (
    <>
      {decides ? (
        <Textarea
          aria-label="Catatan keputusan"
          placeholder="Catatan (opsional)"
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      ) : null}
      <HStack gap="2" wrap="wrap" data-testid="delete-request-actions">
        {allowed.map((action) => (
          <Button key={action} size="sm" kind={APPROVAL_ACTION_KIND[action]} onClick={() => void run(action)}>
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
        {canDelete ? (
          <Button
            kind="danger"
            size="sm"
            onClick={() =>
              void confirm({
                title: 'Hapus draft?',
                message: 'Draft dihapus dan absen pada tanggal tersebut aktif kembali.',
                destructive: true,
                confirmLabel: 'Hapus',
                onConfirm: onDelete,
              })
            }
          >
            Hapus
          </Button>
        ) : null}
      </HStack>
    </>
  );
}
