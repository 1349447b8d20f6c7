/**
 * Runs Kysely's parameterised queries as named (prepared) statements, so PostgreSQL parses and
 * plans each query shape once per connection instead of on every request. For the joined list
 * queries of this portal, planning costs more than executing (≈1 ms vs ≈0.2 ms), which decides
 * whether a list endpoint serves hundreds or thousands of requests per second.
 *
 * Queries without parameters (migrations with many statements, BEGIN/COMMIT) keep the simple
 * protocol. Repositories should pass lists as one array parameter (`= any(${ids})`) rather than
 * `in (…)` with a varying number of placeholders, so one shape stays one statement.
 */
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** A bound on PostgreSQL memory per connection; shapes beyond it simply run unprepared. */
const MAX_STATEMENTS_PER_CONNECTION = 300;

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/** After a live schema change, PostgreSQL refuses a statement whose result columns changed. */
function isStalePlan(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}

function wrapClient(client: pg.PoolClient): PostgresPoolClient {
  // Per connection: statement text → name currently used (a new name replaces a stale plan).
  const current = new Map<string, string>();
  let generation = 0;
  const run = async (text: string, values: unknown[]) => {
    let name = current.get(text);
    if (!name) {
      if (current.size >= MAX_STATEMENTS_PER_CONNECTION) return client.query(text, values);
      name = statementName(text);
      current.set(text, name);
    }
    try {
      return await client.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      current.set(text, `${statementName(text)}_${++generation}`);
      return client.query({ name: current.get(text), text, values });
    }
  };
  return {
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor === 'string' && values && values.length > 0) return run(textOrCursor, [...values]);
      return client.query(textOrCursor as string, values as unknown[]);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

export function preparingPool(pool: pg.Pool): PostgresPool {
  // Kysely keeps one connection object per client, so each pooled client gets one stable wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrapClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
