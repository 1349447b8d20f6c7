// WhatsApp messages as GET /api/webhook/wa answers them, for the feature's tests and stories.
import type { WhatsappMessageRow } from '@portal/contracts';

export function outgoingRow(patch: Partial<WhatsappMessageRow> = {}): WhatsappMessageRow {
  return {
    id: '31',
    direction: 'outgoing',
    number: '6281*******01',
    status: 'sent',
    template: 'verifikasi_whatsapp',
    body: null,
    sender_name: null,
    pegawai_id: null,
    pegawai_nama: null,
    attempts: 1,
    created_at: '2026-03-05T02:00:00.000Z',
    sent_at: '2026-03-05T02:00:05.000Z',
    ...patch,
  };
}

export function incomingRow(patch: Partial<WhatsappMessageRow> = {}): WhatsappMessageRow {
  return {
    id: '7',
    direction: 'incoming',
    number: '6281*******01',
    status: 'received',
    template: null,
    body: 'Selamat pagi, saya izin terlambat karena ban bocor.',
    sender_name: 'Ani',
    pegawai_id: 31,
    pegawai_nama: 'Ani Wahyudi',
    attempts: null,
    created_at: '2026-03-05T01:30:00.000Z',
    sent_at: '2026-03-05T01:29:58.000Z',
    ...patch,
  };
}

export const COUNTS = { all: 6, queue: 1, sent: 2, unsent: 1, invalid: 1, expired: 1, inbox: 3 };
