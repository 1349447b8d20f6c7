// Notifications as GET /api/general/notifikasi answers them (stories and tests).
import type { NotificationAdminRow, NotificationRow } from '@portal/contracts';

export function notificationRow(over: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id: '0b7c2a58-6f55-4c1e-9d0b-5a3c8d1e2f01',
    user_id: 3,
    kind: 'mail',
    title: 'Pesan baru dari Ani Wahyudi',
    body: 'Rapat anggaran triwulan',
    link: '/message/mail/21',
    is_read: false,
    read_at: null,
    created_at: '2026-03-05T02:30:00.000Z',
    ...over,
  };
}

export const NOTIFICATION_ROWS: NotificationRow[] = [
  notificationRow(),
  notificationRow({
    id: '5d1e8f3a-2b4c-4d6e-8f01-23456789abcd',
    kind: 'approval',
    title: 'Menunggu persetujuan Anda',
    body: 'Izin #12',
    link: null,
    is_read: true,
    read_at: '2026-03-05T03:00:00.000Z',
    created_at: '2026-03-04T08:00:00.000Z',
  }),
];

/** The admin variant's rows (GET /api/general/notifikasi/x/all): with the recipient's name. */
export const NOTIFICATION_ADMIN_ROWS: NotificationAdminRow[] = [
  { ...NOTIFICATION_ROWS[0], user_name: 'Budi Santoso' },
  { ...NOTIFICATION_ROWS[1], user_id: 8, user_name: 'Citra Lestari' },
];
