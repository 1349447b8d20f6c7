// Mails as the mailbox API answers them, for the mail feature's tests and stories.
import type { MailAttachment, MailPerson, MailRow, MailThreadAnswer, MailThreadItem } from '@portal/contracts';

export const ANI: MailPerson = { user_id: 3, pegawai_id: 31, nama: 'Ani Wahyudi' };
export const BUDI: MailPerson = { user_id: 4, pegawai_id: 41, nama: 'Budi Santoso' };
export const CITRA: MailPerson = { user_id: 5, pegawai_id: 51, nama: 'Citra Lestari' };

export function mailRow(patch: Partial<MailRow> = {}): MailRow {
  return {
    id: 21,
    main_id: 21,
    parent_id: null,
    user_id: BUDI.user_id as number,
    box: 'inbox',
    subject: 'Rapat anggaran triwulan',
    snippet: 'Mohon hadir pada rapat anggaran hari Senin pukul 09.00.',
    sender: ANI,
    recipients: [BUDI, CITRA],
    recipients_count: 2,
    attachments_count: 0,
    is_unread: false,
    deleted_at: null,
    created_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export function mailAttachment(patch: Partial<MailAttachment> = {}): MailAttachment {
  return {
    id: 61,
    name: 'notulen rapat.pdf',
    content_type: 'application/pdf',
    size: 250_000,
    location: 'mail/21/ab12cd34-notulen rapat.pdf',
    created_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export function mailItem(patch: Partial<MailThreadItem> = {}): MailThreadItem {
  return {
    ...mailRow(),
    body: 'Mohon hadir pada rapat anggaran hari Senin pukul 09.00.\nTerima kasih.',
    attachments: [],
    ...patch,
  };
}

/** GET {id}: `mails` in the server's order (main mail, then replies oldest first). */
export function mailThread(mails: MailThreadItem[], id = mails[0].id): MailThreadAnswer {
  return { data: { main_id: mails[0].main_id, id, mails } };
}

/** The rapat thread as Budi holds it: Ani's mail (unread) and Citra's reply. */
export function rapatThread(unread = true): MailThreadAnswer {
  return mailThread([
    mailItem({ is_unread: unread, attachments: [mailAttachment()], attachments_count: 1 }),
    mailItem({
      id: 22,
      parent_id: 21,
      subject: 'Re: Rapat anggaran triwulan',
      sender: CITRA,
      recipients: [ANI, BUDI],
      body: 'Saya juga hadir.',
      created_at: '2026-03-05T03:30:00.000Z',
    }),
  ]);
}
