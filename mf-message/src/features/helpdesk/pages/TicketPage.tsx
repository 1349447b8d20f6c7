import { Link as RouterLink, useParams } from '@portal/design-system/router';
import { useAllows, useCurrentUser, useTransport } from '@portal/api-client';
import { formatDate, POLICY } from '@portal/domain';
import type { HelpdeskStatus, HelpdeskUpdateInput } from '@portal/contracts';
import {
  notify,
  notifyError,
  useConfirm,
  Box,
  Button,
  ErrorState,
  Heading,
  HStack,
  Link,
  LoadingState,
  OptionSelect,
  Stack,
  Text,
} from '@portal/design-system';
import { HELPDESK_ROUTES, STATUS_ACTION, sendTicketMessage, updateTicket, useAgents, useTicket } from '../api';
import { SlaBadges, TicketPriorityBadge, TicketStatusBadge } from '../components/TicketBadges';
import { ReplyForm, TicketConversation } from '../components/TicketConversation';

/**
 * /helpdesk/tiket/:id: a ticket with its conversation. Agents take it, assign it and change its
 * status; the requester replies and may close or reopen a solved ticket. What the caller may do
 * comes from the server (`allowed_statuses`); the server refuses anything else.
 */
export default function TicketPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const transport = useTransport();
  const confirm = useConfirm();
  const user = useCurrentUser();
  const agent = useAllows(POLICY.handleHelpdeskTickets);
  const shown = useTicket(validId);
  const agents = useAgents(agent);
  const ticket = shown.data?.data;

  if (shown.error) return <ErrorState message={shown.error.message} onRetry={() => void shown.mutate()} />;
  if (!ticket) return <LoadingState />;

  async function act(input: HelpdeskUpdateInput, question?: string) {
    if (question && !(await confirm({ title: 'Ubah status tiket', message: question, confirmLabel: 'Ya' }))) return;
    try {
      const answer = await updateTicket(transport, ticket!.id, input);
      notify.success(answer.message);
      await shown.mutate({ data: answer.data }, { revalidate: false });
    } catch (error) {
      notifyError(error);
    }
  }

  const setStatus = (status: HelpdeskStatus) =>
    act({ action: 'status', status }, `Ubah status tiket ${ticket.nomor} menjadi ${status}?`);

  return (
    <Stack gap="4" data-testid="ticket-page">
      <Link asChild colorPalette="brand" fontSize="sm">
        <RouterLink to={agent ? HELPDESK_ROUTES.agent : HELPDESK_ROUTES.own}>← Kembali ke daftar tiket</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {ticket.nomor} · {ticket.subjek}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge prioritas={ticket.prioritas} />
          <Text fontSize="sm" color="fg.muted">
            {ticket.kategori.nama} · dilaporkan oleh {ticket.requester.nama} ·{' '}
            {formatDate(ticket.created_at, { time: true })}
          </Text>
        </HStack>
        <SlaBadges sla={ticket.sla} />
        <Text fontSize="sm">Petugas: {ticket.assignee?.nama ?? 'belum ada'}</Text>
      </Stack>
      <HStack gap="2" wrap="wrap" data-testid="ticket-actions">
        {agent && ticket.status !== 'Ditutup' && ticket.assignee?.user_id !== user?.id ? (
          <Button size="sm" onClick={() => void act({ action: 'take' })} data-testid="ticket-take">
            Ambil Tiket
          </Button>
        ) : null}
        {ticket.allowed_statuses.map((status) => (
          <Button
            key={status}
            size="sm"
            kind="secondary"
            onClick={() => void setStatus(status)}
            data-testid={`ticket-status-${status}`}
          >
            {STATUS_ACTION[status]}
          </Button>
        ))}
        {agent && ticket.status !== 'Ditutup' && agents.data ? (
          <Box width="14rem">
            <OptionSelect
              aria-label="Tugaskan ke petugas"
              placeholder="Tugaskan ke…"
              size="sm"
              options={agents.data.data}
              value=""
              onChange={(e) => {
                const to = Number(e.currentTarget.value);
                if (to > 0) void act({ action: 'assign', assignee_id: to });
              }}
            />
          </Box>
        ) : null}
      </HStack>
      <TicketConversation tiketId={ticket.id} messages={ticket.messages} />
      {ticket.status === 'Ditutup' ? (
        <Text color="fg.muted">Tiket sudah ditutup.</Text>
      ) : (
        <ReplyForm
          onSubmit={async (input) => {
            const answer = await sendTicketMessage(transport, ticket.id, input);
            notify.success(answer.message);
            await shown.mutate({ data: answer.data }, { revalidate: false });
          }}
        />
      )}
    </Stack>
  );
}
