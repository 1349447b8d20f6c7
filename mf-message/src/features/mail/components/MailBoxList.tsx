import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { formatDate } from '@portal/domain';
import type { MailPerson, MailRow } from '@portal/contracts';
import {
  DataTable,
  EmptyState,
  listTableProps,
  tableQueryHandlers,
  Badge,
  HStack,
  Link,
  Stack,
  Text,
  type DataTableColumn,
  type ListSource,
} from '@portal/design-system';
import { mailRoute, type MailFolder, type MailListQuery } from '../api';

/** 'Budi Santoso, Citra Lestari +3 lainnya'. */
export function recipientNames(row: Pick<MailRow, 'recipients' | 'recipients_count'>): string {
  const names = row.recipients.map((r: MailPerson) => r.nama).join(', ');
  const more = row.recipients_count - row.recipients.length;
  return more > 0 ? `${names} +${more} lainnya` : names || '-';
}

function SubjectCell({ row, linked }: { row: MailRow; linked: boolean }) {
  const unread = row.is_unread;
  const subject = linked ? (
    <Link asChild colorPalette="brand" fontWeight={unread ? 'bold' : 'normal'}>
      <RouterLink to={mailRoute(row.id)} data-testid={`mail-row-${row.id}`} data-unread={unread || undefined}>
        {row.subject}
      </RouterLink>
    </Link>
  ) : (
    <Text fontWeight={unread ? 'bold' : 'normal'} data-testid={`mail-row-${row.id}`}>
      {row.subject}
    </Text>
  );
  return (
    <Stack gap="0.5">
      <HStack gap="2" wrap="wrap">
        {subject}
        {unread ? (
          <Badge colorPalette="brand" size="sm">
            Baru
          </Badge>
        ) : null}
        {row.attachments_count > 0 ? (
          <Badge variant="subtle" size="sm">
            {row.attachments_count} lampiran
          </Badge>
        ) : null}
      </HStack>
      {row.snippet ? (
        <Text fontSize="xs" color="fg.muted" lineClamp={1} fontWeight={unread ? 'semibold' : 'normal'}>
          {row.snippet}
        </Text>
      ) : null}
    </Stack>
  );
}

const bold = (row: MailRow) => (row.is_unread ? 'bold' : 'normal');

/** The columns of a box: who (sender or recipients), subject with snippet, date; the trash adds its box. */
export function mailColumns(folder: MailFolder, actions?: (row: MailRow) => ReactNode): DataTableColumn<MailRow>[] {
  const sender: DataTableColumn<MailRow> = {
    key: 'sender.nama',
    header: 'Pengirim',
    render: (row) => <Text fontWeight={bold(row)}>{row.sender.nama}</Text>,
  };
  const recipients: DataTableColumn<MailRow> = {
    key: 'recipients',
    header: 'Penerima',
    render: (row) => <Text lineClamp={2}>{recipientNames(row)}</Text>,
  };
  const who: DataTableColumn<MailRow> = {
    key: 'box',
    header: 'Dari / Kepada',
    render: (row) => (
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {row.box === 'inbox' ? 'Kotak Masuk · dari' : 'Kotak Keluar · kepada'}
        </Text>
        <Text lineClamp={2}>{row.box === 'inbox' ? row.sender.nama : recipientNames(row)}</Text>
      </Stack>
    ),
  };
  const subject: DataTableColumn<MailRow> = {
    key: 'subject',
    header: 'Subjek',
    render: (row) => <SubjectCell row={row} linked={folder !== 'deleted'} />,
  };
  const date: DataTableColumn<MailRow> = {
    key: 'created_at',
    header: 'Tanggal',
    render: (row) => (
      <Text whiteSpace="nowrap" fontWeight={bold(row)}>
        {formatDate(row.created_at, { time: true })}
      </Text>
    ),
  };
  const deletedAt: DataTableColumn<MailRow> = {
    key: 'deleted_at',
    header: 'Dihapus',
    render: (row) => (
      <Text whiteSpace="nowrap">{row.deleted_at ? formatDate(row.deleted_at, { time: true }) : '-'}</Text>
    ),
  };
  const columns =
    folder === 'inbox'
      ? [sender, subject, date]
      : folder === 'outbox'
        ? [recipients, subject, date]
        : [who, subject, date, deletedAt];
  return actions ? [...columns, { key: 'aksi', header: 'Aksi', align: 'end', render: (row) => actions(row) }] : columns;
}

export interface MailBoxListProps {
  folder: MailFolder;
  query: MailListQuery;
  setQuery: (change: (current: MailListQuery) => MailListQuery) => void;
  list: ListSource<MailRow>;
  /** e.g. 'Daftar pesan masuk'. */
  caption: string;
  /** Shown when the box holds nothing at all (no search, no filter). */
  empty: { title: string; description: string; action?: ReactNode };
  /** Shown when a search or filter finds nothing. */
  emptyText: string;
  /** Next to the search box (the inbox's unread filter). */
  toolbar?: ReactNode;
  /** Buttons of a row (the trash's 'Pulihkan'). */
  actions?: (row: MailRow) => ReactNode;
}

/**
 * A mailbox folder as a server-paged table (page, per_page and search in the address): unread rows
 * in bold with 'Baru', the subject opening the thread, an empty state when the folder is empty.
 */
export function MailBoxList({
  folder,
  query,
  setQuery,
  list,
  caption,
  empty,
  emptyText,
  toolbar,
  actions,
}: MailBoxListProps) {
  const filtered = Boolean(query.search) || Boolean(query.unread);
  if (list.data && list.data.total === 0 && !filtered) {
    return (
      <Stack gap="3" data-testid={`mail-${folder}-empty`}>
        {toolbar ? <HStack justify="flex-end">{toolbar}</HStack> : null}
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      </Stack>
    );
  }
  return (
    <DataTable<MailRow>
      search={query.search}
      caption={caption}
      columns={mailColumns(folder, actions)}
      {...listTableProps(list)}
      searchPlaceholder="Cari subjek, isi atau nama..."
      emptyText={emptyText}
      toolbar={toolbar}
      {...tableQueryHandlers(setQuery)}
    />
  );
}
