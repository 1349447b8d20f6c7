import type { ReactNode } from 'react';
import { formatDate } from '@portal/domain';
import type { WhatsappMessageRow } from '@portal/contracts';
import {
  DataTable,
  EmptyState,
  listTableProps,
  tableQueryHandlers,
  Badge,
  Stack,
  Text,
  type DataTableColumn,
  type ListSource,
} from '@portal/design-system';
import { WHATSAPP_STATUS_LABELS, WHATSAPP_TEMPLATE_LABELS, type WhatsappListQuery } from '../api';

export function StatusBadge({ status }: { status: string }) {
  const known = WHATSAPP_STATUS_LABELS[status] ?? { label: status, palette: 'gray' };
  return (
    <Badge colorPalette={known.palette} variant="subtle" data-status={status}>
      {known.label}
    </Badge>
  );
}

const when = (iso: string | null) => (iso ? formatDate(iso, { time: true }) : '-');

/** Outgoing messages: masked number, message kind (never the text), state, attempts, times. */
export const outgoingColumns: DataTableColumn<WhatsappMessageRow>[] = [
  {
    key: 'number',
    header: 'Nomor Tujuan',
    render: (row) => <Text fontFamily="mono">{row.number}</Text>,
  },
  {
    key: 'template',
    header: 'Jenis Pesan',
    render: (row) => (row.template ? (WHATSAPP_TEMPLATE_LABELS[row.template] ?? row.template) : '-'),
  },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  { key: 'attempts', header: 'Percobaan', align: 'center', render: (row) => row.attempts ?? '-' },
  {
    key: 'created_at',
    header: 'Dibuat',
    render: (row) => <Text whiteSpace="nowrap">{when(row.created_at)}</Text>,
  },
  { key: 'sent_at', header: 'Terkirim', render: (row) => <Text whiteSpace="nowrap">{when(row.sent_at)}</Text> },
];

/** Received messages: the sender (the linked employee's name when known), the text, the times. */
export const incomingColumns: DataTableColumn<WhatsappMessageRow>[] = [
  {
    key: 'number',
    header: 'Pengirim',
    render: (row) => (
      <Stack gap="0.5">
        {row.pegawai_nama ? (
          <Text fontWeight="medium" data-testid={`whatsapp-pegawai-${row.id}`}>
            {row.pegawai_nama}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {row.sender_name ? `${row.sender_name} (bukan pegawai terdaftar)` : 'Bukan pegawai terdaftar'}
          </Text>
        )}
        <Text fontFamily="mono" fontSize="xs" color="fg.muted">
          {row.number}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'body',
    header: 'Pesan',
    render: (row) => (
      <Text whiteSpace="pre-wrap" lineClamp={4} data-testid={`whatsapp-body-${row.id}`}>
        {row.body || '-'}
      </Text>
    ),
  },
  {
    key: 'created_at',
    header: 'Diterima',
    render: (row) => <Text whiteSpace="nowrap">{when(row.created_at)}</Text>,
  },
];

export interface WhatsappMessageListProps {
  direction: 'outgoing' | 'incoming';
  query: WhatsappListQuery;
  setQuery: (update: (q: WhatsappListQuery) => WhatsappListQuery) => void;
  list: ListSource<WhatsappMessageRow>;
  caption: string;
  /** Shown when the list holds nothing at all (no search). */
  empty: { title: string; description: string };
  toolbar?: ReactNode;
}

/** One WhatsApp list: the table with search and paging, or its empty state. */
export function WhatsappMessageList({
  direction,
  query,
  setQuery,
  list,
  caption,
  empty,
  toolbar,
}: WhatsappMessageListProps) {
  if (list.data && list.data.total === 0 && !query.search)
    return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <DataTable<WhatsappMessageRow>
      search={query.search}
      caption={caption}
      columns={direction === 'incoming' ? incomingColumns : outgoingColumns}
      {...listTableProps(list)}
      numbered
      toolbar={toolbar}
      searchPlaceholder={
        direction === 'incoming' ? 'Cari nomor, nama atau isi pesan...' : 'Cari nomor atau jenis pesan...'
      }
      emptyText="Tidak ada pesan yang cocok dengan pencarian"
      {...tableQueryHandlers(setQuery)}
    />
  );
}
