import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { NotificationRow, NotificationUpdatedAnswer } from '@portal/contracts';
import {
  Badge,
  Button,
  EmptyState,
  Heading,
  HStack,
  notify,
  notifyError,
  Stack,
  Text,
  useConfirm,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  deleteNotification,
  readAllNotifications,
  updateNotification,
  useNotificationCount,
  useNotificationList,
  useNotificationRealtime,
  type NotificationListQuery,
} from '../api';
import { NotificationList } from '../components/NotificationList';

const QUERY_SCHEMA: UrlQuerySchema<NotificationListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  unread: 'boolean',
};

/** /message/notification: the caller's notifications (job done, approvals waiting, mail …), newest first. */
export default function NotificationPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<NotificationListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useNotificationList(query);
  const unread = useNotificationCount();
  const count = unread.data?.data.count ?? 0;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [readingAll, setReadingAll] = useState(false);

  useNotificationRealtime((next) => {
    void unread.mutate({ data: { count: next } }, { revalidate: false });
    void list.mutate();
  });

  async function change(id: string | null, run: () => Promise<NotificationUpdatedAnswer>, quiet = false) {
    if (id) setBusyId(id);
    try {
      const answer = await run();
      if (!quiet) notify.success(answer.message);
      void unread.mutate({ data: answer.data }, { revalidate: false });
      await list.mutate();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  }

  const read = (row: NotificationRow) => void change(row.id, () => updateNotification(transport, row.id));
  // Opening an item marks it read on the way (no toast: the user is already leaving the list).
  const open = (row: NotificationRow) => {
    if (!row.is_read) void change(null, () => updateNotification(transport, row.id), true);
  };
  async function remove(row: NotificationRow) {
    const yes = await confirm({
      title: 'Hapus notifikasi',
      message: `Hapus notifikasi "${row.title}"?`,
      confirmLabel: 'Hapus',
    });
    if (yes) await change(row.id, () => deleteNotification(transport, row.id));
  }
  async function readAll() {
    setReadingAll(true);
    await change(null, () => readAllNotifications(transport));
    setReadingAll(false);
  }

  const setUnread = (only: boolean) => setQuery((q) => ({ ...q, unread: only || undefined, page: DEFAULT_PAGE }));
  const toolbar = (
    <HStack gap="1" role="group" aria-label="Saring notifikasi">
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
        data-testid="notification-filter-unread"
      >
        Belum dibaca
      </Button>
    </HStack>
  );
  const nothingAtAll = list.data !== undefined && list.data.total === 0 && !query.search && !query.unread;

  return (
    <Stack gap="4" data-testid="notification-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <HStack gap="2">
            <Heading as="h1" size="xl">
              Notifikasi
            </Heading>
            {count > 0 ? (
              <Badge colorPalette="brand" data-testid="notification-unread-count">
                {count} belum dibaca
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Pesan baru, persetujuan yang menunggu Anda, proses yang selesai dan pengumuman.
          </Text>
        </Stack>
        {count > 0 ? (
          <Button
            size="sm"
            kind="secondary"
            loading={readingAll}
            onClick={() => void readAll()}
            data-testid="notification-read-all"
          >
            Tandai semua dibaca
          </Button>
        ) : null}
      </HStack>
      {nothingAtAll ? (
        <EmptyState
          title="Belum ada notifikasi"
          description="Notifikasi tentang pesan, persetujuan dan proses Anda akan muncul di sini."
        />
      ) : (
        <NotificationList
          query={query}
          setQuery={setQuery}
          list={list}
          busyId={busyId}
          onOpen={open}
          onRead={read}
          onDelete={(row) => void remove(row)}
          toolbar={toolbar}
        />
      )}
    </Stack>
  );
}
