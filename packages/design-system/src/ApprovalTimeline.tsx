import { Box, Stack, Text } from '@chakra-ui/react';
import { APPROVAL_ACTION_LABELS, APPROVAL_STATUS_LABELS, formatDate } from '@portal/domain';
import type { ApprovalView } from '@portal/contracts';

const ACTION_TEXT = { ...APPROVAL_ACTION_LABELS, create: 'Dibuat' } as const;

export interface ApprovalTimelineProps {
  /** The approval engine's view of a request (its chain and history), as every approvable record carries it. */
  approval: ApprovalView;
  /** data-testid of the history list, e.g. 'izin-history'. */
  historyTestId?: string;
}

/**
 * The approval chain of a request (who decides each step, who decided) and the history of every
 * action, oldest first — the same for leave, trips, memos and letters, since one engine drives them.
 */
export function ApprovalTimeline({ approval, historyTestId = 'approval-history' }: ApprovalTimelineProps) {
  return (
    <Stack gap="4">
      {approval.steps.length > 0 ? (
        <Stack gap="1" as="ol" listStyleType="none" aria-label="Tahap persetujuan">
          {approval.steps.map((step) => (
            <Text as="li" key={step.step_no} fontSize="sm">
              <strong>
                {step.step_no}. {step.label}
              </strong>{' '}
              — {step.approvers.map((a) => a.name).join(', ') || '-'}
              {step.status === 'terbuka' ? ' (menunggu keputusan)' : ''}
              {step.decided_by_name
                ? ` — ${step.status === 'disetujui' ? 'disetujui' : 'ditolak'} oleh ${step.decided_by_name}`
                : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Stack gap="2" as="ol" listStyleType="none" aria-label="Riwayat" data-testid={historyTestId}>
        {approval.history.length === 0 ? (
          <Text as="li" fontSize="sm" color="fg.muted">
            Belum ada riwayat
          </Text>
        ) : null}
        {approval.history.map((h) => (
          <Box as="li" key={h.id} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
            <Text fontSize="sm" fontWeight="semibold">
              {ACTION_TEXT[h.action]} — {APPROVAL_STATUS_LABELS[h.to_status]}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {h.actor_name ?? 'Sistem'}, {formatDate(h.created_at, { time: true })}
            </Text>
            {h.note ? <Text fontSize="sm">“{h.note}”</Text> : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
