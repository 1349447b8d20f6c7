// `npm run lint`: ESLint over the whole workspace (type-aware rules, React hooks, accessibility and
// the import boundaries of docs/code-map.md). `npm test` runs it first.
import { ensureInstalled } from './lib/ensure-ready.mjs';
import { runLint } from './lib/checks.mjs';

await ensureInstalled();
await runLint();
