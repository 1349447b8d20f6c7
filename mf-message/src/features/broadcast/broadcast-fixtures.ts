// Broadcasts as the API answers them, for the feature's tests and stories.
import type { BroadcastRow } from '@portal/contracts';

export function broadcastRow(patch: Partial<BroadcastRow> = {}): BroadcastRow {
  return {
    id: 3,
    judul: 'Pemeliharaan sistem',
    pesan: 'Portal tidak dapat diakses Sabtu malam.',
    target: 'all',
    kantor: [],
    jabatan: [],
    via_email: true,
    via_whatsapp: false,
    recipients_count: 20_000,
    portal_count: 19_850,
    email: { queued: 19_400, waiting: 400, sent: 18_900, failed: 100 },
    whatsapp: { queued: 0, waiting: 0, sent: 0, failed: 0 },
    user_id: 2,
    sender_name: 'Indah Informasi',
    created_at: '2026-03-18T10:00:00.000Z',
    ...patch,
  };
}
