/**
 * A real HTTP server on an ephemeral port for transport tests: requests go through the actual fetch /
 * XMLHttpRequest stacks, and the server sees exactly the headers and bytes the browser code sent.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. '/api/items?ids[]=1'. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(text);
}

/** The CORS answer headers of a server on another origin that takes `methods` with `headers`. */
export function corsHeaders(methods: string, headers: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': headers,
  };
}

/** Answers a CORS preflight with 204 and `cors`; true when the request was one (the handler is done). */
export function answeredPreflight(
  request: RecordedRequest,
  response: ServerResponse,
  cors: Record<string, string>,
): boolean {
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204, cors);
  response.end();
  return true;
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
