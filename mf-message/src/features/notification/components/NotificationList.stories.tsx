// The notification list as its page shows it: unread rows bold with 'Baru', read ones plain, a failure.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import type { NotificationRow } from '@portal/contracts';
import type { NotificationListQuery } from '../api';
import { NOTIFICATION_ROWS } from '../notification-fixtures';
import { NotificationList } from './NotificationList';

const pageOf = (rows: NotificationRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

function List({ rows, failed }: { rows: NotificationRow[]; failed?: boolean }) {
  const [query, setQuery] = useState<NotificationListQuery>({ page: 1, per_page: 10 });
  const list = {
    data: failed ? undefined : pageOf(rows),
    error: failed ? { message: 'Server tidak dapat dihubungi' } : null,
    isLoading: false,
    mutate: () => undefined,
  };
  return (
    <NotificationList
      query={query}
      setQuery={setQuery}
      list={list}
      onOpen={() => undefined}
      onRead={() => undefined}
      onDelete={() => undefined}
    />
  );
}

const meta = {
  title: 'mf-message/Notification/NotificationList',
  component: List,
  decorators: [withStoryApi],
  args: { rows: NOTIFICATION_ROWS },
};

export default meta;

export const UnreadAndRead = {};
export const Failed = { args: { rows: [], failed: true } };
