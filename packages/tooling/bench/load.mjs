// HTTP load with autocannon. Throughput: closed loop at N connections. Latency: an offered rate
// spread over the connections (autocannon's overallRate), with p50/p95 computed from every response
// time, since autocannon's own summary has no p95.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function fire(opts) {
  const times = [];
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        non2xx: non2xx,
        errors: result.errors + result.timeouts,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
}

export const throughput = ({ url, connections = 50, duration = 10, ...rest }) =>
  fire({ url, connections, duration, ...rest });
export const latencyAtRate = ({ url, rate, connections = 50, duration = 10, ...rest }) =>
  fire({ url, connections, duration, overallRate: rate, ...rest });

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * True open loop: requests leave at evenly spaced times whatever the answers do (up to `sockets`
 * keep-alive connections), and each latency is counted from the time the request was due, so a
 * stalled server is not hidden by a stalled generator (no coordinated omission). Request `i` is
 * `requestOf(i)`: { path, headers, method = 'GET', body }. Network errors are counted apart from
 * non-2xx answers.
 */
export async function openLoopRequests({ baseUrl, rate, duration = 10, sockets = 50, requestOf }) {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const target = new URL(baseUrl);
  const total = Math.round(rate * duration);
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const send = (due, { path, headers = {}, method = 'GET', body }) =>
    new Promise((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - due);
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(due, requestOf(i)));
  }
  await Promise.all(pending);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    total,
    non2xx,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.length > 0 ? times[times.length - 1] : NaN,
    requestsPerSecond: total / ((performance.now() - started) / 1000),
  };
}

/** openLoopRequests with one fixed GET `url`. */
export function openLoop({ url, rate, duration = 10, headers = {}, sockets = 50 }) {
  const target = new URL(url);
  const request = { path: target.pathname + target.search, headers };
  return openLoopRequests({ baseUrl: url, rate, duration, sockets, requestOf: () => request });
}
