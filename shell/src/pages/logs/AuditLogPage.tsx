import { useState } from 'react';
import { useApi, usePagedList, useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate } from '@portal/domain';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  type DataTableColumn,
  Button,
  Heading,
  Stack,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { AuditDetailDialog } from './AuditDetailDialog';
import { AuditLogFilters } from './AuditLogFilters';
import {
  fetchAuditEntities,
  LOGS_PATH,
  type AuditLogFilter,
  type AuditLogQuery,
  type AuditLogRow,
} from './audit-log-api';

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<AuditLogQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  entity: 'string',
  entity_id: 'string',
  user_id: 'number',
  from: 'string',
  to: 'string',
};

/**
 * The audit trail for admins (roles 1 and 63): who changed what, when, through which route.
 * Server-paged, newest first; filters by entity, entity id, user id, WIB day range and free text.
 */
export default function AuditLogPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<AuditLogQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = usePagedList<AuditLogRow>(transport, LOGS_PATH, { ...query });
  const entities = useApi([`${LOGS_PATH}/x/entity`], () => fetchAuditEntities(transport), { revalidateOnFocus: false });
  const [detail, setDetail] = useState<AuditLogRow | null>(null);

  const {
    page: _page,
    per_page: _perPage,
    search: _search,
    sortby: _sortby,
    sortbydesc: _sortbydesc,
    ...filter
  } = query;
  const applyFilter = (next: AuditLogFilter) =>
    setQuery((q) => ({
      page: DEFAULT_PAGE,
      per_page: q.per_page,
      search: q.search,
      sortby: q.sortby,
      sortbydesc: q.sortbydesc,
      ...next,
    }));

  const columns: DataTableColumn<AuditLogRow>[] = [
    { key: 'at', header: 'Waktu', sortable: true, render: (row) => formatDate(row.at, { time: true, seconds: true }) },
    { key: 'user', header: 'User', render: (row) => (row.user ? (row.user.nama ?? row.user.name) : '-') },
    { key: 'method', header: 'Metode', sortable: true },
    { key: 'route', header: 'Route', sortable: true },
    {
      key: 'entity',
      header: 'Entitas',
      sortable: true,
      render: (row) => (row.entity_id ? `${row.entity} #${row.entity_id}` : row.entity),
    },
    {
      key: 'detail',
      header: 'Detail',
      align: 'end',
      render: (row) => (
        <Button kind="secondary" size="xs" onClick={() => setDetail(row)} data-testid={`audit-detail-${row.id}`}>
          Lihat
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="audit-log-page">
      <Heading as="h1" size="xl">
        Log Aktivitas
      </Heading>
      <AuditLogFilters value={filter} entities={entities.data ?? []} onChange={applyFilter} />
      <DataTable<AuditLogRow>
        search={query.search}
        caption="Log aktivitas"
        columns={columns}
        {...listTableProps(list)}
        numbered
        defaultSort={{ sortbydesc: 'at' }}
        searchPlaceholder="Cari route, entitas, user…"
        {...tableQueryHandlers(setQuery)}
      />
      <AuditDetailDialog row={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
