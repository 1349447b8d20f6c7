// Rows of the info board and the public channel as the API answers them, for the feature's tests and stories.
import type { ChannelPostRow, InfobankRow } from '@portal/contracts';

export function infobankRow(patch: Partial<InfobankRow> = {}): InfobankRow {
  return {
    id: 5,
    judul: 'Libur nasional Idul Fitri',
    isi: 'Kantor tutup pada 30–31 Maret 2026.',
    valid_from: '2026-03-20',
    valid_until: '2026-04-02',
    is_active: true,
    attachments: [
      {
        id: 31,
        name: 'edaran-libur.pdf',
        content_type: 'application/pdf',
        size: 120_000,
        location: 'infobank/5/ab12cd34-edaran-libur.pdf',
        created_at: '2026-03-19T03:00:00.000Z',
      },
    ],
    user_id: 2,
    created_by_name: 'Indah Informasi',
    created_at: '2026-03-19T03:00:00.000Z',
    updated_at: '2026-03-19T03:00:00.000Z',
    ...patch,
  };
}

export function channelPostRow(patch: Partial<ChannelPostRow> = {}): ChannelPostRow {
  return {
    id: 9,
    judul: 'Pemeliharaan sistem',
    isi: 'Portal tidak dapat diakses Sabtu pukul 22.00–24.00 WIB.',
    user_id: 2,
    created_by_name: 'Indah Informasi',
    created_at: '2026-03-18T10:00:00.000Z',
    updated_at: '2026-03-18T10:00:00.000Z',
    ...patch,
  };
}
