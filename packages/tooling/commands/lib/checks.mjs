// The static checks `npm test` runs before any test: a failure in either stops the run.
import path from 'node:path';
import { run } from './run.mjs';
import { PNPM, ROOT } from './workspace.mjs';
import { currentState, readRecord, versionProblems } from '../../versions/versions.mjs';

export async function runLint() {
  console.log('▶ Lint (ESLint + batas impor)…');
  const eslint = path.join(ROOT, 'node_modules', '.bin', 'eslint');
  await run(eslint, ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']);
  // One layout for every file (.prettierrc.json); `npx prettier --write .` mends what this finds.
  console.log('▶ Format (Prettier --check)…');
  const prettier = path.join(ROOT, 'node_modules', '.bin', 'prettier');
  await run(prettier, ['--check', '--log-level=warn', '--cache', '.']);
  runVersionCheck();
}

/** A shared package that changed must move its version (docs/releasing-a-remote.md). */
export function runVersionCheck() {
  console.log('▶ Versi paket bersama…');
  const problems = versionProblems(currentState(), readRecord());
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    throw new Error('versi paket bersama tidak sesuai dengan isinya');
  }
}

export async function runTypecheck() {
  console.log('▶ Pemeriksaan tipe (tsc, setiap paket)…');
  await run(PNPM[0], [...PNPM.slice(1), '-r', '--workspace-concurrency=2', 'typecheck']);
}
