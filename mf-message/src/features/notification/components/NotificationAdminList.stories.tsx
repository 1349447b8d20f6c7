// Every user's notifications as the admin page shows them: read and unread rows, narrowed to one recipient, a failure.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import type { NotificationAdminRow } from '@portal/contracts';
import type { NotificationAdminQuery } from '../api';
import { NOTIFICATION_ADMIN_ROWS } from '../notification-fixtures';
import { NotificationAdminList } from './NotificationAdminList';

const pageOf = (rows: NotificationAdminRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

function List({ rows, failed, userId }: { rows: NotificationAdminRow[]; failed?: boolean; userId?: number }) {
  const [query, setQuery] = useState<NotificationAdminQuery>({ page: 1, per_page: 10, user_id: userId });
  const list = {
    data: failed ? undefined : pageOf(rows),
    error: failed ? { message: 'Server tidak dapat dihubungi' } : null,
    isLoading: false,
    mutate: () => undefined,
  };
  return (
    <NotificationAdminList
      query={query}
      setQuery={setQuery}
      list={list}
      onPickUser={(row) => setQuery((q) => ({ ...q, user_id: row.user_id }))}
    />
  );
}

const meta = {
  title: 'mf-message/Notification/NotificationAdminList',
  component: List,
  decorators: [withStoryApi],
  args: { rows: NOTIFICATION_ADMIN_ROWS },
};

export default meta;

export const EveryUser = {};
export const OneRecipient = { args: { rows: NOTIFICATION_ADMIN_ROWS.slice(0, 1), userId: 3 } };
export const Empty = { args: { rows: [] } };
export const Failed = { args: { rows: [], failed: true } };
