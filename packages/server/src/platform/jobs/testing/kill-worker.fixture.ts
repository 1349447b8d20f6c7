/**
 * A worker process for the "killed half-way" test: it takes the `test.rows` job, inserts half of
 * its rows inside one transaction, says "halfway" on stdout and waits to be killed (SIGKILL).
 * Run: node --import tsx kill-worker.fixture.ts <database url>
 */
import { createDatabase } from '../../db/database.js';
import { JobService } from '../job-service.js';
import { registerRowsJob } from './rows-job.js';

const url = process.argv[2];
const { db } = createDatabase(url, 2);
const jobs = new JobService({ db, connectionString: url, log: { info() {}, warn() {}, error() {} }, pollingIntervalSeconds: 0.5 });
registerRowsJob(jobs, db, {
  onHalfway: async () => {
    process.stdout.write('halfway\n');
    await new Promise(() => undefined); // until killed
  },
});
await jobs.start();
process.stdout.write('ready\n');
