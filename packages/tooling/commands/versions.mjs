// `npm run versions`: applies the pending changesets (`npx changeset` writes them into .changeset/)
// to the shared packages' versions and changelogs, then records each package's fingerprint with its
// new version (packages/tooling/versions/fingerprints.json). Refuses when a package changed without
// a changeset: its remotes would be refused or, worse, accepted against a changed contract.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';
import { currentState, readRecord, versionProblems, writeRecord } from '../versions/versions.mjs';

const pending = fs.readdirSync(path.join(ROOT, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
if (pending.length > 0) {
  console.log(`▶ ${pending.length} catatan perubahan diterapkan (changeset version)…`);
  await run(path.join(ROOT, 'node_modules', '.bin', 'changeset'), ['version']);
}

const state = currentState();
const unbumped = versionProblems(state, readRecord()).filter((problem) => problem.includes('tanpa kenaikan versi'));
if (unbumped.length > 0) {
  for (const problem of unbumped) console.error(`✖ ${problem}`);
  process.exit(1);
}
writeRecord(state);
for (const { name, version } of state) console.log(`  ${name} ${version}`);
console.log('Versi paket bersama tercatat.');
