// One chat message as the page shows it: a question, an answer in safe Markdown with the portal data
// it used (one tool refused), and a provider failure. No API calls; the router is the decorator's.
import { withStoryApi } from '@portal/design-system/storybook';
import { ChatMessageView } from './ChatMessageView';

const meta = {
  title: 'mf-ai/Chat/ChatMessageView',
  component: ChatMessageView,
  decorators: [withStoryApi],
  args: {
    author: 'assistant',
    content:
      'Sisa cuti tahunan Anda tahun 2026: **9 hari**.\n\n- Jatah: 12 hari\n- Terpakai: 3 hari\n\nRinciannya di [Info Izin](/pegawai/izin/info).',
    toolCalls: [
      { name: 'saldo_cuti', label: 'Saldo cuti tahunan', ok: true, summary: 'Sisa cuti 2026: 9 hari' },
      {
        name: 'ringkasan_cv',
        label: 'CV pegawai',
        ok: false,
        summary: 'Anda tidak berwenang melihat CV pegawai lain.',
      },
    ],
    source: 'offline',
  },
};
export default meta;

export const Jawaban = {};

export const Pertanyaan = { args: { author: 'user', content: 'sisa cuti saya', toolCalls: [] } };

export const Gagal = {
  args: { content: 'Asisten AI tidak menjawab tepat waktu. Silakan coba lagi.', source: 'error', toolCalls: [] },
};
