import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { MemoryRouter } from '@portal/design-system/router';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@portal/domain';
import { HStack, Stack } from '@chakra-ui/react';
import {
  ApprovalStatusBadge,
  ApprovalStatusCell,
  ApprovalStatusFilter,
  detailLinkColumn,
  FilterSwitch,
  PendingCountBadge,
} from './ApprovalListPieces';

const STATUSES = Object.keys(APPROVAL_STATUS_LABELS) as ApprovalStatus[];

/** Every piece as a document list draws it: a toolbar, then rows of status cells with Detail links. */
function ListPieces({ pending }: { pending: number }) {
  const [status, setStatus] = useState<ApprovalStatus | undefined>();
  const [mine, setMine] = useState(false);
  const detail = detailLinkColumn<{ token: string }>((r) => `/pegawai/izin/${r.token}`);
  const shown = STATUSES.filter((s) => !status || s === status);
  return (
    <MemoryRouter>
      <Stack gap="3">
        <PendingCountBadge count={pending} />
        <HStack gap="3">
          <ApprovalStatusFilter value={status} onChange={setStatus} />
          <FilterSwitch label="Giliran saya" checked={mine} onCheckedChange={setMine} />
        </HStack>
        {shown.map((s) => (
          <HStack key={s} gap="4">
            <ApprovalStatusCell status={s} isMyTurn={s === 'menunggu' && mine} />
            {detail.render?.({ token: s }, 0)}
          </HStack>
        ))}
        <ApprovalStatusBadge status="status-lama" />
      </Stack>
    </MemoryRouter>
  );
}

const meta: Meta<typeof ListPieces> = { title: 'Design system/ApprovalListPieces', component: ListPieces };
export default meta;

type Story = StoryObj<typeof ListPieces>;

/** Something waits for the viewer: the counter is orange. */
export const Waiting: Story = { args: { pending: 3 } };

/** Nothing waits: the counter is grey. */
export const NothingWaiting: Story = { args: { pending: 0 } };
