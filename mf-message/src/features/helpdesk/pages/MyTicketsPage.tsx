import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { HelpdeskCreateInput } from '@portal/contracts';
import { Button, notify, PageHeader, Stack, useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { createTicket, ticketRoute, useKategori, useOwnTickets, type TicketListQuery } from '../api';
import { TicketForm } from '../components/TicketForm';
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

/** /helpdesk/tiket (every employee, ADR 0045/0046): one's own tickets and 'Buat tiket'. */
export default function MyTicketsPage() {
  const transport = useTransport();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<TicketListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useOwnTickets(query);
  const kategori = useKategori();
  const [creating, setCreating] = useState(false);

  async function create(input: HelpdeskCreateInput) {
    const answer = await createTicket(transport, input);
    notify.success(answer.message);
    setCreating(false);
    void list.mutate();
    void navigate(ticketRoute(answer.data.id));
  }

  return (
    <Stack gap="4" data-testid="helpdesk-own-page">
      <PageHeader title="Tiket Saya" description="Laporkan masalah kepada petugas helpdesk dan ikuti penanganannya.">
        <Button size="sm" onClick={() => setCreating(true)} data-testid="ticket-create">
          Buat tiket
        </Button>
      </PageHeader>
      <TicketList agent={false} query={query} setQuery={setQuery} list={list} kategori={kategori.data?.data ?? []} />
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        size="lg"
        testId="ticket-form-dialog"
        title="Buat tiket"
      >
        <TicketForm kategori={kategori.data?.data ?? []} onSubmit={create} onCancel={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
