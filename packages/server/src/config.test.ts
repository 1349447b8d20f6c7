/** Two instances on one machine (issue #10): a second PORT gets its own embedded database port and data folder. */
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { test } from 'node:test';
import { embeddedPgPortFor, loadConfig } from './config.js';

const base = { JWT_SECRET: 'uji-rahasia' };

test('the default instance keeps ./data and 5439', () => {
  const config = loadConfig({ ...base });
  assert.equal(config.port, 8080);
  assert.equal(config.embeddedPgPort, 5439);
  assert.equal(basename(config.dataDir), 'data');
});

test('another PORT derives its own embedded port and data folder; explicit settings win', () => {
  const second = loadConfig({ ...base, PORT: '8081' });
  assert.equal(second.embeddedPgPort, 5440);
  assert.equal(basename(second.dataDir), 'data-8081');
  assert.notEqual(loadConfig({ ...base, PORT: '8082' }).embeddedPgPort, second.embeddedPgPort);
  const explicit = loadConfig({ ...base, PORT: '8081', EMBEDDED_PG_PORT: '6000', DATA_DIR: '/tmp/portal-lain' });
  assert.equal(explicit.embeddedPgPort, 6000);
  assert.equal(explicit.dataDir, '/tmp/portal-lain');
});

test('derived ports stay in one range for any PORT', () => {
  for (const port of [1, 80, 3000, 8079, 8081, 9080, 65535]) {
    const pg = embeddedPgPortFor(port);
    assert.ok(pg >= 5440 && pg <= 6439, `${port} → ${pg}`);
  }
});
