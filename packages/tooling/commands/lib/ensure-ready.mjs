// Install and build only when something changed, so a second `npm start` is ready in seconds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_TARGETS, FRONT_END_BUILD_CONFIG, FRONT_ENDS, PNPM, ROOT } from './workspace.mjs';
import { run } from './run.mjs';

const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.portal-install-stamp');
const BUILD_STAMP = path.join(ROOT, '.build-stamp.json');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'storybook-static', 'coverage', 'test-results']);

function hashFile(file, hash) {
  hash.update(path.relative(ROOT, file));
  hash.update(fs.readFileSync(file));
}

function hashTree(dir, hash) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.build')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(full, hash);
    else if (entry.isFile()) hashFile(full, hash);
  }
}

export async function ensureInstalled() {
  const lock = fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'));
  const want = crypto.createHash('sha256').update(lock).digest('hex');
  if (fs.existsSync(INSTALL_STAMP) && fs.readFileSync(INSTALL_STAMP, 'utf8') === want) return;
  console.log('▶ Memasang dependensi (pnpm install)…');
  await run(PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile'], {
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  fs.writeFileSync(INSTALL_STAMP, want);
}

/** Workspace folders by package name (`@portal/domain` → `packages/domain`). */
function workspaceFolders() {
  const folders = new Map();
  for (const dir of [...FRONT_ENDS, ...fs.readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`)]) {
    const manifest = path.join(ROOT, dir, 'package.json');
    if (fs.existsSync(manifest)) folders.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, dir);
  }
  return folders;
}

/** A target's folder and every workspace package it depends on, transitively. */
export function buildInputsOf(target, folders = workspaceFolders()) {
  const inputs = new Set();
  const visit = (dir) => {
    if (inputs.has(dir)) return;
    inputs.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (String(version).startsWith('workspace:') && folders.has(name)) visit(folders.get(name));
    }
  };
  visit(target);
  if (FRONT_ENDS.includes(target)) for (const dir of FRONT_END_BUILD_CONFIG) inputs.add(dir);
  // Tooling is a dependency of every front end for its config only; its benches and commands are not build input.
  inputs.delete('packages/tooling');
  return [...inputs].sort();
}

/** Fingerprint of one build target: its sources, its workspace dependencies' sources and the lockfile. */
export function targetFingerprint(target, folders = workspaceFolders()) {
  const hash = crypto.createHash('sha256');
  for (const input of buildInputsOf(target, folders)) hashTree(path.join(ROOT, input), hash);
  hashFile(path.join(ROOT, 'pnpm-lock.yaml'), hash);
  return hash.digest('hex');
}

const outputOf = (target) =>
  target === 'packages/server' ? 'packages/server/dist/main.mjs' : `${target}/dist/index.html`;

/**
 * Builds what changed since the last build, and only that: a change in one remote rebuilds that
 * remote; a change in a shared package rebuilds the targets that depend on it.
 */
export async function ensureBuilt({ force = false } = {}) {
  const folders = workspaceFolders();
  const stamp = fs.existsSync(BUILD_STAMP) ? JSON.parse(fs.readFileSync(BUILD_STAMP, 'utf8')) : {};
  const previous = stamp.targets ?? {};
  const fingerprints = Object.fromEntries(BUILD_TARGETS.map((target) => [target, targetFingerprint(target, folders)]));
  const stale = BUILD_TARGETS.filter(
    (target) => force || previous[target] !== fingerprints[target] || !fs.existsSync(path.join(ROOT, outputOf(target))),
  );
  if (stale.length === 0) return false;
  console.log(
    `▶ Membangun ${stale.length === BUILD_TARGETS.length ? 'shell, tujuh remote dan server' : stale.join(', ')} (berikutnya hanya yang berubah)…`,
  );
  const started = Date.now();
  // Two builds at a time: this machine class has two cores.
  await run(PNPM[0], [
    ...PNPM.slice(1),
    '-r',
    '--workspace-concurrency=2',
    ...stale.flatMap((target) => ['--filter', `./${target}`]),
    'build',
  ]);
  fs.writeFileSync(
    BUILD_STAMP,
    JSON.stringify({
      targets: { ...previous, ...Object.fromEntries(stale.map((t) => [t, fingerprints[t]])) },
      builtAt: new Date().toISOString(),
    }),
  );
  console.log(`✔ Dibangun ulang: ${stale.join(', ')} (${Math.round((Date.now() - started) / 1000)} detik)`);
  return true;
}
