import { formatDate, formatNumber } from '@portal/domain';
import type { BroadcastChannelCounts, BroadcastRow } from '@portal/contracts';
import { DataTable, Stack, Text, type DataTableColumn, type Paged } from '@portal/design-system';

export interface BroadcastHistoryProps {
  data?: Paged<BroadcastRow> | null;
  isLoading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  search?: string;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
}

function targetText(row: BroadcastRow): string {
  if (row.target === 'all') return 'Semua pegawai';
  return [...row.kantor.map((k) => k.nama), ...row.jabatan.map((j) => j.nama)].join(', ');
}

function ChannelCell({ used, counts }: { used: boolean; counts: BroadcastChannelCounts }) {
  if (!used) return <Text color="fg.muted">-</Text>;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>{formatNumber(counts.queued)} antre</Text>
      <Text color="fg.muted" fontSize="xs">
        {formatNumber(counts.sent)} terkirim · {formatNumber(counts.failed)} gagal · {formatNumber(counts.waiting)}{' '}
        menunggu
      </Text>
    </Stack>
  );
}

const columns: DataTableColumn<BroadcastRow>[] = [
  {
    key: 'judul',
    header: 'Broadcast',
    render: (row) => (
      <Stack gap="0.5">
        <Text fontWeight="medium">{row.judul}</Text>
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {row.pesan}
        </Text>
      </Stack>
    ),
  },
  { key: 'target', header: 'Penerima', render: (row) => <Text fontSize="sm">{targetText(row)}</Text> },
  {
    key: 'recipients_count',
    header: 'Pegawai',
    align: 'end',
    render: (row) => (
      <Stack gap="0" fontSize="sm" align="flex-end">
        <Text>{formatNumber(row.recipients_count)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatNumber(row.portal_count)} portal
        </Text>
      </Stack>
    ),
  },
  { key: 'email', header: 'E-mail', render: (row) => <ChannelCell used={row.via_email} counts={row.email} /> },
  {
    key: 'whatsapp',
    header: 'WhatsApp',
    render: (row) => <ChannelCell used={row.via_whatsapp} counts={row.whatsapp} />,
  },
  {
    key: 'created_at',
    header: 'Dikirim',
    render: (row) => (
      <Stack gap="0" fontSize="sm">
        <Text whiteSpace="nowrap">{formatDate(row.created_at, { time: true })}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.sender_name ?? '-'}
        </Text>
      </Stack>
    ),
  },
];

/** The broadcasts sent, newest first, with their delivery counts (outbox states as they move). */
export function BroadcastHistory({ search, onSearch, onPageChange, ...list }: BroadcastHistoryProps) {
  return (
    <DataTable<BroadcastRow>
      caption="Riwayat broadcast"
      columns={columns}
      {...list}
      numbered
      search={search}
      searchPlaceholder="Cari judul atau pesan..."
      emptyText="Belum ada broadcast"
      onSearch={onSearch}
      onPageChange={onPageChange}
    />
  );
}
