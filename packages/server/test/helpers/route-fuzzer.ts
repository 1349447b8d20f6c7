/**
 * The fuzzer behind test/security/hostile-input-*.test.ts: sends the battery of hostile inputs
 * (hostile-inputs.ts) to every route of the app's own route table as one caller, and collects
 * problems: a 5xx, an error body that is not `{ message, errors? }`, a stack trace or SQL text in
 * it, or a row changed by a refused (4xx) request. Changes are seen through a trigger on every
 * table that logs writes inside their own transaction (a rolled-back write leaves nothing).
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { hasAccess } from '../../src/platform/auth/guard.js';
import {
  GENERIC_FIELDS,
  kindOf,
  NUMBER_CLASSES,
  PATH_CLASSES,
  plausibleValues,
  QUERY_NUMBER_CLASSES,
  QUERY_STRING_CLASSES,
  RAW_BODIES,
  STRING_CLASSES,
} from './hostile-inputs.js';
import { createUser, seedKantor } from './fixtures.js';
import { apiRoutes, fillPath, hasBody, paramNames, propertiesOf, selectorsOf, type ApiRoute } from './route-walk.js';
import { bearer, type TestApp } from './test-app.js';

/**
 * Plumbing that any signed-in request may touch (sessions, rate-limit counters, used captchas),
 * and absen_error: refused check-ins are recorded on purpose (the admins' 'Absen Ditolak' list).
 */
const VOLATILE_TABLES = new Set([
  'rate_limit_hits',
  'captcha_used',
  'user_sessions',
  'refresh_tokens',
  'realtime_tickets',
  'absen_error',
]);
const STACK = /\n\s+at\s|\.(ts|js|mjs):\d+|node_modules|Error: /;
const SQL_TEXT =
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|syntax error|violates|relation "|column "|duplicate key|invalid byte sequence|out of range for type|unterminated|pg_|kysely|"data" is required|is required!/i;

export interface FuzzCounts {
  routes: number;
  requests: number;
  status5xx: number;
  byStatus: Record<number, number>;
}
export interface Problem {
  method: string;
  url: string;
  input: string;
  status: number;
  body: string;
}

/**
 * `share`: [i, n] fuzzes every n-th route starting at i, so a slow caller's pass can be split over
 * several test files (each file has its own time budget in test/run.mjs).
 */
