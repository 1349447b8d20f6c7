/**
 * Walking the app's own route table (src/platform/route-table.ts) in tests: which routes are the
 * API's, their selector values (event/action), their schema properties, and a concrete URL for a
 * route pattern. Shared by the authorization matrix and the hostile-input fuzz test, so a new
 * route is covered by both without anyone adding it to a list.
 */
import type { PolicyRule } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../src/platform/route-table.js';

export interface ApiRoute extends RouteEntry {
  config: {
    public?: boolean;
    authenticated?: boolean;
    policy?: PolicyRule;
    eventPolicies?: Readonly<Record<string, PolicyRule>>;
  };
  schema: Record<string, unknown>;
}

/** Every route under /api (and the option files), as registered. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/options/'))
    .map((r) => ({
      ...r,
      config: (r.options.config ?? {}) as ApiRoute['config'],
      schema: (r.options.schema ?? {}) as Record<string, unknown>,
    }));
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  examples?: unknown[];
  enum?: unknown[];
  format?: string;
};

export function propertiesOf(schema: unknown): Record<string, JsonSchema> {
  return ((schema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
}

/** The selector values a route documents (`selectorSchema` puts them in `examples`). */
export function selectorsOf(route: ApiRoute): { field: 'event' | 'action'; values: string[] } | null {
  for (const part of ['body', 'querystring'] as const) {
    const props = propertiesOf(route.schema[part]);
    for (const field of ['event', 'action'] as const) {
      const s = props[field];
      if (!s) continue;
      const values = (s.examples ?? s.enum ?? []).filter((v): v is string => typeof v === 'string');
      return { field, values };
    }
  }
  return null;
}

export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).concat(url.includes('*') ? ['*'] : []);
}

/** The route pattern with every parameter (and a wildcard) replaced by `value` (raw, not encoded). */
export function fillPath(url: string, value: string | ((name: string) => string)): string {
  const valueOf = typeof value === 'function' ? value : () => value;
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => valueOf(name)).replace('*', valueOf('*'));
}

export function hasBody(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}
