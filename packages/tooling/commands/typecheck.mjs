// `npm run typecheck`: tsc over every package of the workspace. `npm test` runs it first.
import { ensureInstalled } from './lib/ensure-ready.mjs';
import { runTypecheck } from './lib/checks.mjs';

await ensureInstalled();
await runTypecheck();
