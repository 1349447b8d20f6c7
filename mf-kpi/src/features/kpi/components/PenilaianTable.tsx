import type { KpiPenilaianRow } from '@portal/contracts';
import { formatDecimal } from '@portal/domain';
import { Badge, Heading, Input, Stack, Table, Text } from '@portal/design-system';

/** Which achievement column the viewer may type in now (the server's can_save / can_save_score). */
export type EditableColumn = 'realisasi' | 'realisasi_atasan' | null;

export interface PenilaianTableProps {
  penilaian: readonly KpiPenilaianRow[];
  /** The assessment's total as the server computed it (decimal text). */
  skor: string;
  editable?: EditableColumn;
  /** The typed achievements per indikator_id (only read for the editable column). */
  values?: Record<number, string>;
  errors?: Record<number, string>;
  onChange?: (indikatorId: number, value: string) => void;
}

const shown = (value: string | null, suffix = '') => (value === null ? '-' : `${formatDecimal(value)}${suffix}`);

/** The indicators grouped by perspektif (1–4) in the server's order. */
function groups(rows: readonly KpiPenilaianRow[]) {
  const byId = new Map<number, { nama: string; rows: KpiPenilaianRow[] }>();
  for (const row of rows) {
    const group = byId.get(row.perspektif_id) ?? { nama: row.perspektif_nama, rows: [] };
    group.rows.push(row);
    byId.set(row.perspektif_id, group);
  }
  return [...byId.entries()].sort(([a], [b]) => a - b);
}

function AchievementCell({
  row,
  column,
  editable,
  values,
  errors,
  onChange,
}: {
  row: KpiPenilaianRow;
  column: 'realisasi' | 'realisasi_atasan';
} & Pick<PenilaianTableProps, 'editable' | 'values' | 'errors' | 'onChange'>) {
  if (editable !== column) return <>{shown(row[column])}</>;
  const label = `${column === 'realisasi' ? 'Realisasi' : 'Realisasi atasan'} ${row.indikator_nama}`;
  const error = errors?.[row.indikator_id];
  return (
    <Stack gap="1">
      <Input
        size="sm"
        inputMode="decimal"
        maxLength={19}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={values?.[row.indikator_id] ?? ''}
        onChange={(e) => onChange?.(row.indikator_id, e.currentTarget.value)}
        data-testid={`input-${column}-${row.indikator_id}`}
      />
      {error ? (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The assessment's indicators by perspektif: weight, target, the employee's and the assessor's
 * achievement (an input only where the server allows it now), and the achievement % and weighted
 * score per indicator with the total — all three as the server returned them, never computed here.
 */
export function PenilaianTable(props: PenilaianTableProps) {
  const { penilaian, skor } = props;
  return (
    <Stack gap="5" data-testid="penilaian-table">
      {groups(penilaian).map(([id, group]) => (
        <Stack key={id} gap="2" as="section" aria-labelledby={`perspektif-${id}`}>
          <Heading as="h3" size="sm" id={`perspektif-${id}`}>
            Perspektif {id}: {group.nama}
          </Heading>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-labelledby={`perspektif-${id}`}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Indikator</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Bobot</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Target</Table.ColumnHeader>
                  <Table.ColumnHeader>Realisasi</Table.ColumnHeader>
                  <Table.ColumnHeader>Realisasi Atasan</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Capaian</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Nilai</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.rows.map((row) => (
                  <Table.Row key={row.id} data-testid={`penilaian-${row.indikator_id}`}>
                    <Table.Cell>
                      <Text>{row.indikator_nama}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.satuan} ·{' '}
                        {row.polaritas === 'lower' ? 'semakin rendah semakin baik' : 'semakin tinggi semakin baik'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{shown(row.bobot, '%')}</Table.Cell>
                    <Table.Cell textAlign="end">{shown(row.target)}</Table.Cell>
                    <Table.Cell minW="8rem">
                      <AchievementCell row={row} column="realisasi" {...props} />
                    </Table.Cell>
                    <Table.Cell minW="8rem">
                      <AchievementCell row={row} column="realisasi_atasan" {...props} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`capaian-${row.indikator_id}`}>
                      {shown(row.capaian, '%')}
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid={`nilai-${row.indikator_id}`}>
                      {shown(row.nilai)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      ))}
      {penilaian.length === 0 ? <Text color="fg.muted">Penilaian ini belum memiliki indikator.</Text> : null}
      <Text fontWeight="semibold" data-testid="penilaian-total">
        Total skor:{' '}
        <Badge colorPalette="blue" size="lg">
          {formatDecimal(skor) || '-'}
        </Badge>
      </Text>
    </Stack>
  );
}
