// What a change rebuilds (issue #10): a target's inputs are its own folder and its workspace
// dependencies, never a sibling remote.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildInputsOf, targetFingerprint } from './ensure-ready.mjs';

test('a remote is rebuilt for its own sources and the shared packages it uses, not for another remote', () => {
  const absen = buildInputsOf('mf-absen');
  assert.ok(absen.includes('mf-absen'));
  for (const shared of [
    'packages/domain',
    'packages/api-client',
    'packages/design-system',
    'packages/tooling/federation',
  ])
    assert.ok(absen.includes(shared), shared);
  assert.ok(!absen.includes('mf-pegawai'));
  assert.ok(!absen.includes('shell'));
  assert.ok(!absen.includes('packages/server'));
});

test('the server does not depend on the front ends, nor on their build configuration', () => {
  const server = buildInputsOf('packages/server');
  assert.ok(server.includes('packages/domain'));
  assert.ok(
    !server.some(
      (dir) =>
        dir === 'shell' ||
        dir.startsWith('mf-') ||
        dir === 'packages/design-system' ||
        dir === 'packages/tooling/federation',
    ),
  );
});

test('fingerprints are stable and differ between targets', () => {
  assert.equal(targetFingerprint('mf-ai'), targetFingerprint('mf-ai'));
  assert.notEqual(targetFingerprint('mf-ai'), targetFingerprint('mf-kpi'));
});
