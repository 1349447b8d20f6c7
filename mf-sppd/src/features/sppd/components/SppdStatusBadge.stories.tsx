// A trip's approval status in the words and colours of ADR 0011, each status once.
import { APPROVAL_STATUS, type ApprovalStatus } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { SppdStatusBadge } from './SppdStatusBadge';

const meta = {
  title: 'mf-sppd/sppd/SppdStatusBadge',
  component: SppdStatusBadge,
  args: { status: 'menunggu' as ApprovalStatus },
  argTypes: { status: { control: 'inline-radio', options: Object.values(APPROVAL_STATUS) } },
};

export default meta;

/** One badge (choose the status in the controls). */
export const Single = {};

/** Draft, Menunggu Persetujuan, Disetujui, Ditolak, Dibatalkan side by side. */
export const AllStatuses = {
  render: () => (
    <HStack gap="2" wrap="wrap">
      {Object.values(APPROVAL_STATUS).map((status) => (
        <SppdStatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
};
