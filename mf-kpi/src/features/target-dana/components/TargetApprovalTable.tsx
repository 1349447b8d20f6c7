import { formatRupiah, MONTHS } from '@portal/domain';
import { Button, HStack, Table, Text } from '@portal/design-system';
import type { TargetDanaRow } from '@portal/contracts';
import { TargetStatusBadge } from './TargetStatusBadge';

export type TargetAction = 'disapprove' | 'reject' | 'fraud';

export interface TargetApprovalTableProps {
  rows: TargetDanaRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onAction: (action: TargetAction, row: TargetDanaRow) => void;
  /** May mark an account as fraud (checkFundsBalance). */
  canFraud?: boolean;
}

/**
 * Targets to check, with row selection for the bulk approval and per-row disapproval, reject and
 * fraud marking. Only waiting rows can be selected; approved rows can be disapproved.
 */
export function TargetApprovalTable({
  rows,
  selected,
  onSelect,
  onAction,
  canFraud = false,
}: TargetApprovalTableProps) {
  const selectable = rows.filter((r) => r.status_id === 0 && !r.is_fraud);
  const allOn = selectable.length > 0 && selectable.every((r) => selected.has(r.id));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" striped aria-label="Target yang dicek">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>
              <input
                type="checkbox"
                aria-label="Pilih semua target yang menunggu"
                checked={allOn}
                disabled={selectable.length === 0}
                onChange={(e) =>
                  onSelect(
                    selectable.map((r) => r.id),
                    e.currentTarget.checked,
                  )
                }
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Pegawai</Table.ColumnHeader>
            <Table.ColumnHeader>Kantor</Table.ColumnHeader>
            <Table.ColumnHeader>Periode</Table.ColumnHeader>
            <Table.ColumnHeader>Jenis</Table.ColumnHeader>
            <Table.ColumnHeader>Rekening</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Nominal</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Aksi</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={9}>
                <Text color="fg.muted">Tidak ada target pada periode ini</Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid={`target-row-${r.id}`}>
              <Table.Cell>
                <input
                  type="checkbox"
                  aria-label={`Pilih rekening ${r.rekening}`}
                  checked={selected.has(r.id)}
                  disabled={r.status_id !== 0 || r.is_fraud}
                  onChange={(e) => onSelect([r.id], e.currentTarget.checked)}
                />
              </Table.Cell>
              <Table.Cell>
                {r.pegawai.nama}
                <Text fontSize="xs" color="fg.muted">
                  {r.pegawai.npp ?? '-'}
                </Text>
              </Table.Cell>
              <Table.Cell>{r.kantor.nama}</Table.Cell>
              <Table.Cell>{`${MONTHS[r.bulan]} ${r.tahun}`}</Table.Cell>
              <Table.Cell>{r.type.nama}</Table.Cell>
              <Table.Cell>{r.rekening}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupiah(r.nominal)}</Table.Cell>
              <Table.Cell>
                <TargetStatusBadge row={r} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {r.status_id === 1 ? (
                    <Button
                      size="xs"
                      kind="secondary"
                      onClick={() => onAction('disapprove', r)}
                      aria-label={`Batalkan approval ${r.rekening}`}
                    >
                      Batalkan
                    </Button>
                  ) : null}
                  {r.status_id === 0 ? (
                    <Button
                      size="xs"
                      kind="danger"
                      onClick={() => onAction('reject', r)}
                      aria-label={`Reject ${r.rekening}`}
                    >
                      Reject
                    </Button>
                  ) : null}
                  {canFraud && !r.is_fraud ? (
                    <Button
                      size="xs"
                      kind="quiet"
                      onClick={() => onAction('fraud', r)}
                      aria-label={`Fraud ${r.rekening}`}
                    >
                      Fraud
                    </Button>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
