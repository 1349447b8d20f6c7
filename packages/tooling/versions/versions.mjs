// Versions of the packages the shell shares with every remote at run time (Module Federation
// singletons, federation/shared.mjs). A remote is refused when the shell's copy does not satisfy the
// version it was built against, so the version must move whenever the package does: each package's
// published source is fingerprinted, and the fingerprint recorded with the version it was released
// as (fingerprints.json). `npm run lint` fails when a package changed but its version did not;
// `npm run versions` applies the pending changesets (`npx changeset`) and records the new state.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../../..');
export const RECORD_FILE = path.join(HERE, 'fingerprints.json');

/** The versioned shared packages, by folder under packages/. */
export const VERSIONED_PACKAGES = ['domain', 'api-client', 'design-system'];

/** Tests and stories are not part of what a remote runs against. */
const NOT_PUBLISHED = /\.(test|stories)\.[cm]?[jt]sx?$/;

function publishedFiles(dir, base = dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...publishedFiles(full, base));
    else if (entry.isFile() && !NOT_PUBLISHED.test(entry.name)) files.push(path.relative(base, full));
  }
  return files;
}

/** The package's published surface: its source files and what its package.json promises. */
export function fingerprint(packageDir) {
  const hash = crypto.createHash('sha256');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const { exports, main, dependencies, peerDependencies } = manifest;
  hash.update(JSON.stringify({ exports, main, dependencies, peerDependencies }));
  const src = path.join(packageDir, 'src');
  for (const file of publishedFiles(src).sort()) {
    hash.update(`\0${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(src, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Name, version and fingerprint of each versioned package as the tree has them now. */
export function currentState(root = ROOT) {
  return VERSIONED_PACKAGES.map((folder) => {
    const dir = path.join(root, 'packages', folder);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { name, version, fingerprint: fingerprint(dir) };
  });
}

export function readRecord(file = RECORD_FILE) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function writeRecord(state, file = RECORD_FILE) {
  const record = Object.fromEntries(
    state.map(({ name, version, fingerprint: f }) => [name, { version, fingerprint: f }]),
  );
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * What disagrees between the tree and the record, as sentences for the developer:
 * a package changed at an unchanged version (needs a changeset), or a version moved without being
 * recorded (needs `npm run versions`).
 */
export function versionProblems(state, record) {
  const problems = [];
  for (const { name, version, fingerprint: now } of state) {
    const released = record[name];
    if (!released) {
      problems.push(`${name} belum tercatat: jalankan \`npm run versions\`.`);
    } else if (released.fingerprint !== now && released.version === version) {
      problems.push(
        `${name} berubah sejak versi ${version} tanpa kenaikan versi: tulis catatan perubahan dengan \`npx changeset\` (patch/minor/major), lalu \`npm run versions\`.`,
      );
    } else if (released.fingerprint !== now || released.version !== version) {
      problems.push(`${name} ${version} belum tercatat (tercatat ${released.version}): jalankan \`npm run versions\`.`);
    }
  }
  return problems;
}
