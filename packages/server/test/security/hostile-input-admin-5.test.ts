/**
 * Permanent fuzz test (issue #13), as an admin with every role (the demo admin): every API route the server registers (its
 * own route table, no hand-kept list) × the battery of hostile inputs in query, path and body
 * (test/helpers/hostile-inputs.ts). Fails on any 5xx, an error body that is not
 * `{ message, errors? }` or shows a stack trace or SQL text, and any row changed by a refused
 * request. The admin's pass is split over six files (every sixth route), the role-less user's
 * over hostile-input-roleless-1/2/3: each file has its own time budget, and the route table grows
 * with every module.
 */
import { hostileInputTest } from '../helpers/hostile-input-test.js';

hostileInputTest({
  title:
    'hostile input on every route as an admin with every role (the demo admin), part 5 of 6 of the routes: no 5xx, clean errors, refused requests change nothing',
  label: 'admin, routes 5/6',
  caller: {
    name: 'fuzz_admin',
    password: 'Rahasia#Kuat2026',
    roles: [1, 3, 4, 7, 9, 10, 12, 13, 14, 15, 50, 51, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66],
  },
  share: [4, 6],
  minRoutes: [80, 'a sixth of the route table is walked'],
});
