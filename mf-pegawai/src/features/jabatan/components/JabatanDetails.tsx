import type { ReactNode } from 'react';
import type { JabatanRow } from '@portal/contracts';
import { EmptyState, Heading, Stack, Text } from '@portal/design-system';
import { JabatanPicker } from './JabatanPicker';

export interface JabatanDetailsProps<T> {
  /** The page's h1. */
  title: string;
  jabatan: JabatanRow | null;
  onJabatanChange: (jabatan: JabatanRow | null) => void;
  /** The chosen position's records (useJabatanDetails). */
  details: { data?: { data: T[] }; error?: { message: string } };
  /** Shown when the chosen position has no records. */
  emptyTitle: string;
  /** What adds a record to the chosen position, above the records. */
  form: (jabatan: JabatanRow) => ReactNode;
  /** The records, when there are any. */
  children: (rows: T[]) => ReactNode;
}

/** A page of one position's records (letters, units): pick the position, add to it, see and remove its records. */
export function JabatanDetails<T>({
  title,
  jabatan,
  onJabatanChange,
  details,
  emptyTitle,
  form,
  children,
}: JabatanDetailsProps<T>) {
  const rows = details.data?.data;
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <JabatanPicker label="Jabatan" value={jabatan} onChange={onJabatanChange} />
      {jabatan ? (
        <>
          {form(jabatan)}
          {details.error ? <Text color="fg.error">{details.error.message}</Text> : null}
          {rows && rows.length === 0 ? <EmptyState title={emptyTitle} /> : null}
          {rows && rows.length > 0 ? children(rows) : null}
        </>
      ) : null}
    </Stack>
  );
}
