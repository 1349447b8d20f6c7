/**
 * Drains the outbox through the configured senders. Every server process runs one; rows are
 * claimed with FOR UPDATE SKIP LOCKED and a lease (next_attempt_at moves into the future), so
 * processes never send the same row at once and a process that dies mid-send leaves the row to be
 * retried when the lease runs out (at-least-once). Channels without a sender are left alone: their
 * rows stay `queue` in the outbox for an admin to read.
 *
 *   queue ──send ok──────────────> sent
 *     │  ├─bad address/number────> invalid
 *     │  └─failure: retry with backoff; after maxAttempts ──> unsent
 *     └─still queued after expireHours ─────────────────────> expired
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { OUTBOX_QUEUED_CHANNEL, type OutboxChannel } from '../outbox.js';
import type { PgListener } from '../realtime/pg-listener.js';
import { errorText, type OutboxMessage, type Senders, type SendResult } from './types.js';

export interface DeliveryOptions {
  expireHours: number;
  maxAttempts: number;
  batchSize?: number;
  /** How long a claimed row is reserved for the claiming process. */
  leaseSeconds?: number;
  /** Backoff before retry n (1-based): base · 4^(n-1), capped at one hour. */
  retryBaseSeconds?: number;
}

export interface DeliveryReport {
  sent: number;
  invalid: number;
  failed: number;
  unsent: number;
  expired: number;
}

const MAX_BATCHES_PER_RUN = 50;

export function retryDelaySeconds(attempt: number, base = 30): number {
  return Math.min(3600, base * 4 ** Math.max(0, attempt - 1));
}

export async function deliverDue(
  db: Kysely<Database>,
  senders: Senders,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, invalid: 0, failed: 0, unsent: 0, expired: 0 };
  const channels = (Object.keys(senders) as OutboxChannel[]).filter((c) => senders[c]);
  if (channels.length === 0) return report;
  const batchSize = options.batchSize ?? 20;

  const expired = await db
    .updateTable('outbox')
    .set({ status: 'expired', last_error: `Tidak terkirim dalam ${options.expireHours} jam`, updated_at: sql`now()` })
    .where('status', '=', 'queue')
    .where(sql<boolean>`channel = any(${channels}::text[])`)
    .where(sql<boolean>`created_at < now() - make_interval(hours => ${options.expireHours})`)
    .executeTakeFirst();
  report.expired = Number(expired.numUpdatedRows);

  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const rows = await claim(db, channels, batchSize, options.leaseSeconds ?? 300);
    for (const row of rows) {
      const message: OutboxMessage = { ...row, id: String(row.id) };
      let result: SendResult;
      try {
        result = await senders[row.channel]!.send(message);
      } catch (err) {
        result = { outcome: 'failed', error: errorText(err) };
      }
      await record(db, message, result, options, report);
    }
    if (rows.length < batchSize) break;
  }
  return report;
}

function claim(db: Kysely<Database>, channels: OutboxChannel[], limit: number, leaseSeconds: number) {
  return db
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updated_at: sql`now()`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queue')
        .where(sql<boolean>`channel = any(${channels}::text[])`)
        .where(sql<boolean>`next_attempt_at <= now()`)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'channel', 'recipient', 'subject', 'body', 'attempts'])
    .execute();
}

async function record(
  db: Kysely<Database>,
  message: OutboxMessage,
  result: SendResult,
  options: DeliveryOptions,
  report: DeliveryReport,
): Promise<void> {
  const row = db.updateTable('outbox').where('id', '=', message.id).where('status', '=', 'queue');
  if (result.outcome === 'sent') {
    report.sent++;
    await row.set({ status: 'sent', sent_at: sql`now()`, last_error: null, updated_at: sql`now()` }).execute();
  } else if (result.outcome === 'invalid') {
    report.invalid++;
    await row.set({ status: 'invalid', last_error: result.error, updated_at: sql`now()` }).execute();
  } else if (message.attempts >= options.maxAttempts) {
    report.unsent++;
    await row.set({ status: 'unsent', last_error: result.error, updated_at: sql`now()` }).execute();
  } else {
    report.failed++;
    const delay = retryDelaySeconds(message.attempts, options.retryBaseSeconds);
    await row
      .set({
        last_error: result.error,
        next_attempt_at: sql`now() + make_interval(secs => ${delay})`,
        updated_at: sql`now()`,
      })
      .execute();
  }
}

interface Log {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
}

/** Runs `deliverDue` when a message is queued anywhere (NOTIFY outbox_queued) and every `pollMs`. */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly senders: Senders,
    private readonly options: DeliveryOptions & { pollMs: number },
    private readonly log: Log,
  ) {}

  start(listener: PgListener): void {
    this.unsubscribe = listener.on(OUTBOX_QUEUED_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Starts a run, or asks the current one to go round once more (a row may have come in after its claim). */
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
    for (const sender of Object.values(this.senders)) sender?.close?.();
  }

  /** Resolves when the current run (if any) is over; for tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const report = await deliverDue(this.db, this.senders, this.options);
        if (report.sent + report.invalid + report.failed + report.unsent + report.expired > 0)
          this.log.info(report, 'outbox delivery');
      } catch (err) {
        this.log.warn({ err }, 'outbox delivery failed');
      }
    } while (this.again && !this.stopped);
  }
}
