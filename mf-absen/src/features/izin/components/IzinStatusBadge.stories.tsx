// The approval status of a leave request in the words and colours of ADR 0011, each status once.
import { APPROVAL_STATUS, type ApprovalStatus } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { IzinStatusBadge } from './IzinStatusBadge';

const meta = {
  title: 'mf-absen/Izin/IzinStatusBadge',
  component: IzinStatusBadge,
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
        <IzinStatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
};
