/**
 * Helpdesk tickets, /api/general/helpdesk (page /helpdesk/index and the employees' /helpdesk/tiket;
 * docs/adr/0046). Paths and answers: @portal/contracts helpdesk.ts.
 *   GET  …/x/tiket     own tickets           POLICY.raiseHelpdeskTickets
 *   GET  …/x/agent     every ticket          POLICY.handleHelpdeskTickets
 *   GET  …/x/summary   counts, times, SLA    POLICY.handleHelpdeskTickets
 *   GET  …/x/kategori  categories            POLICY.raiseHelpdeskTickets
 *   GET  …/x/agents    assignable agents     POLICY.handleHelpdeskTickets
 *   GET  …/{id}, …/{id}/x/file                requester or agent (others 404)
 *   POST …             raise                 POLICY.raiseHelpdeskTickets
 *   POST …/{id}/x/message                     requester or agent
 *   PUT  …/{id}        take | assign | status (agents; the requester may close or reopen a solved ticket)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  HELPDESK_LIMITS,
  HELPDESK_PATHS,
  HELPDESK_PUT_ACTIONS,
  HelpdeskAgentQuery,
  HelpdeskCreateInput,
  HelpdeskFileQuery,
  HelpdeskIdParams,
  HelpdeskListAnswer,
  HelpdeskMessageInput,
  HelpdeskMutationAnswer,
  HelpdeskOptionsAnswer,
  HelpdeskOwnQuery,
  HelpdeskShowAnswer,
  HelpdeskSummaryAnswer,
  HelpdeskUpdateInput,
  SignedUrlAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { HelpdeskService } from './helpdesk.service.js';

const tags = ['helpdesk'];
const employee = { policy: POLICY.raiseHelpdeskTickets };
const agent = { policy: POLICY.handleHelpdeskTickets };
// The ticket's own rules decide (requester or agent); any employee or agent reaches the handler.
const participant = { authenticated: true };
const BODY_LIMIT = Math.ceil((HELPDESK_LIMITS.attachmentBytes * HELPDESK_LIMITS.attachments * 4) / 3) + 256 * 1024;

export async function helpdeskRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new HelpdeskService(ctx);

  app.get(
    HELPDESK_PATHS.own,
    {
      config: employee,
      schema: {
        tags,
        summary: 'The caller’s own tickets: newest first; status, prioritas, kategori_id, search',
        querystring: HelpdeskOwnQuery,
        response: { 200: HelpdeskListAnswer, ...errorResponses },
      },
    },
    async (request) => service.own(requireAuth(request), request.query),
  );

  app.get(
    HELPDESK_PATHS.agent,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Every ticket (agents): filters, search on number/subject/requester, sort, sla=breached',
        querystring: HelpdeskAgentQuery,
        response: { 200: HelpdeskListAnswer, ...errorResponses },
      },
    },
    async (request) => service.all(request.query),
  );

  app.get(
    HELPDESK_PATHS.summary,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Counts per status, priority and category; average response/resolution minutes; SLA breaches',
        response: { 200: HelpdeskSummaryAnswer, ...errorResponses },
      },
    },
    async () => service.summary(),
  );

  app.get(
    HELPDESK_PATHS.kategori,
    {
      config: employee,
      schema: {
        tags,
        summary: 'Active ticket categories',
        response: { 200: HelpdeskOptionsAnswer, ...errorResponses },
      },
    },
    async () => service.kategori(),
  );

  app.get(
    HELPDESK_PATHS.agents,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Accounts that may be assigned a ticket',
        response: { 200: HelpdeskOptionsAnswer, ...errorResponses },
      },
    },
    async () => service.agents(),
  );

  app.get(
    `${HELPDESK_PATHS.base}/:id`,
    {
      config: participant,
      schema: {
        tags,
        summary: 'A ticket with its conversation, SLA and the status changes the caller may make',
        params: HelpdeskIdParams,
        response: { 200: HelpdeskShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  app.get(
    `${HELPDESK_PATHS.base}/:id/x/file`,
    {
      config: participant,
      schema: {
        tags,
        summary: 'A signed address (5 minutes) of an attachment of the ticket',
        params: HelpdeskIdParams,
        querystring: HelpdeskFileQuery,
        response: { 200: SignedUrlAnswer, ...errorResponses },
      },
    },
    async (request) => service.attachmentUrl(requireAuth(request), request.params.id, request.query.file_id),
  );

  app.post(
    HELPDESK_PATHS.base,
    {
      config: employee,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Raise a ticket (subjek, kategori_id, prioritas, body, attachments?) → Tiket created',
        body: HelpdeskCreateInput,
        response: { 200: HelpdeskMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.post(
    `${HELPDESK_PATHS.base}/:id/x/message`,
    {
      config: participant,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Add a message (body, attachments?) to the conversation; an agent’s first one stops the response clock',
        params: HelpdeskIdParams,
        body: HelpdeskMessageInput,
        response: { 200: HelpdeskMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.addMessage(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.put(
    `${HELPDESK_PATHS.base}/:id`,
    {
      config: participant,
      schema: {
        tags,
        summary: 'action take (assign to me, Baru → Diproses), assign (assignee_id), status (status) → Tiket updated',
        description: 'Refused status changes answer 422; changes the caller may not make answer 403.',
        params: HelpdeskIdParams,
        body: HelpdeskUpdateInput,
        response: { 200: HelpdeskMutationAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const handlers = Object.fromEntries(HELPDESK_PUT_ACTIONS.map((a) => [a, a]));
      const action = selectHandler(request.body.action, handlers, 'action') as HelpdeskUpdateInput['action'];
      return service.update(auth, actorOf(request), request.params.id, { ...request.body, action });
    },
  );
}
