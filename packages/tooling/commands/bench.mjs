// `npm run bench`: prints figures, never fails on a slow number. Bundle sizes from the production
// build; API throughput/latency against the production server on an embedded PostgreSQL with the
// default demo data; then the 20 000-employee export on a server of its own.
import { ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';

await ensureInstalled();
await ensureBuilt();
const { measureBundles, printBundles } = await import('../bench/measure-bundles.mjs');
const { startPortalServer } = await import('../bench/portal-server.mjs');
const { benchFoundationApi } = await import('../bench/api-foundation.mjs');
const { measurePageWeight, printPageWeight } = await import('../bench/page-weight.mjs');
const { benchSoak } = await import('../bench/soak.mjs');
const { benchExport } = await import('../bench/export-20k.mjs');
const { benchPegawaiSearchCv } = await import('../bench/pegawai-search-cv.mjs');
const { benchAbsenCheckin } = await import('../bench/absen-checkin.mjs');
const { benchAbsenReport } = await import('../bench/absen-report.mjs');
const { benchGaji } = await import('../bench/gaji.mjs');
const { benchSppd } = await import('../bench/sppd.mjs');
const { benchMailbox } = await import('../bench/mailbox.mjs');
const { benchKpiWla } = await import('../bench/kpi-wla.mjs');
const { benchAi } = await import('../bench/ai.mjs');
const { benchDashboard } = await import('../bench/dashboard.mjs');
const { benchTask } = await import('../bench/task.mjs');
const { benchBroadcast } = await import('../bench/broadcast.mjs');
const { benchRegisters } = await import('../bench/registers.mjs');

printBundles(await measureBundles());
const server = await startPortalServer();
try {
  printPageWeight(await measurePageWeight(server.baseUrl));
  await benchFoundationApi(server.baseUrl);
  await benchSoak(server.baseUrl, server.pid);
} finally {
  await server.stop();
}
await benchExport();
await benchPegawaiSearchCv();
await benchAbsenCheckin();
await benchAbsenReport();
await benchGaji();
await benchSppd();
await benchMailbox();
await benchKpiWla();
await benchAi();
await benchDashboard();
await benchTask();
await benchBroadcast();
await benchRegisters();
