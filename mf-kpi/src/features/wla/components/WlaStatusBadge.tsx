import { workloadStatus, type WorkloadVariant } from '@portal/domain';
import { Badge } from '@portal/design-system';

/** Spec section 4: Fit success, Under Load danger, Over Load warning. */
export const WORKLOAD_PALETTE: Readonly<Record<WorkloadVariant, string>> = {
  success: 'green',
  danger: 'red',
  warning: 'orange',
};

export interface WlaStatusBadgeProps {
  /** The gap as the server sends it ("-0.62"): the status is derived from it, never stored. */
  gap: string;
}

/** The workload status of a gap (staff present − staff needed), from @portal/domain's workloadStatus. */
export function WlaStatusBadge({ gap }: WlaStatusBadgeProps) {
  const status = workloadStatus(Number(gap));
  return (
    <Badge colorPalette={WORKLOAD_PALETTE[status.variant]} data-testid="wla-status" data-variant={status.variant}>
      {status.label}
    </Badge>
  );
}
