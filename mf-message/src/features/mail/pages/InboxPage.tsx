import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { Badge, Button, HStack, notify, Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { MAIL_TEXTS, useMailList, useMailRealtime, useUnreadCount, type MailListQuery } from '../api';
import { MailBoxList } from '../components/MailBoxList';
import { MailboxHeader } from '../components/MailboxHeader';

/** The list's state lives in the address: back from a mail returns to the same page, search and filter. */
const QUERY_SCHEMA: UrlQuerySchema<MailListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  unread: 'boolean',
};

/** /message/inbox: the caller's inbox, newest first; it refreshes itself when a mail arrives. */
export default function InboxPage() {
  const [query, setQuery] = useUrlQuery<MailListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useMailList('inbox', query);
  const unread = useUnreadCount();
  const count = unread.data?.data.count ?? 0;

  useMailRealtime((event) => {
    void unread.mutate({ data: { count: event.count } }, { revalidate: false });
    void list.mutate();
    // A mail arrived (the event names it); other changes of the count come without a message.
    if (event.message) notify.info(MAIL_TEXTS.incoming);
  });

  const setUnread = (only: boolean) => setQuery((q) => ({ ...q, unread: only || undefined, page: DEFAULT_PAGE }));
  const filter = (
    <HStack gap="1" role="group" aria-label="Saring pesan">
      <Button
        size="sm"
        kind={query.unread ? 'quiet' : 'secondary'}
        aria-pressed={!query.unread}
        onClick={() => setUnread(false)}
      >
        Semua
      </Button>
      <Button
        size="sm"
        kind={query.unread ? 'secondary' : 'quiet'}
        aria-pressed={Boolean(query.unread)}
        onClick={() => setUnread(true)}
        data-testid="mail-filter-unread"
      >
        Belum dibaca
      </Button>
    </HStack>
  );

  return (
    <Stack gap="4" data-testid="mail-inbox-page">
      <MailboxHeader
        title="Kotak Masuk"
        description="Pesan yang dikirim pegawai lain kepada Anda."
        badge={
          count > 0 ? (
            <Badge colorPalette="brand" data-testid="mail-unread-count">
              {count} belum dibaca
            </Badge>
          ) : null
        }
      />
      <MailBoxList
        folder="inbox"
        query={query}
        setQuery={setQuery}
        list={list}
        caption="Daftar pesan masuk"
        empty={{ title: 'Kotak masuk kosong', description: 'Belum ada pesan untuk Anda.' }}
        emptyText={query.unread ? 'Tidak ada pesan yang belum dibaca' : 'Tidak ada pesan yang cocok dengan pencarian'}
        toolbar={filter}
      />
    </Stack>
  );
}
