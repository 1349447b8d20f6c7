/**
 * One dedicated PostgreSQL connection per server process that LISTENs on every channel some part of
 * the process subscribed to (portal_events, options_changed, outbox_queued, job_events, …). Pool
 * connections cannot LISTEN: a notification arrives only on the connection that listens, and pool
 * connections are handed around. Reconnects after failures; subscribers that keep caches are told
 * (`onReconnect`) because notifications sent while the connection was down are lost.
 */
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

interface Log {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class PgListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private everConnected = false;

  constructor(
    private readonly connectionString: string | undefined,
    private readonly log: Log,
    private readonly retryMs = 1_000,
  ) {}

  /** True while the LISTEN connection is up. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Subscribes to a channel; returns the unsubscribe function. Works before and after `start()`. */
  on(channel: string, handler: NotificationHandler): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      // Already connected: start listening on the new channel now.
      this.client?.query(`LISTEN ${channel}`).catch((err: unknown) => this.log.warn({ err, channel }, 'LISTEN failed'));
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Called after the connection came back (not on the first connect): caches must be dropped. */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => {
      this.reconnectHandlers.delete(handler);
    };
  }

  /** Connects; settles once the first attempt is over (connected, or a retry is scheduled). */
  start(): Promise<void> {
    if (!this.connectionString) {
      this.log.warn(
        {},
        'no databaseUrl: realtime events, option-cache invalidation and outbox wake-ups stay within this process',
      );
      return Promise.resolve();
    }
    this.connecting ??= this.connect();
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** For tests and for running without a database URL: deliver as if PostgreSQL had notified. */
  dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.log.error({ err, channel }, 'notification handler failed');
      }
    }
  }

  private schedule(): void {
    this.client = undefined;
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connecting = this.connect();
    }, this.retryMs);
    this.timer.unref();
  }

  private async connect(): Promise<void> {
    const next = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    next.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    next.on('error', (err) => {
      if (this.closed) return;
      this.log.warn({ err }, 'LISTEN connection lost');
      void next.end().catch(() => undefined);
      this.schedule();
    });
    try {
      await next.connect();
      for (const channel of this.handlers.keys()) await next.query(`LISTEN ${channel}`);
      if (this.closed) return void (await next.end());
      this.client = next;
      if (this.everConnected) {
        for (const handler of this.reconnectHandlers) handler();
      }
      this.everConnected = true;
    } catch (err) {
      void next.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err }, 'LISTEN connection could not connect');
      this.schedule();
    }
  }
}
