// Issue 20 figure: the task list with filters over 100 000 tasks, on the production build and its
// embedded PostgreSQL. The demo data has under a hundred tasks, so before measuring the bench adds
// tasks in set-based SQL (generate_series): 60 % top-level tasks spread over the demo employees and
// their offices in every state, due dates over four months, and sub-tasks under two thirds of them,
// until there are ≥ 100 000; a third of them carry a history row. ANALYZE after. Then each shape of
// the mix once, one at a time (the probe), and an offered 200 req/s (open loop, load.mjs) for 10 s
// after a short warm-up, as the demo `admin` (role 63, POLICY.manageTasks): GET /api/sdm/task pages
// 1–5, filtered by office, by employee, by state, by office and state, by parent (its sub-tasks), and
// searched by title: p50 / p95 (target p95 ≤ 20 ms). When 200 req/s of the probe's mean would need
// more than twice the machine's cores, the open loop is not run and the target is reported missed.
// Any non-2xx answer stops the bench with its status and body. The load average is printed with the
// figures: on a busy machine they are pessimistic.
//
//   node packages/tooling/bench/task.mjs        (after `node packages/server/build.mjs`)
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiJson } from './api.mjs';
import { loginToken } from './captcha.mjs';
import { fmt, openLoopRequests, percentile } from './load.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const TASK = '/api/sdm/task'; // TASK_PATH (packages/contracts/src/task.ts)
const MANAGER = { username: 'admin', password: 'Admin#2026' }; // demo-accounts.ts
const PER_PAGE = 10; // the list page's default (design system DEFAULT_PER_PAGE)
const TARGET_P95_MS = 20;
const PROBE_SECONDS = 20;
/** Offered CPU time per second over the cores (from the probe) above which the open loop is not run. */
const MAX_DEMAND = 2;
const TITLES = [
  'Rekap absensi bulanan',
  'Laporan kinerja triwulan',
  'Persiapan audit internal',
  'Pemutakhiran data pegawai',
  'Evaluasi target dana cabang',
  'Penyusunan jadwal pelatihan',
  'Verifikasi dokumen SPPD',
  'Pengecekan inventaris kantor',
  'Sosialisasi kebijakan cuti',
  'Pembaruan SOP pelayanan nasabah',
  'Rekonsiliasi potongan gaji',
  'Pendataan kebutuhan diklat',
];
const SEARCHES = ['audit', 'inventaris', 'SOP pelayanan', 'diklat', 'gaji 4', 'kinerja 12'];

// ---- the stage ------------------------------------------------------------------------------------

