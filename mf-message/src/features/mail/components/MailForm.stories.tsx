// Compose and reply: recipients found by GET /api/sdm/pegawai?event=options (MSW), subject, body and
// attachments checked as the server does (5 files, 5 MB each, 10 MB together).
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '@portal/api-client';
import { MailForm } from './MailForm';

const PEGAWAI = [
  {
    id: 41,
    nama: 'Budi Santoso',
    npp: '30000041',
    jabatan: { id: 2, nama: 'Analis' },
    kantor: { id: 2, nama: 'Bandung' },
  },
  { id: 51, nama: 'Citra Lestari', npp: '30000051', jabatan: null, kantor: { id: 3, nama: 'Bogor' } },
];

const handlers = [
  http.get('/api/sdm/pegawai', async () => {
    await delay(300);
    return HttpResponse.json({ data: PEGAWAI });
  }),
];

const meta = {
  title: 'mf-message/Mail/MailForm',
  component: MailForm,
  decorators: [withStoryApi],
  args: {
    onSubmit: async () => {
      await delay(600); // POST /api/general/mailbox/x → 'Mailbox Sent'
    },
  },
  parameters: { msw: { handlers } },
};

export default meta;

/** A new mail: 'Kirim' with empty fields shows 'Field is required' under each. */
export const Compose = {};

/** A reply: subject prefilled 'Re: …', sent to every other participant. */
export const Reply = { args: { parentId: 21, initialValues: { subject: 'Re: Rapat anggaran triwulan' } } };

/** The server refuses a recipient (422 under 'Penerima'). */
export const RecipientRefused = {
  args: {
    onSubmit: async () => {
      await delay(400);
      throw new ApiError(422, 'Data yang dikirim tidak valid', {
        pegawai_ids: ['Budi Santoso belum memiliki akun portal yang aktif, pesan tidak dapat dikirim kepadanya'],
      });
    },
  },
};
