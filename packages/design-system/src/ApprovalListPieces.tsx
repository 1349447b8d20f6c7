/**
 * The pieces every list of approval documents (leave, trips, letters, SKMD, KPI assessments) draws
 * the same way: the status badge in the engine's words and colours, "Giliran Anda" beside it, the
 * "Menunggu tindakan Anda" counter, a filter switch and the row's Detail link. One place, so the
 * words and colours of a status cannot differ between modules.
 */
import { Badge, Field, HStack, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_VARIANTS, type ApprovalStatus } from '@portal/domain';
import { Button } from './Button';
import type { DataTableColumn } from './DataTable';
import { OptionSelect } from './OptionSelect';

const isApprovalStatus = (s: string): s is ApprovalStatus => s in APPROVAL_STATUS_LABELS;

export interface ApprovalStatusBadgeProps {
  /** The engine's status; an unknown word is shown as it is, in grey. */
  status: string;
  testId?: string;
}

/** The approval status in the words of ADR 0011 (Draft, Menunggu Persetujuan, …). */
export function ApprovalStatusBadge({ status, testId }: ApprovalStatusBadgeProps) {
  const known = isApprovalStatus(status);
  return (
    <Badge colorPalette={known ? APPROVAL_STATUS_VARIANTS[status] : 'gray'} variant="subtle" data-testid={testId}>
      {known ? APPROVAL_STATUS_LABELS[status] : status}
    </Badge>
  );
}

export interface ApprovalStatusCellProps extends ApprovalStatusBadgeProps {
  /** The viewer decides the open step now. */
  isMyTurn?: boolean;
  myTurnTestId?: string;
  /** Badges of the module's own after the two (e.g. KPI's 'Tidak valid'). */
  children?: ReactNode;
}

/** A list's status column: the status and, when the viewer decides now, "Giliran Anda". */
export function ApprovalStatusCell({ status, testId, isMyTurn, myTurnTestId, children }: ApprovalStatusCellProps) {
  return (
    <HStack gap="1" wrap="wrap">
      <ApprovalStatusBadge status={status} testId={testId} />
      {isMyTurn ? (
        <Badge colorPalette="blue" data-testid={myTurnTestId}>
          Giliran Anda
        </Badge>
      ) : null}
      {children}
    </HStack>
  );
}

/** "Menunggu tindakan Anda: n" beside a list's title (the engine's unapproved counter). */
export function PendingCountBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  return (
    <Badge colorPalette={count ? 'orange' : 'gray'} data-testid={testId} aria-label="Menunggu tindakan Anda">
      Menunggu tindakan Anda: {count ?? 0}
    </Badge>
  );
}

export interface FilterSwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  testId?: string;
}

/** A yes/no filter of a list's toolbar ("Giliran saya", "Biaya belum disetujui"). */
export function FilterSwitch({ label, checked, onCheckedChange, testId }: FilterSwitchProps) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onCheckedChange(e.checked)} data-testid={testId}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** The last column of a document list: a Detail link to the row's own page. */
export function detailLinkColumn<T>(pathOf: (row: T) => string): DataTableColumn<T> {
  return {
    key: 'actions',
    header: 'Aksi',
    render: (row) => (
      <Button kind="secondary" asChild size="xs">
        <RouterLink to={pathOf(row)}>Detail</RouterLink>
      </Button>
    ),
  };
}

const APPROVAL_STATUS_OPTIONS = Object.entries(APPROVAL_STATUS_LABELS).map(([id, nama]) => ({ id, nama }));

export interface ApprovalStatusFilterProps {
  value: ApprovalStatus | undefined;
  onChange: (status: ApprovalStatus | undefined) => void;
}

/** A list's status filter over the engine's statuses ('Semua status' clears it). */
export function ApprovalStatusFilter({ value, onChange }: ApprovalStatusFilterProps) {
  return (
    <Field.Root width="auto">
      <OptionSelect
        size="sm"
        width="52"
        aria-label="Status"
        placeholder="Semua status"
        options={APPROVAL_STATUS_OPTIONS}
        value={value ?? ''}
        onChange={(e) => onChange((e.currentTarget.value || undefined) as ApprovalStatus | undefined)}
      />
    </Field.Root>
  );
}
