/**
 * Watches the embedded PostgreSQL (issue #14). When it stops answering (killed, crashed) for
 * several checks in a row, the server says so and exits non-zero: `npm start`'s supervisor (or
 * systemd / the container runtime in production) starts the server again, which starts PostgreSQL
 * again on the same data. A server that merely answered 503 for ever would need someone to act.
 */
import pg from 'pg';

export interface WatchdogOptions {
  url: string;
  intervalMs?: number;
  /** Consecutive failed checks before giving up. */
  failures?: number;
  onDead: (message: string) => void;
}

export function watchEmbeddedPostgres({ url, intervalMs = 2000, failures = 3, onDead }: WatchdogOptions): () => void {
  let failed = 0;
  let stopped = false;
  const check = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(500, intervalMs - 200) });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      failed = 0;
    } catch {
      failed += 1;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (stopped) return;
    if (failed >= failures) {
      stopped = true;
      onDead(`PostgreSQL embedded tidak menjawab ${failed} kali berturut-turut; server berhenti agar dimulai ulang bersama database-nya`);
      return;
    }
    timer = setTimeout(() => void check(), intervalMs);
  };
  let timer = setTimeout(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
