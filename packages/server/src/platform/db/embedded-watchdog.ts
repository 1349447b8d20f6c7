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
  /**
   * The postmaster's process id, when known: checked every quarter second, so a killed PostgreSQL
   * is noticed at once instead of after `failures` × `intervalMs` of refused connections.
   */
  postmasterPid?: number | null;
}

/** Whether a process exists; EPERM means it does, only under another user (PostgreSQL runs as `postgres`). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function watchEmbeddedPostgres({
  url,
  intervalMs = 2000,
  failures = 3,
  onDead,
  postmasterPid,
}: WatchdogOptions): () => void {
  let failed = 0;
  let stopped = false;
  const pidCheck = postmasterPid
    ? setInterval(() => {
        if (stopped || processExists(postmasterPid)) return;
        stopped = true;
        clearInterval(pidCheck);
        clearTimeout(timer);
        onDead(
          `PostgreSQL embedded (pid ${postmasterPid}) berhenti; server berhenti agar dimulai ulang bersama database-nya`,
        );
      }, 250)
    : undefined;
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
      onDead(
        `PostgreSQL embedded tidak menjawab ${failed} kali berturut-turut; server berhenti agar dimulai ulang bersama database-nya`,
      );
      return;
    }
    timer = setTimeout(() => void check(), intervalMs);
  };
  let timer = setTimeout(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (pidCheck) clearInterval(pidCheck);
  };
}
