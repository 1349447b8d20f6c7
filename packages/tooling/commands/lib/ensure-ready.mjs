// Install and build only when something changed, so a second `npm start` is ready in seconds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS, BUILD_OUTPUTS, PNPM, ROOT } from './workspace.mjs';
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
  await run(PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile'], { env: { ...process.env, CI: process.env.CI ?? 'true' } });
  fs.writeFileSync(INSTALL_STAMP, want);
}

export function sourceFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of BUILD_INPUTS) hashTree(path.join(ROOT, input), hash);
  hashFile(path.join(ROOT, 'pnpm-lock.yaml'), hash);
  return hash.digest('hex');
}

export async function ensureBuilt({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const outputsExist = BUILD_OUTPUTS.every((f) => fs.existsSync(path.join(ROOT, f)));
  const stamp = fs.existsSync(BUILD_STAMP) ? JSON.parse(fs.readFileSync(BUILD_STAMP, 'utf8')) : {};
  if (!force && outputsExist && stamp.fingerprint === fingerprint) return false;
  console.log('▶ Membangun shell, tujuh remote dan server (sekali saja; berikutnya dipakai ulang)…');
  const started = Date.now();
  // Two builds at a time: this machine class has two cores.
  await run(PNPM[0], [...PNPM.slice(1), '-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', '--filter', '@portal/server', 'build']);
  fs.writeFileSync(BUILD_STAMP, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
  console.log(`✔ Build selesai dalam ${Math.round((Date.now() - started) / 1000)} detik`);
  return true;
}
