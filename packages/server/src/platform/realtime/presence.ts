/**
 * Presence: which users have a push stream open, across every server process (/user/online).
 * The hub of each process writes a row per stream it holds (realtime_connections), refreshes them
 * on its heartbeat and deletes them when the stream ends. Writes never fail a stream: presence is
 * a figure for administrators, the stream is what the user needs.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A row not refreshed for this many heartbeats belongs to a process that is gone. */
export const PRESENCE_STALE_HEARTBEATS = 3;

interface Log {
  warn(obj: unknown, msg: string): void;
}

export class Presence {
  /** This process, as written in every row it owns. */
  readonly instanceId = randomUUID();
  /** Inserts under way, so a stream that closes at once is deleted after its row exists. */
  private readonly inserts = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Log,
  ) {}

  /** Registers a stream; answers its id (kept by the hub to delete it on close). */
  opened(userId: number, sessionId: string): string {
    const streamId = randomUUID();
    const insert = this.run('presence insert failed', () =>
      this.db
        .insertInto('realtime_connections')
        .values({ stream_id: streamId, instance_id: this.instanceId, user_id: userId, session_id: sessionId })
        .execute(),
    );
    this.inserts.set(streamId, insert);
    void insert.then(() => this.inserts.delete(streamId));
    return streamId;
  }

  closed(streamId: string): void {
    const insert = this.inserts.get(streamId) ?? Promise.resolve();
    void insert.then(() =>
      this.run('presence delete failed', () =>
        this.db.deleteFrom('realtime_connections').where('stream_id', '=', streamId).execute(),
      ),
    );
  }

  /** Heartbeat: this process's rows are still alive. */
  async refresh(): Promise<void> {
    await this.run('presence refresh failed', async () => {
      await this.db
        .updateTable('realtime_connections')
        .set({ seen_at: sql`now()` })
        .where('instance_id', '=', this.instanceId)
        .execute();
    });
  }

  /**
   * Rows of processes gone silent: readers already ignore them (seen_at too old), so deleting them is
   * housekeeping for the hub's slow purge, not work for every heartbeat of every process.
   */
  async purgeStale(staleAfterMs: number): Promise<void> {
    await this.run('presence purge failed', () =>
      this.db
        .deleteFrom('realtime_connections')
        .where(sql<boolean>`seen_at < now() - make_interval(secs => ${staleAfterMs / 1000})`)
        .execute(),
    );
  }

  /** Shutdown: this process holds no stream any more. */
  async stop(): Promise<void> {
    await this.run('presence cleanup failed', () =>
      this.db.deleteFrom('realtime_connections').where('instance_id', '=', this.instanceId).execute(),
    );
  }

  private async run(what: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      this.log.warn({ err }, what);
    }
  }
}
