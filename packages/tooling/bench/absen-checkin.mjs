// Check-in throughput and latency (issue 5): the production server with 20 000 demo employees and a
// year of generated attendance (absen-year-data.mjs, ~10 M rows), then POST /api/absen by many
// distinct employees at their own office's coordinates:
//   - throughput: closed loop, 50 connections (target ≥ 800 check-ins/s)
//   - latency: open loop at an offered 300 check-ins/s (target p95 ≤ 25 ms)
// Tokens: the demo accounts' passwords are known for 5 users only, so the bench creates a user for
// each of N employees in SQL and signs their access tokens (HS256, as the server does) with the
// JWT_SECRET it gives the server, with a live user_sessions row each. Request i goes to employee
// i mod 7800, masuk on the first pass and pulang on the second; beyond two passes a request is a
// duplicate within the minute (answered 200 without an insert), so the figures print how many rows
// were really inserted ("rows today").
//
//   node packages/tooling/bench/absen-checkin.mjs        (after `node packages/server/build.mjs`)
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { signAccessToken, withAbsenStage } from './absen-stage.mjs';
import { fmt, openLoopRequests } from './load.mjs';

const TARGET_RPS = 800;
const TARGET_P95_MS = 25;

/** An access token the server accepts: HS256 over { sub, sid, roles, jabatan_id, iat, exp }. */
/** Users (role 10) for `count` active employees of allowed attendance offices, with their office coordinates. */
async function benchEmployees(client, secret, count) {
  const { rows } = await client.query(
    `WITH picked AS (
       SELECT p.id, p.jabatan_id, k.latitude, k.longitude FROM pegawai p JOIN kantor k ON k.id = p.kantor_id
        WHERE p.is_active AND k.is_kantor_absen AND k.is_allow_absence AND k.latitude IS NOT NULL AND k.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.pegawai_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM absen_exclude_pegawai e WHERE e.pegawai_id = p.id)
        ORDER BY p.id LIMIT $1
     ), u AS (
       INSERT INTO users (name, pegawai_id, password_hash) SELECT 'bench' || id, id, '!' FROM picked RETURNING id, pegawai_id
     ), r AS (INSERT INTO user_roles (user_id, role_id) SELECT id, 10 FROM u
     ), s AS (
       -- The token's sid must be a live session: unknown sessions count as revoked (fail closed).
       INSERT INTO user_sessions (id, user_id, expires_at) SELECT gen_random_uuid(), id, now() + interval '1 day' FROM u RETURNING id, user_id
     )
     SELECT u.id AS user_id, s.id AS session_id, picked.jabatan_id, picked.latitude, picked.longitude
       FROM u JOIN picked ON picked.id = u.pegawai_id JOIN s ON s.user_id = u.id`,
    [count],
  );
  return rows.map((r) => ({
    headers: {
      authorization: `Bearer ${signAccessToken(secret, { userId: r.user_id, sessionId: r.session_id, roles: [10], jabatanId: r.jabatan_id })}`,
      'content-type': 'application/json',
    },
    position: { latitude: r.latitude + 0.0002, longitude: r.longitude, accuracy: 12 },
  }));
}

/** Request i → employee i (mod the pool), masuk on the first round and pulang on the second. */
function checkRequest(employees, i) {
  const e = employees[i % employees.length];
  const jenis = Math.floor(i / employees.length) % 2 === 0 ? 'masuk' : 'pulang';
  const body = JSON.stringify({ jenis, ...e.position, mocked: false });
  // A fresh headers object per request: autocannon writes its content-length into the object it is given.
  return { headers: { ...e.headers }, body };
}

function throughput(url, employees, { connections = 50, duration = 10 } = {}) {
  let next = 0;
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, ...checkRequest(employees, next++) }) }],
      },
      (err, result) =>
        err
          ? reject(err)
          : resolve({
              rps: result.requests.average,
              total: result.requests.total,
              non2xx,
              errors: result.errors + result.timeouts,
            }),
    );
    instance.on('response', (_c, status) => {
      if (status < 200 || status >= 300) non2xx += 1;
    });
  });
}

/** An open loop (load.mjs) of check-in POSTs; latency counts from the due time, network errors as non-2xx. */
async function openLoopChecks(url, employees, { rate, duration = 10, sockets = 50, offset = 0 }) {
  const path = new URL(url).pathname;
  const r = await openLoopRequests({
    baseUrl: url,
    rate,
    duration,
    sockets,
    requestOf: (i) => {
      const { headers, body } = checkRequest(employees, offset + i);
      headers['content-length'] = String(Buffer.byteLength(body));
      return { path, method: 'POST', headers, body };
    },
  });
  return { total: r.total, non2xx: r.non2xx + r.errors, p50: r.p50, p95: r.p95 };
}

export async function benchAbsenCheckin({ employees = 20_000, days = 365, pool = 8000 } = {}) {
  return withAbsenStage({ employees, days }, async ({ srv, client, secret, year }) => {
    const people = await benchEmployees(client, secret, pool);
    const url = `${srv.baseUrl}/api/absen`;

    // One check first: a bench of refusals would measure nothing.
    const probe = await fetch(url, { method: 'POST', ...checkRequest(people.slice(-1), 0) });
    if (probe.status !== 200) throw new Error(`check-in probe: ${probe.status} ${await probe.text()}`);
    // Warm-up (connection pools, JIT) on a separate slice of the pool.
    await openLoopChecks(url, people.slice(-200, -1), { rate: 100, duration: 2 });
    const closed = await throughput(url, people.slice(0, pool - 200));
    const {
      rows: [{ n }],
    } = await client.query(
      "SELECT count(*)::int AS n FROM absen WHERE tanggal = (now() AT TIME ZONE 'Asia/Jakarta')::date",
    );
    // Open loop on employees the closed loop did not reach yet in this kind (pulang for the rest).
    const open = await openLoopChecks(url, people.slice(0, pool - 200), {
      rate: 300,
      duration: 10,
      offset: closed.total,
    });

    console.log(
      `\nAbsen check-in (POST /api/absen; ${employees} employees, ${year.rows.toLocaleString('en')} generated attendance rows in ${fmt(year.seconds)} s, ${people.length} signed-in employees)`,
    );
    console.log('figure'.padEnd(44), 'value'.padStart(12), ' target');
    console.log(
      'throughput, 50 connections'.padEnd(44),
      `${fmt(closed.rps, 0)}/s`.padStart(12),
      ` ≥ ${TARGET_RPS}/s ${closed.rps >= TARGET_RPS ? 'ok' : 'MISSED'}  (${closed.total} requests, ${closed.non2xx} non-2xx, ${closed.errors} errors; rows today: ${n})`,
    );
    console.log('p50 at 300/s offered (open loop)'.padEnd(44), `${fmt(open.p50)} ms`.padStart(12));
    console.log(
      'p95 at 300/s offered (open loop)'.padEnd(44),
      `${fmt(open.p95)} ms`.padStart(12),
      ` ≤ ${TARGET_P95_MS} ms ${open.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'}  (${open.total} requests, ${open.non2xx} non-2xx)`,
    );
    return { closed, open, year };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const days = Number(process.env.ABSEN_BENCH_DAYS ?? 365);
  const employees = Number(process.env.ABSEN_BENCH_EMPLOYEES ?? 20_000);
  await benchAbsenCheckin({ employees, days });
}