/** Adds tasks (parents, then sub-tasks under two thirds of them) until there are ≥ `total`. One transaction. */
export async function seedTasks(client, total) {
  const {
    rows: [before],
  } = await client.query('SELECT count(*)::int AS n FROM task');
  const missing = Math.max(0, total - before.n);
  const parents = Math.ceil((missing * 3) / 5);
  const started = performance.now();
  await client.query('BEGIN');
  try {
    const {
      rows: [owner],
    } = await client.query('SELECT id FROM users WHERE name = $1', [MANAGER.username]);
    await client.query(`
      CREATE TEMP TABLE bench_pegawai ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS rn, id, kantor_id FROM pegawai WHERE kantor_id IS NOT NULL`);
    const {
      rows: [people],
    } = await client.query('SELECT count(*)::int AS n FROM bench_pegawai');
    // g's employee: a stride through the list, so offices and employees each get a share.
    await client.query(
      `INSERT INTO task (parent_id, nama, deskripsi, kantor_id, pegawai_id, user_id, status_id, batas_tanggal,
                         approved_at, created_at, updated_at)
       SELECT NULL, ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' || g, NULL, p.kantor_id, p.id, $2,
              1 + g % 4, current_date + (g % 120 - 60),
              CASE WHEN g % 4 = 3 THEN now() - make_interval(days => g % 90) END,
              now() - make_interval(days => g % 90), now() - make_interval(days => g % 90)
       FROM generate_series(1, $3::int) AS g
       JOIN bench_pegawai p ON p.rn = 1 + (g::bigint * 7919) % $4::int`,
      [TITLES, owner.id, parents, people.n],
    );
    const remaining = total - before.n - parents;
    await client.query(
      `INSERT INTO task (parent_id, nama, deskripsi, kantor_id, pegawai_id, user_id, status_id, batas_tanggal,
                         approved_at, created_at, updated_at)
       SELECT t.id, 'Sub-tugas ' || t.id || '.' || k, NULL, t.kantor_id, p.id, t.user_id, 1 + (t.id + k) % 4,
              t.batas_tanggal - k, CASE WHEN (t.id + k) % 4 = 3 THEN now() END, t.created_at, t.updated_at
       FROM (SELECT * FROM task WHERE parent_id IS NULL AND id % 3 <> 2 ORDER BY id DESC LIMIT $1::int) t
       CROSS JOIN generate_series(1, 2) AS k
       JOIN bench_pegawai p ON p.rn = 1 + ((t.id + k)::bigint * 104729) % $2::int
       ORDER BY t.id DESC, k
       LIMIT $3::int`,
      [Math.ceil(remaining / 2) + 1, people.n, Math.max(0, remaining)],
    );
    await client.query(
      `INSERT INTO task_history (task_id, user_id, jenis, pesan, created_at)
       SELECT t.id, t.user_id, 'history', 'Catatan kemajuan', t.updated_at FROM task t WHERE t.id % 3 = 0`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await client.query('ANALYZE task, task_history');
  const seconds = (performance.now() - started) / 1000;
  const {
    rows: [after],
  } = await client.query(`
    SELECT (SELECT count(*)::int FROM task) AS tasks,
           (SELECT count(*)::int FROM task WHERE parent_id IS NOT NULL) AS children,
           (SELECT count(*)::int FROM task_history) AS history,
           (SELECT count(DISTINCT kantor_id)::int FROM task) AS offices,
           (SELECT count(DISTINCT pegawai_id)::int FROM task) AS employees`);
  return { demoTasks: before.n, seconds, ...after };
}

/** Filter values that exist: a busy office, an employee, a parent with sub-tasks. */
async function filterValues(client) {
  const {
    rows: [v],
  } = await client.query(`
    SELECT (SELECT kantor_id FROM task GROUP BY kantor_id ORDER BY count(*) DESC LIMIT 1) AS kantor_id,
           (SELECT array_agg(kantor_id) FROM (SELECT kantor_id FROM task GROUP BY kantor_id ORDER BY count(*) DESC LIMIT 8) k) AS kantor_ids,
           (SELECT array_agg(pegawai_id) FROM (SELECT pegawai_id FROM task GROUP BY pegawai_id ORDER BY count(*) DESC LIMIT 8) p) AS pegawai_ids,
           (SELECT array_agg(parent_id) FROM (SELECT parent_id FROM task WHERE parent_id IS NOT NULL ORDER BY parent_id DESC LIMIT 8) c) AS parent_ids`);
  return v;
}

// ---- the list ------------------------------------------------------------------------------------

/** Request i of the mix: default pages 1–5, office, employee, state, office + state, parent, search. */
function listPathOf(values) {
  return (i) => {
    const kind = i % 10;
    const page = 1 + (i % 5);
    const base = `${TASK}?per_page=${PER_PAGE}`;
    const pick = (list) => list[i % list.length];
    if (kind < 3) return `${base}&page=${page}`;
    if (kind === 3) return `${base}&page=${page}&kantor_id=${pick(values.kantor_ids)}`;
    if (kind === 4) return `${base}&page=1&pegawai_id=${pick(values.pegawai_ids)}`;
    if (kind === 5) return `${base}&page=${page}&status_id=${1 + (i % 4)}`;
    if (kind === 6) return `${base}&page=1&kantor_id=${pick(values.kantor_ids)}&status_id=${1 + (i % 4)}`;
    if (kind === 7) return `${base}&page=1&parent_id=${pick(values.parent_ids)}`;
    if (kind === 8) return `${base}&page=1&sortby=batas_tanggal&status_id=1`;
    return `${base}&page=1&search=${encodeURIComponent(pick(SEARCHES))}`;
  };
}

/** Every shape of the mix once, one after the other (for at most PROBE_SECONDS). */
async function probeList(baseUrl, token, listPath) {
  const times = [];
  const started = performance.now();
  for (let i = 0; i < 20 && (i === 0 || performance.now() - started < PROBE_SECONDS * 1000); i += 1) {
    const t = performance.now();
    await apiJson(baseUrl, token, 'GET', listPath(i));
    times.push({ path: listPath(i), ms: performance.now() - t });
  }
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    count: times.length,
    meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p50: percentile(sorted, 50),
    slowest,
  };
}

async function listAtRate(baseUrl, headers, listPath, rate, duration, offset = 0) {
  const r = await openLoopRequests({
    baseUrl,
    rate,
    duration,
    requestOf: (i) => ({ path: listPath(offset + i), headers }),
  });
  if (r.non2xx + r.errors > 0)
    throw new Error(`list at ${rate} req/s: ${r.non2xx} non-2xx answers, ${r.errors} network errors of ${r.total}`);
  return r;
}

export async function benchTask({ tasks = 100_000, employees = 300, rate = 200, duration = 10 } = {}) {
  const { srv, client, stop } = await startPortalServerWithDb({ DEMO_EMPLOYEES: String(employees) });
  try {
    const seeded = await seedTasks(client, tasks);
    const values = await filterValues(client);
    const listPath = listPathOf(values);
    const token = await loginToken(srv.baseUrl, MANAGER.username, MANAGER.password);
    const headers = { authorization: `Bearer ${token}` };
    const first = await apiJson(srv.baseUrl, token, 'GET', `${TASK}?page=1&per_page=${PER_PAGE}`);
    const {
      rows: [counted],
    } = await client.query('SELECT count(*)::int AS n FROM task WHERE kantor_id = $1', [values.kantor_id]);
    const byKantor = await apiJson(
      srv.baseUrl,
      token,
      'GET',
      `${TASK}?per_page=${PER_PAGE}&kantor_id=${values.kantor_id}`,
    );
    if (first.total !== seeded.tasks || byKantor.total !== counted.n)
      throw new Error(
        `list answered total ${first.total}, office ${byKantor.total}; SQL has ${seeded.tasks}, ${counted.n}`,
      );
    const probe = await probeList(srv.baseUrl, token, listPath);
    const loadBefore = os.loadavg();
    const demand = (probe.meanMs * rate) / 1000 / os.cpus().length;
    let list = null;
    if (demand < MAX_DEMAND) {
      await listAtRate(srv.baseUrl, headers, listPath, rate, 2); // warm-up: JIT, pool, plans, buffers
      list = await listAtRate(srv.baseUrl, headers, listPath, rate, duration, rate * 2);
    }
    const loadAfter = os.loadavg();

    const ok = (good) => (good ? 'ok' : 'MISSED');
    const load = (l) => l.map((x) => fmt(x, 2)).join(' ');
    console.log(
      `\nTasks (${employees} demo employees, ${os.cpus().length} CPUs; load average ${load(loadBefore)} before, ${load(loadAfter)} after)`,
    );
    console.log(
      `stage: ${seeded.demoTasks} demo tasks + SQL in ${fmt(seeded.seconds)} s → ${seeded.tasks} tasks ` +
        `(${seeded.children} sub-tasks, ${seeded.history} history rows) over ${seeded.offices} offices and ${seeded.employees} employees`,
    );
    console.log('figure'.padEnd(64), 'value'.padStart(14), ' target');
    console.log(
      `list as ${MANAGER.username}, ${probe.count} of the mix one at a time: p50 / mean ms`.padEnd(64),
      `${fmt(probe.p50)} / ${fmt(probe.meanMs)}`.padStart(14),
      `  slowest ${fmt(probe.slowest.ms)} ms ${probe.slowest.path.slice(TASK.length)}`,
    );
    if (list) {
      console.log(
        `list with filters at ${rate} req/s offered, ${duration} s: p50 / p95 ms`.padEnd(64),
        `${fmt(list.p50)} / ${fmt(list.p95)}`.padStart(14),
        ` p95 ≤ ${TARGET_P95_MS} ms ${ok(list.p95 <= TARGET_P95_MS)}`,
      );
      console.log(
        `    (${list.total} requests: pages 1–5, office, employee, state, office + state, parent, due-date sort, search; achieved ${fmt(list.requestsPerSecond)} req/s)`,
      );
    } else {
      console.log(
        `list at ${rate} req/s offered: not run, ${rate} × ${fmt(probe.meanMs, 0)} ms needs ${fmt(demand * os.cpus().length)} CPUs`.padEnd(
          64,
        ),
        'n/a'.padStart(14),
        ` p95 ≤ ${TARGET_P95_MS} ms MISSED`,
      );
    }
    return { seeded, probe, list, loadBefore, loadAfter };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTask({
    tasks: Number(process.env.TASK_BENCH_TASKS ?? 100_000),
    employees: Number(process.env.TASK_BENCH_EMPLOYEES ?? 300),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
}
