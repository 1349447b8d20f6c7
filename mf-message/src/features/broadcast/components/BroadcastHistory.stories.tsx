// The broadcasts sent, with their delivery counts (queued, sent, failed, waiting) per channel.
import { withStoryApi } from '@portal/design-system/storybook';
import { broadcastRow } from '../broadcast-fixtures';
import { BroadcastHistory } from './BroadcastHistory';

const page = (data: ReturnType<typeof broadcastRow>[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  last_page: 1,
});

const meta = {
  title: 'mf-message/Broadcast/BroadcastHistory',
  component: BroadcastHistory,
  decorators: [withStoryApi],
  args: { isLoading: false, onSearch: () => undefined, onPageChange: () => undefined },
};

export default meta;

/** One to everyone (e-mail partly delivered) and one to chosen offices and a position. */
export const Sent = {
  args: {
    data: page([
      broadcastRow(),
      broadcastRow({
        id: 2,
        judul: 'Rapat kepala cabang',
        target: 'selected',
        kantor: [{ id: 4, nama: 'KC Bandung' }],
        jabatan: [{ id: 3, nama: 'Kepala Cabang' }],
        via_email: false,
        via_whatsapp: true,
        recipients_count: 12,
        portal_count: 12,
        email: { queued: 0, waiting: 0, sent: 0, failed: 0 },
        whatsapp: { queued: 11, waiting: 0, sent: 10, failed: 1 },
      }),
    ]),
  },
};

/** Nothing sent yet. */
export const Empty = { args: { data: page([]) } };
