/**
 * A worker process for the "killed half-way" tests: it takes the `test.rows` job and, on its first
 * attempt, says where it is on stdout and waits to be killed (SIGKILL) there:
 *   halfway   — half of the rows inserted inside the open transaction (default)
 *   committed — the rows' transaction committed, the job not yet ended
 * Run: node --import tsx kill-worker.fixture.ts <database url> [halfway|committed] [expireInSeconds] [retryLimit]
 */
import { createDatabase } from '../../src/platform/db/database.js';
import { JobService } from '../../src/platform/jobs/job-service.js';
import { registerRowsJob } from './rows-job.js';

const [url, where = 'halfway', expire, retries] = process.argv.slice(2);
const { db } = createDatabase(url, 2);
// A fast heartbeat, so the replacement's short stale limit never mistakes this live worker for a dead one.
const jobs = new JobService({
  db,
  connectionString: url,
  log: { info() {}, warn() {}, error() {} },
  pollingIntervalSeconds: 0.5,
  heartbeatIntervalMs: 300,
});
const untilKilled = () => new Promise<void>(() => undefined);
registerRowsJob(jobs, db, {
  expireInSeconds: expire ? Number(expire) : undefined,
  retryLimit: retries ? Number(retries) : undefined,
  onHalfway:
    where === 'halfway'
      ? async () => {
          process.stdout.write('halfway\n');
          await untilKilled();
        }
      : undefined,
  afterCommit:
    where === 'committed'
      ? async () => {
          process.stdout.write('committed\n');
          await untilKilled();
        }
      : undefined,
});
await jobs.start();
process.stdout.write('ready\n');