export async function fuzzEveryRoute(
  t: TestApp,
  caller: { name: string; password: string; roles: number[] },
  share: [number, number] = [0, 1],
): Promise<{ counts: FuzzCounts; problems: Problem[] }> {
  const kantorId = Object.values(await seedKantor(t.db))[0];
  const user = await createUser(t.db, {
    name: caller.name,
    password: caller.password,
    roles: caller.roles,
    pegawai: { nama: `Fuzz ${caller.name}`, kantor_id: kantorId },
  });
  const plausible = plausibleValues({ kantorId, pegawaiId: user.pegawaiId ?? 1, userId: user.id });
  let token = (await t.login(caller.name, caller.password)).access_token;
  const counts: FuzzCounts = { routes: 0, requests: 0, status5xx: 0, byStatus: {} };
  const problems: Problem[] = [];

  await sql`CREATE TABLE fuzz_change_log (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`.execute(t.db);
  await sql`CREATE FUNCTION fuzz_log_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO fuzz_change_log (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`.execute(
    t.db,
  );
  const tables = await sql<{
    name: string;
  }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'fuzz_change_log'`.execute(
    t.db,
  );
  for (const { name } of tables.rows) {
    if (!VOLATILE_TABLES.has(name))
      await sql`CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)} FOR EACH ROW EXECUTE FUNCTION fuzz_log_change()`.execute(
        t.db,
      );
  }
  const lastChange = async () =>
    Number((await sql<{ id: string | null }>`SELECT max(id) AS id FROM fuzz_change_log`.execute(t.db)).rows[0].id ?? 0);
  let seen = await lastChange();

  async function send(route: ApiRoute, url: string, input: string, payload?: string | Buffer): Promise<void> {
    const headers: Record<string, string> = { ...bearer(token) };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (propertiesOf(route.schema.headers).captcha) headers.captcha = await t.solveCaptcha();
    const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
    counts.requests++;
    counts.byStatus[res.statusCode] = (counts.byStatus[res.statusCode] ?? 0) + 1;
    const fail = (why: string) =>
      problems.push({
        method: route.method,
        url: url.slice(0, 160),
        input: `${input}: ${why}`,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
    const now = await lastChange();
    if (now > seen && res.statusCode >= 400) {
      const changed = await sql<{
        tbl: string;
        op: string;
      }>`SELECT DISTINCT tbl, op FROM fuzz_change_log WHERE id > ${seen}`.execute(t.db);
      fail(`data changed by a refused request (${changed.rows.map((r) => `${r.op} ${r.tbl}`).join(', ')})`);
    }
    seen = now;
    if (res.statusCode >= 500) {
      counts.status5xx++;
      fail('5xx');
    } else if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const keys = body && typeof body === 'object' ? Object.keys(body) : [];
      if (
        typeof (body as { message?: unknown })?.message !== 'string' ||
        keys.some((k) => k !== 'message' && k !== 'errors')
      )
        fail('error body is not { message, errors? }');
      if (STACK.test(res.body)) fail('stack trace in body');
      if (SQL_TEXT.test(res.body)) fail('SQL text in body');
    }
    // A logout or password change by the fuzzer ends its own session; go on with a new one.
    if (res.statusCode === 401 && !route.config.public) {
      token = (await t.login(caller.name, caller.password)).access_token;
      seen = await lastChange();
    }
  }

  function baseObject(route: ApiRoute, part: 'body' | 'querystring') {
    const declared = propertiesOf(route.schema[part]);
    const values: Record<string, unknown> = {};
    const kinds: Record<string, string> = {};
    for (const name of new Set([...Object.keys(declared), ...GENERIC_FIELDS])) {
      if (name === 'event' || name === 'action') continue;
      const s = declared[name];
      const enumValue = s?.enum?.[0];
      values[name] = enumValue ?? plausible[name] ?? (kindOf(s?.type, undefined) === 'integer' ? 1 : 'uji');
      kinds[name] = enumValue !== undefined ? 'enum' : kindOf(s?.type, values[name]);
    }
    return { values, kinds };
  }
  const jsonText = (selector: string, values: Record<string, unknown>, rewrite: (name: string) => string | undefined) =>
    `{${selector}${Object.entries(values)
      .map(([k, v]) => `${JSON.stringify(k)}:${rewrite(k) ?? JSON.stringify(v)}`)
      .join(',')}}`;

  for (const [index, route] of apiRoutes(t.app).entries()) {
    if (index % share[1] !== share[0]) continue;
    counts.routes++;
    const url = fillPath(route.url, (name) => (name === '*' ? 'link/1/a.pdf' : '1'));
    const policy = route.config.policy;
    // Refused by the guard before the body is read: a short battery proves that, the rest adds nothing.
    const refused = !route.config.public && policy !== undefined && !hasAccess({ roles: caller.roles }, policy);
    const pathClasses = Object.entries(PATH_CLASSES).filter(
      ([cls]) => !refused || ['nul', 'invalid-utf8', 'infinity', 'long'].includes(cls),
    );
    if (paramNames(route.url).length > 0)
      for (const [cls, value] of pathClasses) await send(route, fillPath(route.url, value), `path ${cls}`);
    const q = baseObject(route, 'querystring');
    const query = (rewrite: (name: string, kind: string) => string | undefined) =>
      Object.entries(q.values)
        .map(([k, v]) => `${k}=${rewrite(k, q.kinds[k]) ?? encodeURIComponent(String(v))}`)
        .join('&');
    // A route without a query schema reads no query: the NUL class proves the guard, the rest adds nothing.
    const readsQuery = Object.keys(propertiesOf(route.schema.querystring)).length > 0;
    for (const [cls, value] of Object.entries(QUERY_STRING_CLASSES)) {
      if ((refused || !readsQuery) && cls !== 'nul') continue;
      await send(
        route,
        `${url}?${query((_k, kind) => (kind === 'string' ? value : undefined))}`,
        `query strings ${cls}`,
      );
    }
    if (refused) {
      if (hasBody(route.method))
        for (const cls of ['proto', 'invalid-utf8', 'huge-string-900k'] as const)
          await send(route, url, `body ${cls}`, RAW_BODIES[cls](''));
      continue;
    }
    if (readsQuery) {
      for (const [cls, value] of Object.entries(QUERY_NUMBER_CLASSES))
        await send(
          route,
          `${url}?${query((_k, kind) => (kind === 'integer' || kind === 'number' ? value : undefined))}`,
          `query numbers ${cls}`,
        );
      await send(
        route,
        `${url}?${query(() => undefined)}&${Object.keys(q.values)
          .map((k) => `${k}=1&${k}=2`)
          .join('&')}`,
        'query repeated keys',
      );
    }
    await send(
      route,
      `${url}?__proto__[isAdmin]=1&constructor[prototype][x]=1&event=__proto__&action=constructor`,
      'query proto',
    );
    if (!hasBody(route.method)) continue;
    const selectors = selectorsOf(route);
    const selectorTexts =
      selectors && selectors.values.length > 0
        ? selectors.values.map((v) => `"${selectors.field}":${JSON.stringify(v)},`)
        : [''];
    const b = baseObject(route, 'body');
    for (const selector of selectorTexts) {
      await send(
        route,
        url,
        'body plausible',
        jsonText(selector, b.values, () => undefined),
      );
      for (const [cls, value] of Object.entries(STRING_CLASSES))
        await send(
          route,
          url,
          `body strings ${cls} ${selector}`,
          jsonText(selector, b.values, (k) => (b.kinds[k] === 'string' ? JSON.stringify(value) : undefined)),
        );
      for (const [cls, raw] of Object.entries(NUMBER_CLASSES))
        await send(
          route,
          url,
          `body numbers ${cls} ${selector}`,
          jsonText(selector, b.values, (k) => (b.kinds[k] === 'integer' || b.kinds[k] === 'number' ? raw : undefined)),
        );
      await send(route, url, `body selector only ${selector}`, `{${selector.replace(/,$/, '')}}`);
    }
    // Whole-body attacks do not depend on the selector's fields: once per route, with its first selector.
    for (const [cls, make] of Object.entries(RAW_BODIES))
      await send(route, url, `body ${cls} ${selectorTexts[0]}`, make(selectorTexts[0]));
    await send(
      route,
      url,
      'body unknown selector',
      jsonText(`"event":"tidak_ada","action":"tidak_ada",`, b.values, () => undefined),
    );
  }
  // FUZZ_REPORT=/tmp/x.json keeps every problem for a closer look.
  if (process.env.FUZZ_REPORT)
    writeFileSync(`${process.env.FUZZ_REPORT}.${caller.name}.json`, JSON.stringify(problems, null, 1));
  return { counts, problems };
}

export function describeProblems(problems: readonly Problem[]): string {
  return `${problems.length} problems:\n${problems
    .slice(0, 40)
    .map((p) => `${p.method} ${p.url} [${p.input}] → ${p.status} ${p.body}`)
    .join('\n')}`;
}
