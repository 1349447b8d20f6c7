// Monthly attendance report (issue 5, ADR 0017): the production server with 20 000 demo employees
// and a year of generated attendance (absen-year-data.mjs), then
// GET /api/sdm/pegawai/x/absen/x/report for last month
//   - one office of about 500 employees, every employee on one page (target ≤ 200 ms)
//   - all 20 000 employees: the summary over everyone plus the first page (target ≤ 3 s)
// Several runs each after a warm-up; prints median and p95. The caller is an attendance admin
// (roles 10, 59) created in SQL with a token signed by the JWT_SECRET given to the server.
//
//   node packages/tooling/bench/absen-report.mjs        (after `node packages/server/build.mjs`)
import { pathToFileURL } from 'node:url';
import { signAccessToken, withAbsenStage } from './absen-stage.mjs';
import { fmt } from './load.mjs';

const TARGET_OFFICE_MS = 200;
const TARGET_ALL_MS = 3000;

async function benchAdmin(client, secret) {
  const {
    rows: [u],
  } = await client.query("INSERT INTO users (name, password_hash) VALUES ('bench-absen-report', '!') RETURNING id");
  await client.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, 10), ($1, 59)', [u.id]);
  const {
    rows: [s],
  } = await client.query(
    "INSERT INTO user_sessions (id, user_id, expires_at) VALUES (gen_random_uuid(), $1, now() + interval '1 day') RETURNING id",
    [u.id],
  );
  return { authorization: `Bearer ${signAccessToken(secret, { userId: u.id, sessionId: s.id, roles: [10, 59] })}` };
}

/**
 * An office of `size` active employees: the demo generator's largest office (about 100 at 20 000
 * employees), topped up with employees moved in from other offices. Their attendance rows keep
 * their old office; the report filters on the employee's office (pegawai.kantor_id).
 */
async function officeOf(client, size) {
  const {
    rows: [k],
  } = await client.query(
    'SELECT kantor_id, count(*)::int AS n FROM pegawai WHERE is_active AND kantor_id IS NOT NULL GROUP BY kantor_id ORDER BY count(*) DESC, kantor_id LIMIT 1',
  );
  if (k.n < size) {
    await client.query(
      'UPDATE pegawai SET kantor_id = $1 WHERE id IN (SELECT id FROM pegawai WHERE is_active AND kantor_id <> $1 ORDER BY id LIMIT $2)',
      [k.kantor_id, size - k.n],
    );
    await client.query('ANALYZE pegawai');
  }
  const {
    rows: [c],
  } = await client.query('SELECT count(*)::int AS n FROM pegawai WHERE is_active AND kantor_id = $1', [k.kantor_id]);
  return { id: k.kantor_id, employees: c.n };
}

async function timeRuns(url, headers, runs) {
  const times = [];
  let body;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    body = await res.json();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { median: pct(50), p95: pct(95), body };
}

export async function benchAbsenReport({ employees = 20_000, days = 365, runs = 9, officeSize = 500 } = {}) {
  return withAbsenStage({ employees, days }, async ({ srv, client, secret, year }) => {
    const headers = await benchAdmin(client, secret);
    const office = await officeOf(client, officeSize);
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const month = `tahun=${last.getUTCFullYear()}&bulan=${last.getUTCMonth() + 1}`;
    const base = `${srv.baseUrl}/api/sdm/pegawai/x/absen/x/report?${month}`;
    const officeUrl = `${base}&kantor_id=${office.id}&per_page=500`;
    const allUrl = `${base}&per_page=100`;

    await timeRuns(officeUrl, headers, 2); // warm-up: JIT, plans, buffers
    const one = await timeRuns(officeUrl, headers, runs);
    await timeRuns(allUrl, headers, 1);
    const all = await timeRuns(allUrl, headers, runs);

    console.log(
      `\nAbsen monthly report (GET …/x/absen/x/report, ${month}; ${employees} employees, ${year.rows.toLocaleString('en')} attendance rows generated in ${fmt(year.seconds)} s; ${runs} runs)`,
    );
    console.log('figure'.padEnd(52), 'median'.padStart(10), 'p95'.padStart(10), ' target');
    console.log(
      `one office (${office.employees} employees, all rows with rincian)`.padEnd(52),
      `${fmt(one.median)} ms`.padStart(10),
      `${fmt(one.p95)} ms`.padStart(10),
      ` ≤ ${TARGET_OFFICE_MS} ms ${one.p95 <= TARGET_OFFICE_MS ? 'ok' : 'MISSED'}  (hadir ${one.body.summary.hadir}, alpa ${one.body.summary.alpa})`,
    );
    console.log(
      `all ${all.body.summary.pegawai} employees (summary + first 100 with rincian)`.padEnd(52),
      `${fmt(all.median)} ms`.padStart(10),
      `${fmt(all.p95)} ms`.padStart(10),
      ` ≤ ${TARGET_ALL_MS} ms ${all.p95 <= TARGET_ALL_MS ? 'ok' : 'MISSED'}  (hari kerja per employee ${all.body.data[0]?.totals.hari_kerja})`,
    );
    return { office: one, all, year };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAbsenReport({
    employees: Number(process.env.ABSEN_BENCH_EMPLOYEES ?? 20_000),
    days: Number(process.env.ABSEN_BENCH_DAYS ?? 365),
  });
}
