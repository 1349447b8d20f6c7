import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fingerprint, versionProblems } from './versions.mjs';

function fakePackage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@portal/x', version: '1.0.0' }));
  fs.writeFileSync(path.join(dir, 'src', 'roles.ts'), 'export const ROLE = 1;\n');
  fs.writeFileSync(path.join(dir, 'src', 'roles.test.ts'), 'test("x", () => {});\n');
  return dir;
}

test('the fingerprint follows the published source and ignores tests', () => {
  const dir = fakePackage();
  const before = fingerprint(dir);
  fs.writeFileSync(path.join(dir, 'src', 'roles.test.ts'), 'test("y", () => {});\n');
  assert.equal(fingerprint(dir), before, 'a test changed: same fingerprint');
  fs.writeFileSync(path.join(dir, 'src', 'roles.ts'), 'export const ROLE = 2;\n');
  assert.notEqual(fingerprint(dir), before, 'a source changed: another fingerprint');
});

test('the fingerprint follows the exports of package.json', () => {
  const dir = fakePackage();
  const before = fingerprint(dir);
  const file = path.join(dir, 'package.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ name: '@portal/x', version: '1.0.0', exports: { './roles': './src/roles.ts' } }),
  );
  assert.notEqual(fingerprint(dir), before);
});

test('a change at an unchanged version asks for a changeset; a bumped version asks to be recorded', () => {
  const record = { '@portal/x': { version: '1.0.0', fingerprint: 'aaa' } };
  assert.deepEqual(versionProblems([{ name: '@portal/x', version: '1.0.0', fingerprint: 'aaa' }], record), []);
  const [changed] = versionProblems([{ name: '@portal/x', version: '1.0.0', fingerprint: 'bbb' }], record);
  assert.match(changed, /@portal\/x berubah sejak versi 1\.0\.0 tanpa kenaikan versi.*npx changeset/);
  const [bumped] = versionProblems([{ name: '@portal/x', version: '1.1.0', fingerprint: 'bbb' }], record);
  assert.match(bumped, /@portal\/x 1\.1\.0 belum tercatat \(tercatat 1\.0\.0\).*npm run versions/);
  const [unknown] = versionProblems([{ name: '@portal/y', version: '1.0.0', fingerprint: 'ccc' }], record);
  assert.match(unknown, /@portal\/y belum tercatat/);
});
