/**
 * The SSE streams this process holds, by user, and the fan-in from PostgreSQL: `portal_events`
 * (publish), `job_events` (the jobs platform) and `session_revoked` (logout, password change, role
 * change end the user's streams at once). Every 25 s each stream gets a heartbeat, and one batched
 * query ends streams whose session has expired or was revoked while a notification was missed.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SESSION_REVOKED_CHANNEL } from '../auth/session-revocations.js';
import type { PgListener } from './pg-listener.js';
import { Presence, PRESENCE_STALE_HEARTBEATS } from './presence.js';
import {
  PORTAL_EVENTS_CHANNEL,
  type JobEventData,
  type PortalEventMessage,
  type RealtimeEventType,
} from './publish.js';
import type { SseStream } from './sse-stream.js';

export const HEARTBEAT_MS = 25_000;
/** Browser tabs per user; the oldest stream is closed when another one opens. */
export const MAX_STREAMS_PER_USER = 10;
const JOB_EVENTS_CHANNEL = 'job_events';
const PURGE_INTERVAL_MS = 10 * 60_000;

interface Log {
  warn(obj: unknown, msg: string): void;
}

/**
 * The jobs platform's `job_events` payload ({ type: 'progress' | 'done', jobId, userId, status,
 * progress, message, resultUrl, error }) as the browser's `job.progress` / `job.done`.
 */
export function toJobPush(raw: unknown): { userId: number; type: RealtimeEventType; data: JobEventData } | null {
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  const userId = Number(e.userId ?? e.user_id);
  const jobId = e.jobId ?? e.job_id;
  if (!Number.isInteger(userId) || userId <= 0 || (typeof jobId !== 'string' && typeof jobId !== 'number')) return null;
  const done = e.type === 'done';
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    userId,
    type: done ? 'job.done' : 'job.progress',
    data: {
      job_id: String(jobId),
      progress: Math.max(0, Math.min(100, Number(e.progress) || 0)),
      status: text(e.status) ?? (done ? 'done' : 'running'),
      message: text(e.message) ?? text(e.error),
      result_url: text(e.resultUrl ?? e.result_url),
    },
  };
}

export class RealtimeHub {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private purge: NodeJS.Timeout | undefined;
  /** Rows of realtime_connections, so /user/online sees the streams of every process. */
  private readonly presence: Presence;
  private readonly presenceIds = new WeakMap<SseStream, string>();

  constructor(
    private readonly db: Kysely<Database>,
    listener: PgListener,
    private readonly log: Log,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    listener.on(PORTAL_EVENTS_CHANNEL, (payload) => void this.onPortalEvent(payload));
    listener.on(JOB_EVENTS_CHANNEL, (payload) => this.onJobEvent(payload));
    listener.on(SESSION_REVOKED_CHANNEL, (payload) => this.endSessions(new Set(payload.split(','))));
    this.presence = new Presence(db, log);
  }

  /** Number of open streams (all users), for tests and health figures. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(stream: SseStream): void {
    let set = this.byUser.get(stream.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(stream.userId, set);
    }
    set.add(stream);
    this.presenceIds.set(stream, this.presence.opened(stream.userId, stream.sessionId));
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
  }

  remove(stream: SseStream): void {
    const set = this.byUser.get(stream.userId);
    const presenceId = this.presenceIds.get(stream);
    if (presenceId) this.presence.closed(presenceId);
    this.presenceIds.delete(stream);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.byUser.delete(stream.userId);
  }

  /** Writes the event to this process's streams of the user. */
  deliver(userId: number, type: string, data: unknown): void {
    for (const stream of this.byUser.get(userId) ?? []) stream.send(type, data);
  }

  start(): void {
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    this.purge = setInterval(() => void this.purgeExpired(), PURGE_INTERVAL_MS);
    this.purge.unref();
  }

  /** Ends every stream (server shutdown): clients reconnect to another process. */
  stop(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.purge);
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.close();
    void this.presence.stop();
  }

  async beat(): Promise<void> {
    // The pings go first: presence is a figure for administrators, the stream is what the user needs.
    const presence = this.presence.refresh();
    const sessionIds = new Set<string>();
    for (const set of this.byUser.values()) {
      for (const stream of set) {
        stream.comment('ping');
        sessionIds.add(stream.sessionId);
      }
    }
    if (sessionIds.size === 0) return presence;
    try {
      const live = await this.db
        .selectFrom('user_sessions')
        .select('id')
        .where(sql<boolean>`id = any(${[...sessionIds]}::uuid[])`)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .execute();
      for (const row of live) sessionIds.delete(row.id);
      this.endSessions(sessionIds);
    } catch (err) {
      this.log.warn({ err }, 'realtime session check failed');
    }
    await presence;
  }

  async purgeExpired(): Promise<void> {
    await this.presence.purgeStale(this.heartbeatMs * PRESENCE_STALE_HEARTBEATS);
    try {
      await this.db
        .deleteFrom('realtime_tickets')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await this.db
        .deleteFrom('realtime_payloads')
        .where(sql<boolean>`created_at < now() - interval '1 hour'`)
        .execute();
    } catch (err) {
      this.log.warn({ err }, 'realtime purge failed');
    }
  }

  private endSessions(sessionIds: ReadonlySet<string>): void {
    if (sessionIds.size === 0) return;
    for (const set of [...this.byUser.values()]) {
      for (const stream of [...set]) if (sessionIds.has(stream.sessionId)) stream.close();
    }
  }

  private async onPortalEvent(payload: string): Promise<void> {
    let message: PortalEventMessage;
    try {
      message = JSON.parse(payload) as PortalEventMessage;
    } catch {
      return this.log.warn({ payload: payload.slice(0, 200) }, 'portal_events: payload is not JSON');
    }
    if (!Number.isInteger(message.userId) || typeof message.type !== 'string') return;
    // Every process hears every event; only the one holding the user's streams does any work.
    if (!this.byUser.has(message.userId)) return;
    if ('ref' in message) {
      const row = await this.db
        .selectFrom('realtime_payloads')
        .select('data')
        .where('id', '=', message.ref)
        .executeTakeFirst()
        .catch((err: unknown) => void this.log.warn({ err }, 'portal_events: payload row unreadable'));
      if (row) this.deliver(message.userId, message.type, row.data);
      return;
    }
    this.deliver(message.userId, message.type, message.data);
  }

  private onJobEvent(payload: string): void {
    try {
      const push = toJobPush(JSON.parse(payload));
      if (push) this.deliver(push.userId, push.type, push.data);
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'job_events: payload is not JSON');
    }
  }
}
