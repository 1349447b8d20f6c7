// Tickets as the helpdesk API answers them, for the helpdesk feature's tests and stories.
import type { HelpdeskSla, HelpdeskSummary, HelpdeskTicketDetail, HelpdeskTicketRow } from '@portal/contracts';

export const SLA_RUNNING: HelpdeskSla = {
  response: { target_menit: 60, menit: 20, state: 'running', due_at: '2026-03-05T03:00:00.000Z' },
  resolution: { target_menit: 480, menit: 20, state: 'running', due_at: '2026-03-05T10:00:00.000Z' },
};

export function ticketRow(patch: Partial<HelpdeskTicketRow> = {}): HelpdeskTicketRow {
  return {
    id: 5,
    nomor: 'HD-000005',
    subjek: 'Tidak bisa login ke portal',
    kategori: { id: 1, nama: 'Akun dan Akses' },
    prioritas: 'Tinggi',
    status: 'Baru',
    requester: { user_id: 3, nama: 'Ani Wahyudi' },
    assignee: null,
    messages_count: 1,
    created_at: '2026-03-05T02:00:00.000Z',
    updated_at: '2026-03-05T02:00:00.000Z',
    first_response_at: null,
    resolved_at: null,
    closed_at: null,
    sla: SLA_RUNNING,
    ...patch,
  };
}

export function ticketDetail(patch: Partial<HelpdeskTicketDetail> = {}): HelpdeskTicketDetail {
  return {
    ...ticketRow(),
    messages: [
      {
        id: 11,
        sender: { user_id: 3, nama: 'Ani Wahyudi' },
        is_agent: false,
        body: 'Sejak pagi saya tidak bisa login.',
        attachments: [],
        created_at: '2026-03-05T02:00:00.000Z',
      },
    ],
    allowed_statuses: [],
    ...patch,
  };
}

export const SUMMARY: HelpdeskSummary = {
  total: 12,
  per_status: [
    { key: 'Baru', jumlah: 3 },
    { key: 'Diproses', jumlah: 4 },
    { key: 'Selesai', jumlah: 3 },
    { key: 'Ditutup', jumlah: 2 },
  ],
  per_prioritas: [
    { key: 'Rendah', jumlah: 2 },
    { key: 'Sedang', jumlah: 5 },
    { key: 'Tinggi', jumlah: 3 },
    { key: 'Kritis', jumlah: 2 },
  ],
  per_kategori: [
    { id: 1, nama: 'Akun dan Akses', jumlah: 7 },
    { id: 2, nama: 'Aplikasi Portal', jumlah: 5 },
  ],
  avg_response_menit: 42.5,
  avg_resolution_menit: 610,
  response_breached: 2,
  resolution_breached: 1,
  running: 7,
};

export const KATEGORI = [
  { id: 1, nama: 'Akun dan Akses' },
  { id: 2, nama: 'Aplikasi Portal' },
];
