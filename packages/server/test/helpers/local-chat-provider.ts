/**
 * A real local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions,
 * `stream: true` → text/event-stream of `chat.completion.chunk`s, tool calls as streamed deltas,
 * `data: [DONE]`), for tests and the bench: the portal's `openai` client talks to it over TCP exactly
 * as it would to vLLM, Ollama or llama.cpp. Not a mock of the client.
 *
 *   const provider = await startLocalChatProvider();            // default script, below
 *   provider.script = (request) => ({ kind: 'text', chunks: ['Halo', ' dunia'] });
 *   config.ai = { baseUrl: provider.baseUrl, apiKey: 'x', model: 'lokal', timeoutMs: 2000 };
 *   provider.requests;   // every request body received
 *   await provider.close();
 *
 * Default script: a question naming a tool (`#tool:nama_alat {"arg":1}`) is answered by a call of that
 * tool; after a tool result, the answer quotes the tool results (`Data: {...}`) in small chunks; any
 * other question is echoed back as "Jawaban: <question>".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
  tools?: Array<{ type: 'function'; function: { name: string } }>;
  temperature?: number;
}

export type ProviderBehaviour =
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  | { kind: 'tool'; calls: Array<{ name: string; arguments: Record<string, unknown> }> }
  /** Accept the request and never answer. */
  | { kind: 'hang' }
  /** Some chunks, then silence with the connection open. */
  | { kind: 'stall'; chunks: string[] }
  /** 200 text/event-stream whose data is not JSON. */
  | { kind: 'garbage' }
  /** An HTTP error status with a JSON error body. */
  | { kind: 'status'; status: number };

export interface LocalChatProvider {
  baseUrl: string;
  script: (request: ChatRequestBody) => ProviderBehaviour;
  requests: ChatRequestBody[];
  close(): Promise<void>;
}

const TOOL_MARK = /#tool:([a-z_]+)(\s+\{.*\})?/;

export function defaultScript(request: ChatRequestBody): ProviderBehaviour {
  const last = request.messages[request.messages.length - 1];
  if (last?.role === 'tool') {
    const results = request.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');
    return { kind: 'text', chunks: chunk(`Data: ${results.join(' ')}`) };
  }
  const question = last?.content ?? '';
  const mark = question.match(TOOL_MARK);
  if (mark) {
    return { kind: 'tool', calls: [{ name: mark[1], arguments: mark[2] ? JSON.parse(mark[2]) : {} }] };
  }
  return { kind: 'text', chunks: chunk(`Jawaban: ${question}`) };
}

function chunk(text: string): string[] {
  return text.match(/.{1,12}/gs) ?? [];
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const part of req) body += String(part);
  return body;
}

let sequence = 0;

function chunkEvent(id: string, model: string, delta: object, finish: string | null = null): string {
  const payload = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

function usageEvent(id: string, model: string, prompt: number, completion: number): string {
  const payload = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(behaviour: ProviderBehaviour, body: ChatRequestBody, res: ServerResponse): Promise<void> {
  const id = `chatcmpl-${++sequence}`;
  const model = body.model;
  if (behaviour.kind === 'hang') return; // the socket stays open until the client gives up
  if (behaviour.kind === 'status') {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'local provider error', type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  if (behaviour.kind === 'garbage') {
    res.end('data: {ini bukan json\n\ndata: <html>kacau</html>\n\n');
    return;
  }
  const promptTokens = JSON.stringify(body.messages).length >> 2;
  res.write(chunkEvent(id, model, { role: 'assistant', content: '' }));
  if (behaviour.kind === 'tool') {
    behaviour.calls.forEach((call, index) => {
      const callId = `call_${sequence}_${index}`;
      const args = JSON.stringify(call.arguments);
      // The name first, then the arguments in two halves: how real servers stream them.
      res.write(
        chunkEvent(id, model, {
          tool_calls: [{ index, id: callId, type: 'function', function: { name: call.name, arguments: '' } }],
        }),
      );
      const half = Math.ceil(args.length / 2);
      for (const part of [args.slice(0, half), args.slice(half)])
        res.write(chunkEvent(id, model, { tool_calls: [{ index, function: { arguments: part } }] }));
    });
    res.write(chunkEvent(id, model, {}, 'tool_calls'));
    res.write(usageEvent(id, model, promptTokens, 10));
    res.end('data: [DONE]\n\n');
    return;
  }
  for (const text of behaviour.chunks) {
    if (res.destroyed) return;
    res.write(chunkEvent(id, model, { content: text }));
    if (behaviour.kind === 'text' && behaviour.delayMs) await sleep(behaviour.delayMs);
  }
  if (behaviour.kind === 'stall') return;
  res.write(chunkEvent(id, model, {}, 'stop'));
  res.write(usageEvent(id, model, promptTokens, behaviour.chunks.length));
  res.end('data: [DONE]\n\n');
}

export async function startLocalChatProvider(): Promise<LocalChatProvider> {
  const open = new Set<ServerResponse>();
  const provider: LocalChatProvider = {
    baseUrl: '',
    script: defaultScript,
    requests: [],
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      open.add(res);
      res.on('close', () => open.delete(res));
      const body = JSON.parse(await readBody(req)) as ChatRequestBody;
      provider.requests.push(body);
      await answer(provider.script(body), body, res);
    })();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return provider;
}
