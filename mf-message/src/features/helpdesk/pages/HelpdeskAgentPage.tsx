import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { Button, PageHeader, Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { useAgentTickets, useHelpdeskSummary, useKategori, type TicketListQuery } from '../api';
import { SummaryCards } from '../components/SummaryCards';
import { TicketList } from '../components/TicketList';

const QUERY_SCHEMA: UrlQuerySchema<TicketListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  status: 'string',
  prioritas: 'string',
  kategori_id: 'number',
  sla: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /helpdesk/index (agents, 63): every ticket with filters, SLA badges and the summary cards. */
export default function HelpdeskAgentPage() {
  const [query, setQuery] = useUrlQuery<TicketListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useAgentTickets(query);
  const summary = useHelpdeskSummary();
  const kategori = useKategori();
  const breachedOnly = query.sla === 'breached';
  return (
    <Stack gap="4" data-testid="helpdesk-agent-page">
      <PageHeader
        title="Helpdesk"
        description="Seluruh tiket pegawai: ambil, jawab dan selesaikan sesuai target SLA."
      />
      {summary.data ? <SummaryCards summary={summary.data.data} /> : null}
      <TicketList
        agent
        query={query}
        setQuery={setQuery}
        list={list}
        kategori={kategori.data?.data ?? []}
        extraFilters={
          <Button
            size="sm"
            kind={breachedOnly ? 'secondary' : 'quiet'}
            aria-pressed={breachedOnly}
            onClick={() => setQuery((q) => ({ ...q, sla: breachedOnly ? undefined : 'breached', page: DEFAULT_PAGE }))}
            data-testid="helpdesk-filter-breached"
          >
            SLA terlewati
          </Button>
        }
      />
    </Stack>
  );
}
