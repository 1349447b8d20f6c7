// Issue 2 figures: login and an authenticated GET /api/general/kantor — throughput at 50 connections
// (closed loop) and p50/p95 at an offered 300 requests/s (open loop, evenly spaced; login: autocannon's
// overallRate, since every login needs its own captcha in the request).
import { fmt, latencyAtRate, openLoop, throughput } from './load.mjs';
import { loginToken, solvedCaptchas } from './captcha.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchFoundationApi(baseUrl) {
  const rows = [];
  const token = await loginToken(baseUrl, 'admin', 'Admin#2026');
  const kantor = {
    url: `${baseUrl}/api/general/kantor?page=1&per_page=10`,
    headers: { authorization: `Bearer ${token}` },
  };
  await throughput({ ...kantor, duration: 2 }); // warm-up: JIT, prepared statements, pool
  const kThroughput = await throughput({ ...kantor, duration: DURATION });
  const kLatency = await openLoop({ ...kantor, rate: 300, duration: DURATION });
  rows.push(['GET /api/general/kantor (authenticated)', kThroughput, kLatency]);

  // Every login needs its own solved captcha; argon2id makes login deliberately slow, so a few
  // hundred are enough for a throughput figure.
  const loginCount = Number(process.env.BENCH_LOGINS ?? 600);
  const captchas = await solvedCaptchas(baseUrl, loginCount);
  const body = JSON.stringify({ username: 'pegawai', password: 'Pegawai#2026' });
  let next = 0;
  const login = {
    url: `${baseUrl}/api/login`,
    method: 'POST',
    amount: Math.floor(loginCount / 2),
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', captcha: captchas[next++ % captchas.length] },
        }),
      },
    ],
  };
  const lThroughput = await throughput({ ...login, duration: undefined });
  const lLatency = await latencyAtRate({ ...login, rate: 300, duration: undefined });
  rows.push(['POST /api/login (argon2id + captcha)', lThroughput, lLatency]);

  console.log('\nAPI (50 connections closed loop; latency at an offered 300 req/s)');
  console.log(
    'endpoint'.padEnd(42),
    'req/s'.padStart(8),
    'non2xx'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    ' target',
  );
  for (const [name, t, l] of rows) {
    const target = name.startsWith('GET') ? '≥ 2000 req/s, p95 ≤ 10 ms' : '(figure only)';
    console.log(
      name.padEnd(42),
      fmt(t.requestsPerSecond, 0).padStart(8),
      String(t.non2xx + l.non2xx).padStart(7),
      fmt(l.p50).padStart(8),
      fmt(l.p95).padStart(8),
      ' ' + target,
    );
  }
  return rows;
}
