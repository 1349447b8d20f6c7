// Issue #22 figure: each employee register's list over 20 000 demo employees, p95 ≤ 20 ms at an
// offered 200 req/s, one bench that walks them all, on the production build and its embedded
// PostgreSQL. The registers: sanctions, terminations (PHK), family, education, achievements,
// WhatsApp contacts, acting officials (PGS), qualifications, training participants (diklat), care
// claims (perawatan) and outsourced staff.
// The stage: the demo data set at 20 000 employees (each domain's demo loader scales with it:
// family, education, achievements for most employees, sanctions for ~3 %, acting officials 1 in
// 500, a phone number on every employee, qualifications on every position, rank and branch), plus
// terminations topped up in SQL to 2 % of the employees over the last ten years (the demo has a
// handful), each ending the employee's active status as the PHK module would (ADR 0047). ANALYZE.
// First every register's request shapes once in turn (warmUp), then each register: a probe (its
// total, one request), a 2 s warm-up, then an open loop (load.mjs) at 200 req/s for 10 s as the
// demo `admin` (who has every role the registers ask for), walking pages
// 1–5 of the default order, a sort and a search: p50 / p95 / max (max when load.mjs reports it),
// target p95 ≤ 20 ms. A register whose probe fails is reported with its status and the walk goes on.
// The machine's load average is printed with the figures: on a busy machine they are pessimistic.
//
//   node packages/tooling/bench/registers.mjs        (after `node packages/server/build.mjs`)
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loginToken } from './captcha.mjs';
import { fmt, openLoopRequests } from './load.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const ADMIN = { username: 'admin', password: 'Admin#2026' }; // demo-accounts.ts
const PER_PAGE = 10; // the list pages' default (design system DEFAULT_PER_PAGE)
const TARGET_P95_MS = 20;
const PHK_SHARE = 0.02;
/** Name fragments every register can search (employee names, positions, qualification names). */
const SEARCHES = ['sari', 'putra', 'wati', 'budi', 'dewi'];

/** The registers: the list path (packages/contracts/src), the query of its default list and a sortable column. */
const REGISTERS = [
  { name: 'sanksi', path: '/api/sdm/pegawai/x/sanksi', query: 'event=index', sort: 'nama' }, // SANKSI_PATH
  { name: 'phk', path: '/api/sdm/pegawai/x/phk', query: 'event=index', sort: 'nama' }, // PHK_PATH
  { name: 'family (keluarga)', path: '/api/sdm/pegawai/x/family', query: '', sort: 'nama' }, // FAMILY_REGISTER_PATH
  { name: 'pendidikan', path: '/api/sdm/pegawai/x/pendidikan', query: '', sort: 'pegawai' }, // PENDIDIKAN_REGISTER_PATH
  { name: 'prestasi', path: '/api/sdm/pegawai/x/prestasi', query: '', sort: 'nama' }, // PRESTASI_REGISTER_PATH
  { name: 'contact (whatsapp)', path: '/api/sdm/pegawai/x/whatsapp', query: '', sort: 'nama' }, // pegawai-options.ts
  { name: 'pgs', path: '/api/sdm/pegawai/x/pgs', query: '', sort: null }, // PGS_PATH
  ...['jabatan', 'pangkat', 'kantor'].map((kind) => ({
    name: `qualification ${kind}`,
    path: `/api/sdm/qualification/${kind}`, // QUALIFICATION_PATHS
    query: 'event=index',
    sort: 'jumlah_pegawai',
  })),
  { name: 'diklat (participants)', path: '/api/sdm/diklat/pegawai', query: 'event=search', sort: null }, // DIKLAT_PEGAWAI_PATH
  { name: 'perawatan (nota)', path: '/api/sdm/perawatan/x/nota', query: 'event=index', sort: null }, // PERAWATAN_NOTA_PATH
  { name: 'outsourcing', path: '/api/sdm/outsourching', query: 'event=index', sort: null }, // OUTSOURCING_PATH
];

// ---- the stage ------------------------------------------------------------------------------------

/**
 * Terminations up to `share` of the employees (not the demo accounts'), dated over the last ten
 * years, each applied: the employee is no longer active (applied_at, deactivated_pegawai). One statement.
 */
export async function seedTerminations(client, share) {
  const {
    rows: [counts],
  } = await client.query(
    'SELECT (SELECT count(*)::int FROM pegawai) AS pegawai, (SELECT count(*)::int FROM pegawai_phk) AS phk',
  );
  const missing = Math.max(0, Math.round(counts.pegawai * share) - counts.phk);
  const started = performance.now();
  await client.query(
    `WITH pick AS (
       SELECT p.id, row_number() OVER (ORDER BY (p.id::bigint * 7919) % 1000003, p.id) AS rn FROM pegawai p
       WHERE p.is_active
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.pegawai_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM pegawai_phk ph WHERE ph.pegawai_id = p.id)
     ), ins AS (
       INSERT INTO pegawai_phk (pegawai_id, type_id, tanggal, nomor_sk, penyelenggara, keterangan, applied_at, deactivated_pegawai)
       SELECT id, 1 + rn % 7, current_date - (1 + (rn * 37) % 3650)::int, 'SK/PHK/BENCH/' || lpad(rn::text, 5, '0'),
              CASE WHEN rn % 2 = 0 THEN 'Direksi' ELSE 'Divisi SDM' END, NULL, now(), true
       FROM pick WHERE rn <= $1
       RETURNING pegawai_id
     )
     UPDATE pegawai SET is_active = false, updated_at = now() WHERE id IN (SELECT pegawai_id FROM ins)`,
    [missing],
  );
  await client.query('ANALYZE pegawai, pegawai_phk');
  return { demo: counts.phk, added: missing, seconds: (performance.now() - started) / 1000 };
}

