import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { useMailList, type MailListQuery } from '../api';
import { MailBoxList } from '../components/MailBoxList';
import { MailboxHeader } from '../components/MailboxHeader';

const QUERY_SCHEMA: UrlQuerySchema<Omit<MailListQuery, 'unread'>> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
};

/** /message/outbox: what the caller sent, newest first. */
export default function OutboxPage() {
  const [query, setQuery] = useUrlQuery<MailListQuery>(QUERY_SCHEMA as UrlQuerySchema<MailListQuery>, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useMailList('outbox', query);
  return (
    <Stack gap="4" data-testid="mail-outbox-page">
      <MailboxHeader title="Kotak Keluar" description="Pesan yang Anda kirim." />
      <MailBoxList
        folder="outbox"
        query={query}
        setQuery={setQuery}
        list={list}
        caption="Daftar pesan terkirim"
        empty={{ title: 'Kotak keluar kosong', description: 'Anda belum mengirim pesan.' }}
        emptyText="Tidak ada pesan yang cocok dengan pencarian"
      />
    </Stack>
  );
}
