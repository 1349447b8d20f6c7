// HTTP load with autocannon. Throughput: closed loop at N connections. Latency: an offered rate
// spread over the connections (autocannon's overallRate), with p50/p95 computed from every response
// time, since autocannon's own summary has no p95.
import autocannon from 'autocannon';

function percentile(sorted, p) {
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
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
}

export const throughput = ({ url, connections = 50, duration = 10, ...rest }) => fire({ url, connections, duration, ...rest });
export const latencyAtRate = ({ url, rate, connections = 50, duration = 10, ...rest }) =>
  fire({ url, connections, duration, overallRate: rate, ...rest });

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
