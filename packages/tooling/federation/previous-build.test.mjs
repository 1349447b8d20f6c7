// Safe redeploy (issue #10): the previous build's files survive one more build, older ones do not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ASSET_LIST, keepPreviousBuild, readPreviousAssets } from './previous-build.mjs';

test('the clean keeps exactly what the previous build emitted', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-previous-build-'));
  try {
    assert.equal(keepPreviousBuild(dist)('main.aaaa1111.js'), false, 'no previous build: nothing kept');
    fs.writeFileSync(
      path.join(dist, ASSET_LIST),
      JSON.stringify(['main.bbbb2222.js', 'assets/logo.cccc3333.svg', 'main.bbbb2222.js.br']),
    );
    const keep = keepPreviousBuild(dist);
    assert.equal(keep('main.bbbb2222.js'), true);
    assert.equal(keep('main.bbbb2222.js.br'), true);
    assert.equal(keep(path.join('assets', 'logo.cccc3333.svg')), true);
    assert.equal(keep('main.aaaa1111.js'), false, 'a file of an older build goes');
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('a broken asset list keeps nothing rather than failing the build', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-previous-build-'));
  try {
    fs.writeFileSync(path.join(dist, ASSET_LIST), '{not json');
    assert.equal(readPreviousAssets(dist).size, 0);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
