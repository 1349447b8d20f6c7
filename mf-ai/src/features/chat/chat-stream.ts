/**
 * Reads the chat answer's server-sent events (POST /ai/x/session/:id/chat → text/event-stream):
 * `meta`, `token`, `tool`, then `done` or `error`. fetch + a streaming body rather than EventSource,
 * because the question is a POST with the bearer token; a stop is the request's AbortSignal.
 */
import type { AiChatMeta, AiMessageRow, AiToolUse } from '@portal/contracts';

export interface ChatStreamHandlers {
  onMeta?(meta: AiChatMeta): void;
  onToken(text: string): void;
  onTool?(use: AiToolUse): void;
  onDone(message: AiMessageRow): void;
  onError(message: string): void;
}

/** What is needed of a Response: a body whose reader yields bytes (or text, in tests). */
export interface StreamingResponse {
  body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array | string }> } } | null;
}

export const STREAM_BROKEN = 'Sambungan ke asisten terputus. Silakan coba lagi.';

function dispatch(block: string, handlers: ChatStreamHandlers): boolean {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return false;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data.join('\n')) as Record<string, unknown>;
  } catch {
    return false; // a malformed event is skipped, not fatal
  }
  switch (event) {
    case 'meta':
      handlers.onMeta?.(payload as unknown as AiChatMeta);
      return false;
    case 'token':
      handlers.onToken(String(payload.text ?? ''));
      return false;
    case 'tool':
      handlers.onTool?.(payload as unknown as AiToolUse);
      return false;
    case 'done':
      handlers.onDone(payload.message as AiMessageRow);
      return true;
    case 'error':
      handlers.onError(String(payload.message ?? STREAM_BROKEN));
      return true;
    default:
      return false;
  }
}

/** Reads the stream to its end; a stream that ends without done/error reports STREAM_BROKEN. */
export async function readChatStream(response: StreamingResponse, handlers: ChatStreamHandlers): Promise<void> {
  if (!response.body) {
    handlers.onError(STREAM_BROKEN);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += typeof value === 'string' ? value : decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      finished = dispatch(buffer.slice(0, cut), handlers) || finished;
      buffer = buffer.slice(cut + 2);
    }
  }
  if (buffer.trim() !== '') finished = dispatch(buffer, handlers) || finished;
  if (!finished) handlers.onError(STREAM_BROKEN);
}
