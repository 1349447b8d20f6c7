// A mailbox folder as its pages show it: rows as GET /api/general/mailbox/x/{inbox,outbox,deleted}
// answers them (unread rows bold with 'Baru'), the empty folder, a failure with its retry.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import type { MailRow } from '@portal/contracts';
import { Button } from '@portal/design-system';
import type { MailFolder, MailListQuery } from '../api';
import { ANI, BUDI, CITRA, mailRow } from '../mail-fixtures';
import { MailBoxList } from './MailBoxList';

const ROWS: MailRow[] = [
  mailRow({ is_unread: true, attachments_count: 2 }),
  mailRow({ id: 23, main_id: 23, subject: 'Catatan kedua', sender: CITRA, snippet: 'Isi catatan kedua' }),
  mailRow({
    id: 26,
    main_id: 21,
    parent_id: 21,
    subject: 'Re: Rapat anggaran triwulan',
    sender: BUDI,
    snippet: 'Siap, saya hadir.',
  }),
];

const pageOf = (rows: MailRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

interface Args {
  folder: MailFolder;
  rows: MailRow[];
  failed?: boolean;
}

function Folder({ folder, rows, failed }: Args) {
  const [query, setQuery] = useState<MailListQuery>({ page: 1, per_page: 10 });
  const list = {
    data: failed ? undefined : pageOf(rows),
    error: failed ? { message: 'Server tidak dapat dihubungi' } : null,
    isLoading: false,
    mutate: () => undefined,
  };
  return (
    <MailBoxList
      folder={folder}
      query={query}
      setQuery={setQuery}
      list={list}
      caption="Daftar pesan"
      empty={{ title: 'Kotak masuk kosong', description: 'Belum ada pesan untuk Anda.' }}
      emptyText="Tidak ada pesan yang cocok dengan pencarian"
      actions={
        folder === 'deleted'
          ? (row) => (
              <Button kind="secondary" size="xs" aria-label={`Pulihkan ${row.subject}`}>
                Pulihkan
              </Button>
            )
          : undefined
      }
    />
  );
}

const meta = {
  title: 'mf-message/Mail/MailBoxList',
  component: Folder,
  decorators: [withStoryApi],
  args: { folder: 'inbox', rows: ROWS },
};

export default meta;

/** The inbox: sender, subject (unread in bold with 'Baru'), date and time. */
export const Inbox = {};

/** The outbox: recipients ('+n lainnya' past the first five). */
export const Outbox = {
  args: {
    folder: 'outbox',
    rows: [mailRow({ box: 'outbox', sender: ANI, recipients: [BUDI, CITRA], recipients_count: 7 })],
  },
};

/** The trash: both boxes, when each was deleted, and 'Pulihkan'. */
export const Trash = {
  args: {
    folder: 'deleted',
    rows: [
      mailRow({ deleted_at: '2026-03-06T01:00:00.000Z' }),
      mailRow({
        id: 24,
        box: 'outbox',
        sender: BUDI,
        recipients: [ANI],
        recipients_count: 1,
        subject: 'Laporan',
        deleted_at: '2026-03-06T02:00:00.000Z',
      }),
    ],
  },
};

/** An empty folder. */
export const Empty = { args: { rows: [] } };

/** The folder could not be loaded: the reason and 'Coba lagi'. */
export const Failed = { args: { failed: true } };
