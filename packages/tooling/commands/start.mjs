// `npm start`: install when needed, build when sources changed, then run the portal (API + front end)
// on one port with an embedded PostgreSQL unless DATABASE_URL is set.
import { ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';
import { startChild } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`Portal SDM membutuhkan Node 20.19 atau lebih baru (terpasang ${process.version}).`);
  process.exit(1);
}

await ensureInstalled();
await ensureBuilt();
// A crashed server is started again (with a pause that grows); see lib/supervise.mjs.
const server = supervise({ start: () => startChild(process.execPath, ['packages/server/dist/main.mjs']) });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.stop(signal)); // the server stops its own PostgreSQL in order
process.exit(await server.done);
