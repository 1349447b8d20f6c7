/**
 * Real local servers for the delivery tests: an SMTP server (npm smtp-server) that keeps what it
 * receives and refuses chosen mailboxes with 550, and an HTTP server speaking Ultramsg's
 * `POST /{instance}/messages/chat` (form fields token, to, body).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text part with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n\s+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const qp = /^Content-Transfer-Encoding: quoted-printable/im.test(headers);
  return { subject, text: qp ? decodeQuotedPrintable(body) : body };
}

export async function startSmtpServer(options: { refuse?: string[] } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set((options.refuse ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const err = Object.assign(new Error('5.1.1 Mailbox tidak ada'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface UltramsgRequest {
  instance: string;
  token: string;
  to: string;
  body: string;
}

export interface UltramsgTestServer {
  url: string;
  requests: UltramsgRequest[];
  /** Answer of the next requests: 'ok' (default), 'invalid-number', 'error-500'. */
  mode: 'ok' | 'invalid-number' | 'error-500';
  close(): Promise<void>;
}

export async function startUltramsgServer(expected: { instance: string; token: string }): Promise<UltramsgTestServer> {
  const state: UltramsgTestServer = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  let nextId = 1;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = /^\/([^/]+)\/messages\/chat$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return send(404, { error: 'not found' });
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return send(400, { error: 'form expected' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const request = {
        instance: decodeURIComponent(match[1]),
        token: form.get('token') ?? '',
        to: form.get('to') ?? '',
        body: form.get('body') ?? '',
      };
      state.requests.push(request);
      if (request.instance !== expected.instance || request.token !== expected.token)
        return send(200, { error: 'Wrong token. Please provide token as a GET parameter.' });
      if (state.mode === 'error-500') return send(500, { error: 'internal error' });
      if (state.mode === 'invalid-number') return send(200, { error: [{ to: 'invalid number' }] });
      return send(200, { sent: 'true', message: 'ok', id: nextId++ });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