// ---- one register ---------------------------------------------------------------------------------

/** GET without stopping the bench (api.mjs throws on non-2xx): a failing register is reported, the walk goes on. */
async function probe(baseUrl, token, path) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: reported as text
  }
  return { status: res.status, body };
}

/** Request i of a register's walk: pages 1–5 of the default order, then a sort, then a search. */
function walkOf(register) {
  const base = `${register.path}?${register.query ? `${register.query}&` : ''}per_page=${PER_PAGE}`;
  return (i) => {
    const kind = i % 7;
    if (kind < 5) return `${base}&page=${1 + kind}`;
    if (kind === 5 && register.sort) return `${base}&page=1&sortbydesc=${register.sort}`;
    if (kind === 5) return `${base}&page=2`;
    return `${base}&page=1&search=${SEARCHES[Math.floor(i / 7) % SEARCHES.length]}`;
  };
}

async function benchRegister(baseUrl, token, register, rate, duration) {
  const walk = walkOf(register);
  const first = await probe(baseUrl, token, walk(0));
  if (first.status !== 200) return { failed: `probe ${first.status}: ${JSON.stringify(first.body).slice(0, 200)}` };
  for (let i = 1; i < 7; i += 1) {
    const shape = await probe(baseUrl, token, walk(i));
    if (shape.status !== 200)
      return { failed: `${walk(i)} → ${shape.status}: ${JSON.stringify(shape.body).slice(0, 200)}` };
  }
  const headers = { authorization: `Bearer ${token}` };
  const run = (seconds, offset) =>
    openLoopRequests({ baseUrl, rate, duration: seconds, requestOf: (i) => ({ path: walk(offset + i), headers }) });
  await run(2, 0); // warm-up: JIT, pool, plans, buffers
  const loadBefore = os.loadavg()[0];
  const r = await run(duration, rate * 2);
  return { total: first.body.total, r, loadBefore, loadAfter: os.loadavg()[0] };
}

/**
 * Every register's request shapes, one at a time, six times each before any is measured: a pooled
 * connection plans a statement afresh for its first five runs, so the first register measured would
 * otherwise pay the whole server's cold start (its p50 was seconds, a warm re-run 12 ms).
 */
async function warmUp(baseUrl, token) {
  for (const register of REGISTERS) {
    const walk = walkOf(register);
    for (let i = 0; i < 7 * 6; i += 1) await probe(baseUrl, token, walk(i));
  }
}

// ---- the bench ------------------------------------------------------------------------------------

export async function benchRegisters({ employees = 20_000, rate = 200, duration = 10 } = {}) {
  const { srv, client, stop } = await startPortalServerWithDb({ DEMO_EMPLOYEES: String(employees) });
  try {
    const phk = await seedTerminations(client, PHK_SHARE);
    const {
      rows: [stage],
    } = await client.query(
      `SELECT (SELECT count(*)::int FROM pegawai) AS pegawai, (SELECT count(*)::int FROM pegawai WHERE is_active) AS active`,
    );
    const token = await loginToken(srv.baseUrl, ADMIN.username, ADMIN.password);
    await warmUp(srv.baseUrl, token);
    const results = [];
    for (const register of REGISTERS)
      results.push({ register, ...(await benchRegister(srv.baseUrl, token, register, rate, duration)) });

    const ok = (good) => (good ? 'ok' : 'MISSED');
    console.log(
      `\nEmployee registers (${stage.pegawai} demo employees, ${stage.active} active, ${os.cpus().length} CPUs)`,
    );
    console.log(
      `stage: demo data + ${phk.added} terminations in SQL (${fmt(phk.seconds)} s; ${phk.demo} from the demo) → ` +
        `${phk.demo + phk.added} PHK (${fmt(PHK_SHARE * 100, 0)} %)`,
    );
    console.log(
      `each: pages 1–5, a sort and a search as ${ADMIN.username}, ${PER_PAGE} per page, ${rate} req/s offered for ${duration} s after a 2 s warm-up`,
    );
    console.log(
      'register'.padEnd(24),
      'rows'.padStart(8),
      'p50 / p95 / max ms'.padStart(24),
      ' target',
      '  load 1 min',
    );
    let missed = 0;
    for (const { register, failed, total, r, loadBefore, loadAfter } of results) {
      if (failed) {
        console.log(register.name.padEnd(24), '-'.padStart(8), 'n/a'.padStart(24), ` FAILED: ${failed}`);
        missed += 1;
        continue;
      }
      const good = r.p95 <= TARGET_P95_MS && r.non2xx + r.errors === 0;
      if (!good) missed += 1;
      console.log(
        register.name.padEnd(24),
        String(total).padStart(8),
        `${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.max)}`.padStart(24),
        ` p95 ≤ ${TARGET_P95_MS} ms ${ok(good)}${r.non2xx + r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
        `  ${fmt(loadBefore, 2)} → ${fmt(loadAfter, 2)}`,
      );
    }
    console.log(`${results.length} registers, ${missed} missed or failed`);
    return { stage, phk, results };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchRegisters({
    employees: Number(process.env.REGISTERS_BENCH_EMPLOYEES ?? 20_000),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
}
