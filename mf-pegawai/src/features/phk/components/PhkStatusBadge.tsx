import { Badge } from '@portal/design-system';

/** Whether the termination's date has come (the employee is no longer active) or is still ahead. */
export function PhkStatusBadge({ effective }: { effective: boolean }) {
  return effective ? (
    <Badge colorPalette="red">Sudah efektif</Badge>
  ) : (
    <Badge colorPalette="orange">Belum efektif</Badge>
  );
}
