// Issue 4 and 12 figures: the employee search and one CV on the production build with 20 000 demo
// employees. (a) Two floors straight through `pg` by 50 concurrent callers: the list's own search
// statement (page 1, 10 rows, with its total) and a plain trigram name search (10 names), against
// GET /api/sdm/pegawai?page=1&per_page=10&search=… at 50 connections: req/s of the API as a share
// of each floor's queries/s (targets ≥ 50 % of the list statement, ≥ 60 % of the plain search).
// (b) An offered 200 req/s (open loop): p95 of the search (target ≤ 15 ms) and of
// GET /api/sdm/pegawai/x/profile/{id} (target ≤ 20 ms). Fragments and ids change on every request,
// so no cache (ours or PostgreSQL's plan for one value) flatters the figures.
//
//   node packages/tooling/bench/pegawai-search-cv.mjs        (after `node packages/server/build.mjs`)
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loginToken } from './captcha.mjs';
import { fmt, openLoopRequests, percentile, throughput } from './load.mjs';
import { embeddedDatabaseUrl, freePort, startPortalServer } from './portal-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const RATE = 200;
const TARGET_RATIO = 0.5;
const TARGET_PLAIN_RATIO = 0.6;
const TARGET_SEARCH_P95 = 15;
const TARGET_CV_P95 = 20;

// The statement listPegawai (packages/server/src/modules/pegawai/pegawai-list.repo.ts) compiles for
// "search without digits, default order" (shape `t--:default`; the fragments are letters): the
// floor runs exactly what the API runs, prepared like the server does (one statement; the search
// itself is the function pegawai_search_rows of migration 0027). pegawai-list.test.ts fails when they differ.
const LIST_SEARCH_SQL = `with "hits" as materialized (select "h"."id", "h"."nama" from pegawai_search_rows($1, false) as "h"), "top" as (select "hits"."id" from "hits" order by "hits"."nama", "hits"."id" limit $2 offset $3), "page" as (select "p"."id", "p"."nama", "p"."npp", "p"."tanggal_lahir", "p"."jenis_kelamin", "p"."photo", "p"."jabatan_id", "p"."kantor_id", "p"."pangkat_id" from "top" as "t" inner join "pegawai" as "p" on "p"."id" = "t"."id") select "p"."id", "p"."nama", "p"."npp", "p"."tanggal_lahir", "p"."jenis_kelamin", "p"."photo", "p"."jabatan_id", "p"."kantor_id", "p"."pangkat_id", "j"."nama" as "jabatan_nama", "k"."nama" as "kantor_nama", "pg"."nama" as "pangkat_nama", "pg"."grade", "pg"."corporate_title", (SELECT count(*)::int FROM hits) as "total" from "page" as "p" left join "jabatan" as "j" on "j"."id" = "p"."jabatan_id" left join "kantor" as "k" on "k"."id" = "p"."kantor_id" left join "pangkat" as "pg" on "pg"."id" = "p"."pangkat_id" order by p.nama, p.id`;

/** Realistic fragments a user types: 4–6 leading letters of first and last names of demo employees. */
async function nameFragments(pool) {
  const { rows } = await pool.query(`
    SELECT DISTINCT lower(left(w, 4 + (length(w) % 3))) AS f
    FROM (SELECT unnest(string_to_array(nama, ' ')) AS w FROM pegawai ORDER BY id LIMIT 4000) s
    WHERE length(w) >= 5 AND w ~ '^[A-Za-z]+$'`);
  return rows.map((r) => r.f);
}

/** The second floor (issue #12): the simplest search there is, ten names by ILIKE, prepared, as PostgreSQL plans it. */
const PLAIN_SEARCH_SQL = 'SELECT id, nama FROM pegawai WHERE nama ILIKE $1 LIMIT 10';

const listStatement = (pattern) => ({ name: 'list_search', text: LIST_SEARCH_SQL, values: [pattern, 10, 0] });
const plainStatement = (pattern) => ({ name: 'plain_search', text: PLAIN_SEARCH_SQL, values: [pattern] });

/** (a) floor: CONNECTIONS callers loop over one statement for DURATION seconds, one round trip each. */
async function floor(pool, fragments, statement = listStatement) {
  const times = [];
  let done = 0;
  const end = performance.now() + DURATION * 1000;
  const caller = async (n) => {
    for (let i = n; performance.now() < end; i += CONNECTIONS) {
      const pattern = `%${fragments[i % fragments.length]}%`;
      const started = performance.now();
      await pool.query(statement(pattern));
      times.push(performance.now() - started);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => caller(n)));
  times.sort((a, b) => a - b);
  return { perSecond: done / ((performance.now() - started) / 1000), p95: percentile(times, 95) };
}

/** An open loop (load.mjs) with a new path per request; network errors count as non-2xx. */
async function openLoopPaths({ baseUrl, pathOf, headers, rate, duration }) {
  const r = await openLoopRequests({
    baseUrl,
    rate,
    duration,
    sockets: CONNECTIONS,
    requestOf: (i) => ({ path: pathOf(i), headers }),
  });
  return { total: r.total, non2xx: r.non2xx + r.errors, p50: r.p50, p95: r.p95 };
}

