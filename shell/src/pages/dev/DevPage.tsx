import { useApi, useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import {
  Badge,
  DataList,
  DataTable,
  Heading,
  LoadingState,
  Stack,
  Text,
  type DataTableColumn,
} from '@portal/design-system';
import { onePage } from '../users/admin-api';
import {
  DEV_STATUS_PATH,
  fetchDevStatus,
  fetchHealth,
  loadPortalModules,
  packageMismatches,
  PORTAL_PACKAGES,
  type DevStatusAnswer,
  type ModuleInfo,
} from './system-info';

type QueueRow = DevStatusAnswer['jobs'][number];

const REFRESH_MS = 15_000;

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days} hari ${hours} jam` : `${hours} jam ${minutes} menit`;
}

const queueColumns: DataTableColumn<QueueRow>[] = [
  { key: 'name', header: 'Antrian' },
  { key: 'waiting', header: 'Menunggu', align: 'end' },
  { key: 'running', header: 'Berjalan', align: 'end' },
  {
    key: 'oldest_waiting_at',
    header: 'Tertua sejak',
    render: (row) => (row.oldest_waiting_at ? formatDate(row.oldest_waiting_at, { time: true }) : '-'),
  },
];

function moduleColumns(shell: ModuleInfo): DataTableColumn<ModuleInfo>[] {
  return [
    { key: 'name', header: 'Modul' },
    { key: 'buildVersion', header: 'Versi', render: (row) => row.buildVersion ?? '-' },
    ...PORTAL_PACKAGES.map((pkg): DataTableColumn<ModuleInfo> => ({
      key: pkg,
      header: pkg.replace('@portal/', ''),
      render: (row) => row.packages[pkg] ?? '-',
    })),
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        if (row.error) return <Badge colorPalette="red">Tidak tersedia: {row.error}</Badge>;
        const differ = row.name === 'shell' ? [] : packageMismatches(shell, row);
        return differ.length > 0 ? (
          <Badge colorPalette="orange">Versi paket berbeda dari shell: {differ.join(', ')}</Badge>
        ) : (
          <Badge colorPalette="green">OK</Badge>
        );
      },
    },
    {
      key: 'manifestUrl',
      header: 'Manifest',
      render: (row) => (
        <Text fontSize="xs" wordBreak="break-all">
          {row.manifestUrl}
        </Text>
      ),
    },
  ];
}

/**
 * /dev (63): the running system — version of the shell and of each remote (from their manifests, as
 * remotes.json lists them), server health, server processes and push streams, queue depths.
 */
export default function DevPage() {
  const transport = useTransport();
  const modules = useApi(['dev:modules'], loadPortalModules, { revalidateOnFocus: false });
  const health = useApi(['dev:health'], fetchHealth, { refreshInterval: REFRESH_MS });
  const status = useApi([DEV_STATUS_PATH], () => fetchDevStatus(transport), { refreshInterval: REFRESH_MS });

  return (
    <Stack gap="6" data-testid="dev-page">
      <Heading as="h1" size="xl">
        Developer
      </Heading>

      <Stack gap="2" as="section" aria-labelledby="dev-modules">
        <Heading as="h2" size="md" id="dev-modules">
          Modul yang berjalan
        </Heading>
        {modules.data ? (
          <DataTable<ModuleInfo>
            caption="Versi shell dan remote"
            columns={moduleColumns(modules.data.shell)}
            rowKey={(row) => row.name}
            data={onePage([modules.data.shell, ...modules.data.modules])}
            onPageChange={() => undefined}
          />
        ) : (
          <LoadingState />
        )}
        {modules.data ? (
          <Stack gap="1">
            <Text fontWeight="semibold">remotes.json</Text>
            <Text as="pre" fontSize="xs" bg="bg.muted" p="3" rounded="md" overflowX="auto" data-testid="remotes-json">
              {JSON.stringify(modules.data.remotes, null, 2)}
            </Text>
          </Stack>
        ) : null}
      </Stack>

      <Stack gap="2" as="section" aria-labelledby="dev-server">
        <Heading as="h2" size="md" id="dev-server">
          Server
        </Heading>
        {status.error ? <Text color="fg.error">{status.error.message}</Text> : null}
        <DataList.Root orientation="horizontal" data-testid="server-figures">
          <DataList.Item>
            <DataList.ItemLabel>Kesehatan</DataList.ItemLabel>
            <DataList.ItemValue>
              {health.data ? (
                <Badge colorPalette={health.data.status === 'ok' ? 'green' : 'red'}>
                  API {health.data.status}, database {health.data.db}
                  {health.data.message ? ` — ${health.data.message}` : ''}
                </Badge>
              ) : (
                'Memuat…'
              )}
            </DataList.ItemValue>
          </DataList.Item>
          {status.data ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>Proses server</DataList.ItemLabel>
                <DataList.ItemValue>
                  {status.data.server.instances} proses dengan koneksi realtime,{' '}
                  {status.data.server.realtime_connections} koneksi terbuka
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Proses ini</DataList.ItemLabel>
                <DataList.ItemValue>
                  Node {status.data.server.node}, berjalan {uptime(status.data.server.uptime_seconds)}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Database</DataList.ItemLabel>
                <DataList.ItemValue>
                  PostgreSQL {status.data.database.version}, {status.data.database.migrations} migrasi (terakhir{' '}
                  {status.data.database.last_migration ?? '-'})
                </DataList.ItemValue>
              </DataList.Item>
            </>
          ) : null}
        </DataList.Root>
      </Stack>

      <Stack gap="2" as="section" aria-labelledby="dev-queues">
        <Heading as="h2" size="md" id="dev-queues">
          Antrian
        </Heading>
        <DataTable<QueueRow>
          caption="Job latar belakang"
          columns={queueColumns}
          rowKey={(row) => row.name}
          data={status.data ? onePage(status.data.jobs) : undefined}
          isLoading={status.isLoading}
          onPageChange={() => undefined}
          emptyText="Tidak ada job yang menunggu atau berjalan"
        />
        <DataTable<QueueRow>
          caption="Outbox email dan WhatsApp"
          columns={queueColumns.filter((column) => column.key !== 'running')}
          rowKey={(row) => row.name}
          data={status.data ? onePage(status.data.outbox) : undefined}
          isLoading={status.isLoading}
          onPageChange={() => undefined}
          emptyText="Tidak ada pesan yang menunggu dikirim"
        />
      </Stack>
    </Stack>
  );
}
