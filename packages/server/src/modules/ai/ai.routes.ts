/**
 * AI assistant (spec §2 /ai/*, §7; issue #21), contracts in @portal/contracts (ai.ts):
 *   GET    /api/ai/x/agent                  paged agents; event=indexOptions → active agents  — POLICY.useAiAssistant
 *   POST   /api/ai/x/agent                  → 'Agent created'                                   — POLICY.manageAiAgents
 *   PUT    /api/ai/x/agent/{id}             → 'Agent updated'                                   — POLICY.manageAiAgents
 *   DELETE /api/ai/x/agent/{id}             → 'Agent deleted'                                   — POLICY.manageAiAgents
 *   GET    /api/ai/x/session                own sessions, paged; event=indexOptions | indexSessionByAgentIdAndUserId
 *   POST   /api/ai/x/session                { agent_id, judul? } → 'Session Created'
 *   PUT    /api/ai/x/session/{id}           { judul } → 'Session updated' (own only)
 *   DELETE /api/ai/x/session/{id}           → 'Session deleted' (own only)
 *   GET    /api/ai/x/session/{id}/message   the session's history (own only)
 *   POST   /api/ai/x/session/{id}/chat      { content } → text/event-stream (meta, token, tool, done | error)
 *   GET    /api/ai/x/status                 offline ('Asisten offline') or provider
 *   GET    /api/secure/agent?action=indexGoogleToken → 'belum dikonfigurasi' (ADR 0037)
 * Sessions are the caller's own everywhere: another user's id answers 404, as a missing one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AI_AGENT_PATH,
  AI_SECURE_AGENT_PATH,
  AI_SESSION_PATH,
  AI_STATUS_PATH,
  AiAgentInput,
  AiAgentListAnswer,
  AiAgentListQuery,
  AiAgentMutation,
  AiChatInput,
  AiMessageListAnswer,
  AiSessionCreateInput,
  AiSessionListAnswer,
  AiSessionListQuery,
  AiSessionMutation,
  AiSessionRenameInput,
  AiStatusAnswer,
  IdParams,
  MessageAnswer,
  SecureAgentAnswer,
  SecureAgentQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { SSE_HEADERS } from '../../platform/realtime/sse-stream.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { AI_MESSAGES, AiService, type ChatSink } from './ai.service.js';

const USE = { policy: POLICY.useAiAssistant };
const MANAGE = { policy: POLICY.manageAiAgents };
const responses = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;
const TAGS = ['ai'];

export async function aiRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const ai = new AiService(ctx, app.log);

  app.get(
    AI_AGENT_PATH,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: 'AI agents, paged (search on nama); event=indexOptions: the active agents with their svg avatar',
        querystring: AiAgentListQuery,
        response: { 200: AiAgentListAnswer, ...responses },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.event === undefined) return ai.listAgents(q);
      return selectHandler(q.event, { indexOptions: () => ai.agentOptions() })();
    },
  );

  app.post(
    AI_AGENT_PATH,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Add an AI agent',
        body: AiAgentInput,
        response: { 200: AiAgentMutation, ...responses },
      },
    },
    async (request) => ai.createAgent(actorOf(request), request.body),
  );

  app.put(
    `${AI_AGENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Change an AI agent',
        params: IdParams,
        body: AiAgentInput,
        response: { 200: AiAgentMutation, ...responses },
      },
    },
    async (request) => ai.updateAgent(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${AI_AGENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Remove an AI agent (its sessions go with it)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => ai.deleteAgent(actorOf(request), request.params.id),
  );

  app.get(
    AI_SESSION_PATH,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary:
          "The caller's own chat sessions, paged; event=indexOptions (all of them) or indexSessionByAgentIdAndUserId (agent_id)",
        querystring: AiSessionListQuery,
        response: { 200: AiSessionListAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      if (q.event === undefined) return ai.listSessions(auth, q);
      return selectHandler(q.event, {
        indexOptions: () => ai.sessionOptions(auth, undefined),
        indexSessionByAgentIdAndUserId: () => ai.sessionOptions(auth, q.agent_id),
      })();
    },
  );

  app.post(
    AI_SESSION_PATH,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: "Open a chat session with an agent → 'Session Created'",
        body: AiSessionCreateInput,
        response: { 200: AiSessionMutation, ...responses },
      },
    },
    async (request) => ai.createSession(requireAuth(request), request.body),
  );

  app.put(
    `${AI_SESSION_PATH}/:id`,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: 'Rename an own chat session',
        params: IdParams,
        body: AiSessionRenameInput,
        response: { 200: AiSessionMutation, ...responses },
      },
    },
    async (request) => ai.renameSession(requireAuth(request), request.params.id, request.body.judul),
  );

  app.delete(
    `${AI_SESSION_PATH}/:id`,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: 'Delete an own chat session and its messages',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => ai.deleteSession(requireAuth(request), request.params.id),
  );

  app.get(
    `${AI_SESSION_PATH}/:id/message`,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: "An own session's messages (role, content, tools used, token counts), oldest first",
        params: IdParams,
        response: { 200: AiMessageListAnswer, ...responses },
      },
    },
    async (request) => ai.messages(requireAuth(request), request.params.id),
  );

  app.post(
    `${AI_SESSION_PATH}/:id/chat`,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary:
          'Ask in an own session: answers text/event-stream with events meta, token, tool, then done or error. ' +
          'Closing the connection stops the answer.',
        params: IdParams,
        body: AiChatInput,
        response: responses,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Checks first, as ordinary JSON answers (404 of another's session, 409 of an inactive agent).
      const turn = await ai.startTurn(auth, request.params.id, request.body.content);

      const stop = new AbortController();
      reply.hijack();
      const res = reply.raw;
      res.on('close', () => stop.abort());
      res.writeHead(200, { ...SSE_HEADERS, 'x-content-type-options': 'nosniff' });
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const sink: ChatSink = {
        meta: (meta) => send('meta', meta),
        token: (text) => send('token', { text }),
        tool: (use) => send('tool', use),
        done: (message) => send('done', { message }),
        error: (message) => send('error', { message }),
      };
      await ai.answer(auth, turn, sink, stop.signal);
      if (!res.writableEnded) res.end();
    },
  );

  app.get(
    AI_STATUS_PATH,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary: "Who answers: the configured provider, or the offline assistant ('Asisten offline')",
        response: { 200: AiStatusAnswer, ...responses },
      },
    },
    async () => ({ data: ai.status() }),
  );

  app.get(
    AI_SECURE_AGENT_PATH,
    {
      config: USE,
      schema: {
        tags: TAGS,
        summary:
          "action=indexGoogleToken: a Google token for the agent; 'belum dikonfigurasi' unless an operator set credentials",
        querystring: SecureAgentQuery,
        response: { 200: SecureAgentAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(
        request.query.action,
        {
          // ADR 0037: no Google credentials are configured in this portal; the answer says so plainly.
          indexGoogleToken: () => ({
            data: { configured: false, token: null, message: AI_MESSAGES.googleNotConfigured },
          }),
        },
        'action',
      )(),
  );
}
