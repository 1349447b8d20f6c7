// Issue 4 figures: the employee search and one CV on the production build with 20 000 demo
// employees. (a) The floor: the list's own search query (page 1, 10 rows, with its total) straight
// through `pg` by 50 concurrent callers, against GET /api/sdm/pegawai?page=1&per_page=10&search=…
// at 50 connections: req/s of the API as a share of the floor's queries/s (target ≥ 50 %).
// (b) An offered 200 req/s (open loop): p95 of the search (target ≤ 15 ms) and of
// GET /api/sdm/pegawai/x/profile/{id} (target ≤ 20 ms). Fragments and ids change on every request,
// so no cache (ours or PostgreSQL's plan for one value) flatters the figures.
//
//   node packages/tooling/bench/pegawai-search-cv.mjs        (after `node packages/server/build.mjs`)
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loginToken } from './captcha.mjs';
import { fmt, throughput } from './load.mjs';
import { freePort, startPortalServer } from './portal-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const RATE = 200;
const TARGET_RATIO = 0.5;
const TARGET_SEARCH_P95 = 15;
const TARGET_CV_P95 = 20;

// The statement listPegawai (packages/server/src/modules/pegawai/pegawai-list.repo.ts) compiles for
// "search without digits, default order" (shape `t--:default`; the fragments are letters): the
// floor runs exactly what the API runs, prepared like the server does. Keep the two in step.
const LIST_SEARCH_SQL = `with "hits" as materialized (select "p"."id" from "pegawai" as "p" where ("p"."nama" ilike $1 or p.jabatan_id = any(array(SELECT j.id FROM jabatan j WHERE j.nama ILIKE $2)) or p.kantor_id = any(array(SELECT k.id FROM kantor k WHERE k.nama ILIKE $3)))), "page" as (select "p"."id", "p"."nama", "p"."npp", "p"."tanggal_lahir", "p"."jenis_kelamin", "p"."photo", "p"."jabatan_id", "p"."kantor_id", "p"."pangkat_id" from "pegawai" as "p" where p.id IN (SELECT id FROM hits) order by p.nama, p.id limit $4 offset $5) select "p"."id", "p"."nama", "p"."npp", "p"."tanggal_lahir", "p"."jenis_kelamin", "p"."photo", "p"."jabatan_id", "p"."kantor_id", "p"."pangkat_id", "j"."nama" as "jabatan_nama", "k"."nama" as "kantor_nama", "pg"."nama" as "pangkat_nama", "pg"."grade", "pg"."corporate_title", (SELECT count(*)::int FROM hits) as "total" from "page" as "p" left join "jabatan" as "j" on "j"."id" = "p"."jabatan_id" left join "kantor" as "k" on "k"."id" = "p"."kantor_id" left join "pangkat" as "pg" on "pg"."id" = "p"."pangkat_id" order by p.nama, p.id`;

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Realistic fragments a user types: 4–6 leading letters of first and last names of demo employees. */
async function nameFragments(pool) {
  const { rows } = await pool.query(`
    SELECT DISTINCT lower(left(w, 4 + (length(w) % 3))) AS f
    FROM (SELECT unnest(string_to_array(nama, ' ')) AS w FROM pegawai ORDER BY id LIMIT 4000) s
    WHERE length(w) >= 5 AND w ~ '^[A-Za-z]+$'`);
  return rows.map((r) => r.f);
}

/** (a) floor: CONNECTIONS callers loop over the list statement for DURATION seconds. */
async function floor(pool, fragments) {
  const times = [];
  let done = 0;
  const end = performance.now() + DURATION * 1000;
  const caller = async (n) => {
    for (let i = n; performance.now() < end; i += CONNECTIONS) {
      const pattern = `%${fragments[i % fragments.length]}%`;
      const started = performance.now();
      // As the repository runs it: in a transaction with SET LOCAL enable_seqscan = off.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        await client.query({ name: 'list_search', text: LIST_SEARCH_SQL, values: [pattern, pattern, pattern, 10, 0] });
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      times.push(performance.now() - started);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => caller(n)));
  times.sort((a, b) => a - b);
  return { perSecond: done / ((performance.now() - started) / 1000), p95: percentile(times, 95) };
}

/**
 * Open loop like load.mjs's openLoop (evenly spaced sends, latency from the due time, so a stalled
 * server is not hidden), but with a new path per request: openLoop takes one fixed URL.
 */