export async function benchPegawaiSearchCv({ employees = 20_000 } = {}) {
  const pgPort = await freePort();
  const srv = await startPortalServer({ DEMO_EMPLOYEES: String(employees), EMBEDDED_PG_PORT: String(pgPort) });
  const pool = new pg.Pool({
    connectionString: embeddedDatabaseUrl(pgPort),
    max: CONNECTIONS,
  });
  try {
    const fragments = await nameFragments(pool);
    const ids = (await pool.query('SELECT id FROM pegawai ORDER BY id')).rows.map((r) => r.id);
    const token = await loginToken(srv.baseUrl, 'hr', 'Hr#2026');
    const headers = { authorization: `Bearer ${token}` };
    const searchPath = (i) =>
      `/api/sdm/pegawai?page=1&per_page=10&search=${encodeURIComponent(fragments[(i * 7919) % fragments.length])}`;
    const cvPath = (i) => `/api/sdm/pegawai/x/profile/${ids[(i * 7919) % ids.length]}`;

    // Warm-up: JIT, prepared statements on every connection, pool.
    await floor(pool, fragments.slice(0, 50)).catch(() => undefined);
    let next = 0;
    const varied = (pathOf) => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(next++) }) }];
    await throughput({
      url: srv.baseUrl,
      headers,
      connections: CONNECTIONS,
      duration: 2,
      requests: varied(searchPath),
    });

    await floor(pool, fragments.slice(0, 50), plainStatement).catch(() => undefined);
    const db = await floor(pool, fragments);
    const plain = await floor(pool, fragments, plainStatement);
    const api = await throughput({
      url: srv.baseUrl,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: varied(searchPath),
    });
    const search = await openLoopPaths({
      baseUrl: srv.baseUrl,
      pathOf: searchPath,
      headers,
      rate: RATE,
      duration: DURATION,
    });
    const cvProbe = await fetch(`${srv.baseUrl}${cvPath(0)}`, { headers });
    const cv = cvProbe.ok
      ? await openLoopPaths({ baseUrl: srv.baseUrl, pathOf: cvPath, headers, rate: RATE, duration: DURATION })
      : null;

    const ratio = api.requestsPerSecond / db.perSecond;
    const plainRatio = api.requestsPerSecond / plain.perSecond;
    console.log(
      `\nPegawai search and CV (${employees} employees, ${fragments.length} name fragments, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    console.log('figure'.padEnd(58), 'value'.padStart(12), ' target');
    console.log('(a) floor: list search SQL via pg, queries/s'.padEnd(58), fmt(db.perSecond, 0).padStart(12));
    console.log('(a) floor: p95 ms'.padEnd(58), fmt(db.p95).padStart(12));
    console.log(
      '(a) floor 2: plain trigram name search via pg, queries/s'.padEnd(58),
      fmt(plain.perSecond, 0).padStart(12),
    );
    console.log(
      '(a) GET /api/sdm/pegawai?page=1&per_page=10&search=…, req/s'.padEnd(58),
      fmt(api.requestsPerSecond, 0).padStart(12),
      `  non2xx ${api.non2xx}`,
    );
    console.log('(a) API p95 ms (closed loop)'.padEnd(58), fmt(api.p95).padStart(12));
    console.log(
      '(a) API / floor'.padEnd(58),
      `${fmt(ratio * 100, 0)} %`.padStart(12),
      ` ≥ ${TARGET_RATIO * 100} % ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
    );
    console.log(
      '(a) API / floor 2 (plain search)'.padEnd(58),
      `${fmt(plainRatio * 100, 0)} %`.padStart(12),
      ` ≥ ${TARGET_PLAIN_RATIO * 100} % ${plainRatio >= TARGET_PLAIN_RATIO ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `(b) search at ${RATE} req/s offered: p50 / p95 ms`.padEnd(58),
      `${fmt(search.p50)} / ${fmt(search.p95)}`.padStart(12),
      ` p95 ≤ ${TARGET_SEARCH_P95} ms ${search.p95 <= TARGET_SEARCH_P95 ? 'ok' : 'MISSED'}  non2xx ${search.non2xx}`,
    );
    if (cv) {
      console.log(
        `(b) CV x/profile/{id} at ${RATE} req/s: p50 / p95 ms`.padEnd(58),
        `${fmt(cv.p50)} / ${fmt(cv.p95)}`.padStart(12),
        ` p95 ≤ ${TARGET_CV_P95} ms ${cv.p95 <= TARGET_CV_P95 ? 'ok' : 'MISSED'}  non2xx ${cv.non2xx}`,
      );
    } else {
      console.log(
        `(b) CV x/profile/{id}`.padEnd(58),
        'CV endpoint not available'.padStart(12),
        ` (answered ${cvProbe.status})`,
      );
    }
    return { floor: db, plain, api, ratio, plainRatio, search, cv };
  } finally {
    await pool.end();
    await srv.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPegawaiSearchCv();
}
