// Facts about the workspace that every command needs. Only Node built-ins here: `npm start` runs
// these before any dependency is installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PNPM = ['npx', '-y', 'pnpm@10.34.8'];
export const REMOTES = ['mf-pegawai', 'mf-absen', 'mf-sppd', 'mf-kpi', 'mf-gaji', 'mf-message', 'mf-ai'];
export const FRONT_ENDS = ['shell', ...REMOTES];
/** What `npm start` builds, each on its own: the front ends and the server. */
export const BUILD_TARGETS = [...FRONT_ENDS, 'packages/server'];
/** Build configuration every front end shares: a change here rebuilds all of them. */
export const FRONT_END_BUILD_CONFIG = ['packages/tooling/federation'];