async function openLoopPaths({ baseUrl, pathOf, headers, rate, duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(baseUrl);
  const total = Math.round(rate * duration);
  const times = [];
  let non2xx = 0;
  const send = (due, path) => new Promise((resolve) => {
    const req = http.request({ host: target.hostname, port: target.port, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        times.push(performance.now() - due);
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
        resolve();
      });
    });
    req.on('error', () => { non2xx += 1; resolve(); });
    req.end();
  });
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(due, pathOf(i)));
  }
  await Promise.all(pending);
  agent.destroy();
  times.sort((a, b) => a - b);
  return { total, non2xx, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchPegawaiSearchCv({ employees = 20_000 } = {}) {
  const pgPort = await freePort();
  const srv = await startPortalServer({ DEMO_EMPLOYEES: String(employees), EMBEDDED_PG_PORT: String(pgPort) });
  const pool = new pg.Pool({ connectionString: `postgres://postgres:portal-embedded@127.0.0.1:${pgPort}/portal`, max: CONNECTIONS });
  try {
    const fragments = await nameFragments(pool);
    const ids = (await pool.query('SELECT id FROM pegawai ORDER BY id')).rows.map((r) => r.id);
    const token = await loginToken(srv.baseUrl, 'hr', 'Hr#2026');
    const headers = { authorization: `Bearer ${token}` };
    const searchPath = (i) => `/api/sdm/pegawai?page=1&per_page=10&search=${encodeURIComponent(fragments[(i * 7919) % fragments.length])}`;
    const cvPath = (i) => `/api/sdm/pegawai/x/profile/${ids[(i * 7919) % ids.length]}`;

    // Warm-up: JIT, prepared statements on every connection, pool.
    await floor(pool, fragments.slice(0, 50)).catch(() => undefined);
    let next = 0;
    const varied = (pathOf) => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(next++) }) }];
    await throughput({ url: srv.baseUrl, headers, connections: CONNECTIONS, duration: 2, requests: varied(searchPath) });

    const db = await floor(pool, fragments);
    const api = await throughput({ url: srv.baseUrl, headers, connections: CONNECTIONS, duration: DURATION, requests: varied(searchPath) });
    const search = await openLoopPaths({ baseUrl: srv.baseUrl, pathOf: searchPath, headers, rate: RATE, duration: DURATION });
    const cvProbe = await fetch(`${srv.baseUrl}${cvPath(0)}`, { headers });
    const cv = cvProbe.ok ? await openLoopPaths({ baseUrl: srv.baseUrl, pathOf: cvPath, headers, rate: RATE, duration: DURATION }) : null;

    const ratio = api.requestsPerSecond / db.perSecond;
    console.log(`\nPegawai search and CV (${employees} employees, ${fragments.length} name fragments, ${CONNECTIONS} connections, ${DURATION} s each)`);
    console.log('figure'.padEnd(58), 'value'.padStart(12), ' target');
    console.log('(a) floor: list search SQL via pg, queries/s'.padEnd(58), fmt(db.perSecond, 0).padStart(12));
    console.log('(a) floor: p95 ms'.padEnd(58), fmt(db.p95).padStart(12));
    console.log('(a) GET /api/sdm/pegawai?page=1&per_page=10&search=…, req/s'.padEnd(58), fmt(api.requestsPerSecond, 0).padStart(12), `  non2xx ${api.non2xx}`);
    console.log('(a) API p95 ms (closed loop)'.padEnd(58), fmt(api.p95).padStart(12));
    console.log('(a) API / floor'.padEnd(58), `${fmt(ratio * 100, 0)} %`.padStart(12), ` ≥ ${TARGET_RATIO * 100} % ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`);
    console.log(`(b) search at ${RATE} req/s offered: p50 / p95 ms`.padEnd(58), `${fmt(search.p50)} / ${fmt(search.p95)}`.padStart(12), ` p95 ≤ ${TARGET_SEARCH_P95} ms ${search.p95 <= TARGET_SEARCH_P95 ? 'ok' : 'MISSED'}  non2xx ${search.non2xx}`);
    if (cv) {
      console.log(`(b) CV x/profile/{id} at ${RATE} req/s: p50 / p95 ms`.padEnd(58), `${fmt(cv.p50)} / ${fmt(cv.p95)}`.padStart(12), ` p95 ≤ ${TARGET_CV_P95} ms ${cv.p95 <= TARGET_CV_P95 ? 'ok' : 'MISSED'}  non2xx ${cv.non2xx}`);
    } else {
      console.log(`(b) CV x/profile/{id}`.padEnd(58), 'CV endpoint not available'.padStart(12), ` (answered ${cvProbe.status})`);
    }
    return { floor: db, api, ratio, search, cv };
  } finally {
    await pool.end();
    await srv.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPegawaiSearchCv();
}
