import { useApi, useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@portal/design-system';
import { fetchOnline, ONLINE_PATH, onePage, type OnlineRow } from './admin-api';

/** The list follows sign-ins and sign-outs without a reload. */
const REFRESH_MS = 30_000;

const columns: DataTableColumn<OnlineRow>[] = [
  { key: 'name', header: 'User' },
  { key: 'pegawai_nama', header: 'Nama', render: (row) => row.pegawai_nama ?? '-' },
  { key: 'kantor_nama', header: 'Kantor', render: (row) => row.kantor_nama ?? '-' },
  { key: 'since', header: 'Online sejak', render: (row) => formatDate(row.since, { time: true }) },
  { key: 'connections', header: 'Tab/perangkat', align: 'end' },
];

/**
 * 'Pengguna Online' (roles 1/66): who has the portal open now — an open push stream on any server
 * process, with a live session — with office and since when.
 */
export default function OnlinePage() {
  const transport = useTransport();
  const online = useApi([ONLINE_PATH], () => fetchOnline(transport), { refreshInterval: REFRESH_MS });

  return (
    <Stack gap="4" data-testid="online-page">
      <Heading as="h1" size="xl">
        Pengguna Online
      </Heading>
      <Text color="fg.muted" data-testid="online-total">
        {online.data ? `${online.data.total} pengguna sedang membuka portal` : 'Memuat…'}
      </Text>
      <DataTable<OnlineRow>
        caption="Pengguna online"
        columns={columns}
        rowKey={(row) => row.user_id}
        data={online.data ? onePage(online.data.data) : undefined}
        isLoading={online.isLoading}
        error={online.error}
        onRetry={() => void online.mutate()}
        onPageChange={() => undefined}
        numbered
        emptyText="Tidak ada pengguna yang sedang online"
      />
    </Stack>
  );
}
