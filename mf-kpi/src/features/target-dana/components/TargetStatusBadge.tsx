import { formatDate } from '@portal/domain';
import { Badge, Stack, Text } from '@portal/design-system';
import { STATUS_PALETTE } from '../api';
import type { TargetDanaRow } from '@portal/contracts';

/** The target's status (Approved success with the approval time, Menunggu warning, Rejected danger) and fraud flag. */
export function TargetStatusBadge({
  row,
}: {
  row: Pick<TargetDanaRow, 'status' | 'approval_at' | 'is_fraud' | 'note'>;
}) {
  return (
    <Stack gap="0.5" data-testid="target-status">
      <Badge
        colorPalette={STATUS_PALETTE[row.status.variant] ?? 'gray'}
        data-variant={row.status.variant}
        w="fit-content"
      >
        {row.status.nama}
      </Badge>
      {row.approval_at ? (
        <Text fontSize="xs" color="fg.muted">
          {formatDate(row.approval_at, { time: true })}
        </Text>
      ) : null}
      {row.note ? (
        <Text fontSize="xs" color="fg.muted">
          {row.note}
        </Text>
      ) : null}
      {row.is_fraud ? (
        <Badge colorPalette="red" variant="solid" w="fit-content">
          Fraud
        </Badge>
      ) : null}
    </Stack>
  );
}
