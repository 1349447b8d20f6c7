// `npm run bench`: prints figures, never fails on a slow number. Bundle sizes from the production
// build, then API throughput/latency against the production server on an embedded PostgreSQL.
import { ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';

await ensureInstalled();
await ensureBuilt();
const { measureBundles } = await import('../bench/measure-bundles.mjs');
await measureBundles();
const { startPortalServer } = await import('../bench/portal-server.mjs');
const { benchFoundationApi } = await import('../bench/api-foundation.mjs');
const server = await startPortalServer();
try {
  await benchFoundationApi(server.baseUrl);
} finally {
  await server.stop();
}
