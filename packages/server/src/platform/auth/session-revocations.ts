/**
 * "Is this session revoked?" for every authenticated request, without a database round trip per
 * request: answers are cached for a few seconds, and revocations are pushed to every server
 * process through PostgreSQL NOTIFY on channel `session_revoked`, so logout, reuse detection and
 * role changes take effect everywhere at once. The database stays the source of truth: a missed
 * notification costs at most one cache TTL.
 */
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** True when the session is revoked or unknown (fail closed). */
export type RevocationLookup = (sessionId: string) => Promise<boolean>;

interface Entry {
  revoked: boolean;
  setAt: number;
}

export class SessionRevocations {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly lookup: RevocationLookup,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 50_000,
  ) {}

  isRevoked(sessionId: string): boolean | Promise<boolean> {
    const entry = this.entries.get(sessionId);
    if (entry && Date.now() - entry.setAt < this.ttlMs) return entry.revoked;
    let inFlight = this.pending.get(sessionId);
    if (!inFlight) {
      inFlight = this.load(sessionId).finally(() => this.pending.delete(sessionId));
      this.pending.set(sessionId, inFlight);
    }
    return inFlight;
  }

  /** Called right away by the process that revokes and again when the NOTIFY arrives. */
  markRevoked(sessionIds: readonly string[]): void {
    const now = Date.now();
    for (const id of sessionIds) this.store(id, { revoked: true, setAt: now });
  }

  /** After the LISTEN connection was lost, notifications may have been missed. */
  clear(): void {
    this.entries.clear();
  }

  private async load(sessionId: string): Promise<boolean> {
    const startedAt = Date.now();
    const revoked = await this.lookup(sessionId);
    const current = this.entries.get(sessionId);
    // A revocation that arrived while we were reading must not be overwritten by the older answer.
    if (!(current?.revoked && current.setAt >= startedAt)) this.store(sessionId, { revoked, setAt: Date.now() });
    return revoked || Boolean(this.entries.get(sessionId)?.revoked);
  }

  private store(id: string, entry: Entry): void {
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
  }
}

/** Sends the ids inside the caller's transaction: PostgreSQL delivers them only on commit. */
export async function notifySessionsRevoked(db: Db, sessionIds: readonly string[]): Promise<void> {
  // NOTIFY payloads are limited to 8000 bytes; 36-character uuids go in batches of 200.
  for (let i = 0; i < sessionIds.length; i += 200) {
    const payload = sessionIds.slice(i, i + 200).join(',');
    await sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${payload})`.execute(db);
  }
}

export interface RevocationListener {
  /** Settles once the first connection attempt is over (connected or scheduled to retry). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A dedicated connection LISTENing for revocations; reconnects after failures. */
export function listenForRevocations(
  connectionString: string,
  revocations: SessionRevocations,
  log: { warn(obj: unknown, msg: string): void },
  retryMs = 1_000,
): RevocationListener {
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (): void => {
    client = undefined;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connecting = connect();
    }, retryMs);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload)
        revocations.markRevoked(message.payload.split(','));
    });
    next.on('error', (err) => {
      if (closed) return;
      log.warn({ err }, 'session_revoked listener lost its connection');
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      // Whatever was cached while we were not listening may have missed a revocation.
      revocations.clear();
    } catch (err) {
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, 'session_revoked listener could not connect');
      schedule();
    }
  };

  connecting = connect();
  return {
    ready: connecting,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await connecting;
      await client?.end().catch(() => undefined);
    },
  };
}
