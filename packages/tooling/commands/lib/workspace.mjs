// Facts about the workspace that every command needs. Only Node built-ins here: `npm start` runs
// these before any dependency is installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PNPM = ['npx', '-y', 'pnpm@10.34.8'];
export const REMOTES = ['mf-pegawai', 'mf-absen', 'mf-sppd', 'mf-kpi', 'mf-gaji', 'mf-message', 'mf-ai'];
export const FRONT_ENDS = ['shell', ...REMOTES];
/** Folders whose sources make up the production build. */
export const BUILD_INPUTS = [...FRONT_ENDS, 'packages/domain', 'packages/api-client', 'packages/design-system', 'packages/server', 'packages/tooling/federation'];
/** What a production build leaves behind; all must exist for a build to count as done. */
export const BUILD_OUTPUTS = [...FRONT_ENDS.map((f) => `${f}/dist/index.html`), ...REMOTES.map((r) => `${r}/dist/mf-manifest.json`), 'packages/server/dist/main.mjs'];
