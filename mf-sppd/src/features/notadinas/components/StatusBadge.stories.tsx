// A letter's (memo's or SKMD's) approval status, each status once.
import { APPROVAL_STATUS, type ApprovalStatus } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'mf-sppd/notadinas/StatusBadge',
  component: StatusBadge,
  args: { status: 'menunggu' as ApprovalStatus },
  argTypes: { status: { control: 'inline-radio', options: Object.values(APPROVAL_STATUS) } },
};

export default meta;

/** One badge (choose the status in the controls). */
export const Single = {};

/** Every status side by side. */
export const AllStatuses = {
  render: () => (
    <HStack gap="2" wrap="wrap">
      {Object.values(APPROVAL_STATUS).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
};
