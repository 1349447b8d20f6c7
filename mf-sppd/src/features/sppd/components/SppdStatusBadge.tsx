import { Badge } from '@portal/design-system';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_VARIANTS, type ApprovalStatus } from '@portal/domain';

/** A trip's approval status in the words of ADR 0011 (Draft, Menunggu Persetujuan, …). */
export function SppdStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge colorPalette={APPROVAL_STATUS_VARIANTS[status]} variant="subtle" data-testid="sppd-status">
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
