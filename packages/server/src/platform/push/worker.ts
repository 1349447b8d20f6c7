/**
 * Sends queued pushes. Every server process runs one; a batch is taken with DELETE … FOR UPDATE
 * SKIP LOCKED … RETURNING, so processes never send the same push twice. At most once: a process that
 * dies mid-batch loses those pushes — a push is a hint (the notification list and the mail badge
 * hold the truth), not a message that must arrive. A subscription the push service answers 404/410
 * to is deleted. Pushes older than their TTL are dropped unsent.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PgListener } from '../realtime/pg-listener.js';
import { PUSH_QUEUED_CHANNEL } from './queue.js';
import { sendPush, type PushSendOptions, type StoredSubscription } from './sender.js';

export interface PushReport {
  sent: number;
  gone: number;
  failed: number;
  skipped: number;
}

export interface PushWorkerOptions extends PushSendOptions {
  batchSize?: number;
  /** Tests only: endpoints on http:// (a local push service). Browsers always give https. */
  allowHttpEndpoints?: boolean;
  /** Safety net when a NOTIFY was lost (default 60 s). */
  pollMs?: number;
}

const MAX_BATCHES_PER_RUN = 50;

function claim(db: Kysely<Database>, limit: number) {
  return db
    .deleteFrom('push_queue')
    .where('id', 'in', (eb) =>
      eb.selectFrom('push_queue').select('id').orderBy('id').limit(limit).forUpdate().skipLocked(),
    )
    .returning(['id', 'user_id', sql<string>`payload::text`.as('payload'), 'created_at'])
    .execute();
}

export async function sendQueuedPushes(db: Kysely<Database>, options: PushWorkerOptions): Promise<PushReport> {
  const report: PushReport = { sent: 0, gone: 0, failed: 0, skipped: 0 };
  const batchSize = options.batchSize ?? 100;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const rows = await claim(db, batchSize);
    if (rows.length === 0) break;
    const fresh = rows.filter((r) => Date.now() - r.created_at.getTime() < options.ttlSeconds * 1000);
    report.skipped += rows.length - fresh.length;
    const userIds = [...new Set(fresh.map((r) => r.user_id))];
    const subscriptions = userIds.length
      ? await db
          .selectFrom('push_subscriptions')
          .select(['user_id', 'endpoint', 'p256dh', 'auth'])
          .where('user_id', 'in', userIds)
          .execute()
      : [];
    const byUser = new Map<number, StoredSubscription[]>();
    for (const s of subscriptions) {
      if (!s.endpoint.startsWith('https://') && !(options.allowHttpEndpoints && s.endpoint.startsWith('http://')))
        continue;
      byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);
    }
    const gone = new Set<string>();
    await Promise.all(
      fresh.map(async (row) => {
        for (const subscription of byUser.get(row.user_id) ?? []) {
          if (gone.has(subscription.endpoint)) continue;
          const result = await sendPush(subscription, row.payload, options);
          report[result.outcome]++;
          if (result.outcome === 'gone') gone.add(subscription.endpoint);
        }
      }),
    );
    if (gone.size > 0)
      await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', 'in', [...gone])
        .execute();
    if (rows.length < batchSize) break;
  }
  return report;
}

interface Log {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
}

/** Runs `sendQueuedPushes` when a push is queued anywhere (NOTIFY push_queued) and every `pollMs`. */
export class PushWorker {
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PushWorkerOptions,
    private readonly log: Log,
  ) {}

  start(listener: PgListener): void {
    this.unsubscribe = listener.on(PUSH_QUEUED_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 60_000);
    this.timer.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.running;
  }

  /** Resolves when the current run (if any) is over; for tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const report = await sendQueuedPushes(this.db, this.options);
        if (report.sent + report.gone + report.failed + report.skipped > 0) this.log.info(report, 'web push');
      } catch (err) {
        this.log.warn({ err }, 'web push failed');
      }
    } while (this.again && !this.stopped);
  }
}
