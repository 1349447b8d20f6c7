import type { TaskStatusRow } from '@portal/contracts';
import { Badge } from '@portal/design-system';
import { statusPalette } from '../api';

/** A task's state (Baru, Dikerjakan, Review, Selesai) in its colour. */
export function TaskStatusBadge({ status }: { status: TaskStatusRow }) {
  return (
    <Badge colorPalette={statusPalette(status.variant)} variant="subtle" data-testid="task-status">
      {status.nama}
    </Badge>
  );
}
