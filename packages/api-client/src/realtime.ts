import { useEffect, useRef } from 'react';
import { ApiError } from './api-error';
import type { Transport } from './transport';
import type { MailUnreadEvent } from '@portal/contracts';
import { useTransport } from './transport-context';

/**
 * The server's per-user push channel (Server-Sent Events). EventSource cannot send the
 * Authorization header, so each connection first trades the access token for a single-use ticket
 * (POST /realtime/ticket, valid 60 s) and opens GET /realtime/stream?ticket=…. A dropped stream is
 * reopened with a fresh ticket after an exponential backoff; a 401 (session over) stops it.
 */

export const REALTIME_EVENT_TYPES = [
  'notification',
  'mail.unread',
  'notification.unread',
  'job.progress',
  'job.done',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeNotification {
  /** Random id: the toast is created and removed by it. */
  id: string;
  title: string;
  message: string;
  variant: 'success' | 'error' | 'warning' | 'info';
}

export interface RealtimeJob {
  job_id: string;
  progress: number;
  status: string;
  message: string | null;
  result_url: string | null;
}

/** `mail.unread` carries the mailbox's MailUnreadEvent (count, 'Incoming Messages', the mail that arrived). */
export type RealtimeEvent =
  | { type: 'notification'; data: RealtimeNotification }
  | { type: 'mail.unread'; data: MailUnreadEvent }
  /** The bell: the user's unread notification count (contracts notifications.ts). */
  | { type: 'notification.unread'; data: { count: number } }
  | { type: 'job.progress'; data: RealtimeJob }
  | { type: 'job.done'; data: RealtimeJob };

export type RealtimeStatus = 'connecting' | 'open' | 'waiting' | 'closed';

/** What is used of the browser's EventSource (tests pass a fake). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeOptions {
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  createEventSource?: (url: string) => EventSourceLike;
  /** First reconnect delay (default 1 s), doubled per failed attempt up to `maxDelayMs` (default 30 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; the delay is spread over its upper half so that many tabs do not reconnect at once. */
  random?: () => number;
}

export interface RealtimeConnection {
  close(): void;
}

export const REALTIME_TICKET_PATH = '/realtime/ticket';
export const REALTIME_STREAM_PATH = '/realtime/stream';

export function reconnectDelay(attempt: number, minMs: number, maxMs: number, random: number): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

const defaultEventSource = (url: string): EventSourceLike => new EventSource(url);

export function connectRealtime(transport: Transport, options: RealtimeOptions): RealtimeConnection {
  const create = options.createEventSource ?? defaultEventSource;
  const minMs = options.minDelayMs ?? 1_000;
  const maxMs = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  let closed = false;
  let attempt = 0;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const status = (s: RealtimeStatus) => options.onStatus?.(s);

  function retry(): void {
    if (closed) return;
    status('waiting');
    timer = setTimeout(() => void open(), reconnectDelay(attempt++, minMs, maxMs, random()));
  }

  async function open(): Promise<void> {
    timer = undefined;
    if (closed) return;
    status('connecting');
    let ticket: string;
    try {
      ticket = (await transport.request<{ data: string }>('POST', REALTIME_TICKET_PATH)).data;
    } catch (error) {
      // 401: the session is over (the transport has already told the shell); nothing to reconnect.
      if (error instanceof ApiError && error.status === 401) return void stop();
      return retry();
    }
    if (closed) return;
    let es: EventSourceLike;
    try {
      es = create(transport.url(REALTIME_STREAM_PATH, { ticket }));
    } catch {
      // No EventSource here (an old browser, a test DOM): live updates are simply off.
      return void stop();
    }
    source = es;
    es.onopen = () => {
      attempt = 0;
      status('open');
    };
    for (const type of REALTIME_EVENT_TYPES) {
      es.addEventListener(type, (event) => {
        if (source !== es) return;
        let data: unknown;
        try {
          data = JSON.parse(event.data as string);
        } catch {
          return;
        }
        options.onEvent({ type, data } as RealtimeEvent);
      });
    }
    // EventSource would retry by itself with the used ticket (401); reconnect with a fresh one instead.
    es.onerror = () => {
      if (source !== es) return;
      es.close();
      source = undefined;
      retry();
    };
  }

  function stop(): void {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    source?.close();
    source = undefined;
    status('closed');
  }

  void open();
  return { close: () => (closed ? undefined : stop()) };
}

type Handler = (event: RealtimeEvent) => void;

interface Shared {
  handlers: Set<Handler>;
  connection: RealtimeConnection;
}

const shared = new WeakMap<Transport, Shared>();

/**
 * One stream per transport (per tab), however many components listen. Returns the unsubscribe
 * function; the last one out closes the stream.
 */
export function subscribeRealtime(
  transport: Transport,
  handler: Handler,
  options: Omit<RealtimeOptions, 'onEvent'> = {},
): () => void {
  let entry = shared.get(transport);
  if (!entry) {
    const handlers = new Set<Handler>();
    const connection = connectRealtime(transport, {
      ...options,
      onEvent: (event) => {
        for (const h of [...handlers]) h(event);
      },
    });
    entry = { handlers, connection };
    shared.set(transport, entry);
  }
  const current = entry;
  current.handlers.add(handler);
  return () => {
    current.handlers.delete(handler);
    if (current.handlers.size === 0 && shared.get(transport) === current) {
      shared.delete(transport);
      current.connection.close();
    }
  };
}

/**
 * Calls `handler` for every push event of the signed-in user while the component is mounted.
 * The handler may change between renders without reconnecting.
 */
export function useRealtime(handler: Handler, options?: Omit<RealtimeOptions, 'onEvent'>): void {
  const transport = useTransport();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const optionsRef = useRef(options);
  useEffect(() => subscribeRealtime(transport, (event) => latest.current(event), optionsRef.current), [transport]);
}
