import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { formatDate } from '@portal/domain';
import type { NotificationRow } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  HStack,
  Link,
  listTableProps,
  Stack,
  tableQueryHandlers,
  Text,
  type DataTableColumn,
  type ListSource,
} from '@portal/design-system';
import { NOTIFICATION_KIND_LABELS, type NotificationListQuery } from '../api';

export interface NotificationListProps {
  query: NotificationListQuery;
  setQuery: (change: (current: NotificationListQuery) => NotificationListQuery) => void;
  list: ListSource<NotificationRow>;
  /** The id being changed (its buttons spin, the others wait). */
  busyId?: string | null;
  onOpen: (row: NotificationRow) => void;
  onRead: (row: NotificationRow) => void;
  onDelete: (row: NotificationRow) => void;
  toolbar?: ReactNode;
}

function TitleCell({ row, onOpen }: { row: NotificationRow; onOpen: (row: NotificationRow) => void }) {
  const weight = row.is_read ? 'normal' : 'bold';
  return (
    <Stack gap="0.5">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" size="sm">
          {NOTIFICATION_KIND_LABELS[row.kind]}
        </Badge>
        {row.link ? (
          <Link asChild colorPalette="brand" fontWeight={weight}>
            <RouterLink to={row.link} onClick={() => onOpen(row)} data-testid={`notification-link-${row.id}`}>
              {row.title}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight={weight}>{row.title}</Text>
        )}
        {row.is_read ? null : (
          <Badge colorPalette="brand" size="sm">
            Baru
          </Badge>
        )}
      </HStack>
      {row.body ? (
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {row.body}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The caller's notifications as a server-paged table: unread ones bold with 'Baru', the title
 * opening the item (and marking it read), 'Tandai dibaca' and 'Hapus' per row.
 */
export function NotificationList({
  query,
  setQuery,
  list,
  busyId = null,
  onOpen,
  onRead,
  onDelete,
  toolbar,
}: NotificationListProps) {
  const columns: DataTableColumn<NotificationRow>[] = [
    { key: 'title', header: 'Notifikasi', render: (row) => <TitleCell row={row} onOpen={onOpen} /> },
    {
      key: 'created_at',
      header: 'Waktu',
      render: (row) => <Text whiteSpace="nowrap">{formatDate(row.created_at, { time: true })}</Text>,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'end',
      render: (row) => (
        <HStack
          gap="1"
          justify="flex-end"
          data-testid={`notification-row-${row.id}`}
          data-unread={!row.is_read || undefined}
        >
          {row.is_read ? null : (
            <Button
              kind="secondary"
              size="xs"
              loading={busyId === row.id}
              disabled={busyId !== null && busyId !== row.id}
              onClick={() => onRead(row)}
              aria-label={`Tandai dibaca: ${row.title}`}
            >
              Tandai dibaca
            </Button>
          )}
          <Button
            kind="quiet"
            size="xs"
            disabled={busyId !== null}
            onClick={() => onDelete(row)}
            aria-label={`Hapus notifikasi: ${row.title}`}
          >
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];
  return (
    <DataTable<NotificationRow>
      search={query.search}
      caption="Daftar notifikasi"
      columns={columns}
      {...listTableProps(list)}
      searchPlaceholder="Cari judul atau isi..."
      emptyText={query.unread ? 'Tidak ada notifikasi yang belum dibaca' : 'Tidak ada notifikasi yang cocok'}
      toolbar={toolbar}
      {...tableQueryHandlers(setQuery)}
    />
  );
}
