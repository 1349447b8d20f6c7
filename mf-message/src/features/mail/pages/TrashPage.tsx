import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { MailRow } from '@portal/contracts';
import { Button, notify, notifyError, Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { updateMail, useMailList, useUnreadCount, type MailListQuery } from '../api';
import { MailBoxList } from '../components/MailBoxList';
import { MailboxHeader } from '../components/MailboxHeader';

const QUERY_SCHEMA: UrlQuerySchema<Omit<MailListQuery, 'unread'>> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
};

/** /message/trash: the caller's deleted mails of both boxes, most recently deleted first; 'Pulihkan' puts one back. */
export default function TrashPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<MailListQuery>(QUERY_SCHEMA as UrlQuerySchema<MailListQuery>, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useMailList('deleted', query);
  const unread = useUnreadCount();
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restore(row: MailRow) {
    setRestoring(row.id);
    try {
      const answer = await updateMail(transport, row.id, 'restore');
      notify.success(answer.message);
      void unread.mutate({ data: answer.data }, { revalidate: false });
      await list.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Stack gap="4" data-testid="mail-trash-page">
      <MailboxHeader title="Pesan Terhapus" description="Pesan masuk dan keluar yang Anda hapus." />
      <MailBoxList
        folder="deleted"
        query={query}
        setQuery={setQuery}
        list={list}
        caption="Daftar pesan terhapus"
        empty={{ title: 'Tidak ada pesan terhapus', description: 'Pesan yang Anda hapus akan muncul di sini.' }}
        emptyText="Tidak ada pesan yang cocok dengan pencarian"
        actions={(row) => (
          <Button
            kind="secondary"
            size="xs"
            loading={restoring === row.id}
            disabled={restoring !== null && restoring !== row.id}
            onClick={() => void restore(row)}
            aria-label={`Pulihkan ${row.subject}`}
          >
            Pulihkan
          </Button>
        )}
      />
    </Stack>
  );
}
