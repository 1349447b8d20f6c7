// Compose a broadcast: offices and positions from the option files (MSW), channels, and the
// confirmation that shows how many employees it reaches before anything is sent.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '@portal/api-client';
import { broadcastRow } from '../broadcast-fixtures';
import { BroadcastForm } from './BroadcastForm';

const handlers = [
  http.get('*/options/kantor.json', () =>
    HttpResponse.json([
      { id: 1, nama: 'Kantor Pusat' },
      { id: 4, nama: 'KC Bandung' },
      { id: 5, nama: 'KC Bogor' },
    ]),
  ),
  http.get('*/options/jabatan.json', () =>
    HttpResponse.json([
      { id: 2, nama: 'Teller' },
      { id: 3, nama: 'Kepala Cabang' },
    ]),
  ),
];

const meta = {
  title: 'mf-message/Broadcast/BroadcastForm',
  component: BroadcastForm,
  decorators: [withStoryApi],
  args: {
    onCount: async () => {
      await delay(300); // POST /api/general/broadcast event count
      return { recipients: 20_000, portal: 19_850, email: 19_400, whatsapp: 18_000 };
    },
    onSend: async () => {
      await delay(800); // POST /api/general/broadcast → 'Broadcast Sent'
      return { message: 'Broadcast Sent', data: broadcastRow() };
    },
  },
  parameters: { msw: { handlers } },
};

export default meta;

/** To every active employee: 'Kirim' asks for the count, the confirmation names it. */
export const ToEveryone = {};

/** The chosen offices reach nobody: the server's 422 under 'Kantor'. */
export const NobodyReached = {
  args: {
    onCount: async () => {
      await delay(300);
      throw new ApiError(422, 'Data yang dikirim tidak valid', { target: ['Tidak ada pegawai aktif pada target ini'] });
    },
  },
};
