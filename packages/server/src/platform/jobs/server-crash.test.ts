/**
 * The real server killed with SIGKILL while it runs an import and an export (issue #14, "must hold"
 * 2): a second server process started afterwards notices the dead worker's jobs within a minute,
 * runs them again from their stored input, and the end state is as if nothing had happened — the
 * import's rows written exactly once, one export file, nothing half-written. Default timings (no
 * test-only knobs): heartbeat 10 s, stale after 30 s, reconcile every 10 s.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { startServerProcess } from '../../../test/helpers/server-process.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { seedJabatan, xlsxOf, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';
import { tableCount } from '../../../test/helpers/fixtures.js';
import { parseStorageUrl } from '../files/create-storage.js';
import { JOB_MESSAGES } from './job-service.js';

const IMPORT_ROWS = 20_000;
const EXPORT_EMPLOYEES = 60_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server killed (SIGKILL) during an import and an export', () => {
  let t: TestApp;
  let s: JabatanSeed;
  let filesRoot: string;
  const children: ChildProcess[] = [];

  const startServer = async () => {
    const server = await startServerProcess(t.database.url, { STORAGE_URL: `file://${filesRoot}` });
    children.push(server.child);
    return server.child;
  };

  const job = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const historyRows = () => tableCount(t.db, 'pegawai_jabatan');

  before(async () => {
    filesRoot = join(await mkdtemp(join(tmpdir(), 'portal-crash-')), 'files');
    t = await createTestApp({ config: { storage: parseStorageUrl(`file://${filesRoot}`) } });
    s = await seedJabatan(t);
    // Enough employees that the export is still writing when the server is killed.
    await sql`INSERT INTO pegawai (nama, npp) SELECT 'Pegawai Uji ' || n, (90000000 + n)::text FROM generate_series(1, ${EXPORT_EMPLOYEES}::int) AS n`.execute(
      t.db,
    );
  });
  after(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t.close();
    await rm(dirname(filesRoot), { recursive: true, force: true });
  });

  // Two server starts, a minute of detection at most and both jobs run twice: more than the default 2 minutes.
  it('both jobs are taken up again within a minute and end as if never interrupted', { timeout: 300_000 }, async () => {
    const first = await startServer();
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [
      i % 2 ? '20000001' : '20000002',
      'Staf Umum',
      '101',
      `${String((i % 28) + 1).padStart(2, '0')}/01/${1990 + (i % 30)}`,
      'Tidak',
      `SK/${i}`,
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/sdm/pegawai/x/jabatan/x/store_excel',
      headers: { ...bearer(s.hr), 'content-type': XLSX },
      payload: await xlsxOf([['NPP', 'Jabatan', 'Kantor', 'Awal', 'Permanen', 'Nomor SK'], ...rows]),
    });
    assert.equal(imported.statusCode, 200, imported.body);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/sdm/pegawai',
      headers: bearer(s.hr),
      payload: { event: 'export' },
    });
    assert.equal(exported.statusCode, 200, exported.body);
    const importId: string = imported.json().data.job_id;
    const exportId: string = exported.json().data.job_id;
    const historyBefore = await historyRows();

    // Kill once both are under way in the first server: rows read and checked, rows written to the file.
    const deadline = Date.now() + 60_000;
    const underWay = async () => (await job(importId)).progress >= 5 && (await job(exportId)).progress >= 1;
    while (!(await underWay())) {
      assert.ok(Date.now() < deadline, 'both jobs started');
      await sleep(20);
    }
    process.stdout.write(
      `# killed at import ${(await job(importId)).progress} %, export ${(await job(exportId)).progress} %\n`,
    );
    first.kill('SIGKILL');
    await once(first, 'exit');
    const killedAt = Date.now();
    assert.equal((await job(importId)).status, 'running', 'the import was interrupted');
    assert.equal((await job(exportId)).status, 'running', 'the export was interrupted');
    assert.equal(await historyRows(), historyBefore, 'no half-written import');

    await startServer();
    // Taken up again: the dead attempt's row leaves "running" under its old owner within a minute.
    const takenUp = async (id: string, deadOwner: string | null) => {
      for (;;) {
        const row = await job(id);
        if (row.status !== 'running' || row.worker_instance !== deadOwner || row.attempts > 1)
          return Date.now() - killedAt;
        assert.ok(Date.now() - killedAt < 60_000, `job ${id} still owned by the dead server after a minute`);
        await sleep(200);
      }
    };
    const [importOwner, exportOwner] = [(await job(importId)).worker_instance, (await job(exportId)).worker_instance];
    const importTakenMs = await takenUp(importId, importOwner);
    const exportTakenMs = await takenUp(exportId, exportOwner);
    process.stdout.write(`# taken up after the kill: import ${importTakenMs} ms, export ${exportTakenMs} ms\n`);

    const finished = async (id: string) => {
      for (;;) {
        const row = await job(id);
        if (row.status === 'done' || row.status === 'failed') return row;
        assert.ok(Date.now() - killedAt < 180_000, `job ${id} did not finish`);
        await sleep(250);
      }
    };
    const importRow = await finished(importId);
    const exportRow = await finished(exportId);
    process.stdout.write(`# both finished ${Date.now() - killedAt} ms after the kill\n`);
    assert.equal(importRow.status, 'done', `${importRow.error}`);
    assert.equal(importRow.attempts, 2);
    assert.deepEqual(importRow.result, { imported: IMPORT_ROWS, errors: [] });
    assert.equal(await historyRows(), historyBefore + IMPORT_ROWS, 'every row once');
    assert.equal(exportRow.status, 'done', `${exportRow.error}`);
    assert.equal(exportRow.attempts, 2);
    assert.notEqual(exportRow.error, JOB_MESSAGES.workerLostFinal);

    // One export file, the upload, and nothing else (the dead attempt's temporary file is the
    // housekeeping sweep's, see local-storage.test.ts).
    assert.deepEqual(await readdir(join(filesRoot, 'exports', 'pegawai')), [`${exportId}.xlsx`]);
    const uploads = (await readdir(join(filesRoot, 'imports'), { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    assert.equal(uploads.length, 1, 'the one uploaded file');
  });
});
