// Issue 3 figure: export of 20 000 employees to xlsx through the real job path (POST
// /api/sdm/pegawai event=export → pg-boss worker → xlsx in storage → GET the result), on the
// production build. Reports the wall time from the request to the finished job and the server
// process's memory: peak RSS sampled while the export runs, and VmHWM (peak since start, which
// also covers loading the demo data). Targets: ≤ 10 s and ≤ 300 MB.
//
//   node packages/tooling/bench/export-20k.mjs        (after `node packages/server/build.mjs`)
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loginToken } from './captcha.mjs';
import { fmt } from './load.mjs';
import { startPortalServer } from './portal-server.mjs';

const TARGET_SECONDS = 10;
const TARGET_RSS_MB = 300;

/** VmRSS / VmHWM of a process in MB (Linux /proc). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

async function api(baseUrl, token, method, path, body) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Starts the production server with `employees` demo employees (unless `server` is given: an
 * already running `startPortalServer()` result), runs one export and prints the figures.
 */
export async function benchExport({ employees = 20_000, server } = {}) {
  const srv = server ?? (await startPortalServer({ DEMO_EMPLOYEES: String(employees) }));
  try {
    const token = await loginToken(srv.baseUrl, 'hr', 'Hr#2026');
    const before = memoryOf(srv.pid);
    let peakRssMb = before.rssMb;
    const sampler = setInterval(() => {
      try {
        peakRssMb = Math.max(peakRssMb, memoryOf(srv.pid).rssMb);
      } catch {
        /* process gone: the export call fails below */
      }
    }, 20);

    const started = performance.now();
    const { data } = await (await api(srv.baseUrl, token, 'POST', '/sdm/pegawai', { event: 'export' })).json();
    let job;
    for (;;) {
      job = (await (await api(srv.baseUrl, token, 'GET', `/general/jobs/${data.job_id}`)).json()).data;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (job.status !== 'done') throw new Error(`export failed: ${job.error ?? job.message}`);

    const file = Buffer.from(
      await (await api(srv.baseUrl, token, 'GET', job.result_url.replace(/^\/api/, ''))).arrayBuffer(),
    );
    if (file.subarray(0, 2).toString() !== 'PK') throw new Error('the result is not an xlsx (zip) file');
    const after = memoryOf(srv.pid);
    const result = {
      rows: job.result.rows,
      seconds,
      bytes: file.length,
      baselineRssMb: before.rssMb,
      peakRssMb: Math.max(peakRssMb, after.rssMb),
      hwmMb: after.hwmMb,
    };

    console.log(`\nExport pegawai → xlsx (${result.rows} rows, ${fmt(result.bytes / 1024 / 1024)} MB file)`);
    console.log('figure'.padEnd(44), 'value'.padStart(10), ' target');
    console.log(
      'time, request → job done'.padEnd(44),
      `${fmt(result.seconds)} s`.padStart(10),
      ` ≤ ${TARGET_SECONDS} s ${result.seconds <= TARGET_SECONDS ? 'ok' : 'MISSED'}`,
    );
    console.log('server RSS before export'.padEnd(44), `${fmt(result.baselineRssMb, 0)} MB`.padStart(10));
    console.log(
      'server peak RSS during export (sampled)'.padEnd(44),
      `${fmt(result.peakRssMb, 0)} MB`.padStart(10),
      ` ≤ ${TARGET_RSS_MB} MB ${result.peakRssMb <= TARGET_RSS_MB ? 'ok' : 'MISSED'}`,
    );
    console.log('server VmHWM since start (incl. demo load)'.padEnd(44), `${fmt(result.hwmMb, 0)} MB`.padStart(10));
    return result;
  } finally {
    if (!server) await srv.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchExport();
}
