import type { DiklatEventRow } from '@portal/contracts';
import { Stack, Text } from '@portal/design-system';

export interface OrganiserListProps {
  row: Pick<DiklatEventRow, 'penyelenggaras' | 'penyelenggara'>;
}

/**
 * Every organiser of an event as 'nama | akronim', one per line so each stays readable when an event
 * has several; an older event without a registered organiser shows 0009's free text.
 */
export function OrganiserList({ row }: OrganiserListProps) {
  if (row.penyelenggaras.length === 0) return <Text as="span">{row.penyelenggara ?? '-'}</Text>;
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" data-testid="diklat-penyelenggara">
      {row.penyelenggaras.map((p) => (
        <Text as="li" key={p.id}>
          {p.label}
        </Text>
      ))}
    </Stack>
  );
}
