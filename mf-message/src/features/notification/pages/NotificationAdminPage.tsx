import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { NotificationKindName } from '@portal/contracts';
import {
  Badge,
  Button,
  EmptyState,
  HStack,
  OptionSelect,
  PageHeader,
  Stack,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { NOTIFICATION_KIND_LABELS, useAllNotificationList, type NotificationAdminQuery } from '../api';
import { NotificationAdminList } from '../components/NotificationAdminList';

const QUERY_SCHEMA: UrlQuerySchema<NotificationAdminQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  unread: 'boolean',
  kind: 'string',
  user_id: 'number',
};

const KIND_OPTIONS = (Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKindName[]).map((id) => ({
  id,
  nama: NOTIFICATION_KIND_LABELS[id],
}));

/**
 * /message/notification/all (POLICY.readAllNotifications; spec "notification (admin variant)",
 * docs/adr/0041): every user's notifications, read only, narrowed by recipient, kind and unread.
 */
export default function NotificationAdminPage() {
  const [query, setQuery] = useUrlQuery<NotificationAdminQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useAllNotificationList(query);
  const recipient = query.user_id === undefined ? undefined : list.data?.data[0]?.user_name;

  const toolbar = (
    <HStack gap="2" wrap="wrap">
      <OptionSelect
        aria-label="Saring jenis"
        placeholder="Semua jenis"
        size="sm"
        width="11rem"
        options={KIND_OPTIONS}
        value={query.kind ?? ''}
        onChange={(e) => {
          const v = e.currentTarget.value as NotificationKindName | '';
          setQuery((q) => ({ ...q, kind: v === '' ? undefined : v, page: DEFAULT_PAGE }));
        }}
      />
      <Button
        size="sm"
        kind={query.unread ? 'secondary' : 'quiet'}
        aria-pressed={Boolean(query.unread)}
        onClick={() => setQuery((q) => ({ ...q, unread: q.unread ? undefined : true, page: DEFAULT_PAGE }))}
        data-testid="notification-admin-unread"
      >
        Belum dibaca saja
      </Button>
      {query.user_id !== undefined ? (
        <HStack gap="1" data-testid="notification-admin-user">
          <Badge colorPalette="brand">Penerima: {recipient ?? `#${query.user_id}`}</Badge>
          <Button
            size="xs"
            kind="quiet"
            onClick={() => setQuery((q) => ({ ...q, user_id: undefined, page: DEFAULT_PAGE }))}
          >
            Semua penerima
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
  const filtered = Boolean(query.search || query.unread || query.kind || query.user_id !== undefined);
  const nothingAtAll = list.data !== undefined && list.data.total === 0 && !filtered;

  return (
    <Stack gap="4" data-testid="notification-admin-page">
      <PageHeader
        title="Semua Notifikasi"
        size="xl"
        description="Notifikasi seluruh pengguna (hanya dibaca); saring per penerima, jenis atau yang belum dibaca."
      />
      {nothingAtAll ? (
        <EmptyState
          title="Belum ada notifikasi"
          description="Notifikasi yang dikirim ke pengguna akan muncul di sini."
        />
      ) : (
        <NotificationAdminList
          query={query}
          setQuery={setQuery}
          list={list}
          onPickUser={(row) => setQuery((q) => ({ ...q, user_id: row.user_id, page: DEFAULT_PAGE }))}
          toolbar={toolbar}
        />
      )}
    </Stack>
  );
}
