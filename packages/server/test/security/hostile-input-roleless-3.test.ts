/**
 * Permanent fuzz test (issue #13), as a signed-in user with no role: every API route the server registers (its
 * own route table, no hand-kept list) × the battery of hostile inputs in query, path and body
 * (test/helpers/hostile-inputs.ts). Fails on any 5xx, an error body that is not
 * `{ message, errors? }` or shows a stack trace or SQL text, and any row changed by a refused
 * request. Split over three files (every third route), the admin's pass over hostile-input-admin-1..6:
 * each file has its own time budget.
 */
import { hostileInputTest } from '../helpers/hostile-input-test.js';

hostileInputTest({
  title:
    'hostile input on every route as a signed-in user with no role, part 3 of 3 of the routes: no 5xx, clean errors, refused requests change nothing',
  label: 'roleless, routes 3/3',
  caller: { name: 'fuzz_roleless', password: 'Rahasia#Kuat2026', roles: [] },
  share: [2, 3],
  minRoutes: [150, 'a third of the route table is walked'],
});
