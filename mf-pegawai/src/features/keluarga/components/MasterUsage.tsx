import type { ReactNode } from 'react';
import type { GeneralListItem, RegisterCountAnswer } from '@portal/contracts';
import { Badge, Stack, Text } from '@portal/design-system';
import { MasterTable } from '../../../shared/MasterTable';

/** One row of the page: a master entry, a stored value no entry has, or the records left blank. */
export interface UsageRow {
  id: number;
  label: string;
  /** The parent entry's name (a major's level), when the list has one. */
  parent: string | null;
  total: number;
  kind: 'entry' | 'outside' | 'blank';
}

/**
 * The rows of a master page: every entry of the list with how many records use it (0 too), then
 * the stored values that match no entry (the CV lets some lists be typed freely), then the blanks.
 * Records store the entry's name, so names are matched exactly.
 */
export function usageRows(
  items: readonly GeneralListItem[],
  counts: RegisterCountAnswer['data'],
  parentOf?: (item: GeneralListItem) => string | null,
): UsageRow[] {
  const byName = new Map(counts.map((c) => [c.nama, c.total]));
  // Several entries may share a name (a major under two levels): the records count once, on the first.
  const seen = new Set<string>();
  const rows: UsageRow[] = items.map((item) => {
    const first = !seen.has(item.nama);
    seen.add(item.nama);
    return {
      id: item.id,
      label: item.label,
      parent: parentOf?.(item) ?? null,
      total: first ? (byName.get(item.nama) ?? 0) : 0,
      kind: 'entry',
    };
  });
  const known = new Set(items.map((i) => i.nama));
  let next = -1;
  for (const c of counts) {
    if (c.nama === null) rows.push({ id: next--, label: 'Belum diisi', parent: null, total: c.total, kind: 'blank' });
    else if (!known.has(c.nama))
      rows.push({ id: next--, label: c.nama, parent: null, total: c.total, kind: 'outside' });
  }
  return rows;
}

export interface MasterUsageProps {
  caption: string;
  /** The first column's header: 'Status', 'Hubungan', 'Institusi' … */
  nameHeader: string;
  /** Header of the parent column ('Jenjang' for majors); no such column when left out. */
  parentHeader?: string;
  /** The list's entries; undefined while loading. */
  items: readonly GeneralListItem[] | undefined;
  /** The counts per stored value; undefined while loading. */
  counts: RegisterCountAnswer | undefined;
  error?: { message: string };
  parentOf?: (item: GeneralListItem) => string | null;
  note?: ReactNode;
}

/**
 * A general master list as HR sees it from a register: each entry with how many employees' records
 * use it, and the values the records hold that the list lacks (to tidy up in the CV).
 */
export function MasterUsage({
  caption,
  nameHeader,
  parentHeader,
  items,
  counts,
  error,
  parentOf,
  note,
}: MasterUsageProps) {
  const rows = items && counts ? usageRows(items, counts.data, parentOf) : undefined;
  const headers = [nameHeader, ...(parentHeader ? [parentHeader] : []), 'Jumlah Data'];
  return (
    <Stack gap="3">
      {note ? <Text color="fg.muted">{note}</Text> : null}
      <MasterTable<UsageRow>
        caption={caption}
        headers={headers}
        rows={rows}
        error={error}
        emptyText="Daftar ini masih kosong"
        cells={(r) => [
          r.kind === 'entry' ? (
            r.label
          ) : (
            <Stack key="n" direction="row" gap="2" align="center">
              <Text as="span">{r.label}</Text>
              <Badge colorPalette={r.kind === 'blank' ? 'gray' : 'orange'}>
                {r.kind === 'blank' ? 'Kosong' : 'Tidak ada di daftar'}
              </Badge>
            </Stack>
          ),
          ...(parentHeader ? [r.parent ?? '-'] : []),
          r.total.toLocaleString('id-ID'),
        ]}
      />
    </Stack>
  );
}
