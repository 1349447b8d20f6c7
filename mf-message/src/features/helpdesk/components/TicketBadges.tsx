import type { HelpdeskPriority, HelpdeskSlaClock, HelpdeskStatus } from '@portal/contracts';
import { Badge, HStack } from '@portal/design-system';
import { PRIORITY_COLOR, SLA_COLOR, SLA_LABEL, STATUS_COLOR, formatMinutes } from '../api';

export function TicketStatusBadge({ status }: { status: HelpdeskStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOR[status]} data-testid="ticket-status">
      {status}
    </Badge>
  );
}

export function TicketPriorityBadge({ prioritas }: { prioritas: HelpdeskPriority }) {
  return (
    <Badge variant="outline" colorPalette={PRIORITY_COLOR[prioritas]}>
      {prioritas}
    </Badge>
  );
}

/** One SLA clock: 'Respons: Tercapai (20 m / 30 m)'; the label is text, not colour only. */
export function SlaBadge({ label, clock }: { label: string; clock: HelpdeskSlaClock }) {
  return (
    <Badge
      colorPalette={SLA_COLOR[clock.state]}
      variant="subtle"
      title={`Target ${formatMinutes(clock.target_menit)}`}
      data-state={clock.state}
    >
      {label}: {SLA_LABEL[clock.state]} ({formatMinutes(clock.menit)} / {formatMinutes(clock.target_menit)})
    </Badge>
  );
}

export function SlaBadges({ sla }: { sla: { response: HelpdeskSlaClock; resolution: HelpdeskSlaClock } }) {
  return (
    <HStack gap="1" wrap="wrap">
      <SlaBadge label="Respons" clock={sla.response} />
      <SlaBadge label="Penyelesaian" clock={sla.resolution} />
    </HStack>
  );
}
