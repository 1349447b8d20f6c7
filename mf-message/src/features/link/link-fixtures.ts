// Rows of the link board as the API answers them, for the link feature's tests.
import type { LinkDetail, LinkFile, LinkRow } from '@portal/contracts';

export function linkRow(patch: Partial<LinkRow> = {}): LinkRow {
  return {
    id: 7,
    judul: 'Pedoman Cuti 2026',
    url: 'https://intranet.bank.co.id/sdm/cuti',
    keterangan: 'Ketentuan cuti tahunan',
    user_id: 3,
    uploaded_by_name: 'Ani Lestari',
    files_count: 1,
    can_edit: true,
    created_at: '2026-03-05T02:00:00.000Z',
    updated_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export function linkFile(patch: Partial<LinkFile> = {}): LinkFile {
  return {
    id: 11,
    name: 'Pedoman Cuti.pdf',
    content_type: 'application/pdf',
    size: 250_000,
    location: 'link/7/Pedoman Cuti.pdf',
    uploaded_by: 3,
    uploaded_by_name: 'Ani Lestari',
    created_at: '2026-03-05T02:05:00.000Z',
    ...patch,
  };
}

export function linkDetail(patch: Partial<LinkDetail> = {}): LinkDetail {
  return { ...linkRow(), files: [linkFile()], ...patch };
}
