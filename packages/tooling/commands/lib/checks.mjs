// The static checks `npm test` runs before any test: a failure in either stops the run.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { FRONT_ENDS, PNPM, ROOT } from './workspace.mjs';
import { currentState, readRecord, versionProblems } from '../../versions/versions.mjs';

/**
 * What ESLint lints, one process each: with type information for the whole workspace in one
 * process, ESLint needs more than Node's default 4 GB heap (the TypeBox contracts' types are big);
 * a program per package stays under 2 GB. The last entry is whatever lies outside the packages.
 */
export function lintUnits() {
  const packages = fs
    .readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}`);
  const units = [...FRONT_ENDS, ...packages].filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')));
  const rest = ['.', ...units.flatMap((dir) => ['--ignore-pattern', `${dir}/**`])];
  return [...units.map((dir) => [dir]), rest];
}

export async function runLint() {
  console.log('▶ Lint (ESLint + batas impor)…');
  const eslint = path.join(ROOT, 'node_modules', '.bin', 'eslint');
  const units = lintUnits();
  // Two at a time (two cores); each with its own cache file.
  const lintUnit = (args) =>
    run(eslint, [
      ...args,
      '--max-warnings=0',
      '--no-warn-ignored',
      '--cache',
      '--cache-location',
      `node_modules/.cache/eslint/${args[0] === '.' ? 'root' : args[0].replaceAll('/', '-')}`,
    ]);
  const queue = [...units];
  const failed = [];
  const worker = async () => {
    for (let unit = queue.shift(); unit; unit = queue.shift())
      await lintUnit(unit).catch(() => failed.push(unit[0] === '.' ? '(akar)' : unit[0]));
  };
  await Promise.all([worker(), worker()]);
  if (failed.length > 0) throw new Error(`ESLint menemukan masalah di: ${failed.join(', ')}`);
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
