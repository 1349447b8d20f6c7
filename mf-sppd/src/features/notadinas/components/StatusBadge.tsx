import { Badge } from '@portal/design-system';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@portal/domain';

const PALETTE: Record<ApprovalStatus, string> = {
  draft: 'gray',
  menunggu: 'orange',
  disetujui: 'green',
  ditolak: 'red',
  dibatalkan: 'gray',
};

/** A letter's approval status as a coloured badge. */
export function StatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} data-testid="letter-status">
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
