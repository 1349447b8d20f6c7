// Issue 14's soak figure: 200 connections of mixed authenticated reads for SOAK_SECONDS (default
// 180), against the production server; requests, errors (must be 0), p95/p99 and the server's
// resident memory at start and end (from /proc).
import fs from 'node:fs';
import { loginToken } from './captcha.mjs';
import { fmt, throughput } from './load.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);

function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return NaN;
  }
}

export async function benchSoak(baseUrl, serverPid) {
  const token = await loginToken(baseUrl, 'admin', 'Admin#2026');
  const headers = { authorization: `Bearer ${token}` };
  const paths = [
    '/api/check',
    '/api/general/kantor?page=1&per_page=10',
    '/api/sdm/pegawai?page=1&per_page=10&search=an',
    '/api/sdm/pegawai/x/izin?page=1&per_page=10',
    '/api/sdm/pegawai/x/absen?page=1&per_page=10',
  ];
  const rssStart = rssMb(serverPid);
  const result = await throughput({
    url: baseUrl,
    connections: 200,
    duration: SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const rssEnd = rssMb(serverPid);
  console.log(`\nSoak (${SECONDS} s, 200 connections, mixed reads: ${paths.length} endpoints)`);
  console.log(
    `requests ${result.total} (${fmt(result.requestsPerSecond, 0)}/s), errors ${result.errors}, non-2xx ${result.non2xx}  [target: 0 errors]`,
  );
  console.log(`latency p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms; server RSS ${rssStart} MB → ${rssEnd} MB`);
  return { ...result, rssStart, rssEnd };
}
