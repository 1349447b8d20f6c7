import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SessionRevocations } from './session-revocations.js';

test('answers from cache within the TTL, concurrent misses share one lookup', async () => {
  let lookups = 0;
  const cache = new SessionRevocations(async () => {
    lookups++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return false;
  }, 50);
  assert.deepEqual(await Promise.all([cache.isRevoked('a'), cache.isRevoked('a'), cache.isRevoked('a')]), [
    false,
    false,
    false,
  ]);
  assert.equal(lookups, 1);
  assert.equal(cache.isRevoked('a'), false, 'a cached answer is synchronous');
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(await cache.isRevoked('a'), false);
  assert.equal(lookups, 2, 'expired entries are looked up again');
});

test('a revocation wins over a lookup that was already running', async () => {
  let release: (revoked: boolean) => void = () => undefined;
  const cache = new SessionRevocations(() => new Promise<boolean>((resolve) => (release = resolve)), 1_000);
  const pending = cache.isRevoked('s');
  cache.markRevoked(['s']);
  release(false);
  assert.equal(await pending, true);
  assert.equal(await cache.isRevoked('s'), true);
});

test('bounded: the oldest entries are dropped first', async () => {
  const cache = new SessionRevocations(async () => false, 10_000, 2);
  cache.markRevoked(['a', 'b', 'c']);
  assert.equal(cache.isRevoked('c'), true);
  assert.equal(cache.isRevoked('b'), true);
  assert.equal(await cache.isRevoked('a'), false, 'a was evicted and looked up again');
});
