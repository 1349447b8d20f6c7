// `pnpm dev`: the API (tsx watch), the shell and every remote on webpack dev servers with reload.
// The server's remotes.json is pointed at the dev servers so the shell loads live remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PORTS } from '../federation/dev-ports.mjs';
import { ensureInstalled } from './lib/ensure-ready.mjs';
import { startChild } from './lib/run.mjs';
import { PNPM, REMOTES } from './lib/workspace.mjs';

await ensureInstalled();
const remotesJson = path.join(os.tmpdir(), 'portal-sdm-dev-remotes.json');
fs.writeFileSync(
  remotesJson,
  JSON.stringify(
    Object.fromEntries(REMOTES.map((r) => [r.replace('-', '_'), `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`])),
    null,
    2,
  ),
);

const pnpm = (...args) =>
  startChild(PNPM[0], [...PNPM.slice(1), ...args], { env: { ...process.env, REMOTES_JSON: remotesJson } });
const children = [
  pnpm('--filter', '@portal/server', 'dev'),
  ...Object.keys(DEV_PORTS).map((app) => pnpm('--filter', app, 'dev')),
];
console.log(`Portal SDM (dev): http://localhost:${DEV_PORTS.shell} — API di http://localhost:8080/api`);
// webpack-cli treats the first signal as "shut down gracefully" and can linger on open sockets:
// ask every group nicely, then make sure nothing outlives this command.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    children.forEach((c) => c.stopGroup(signal));
    setTimeout(() => {
      children.forEach((c) => c.stopGroup('SIGKILL'));
      process.exit(0);
    }, 3000).unref();
  });
}
