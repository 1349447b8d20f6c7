import { Badge } from '@portal/design-system';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_VARIANTS, type ApprovalStatus } from '@portal/domain';

/** The approval status in the words of ADR 0011 (Draft, Menunggu Persetujuan, …). */
export function IzinStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge colorPalette={APPROVAL_STATUS_VARIANTS[status]} variant="subtle" data-testid="izin-status">
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
