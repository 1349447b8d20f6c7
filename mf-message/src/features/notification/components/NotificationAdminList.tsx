import type { ReactNode } from 'react';
import { formatDate } from '@portal/domain';
import type { NotificationAdminRow } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  HStack,
  listTableProps,
  Stack,
  tableQueryHandlers,
  Text,
  type DataTableColumn,
  type ListSource,
} from '@portal/design-system';
import { NOTIFICATION_KIND_LABELS, type NotificationAdminQuery } from '../api';

export interface NotificationAdminListProps {
  query: NotificationAdminQuery;
  setQuery: (change: (current: NotificationAdminQuery) => NotificationAdminQuery) => void;
  list: ListSource<NotificationAdminRow>;
  /** Narrow the list to this row's recipient (leave out to hide the button). */
  onPickUser?: (row: NotificationAdminRow) => void;
  toolbar?: ReactNode;
}

/**
 * Every user's notifications (the admin variant, read only): recipient, kind and title, read or not,
 * time. An admin never marks or deletes someone else's, so there are no row actions besides narrowing
 * the list to one recipient.
 */
export function NotificationAdminList({ query, setQuery, list, onPickUser, toolbar }: NotificationAdminListProps) {
  const columns: DataTableColumn<NotificationAdminRow>[] = [
    {
      key: 'user_name',
      header: 'Penerima',
      render: (row) => (
        <Stack gap="0.5" align="flex-start">
          <Text fontWeight="medium">{row.user_name}</Text>
          {onPickUser && query.user_id !== row.user_id ? (
            <Button
              kind="quiet"
              size="xs"
              onClick={() => onPickUser(row)}
              aria-label={`Tampilkan notifikasi ${row.user_name} saja`}
            >
              Saring penerima ini
            </Button>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'title',
      header: 'Notifikasi',
      render: (row) => (
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" size="sm">
              {NOTIFICATION_KIND_LABELS[row.kind]}
            </Badge>
            <Text>{row.title}</Text>
          </HStack>
          {row.body ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {row.body}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'is_read',
      header: 'Status',
      render: (row) =>
        row.is_read ? (
          <Badge colorPalette="gray" size="sm" data-testid={`notification-admin-status-${row.id}`}>
            Dibaca
          </Badge>
        ) : (
          <Badge colorPalette="brand" size="sm" data-testid={`notification-admin-status-${row.id}`}>
            Belum dibaca
          </Badge>
        ),
    },
    {
      key: 'created_at',
      header: 'Waktu',
      render: (row) => <Text whiteSpace="nowrap">{formatDate(row.created_at, { time: true })}</Text>,
    },
  ];
  return (
    <DataTable<NotificationAdminRow>
      search={query.search}
      caption="Daftar notifikasi semua pengguna"
      columns={columns}
      {...listTableProps(list)}
      numbered
      searchPlaceholder="Cari judul atau isi..."
      emptyText="Tidak ada notifikasi yang cocok"
      toolbar={toolbar}
      {...tableQueryHandlers(setQuery)}
    />
  );
}
