/**
 * Permanent fuzz test (issue #13), as a signed-in user with no role: every API route the server registers (its
 * own route table, no hand-kept list) × the battery of hostile inputs in query, path and body
 * (test/helpers/hostile-inputs.ts). Fails on any 5xx, an error body that is not
 * `{ message, errors? }` or shows a stack trace or SQL text, and any row changed by a refused
 * request. The other caller's pass is the sibling file (each file has its own time budget).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeProblems, fuzzEveryRoute } from '../helpers/route-fuzzer.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
before(async () => {
  t = await createTestApp({ config: { loginRateLimit: 0 } });
});
after(() => t.close());

test('hostile input on every route as a signed-in user with no role: no 5xx, clean errors, refused requests change nothing', async () => {
  const { counts, problems } = await fuzzEveryRoute(t, {
    name: 'fuzz_roleless',
    password: 'Rahasia#Kuat2026',
    roles: [],
  });
  process.stdout.write(
    `hostile input (roleless): ${counts.routes} routes fuzzed, ${counts.requests} inputs sent, ${counts.status5xx} answers 5xx; by status ${JSON.stringify(counts.byStatus)}\n`,
  );
  assert.ok(counts.routes > 200, 'the route table is walked');
  assert.equal(counts.status5xx, 0, describeProblems(problems));
  assert.equal(problems.length, 0, describeProblems(problems));
});
