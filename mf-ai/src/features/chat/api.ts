/**
 * The AI chat's calls (spec §7 /ai/x/agent, /ai/x/session; issue #21) and their SWR hooks. The answer
 * itself streams (chat-stream.ts); everything else is plain JSON through the shell's transport.
 */
import { useApi, useTransport, type Transport } from '@portal/api-client';
import type {
  AiAgentOptionsAnswer,
  AiMessageListAnswer,
  AiSessionMutation,
  AiSessionOptionsAnswer,
  AiStatusAnswer,
  MessageAnswer,
} from '@portal/contracts';
import { readChatStream, type ChatStreamHandlers, type StreamingResponse } from './chat-stream';

export const AI_AGENT_PATH = '/ai/x/agent';
export const AI_SESSION_PATH = '/ai/x/session';
export const AI_STATUS_PATH = '/ai/x/status';
export const CHAT_ROUTE = '/ai/chat';
export const chatRouteOf = (sessionId: number) => `${CHAT_ROUTE}?session=${sessionId}`;

/** Active agents for the picker (event=indexOptions), each with its svg avatar. */
export function useAgentOptions() {
  const transport = useTransport();
  return useApi<AiAgentOptionsAnswer>([AI_AGENT_PATH, 'indexOptions'], () =>
    transport.request('GET', AI_AGENT_PATH, { query: { event: 'indexOptions' } }),
  );
}

/** The caller's sessions with one agent (event=indexSessionByAgentIdAndUserId); null skips. */
export function useAgentSessions(agentId: number | null) {
  const transport = useTransport();
  return useApi<AiSessionOptionsAnswer>(agentId ? [AI_SESSION_PATH, 'byAgent', agentId] : null, () =>
    transport.request('GET', AI_SESSION_PATH, {
      query: { event: 'indexSessionByAgentIdAndUserId', agent_id: agentId ?? undefined },
    }),
  );
}

/** All the caller's sessions (event=indexOptions): which agent a session named in the address belongs to. */
export function useAllSessions(enabled: boolean) {
  const transport = useTransport();
  return useApi<AiSessionOptionsAnswer>(enabled ? [AI_SESSION_PATH, 'indexOptions'] : null, () =>
    transport.request('GET', AI_SESSION_PATH, { query: { event: 'indexOptions' } }),
  );
}

/** An own session's history; null skips. */
export function useMessages(sessionId: number | null) {
  const transport = useTransport();
  return useApi<AiMessageListAnswer>(sessionId ? [AI_SESSION_PATH, sessionId, 'message'] : null, () =>
    transport.request('GET', `${AI_SESSION_PATH}/${sessionId}/message`),
  );
}

/** Offline ('Asisten offline') or the configured provider. */
export function useAiStatus() {
  const transport = useTransport();
  return useApi<AiStatusAnswer>([AI_STATUS_PATH], () => transport.request('GET', AI_STATUS_PATH));
}

/** POST /ai/x/session → 'Session Created'. */
export function createSession(transport: Transport, agentId: number, judul?: string): Promise<AiSessionMutation> {
  return transport.request('POST', AI_SESSION_PATH, {
    body: judul ? { agent_id: agentId, judul } : { agent_id: agentId },
  });
}

export function renameSession(transport: Transport, id: number, judul: string): Promise<AiSessionMutation> {
  return transport.request('PUT', `${AI_SESSION_PATH}/${id}`, { body: { judul } });
}

export function deleteSession(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${AI_SESSION_PATH}/${id}`);
}

/**
 * Asks in a session and streams the answer into `handlers`; `signal` stops it (the server keeps what
 * arrived, marked as stopped). A refused question (404, 422…) rejects with the transport's ApiError.
 */
export async function streamChat(
  transport: Transport,
  sessionId: number,
  content: string,
  handlers: ChatStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await transport.request<StreamingResponse>('POST', `${AI_SESSION_PATH}/${sessionId}/chat`, {
    body: { content },
    headers: { Accept: 'text/event-stream' },
    responseType: 'response',
    signal,
  });
  await readChatStream(response, handlers);
}
