// `npm test`: lint and typecheck, then every package's own tests (unit, component, server
// integration on real PostgreSQL), then the browser tests against the production build.
import { runLint, runTypecheck } from './lib/checks.mjs';
import { ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';
import { run } from './lib/run.mjs';
import { PNPM } from './lib/workspace.mjs';

const pnpm = (...args) =>
  run(PNPM[0], [...PNPM.slice(1), ...args], { env: { ...process.env, CI: process.env.CI ?? 'true' } });

await ensureInstalled();
// Static checks first: a type error or a crossed import boundary fails the run before any test.
await runLint();
await runTypecheck();
// One package at a time: the machine has two cores and jest already uses both.
await pnpm('-r', '--workspace-concurrency=1', '--filter', '!@portal/e2e', 'test');
await ensureBuilt();
await pnpm('--filter', '@portal/e2e', 'test');
