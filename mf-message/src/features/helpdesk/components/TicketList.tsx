import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { formatDate } from '@portal/domain';
import type { HelpdeskTicketRow } from '@portal/contracts';
import {
  DataTable,
  HStack,
  Link,
  OptionSelect,
  Stack,
  Text,
  listTableProps,
  tableQueryHandlers,
  type DataTableColumn,
  type ListSource,
} from '@portal/design-system';
import { PRIORITIES, STATUSES, ticketRoute, type TicketListQuery } from '../api';
import { SlaBadges, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';

export function ticketColumns(agent: boolean): DataTableColumn<HelpdeskTicketRow>[] {
  const columns: DataTableColumn<HelpdeskTicketRow>[] = [
    {
      key: 'nomor',
      header: 'Tiket',
      sortable: agent,
      render: (row) => (
        <Stack gap="0.5">
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={ticketRoute(row.id)} data-testid={`ticket-row-${row.id}`}>
              {row.nomor} · {row.subjek}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {row.kategori.nama}
            {agent ? ` · ${row.requester.nama}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'prioritas',
      header: 'Prioritas',
      sortable: agent,
      render: (row) => <TicketPriorityBadge prioritas={row.prioritas} />,
    },
    { key: 'status', header: 'Status', sortable: agent, render: (row) => <TicketStatusBadge status={row.status} /> },
    { key: 'sla', header: 'SLA', render: (row) => <SlaBadges sla={row.sla} /> },
    { key: 'assignee', header: 'Petugas', render: (row) => row.assignee?.nama ?? '-' },
    {
      key: 'created_at',
      header: 'Dibuat',
      sortable: agent,
      render: (row) => <Text whiteSpace="nowrap">{formatDate(row.created_at, { time: true })}</Text>,
    },
  ];
  return columns;
}

export interface TicketListProps {
  agent: boolean;
  query: TicketListQuery;
  setQuery: (change: (current: TicketListQuery) => TicketListQuery) => void;
  list: ListSource<HelpdeskTicketRow>;
  kategori: readonly { id: number; nama: string }[];
  extraFilters?: ReactNode;
}

/** Tickets as a server-paged table with the status, priority and category filters. */
export function TicketList({ agent, query, setQuery, list, kategori, extraFilters }: TicketListProps) {
  const setFilter = (key: 'status' | 'prioritas' | 'kategori_id', value: string) =>
    setQuery((q) => ({
      ...q,
      [key]: value === '' ? undefined : key === 'kategori_id' ? Number(value) : value,
      page: 1,
    }));
  const filters = (
    <HStack gap="2" wrap="wrap">
      <OptionSelect
        aria-label="Saring status"
        placeholder="Semua status"
        size="sm"
        width="10rem"
        options={STATUSES.map((s) => ({ id: s, nama: s }))}
        value={query.status ?? ''}
        onChange={(e) => setFilter('status', e.currentTarget.value)}
      />
      <OptionSelect
        aria-label="Saring prioritas"
        placeholder="Semua prioritas"
        size="sm"
        width="10rem"
        options={PRIORITIES.map((p) => ({ id: p, nama: p }))}
        value={query.prioritas ?? ''}
        onChange={(e) => setFilter('prioritas', e.currentTarget.value)}
      />
      <OptionSelect
        aria-label="Saring kategori"
        placeholder="Semua kategori"
        size="sm"
        width="12rem"
        options={kategori}
        value={query.kategori_id === undefined ? '' : String(query.kategori_id)}
        onChange={(e) => setFilter('kategori_id', e.currentTarget.value)}
      />
      {extraFilters}
    </HStack>
  );
  return (
    <DataTable<HelpdeskTicketRow>
      search={query.search}
      caption={agent ? 'Daftar seluruh tiket helpdesk' : 'Daftar tiket saya'}
      columns={ticketColumns(agent)}
      {...listTableProps(list)}
      searchPlaceholder="Cari nomor, subjek atau pelapor..."
      emptyText="Tidak ada tiket yang cocok"
      toolbar={filters}
      {...tableQueryHandlers(setQuery)}
    />
  );
}
