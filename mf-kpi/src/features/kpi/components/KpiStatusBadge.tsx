import { Badge } from '@portal/design-system';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_VARIANTS, type ApprovalStatus } from '@portal/domain';

const isStatus = (s: string): s is ApprovalStatus => s in APPROVAL_STATUS_LABELS;

/** The assessment's approval status in the engine's words (Draft, Menunggu Persetujuan, …). */
export function KpiStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={isStatus(status) ? APPROVAL_STATUS_VARIANTS[status] : 'gray'}
      variant="subtle"
      data-testid="kpi-status"
    >
      {isStatus(status) ? APPROVAL_STATUS_LABELS[status] : status}
    </Badge>
  );
}
