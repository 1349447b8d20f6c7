/**
 * The whole of a hostile-input test file (issue #13): a fresh app with the login rate limit off,
 * the route fuzzer as `caller` over its share of the route table, a summary line on stdout, and
 * the verdict: no 5xx, no error body that is not clean, no row changed by a refused request.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeProblems, fuzzEveryRoute } from './route-fuzzer.js';
import { createTestApp, type TestApp } from './test-app.js';

export function hostileInputTest(options: {
  title: string;
  /** Names the pass in the summary line, e.g. 'admin, routes 1/2'. */
  label: string;
  caller: Parameters<typeof fuzzEveryRoute>[1];
  share?: [number, number];
  /** The least number of routes the pass must walk, and what that proves. */
  minRoutes: [number, string];
}): void {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { loginRateLimit: 0 } });
  });
  after(() => t.close());

  test(options.title, async () => {
    const { counts, problems } = await fuzzEveryRoute(t, options.caller, options.share);
    process.stdout.write(
      `hostile input (${options.label}): ${counts.routes} routes fuzzed, ${counts.requests} inputs sent, ${counts.status5xx} answers 5xx; by status ${JSON.stringify(counts.byStatus)}\n`,
    );
    assert.ok(counts.routes > options.minRoutes[0], options.minRoutes[1]);
    assert.equal(counts.status5xx, 0, describeProblems(problems));
    assert.equal(problems.length, 0, describeProblems(problems));
  });
}
