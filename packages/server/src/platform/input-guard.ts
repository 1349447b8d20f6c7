/**
 * Hostile input stops here, in one place for every route (issue #13), with a 4xx and an
 * Indonesian message instead of a 500 from deeper down:
 *
 * - NUL characters and lone UTF-16 surrogates in any string (query, path, JSON body, keys):
 *   PostgreSQL refuses NUL in text (22021) and a lone surrogate is not text at all.
 * - Infinity and NaN are not numbers: Ajv `strictNumbers` refuses them in JSON (`1e400` parses to
 *   Infinity), but Ajv's coercion of query and path strings lets "Infinity" and "1e400" through
 *   into integer fields (even past `maximum`), so numeric fields of the query and path are checked here.
 * - Integers beyond PostgreSQL's bigint and unbounded strings are cut by the schema defaults
 *   that `hardenSchema` gives every route schema without its own bounds.
 * - Bad URLs (`%FF`, over-long parameters) answer in the API's error shape (`frameworkErrors`).
 * What still slips through is caught by the error handler's PostgreSQL backstop (pg-errors.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HttpError, MESSAGE_VALIDATION } from './errors.js';

export const INPUT_MESSAGES = {
  nul: 'Teks tidak boleh berisi karakter NUL (\\u0000)',
  badText: 'Teks berisi karakter yang tidak valid',
  badUrl: 'Alamat tidak valid',
  urlTooLong: 'Alamat terlalu panjang',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first unacceptable string in a parsed value, as a field path and a message; null if clean. */
export function findBadText(value: unknown, root = 'body'): { field: string; message: string } | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field: path, message: INPUT_MESSAGES.nul };
      if (LONE_SURROGATE.test(current)) return { field: path, message: INPUT_MESSAGES.badText };
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push([current[i], path]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const field = root === path ? key : `${path}.${key}`;
        if (key.includes('\u0000') || LONE_SURROGATE.test(key))
          return { field, message: key.includes('\u0000') ? INPUT_MESSAGES.nul : INPUT_MESSAGES.badText };
        stack.push([inner, field]);
      }
    }
  }
  return null;
}

/** Ajv options for Fastify's validator: Infinity/NaN are refused like any other non-number. */
export const AJV_OPTIONS = { customOptions: { strictNumbers: true } } as const;

// PostgreSQL's bigint reaches 2^63 - 1, but a JSON number above 2^53 is not exact: refuse those.
const BIGINT_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Gives unbounded integers PostgreSQL's bigint range, so a number that fits no column type is a
 * 422 at the door rather than a 22003 in the database. Route-level bounds stay as they are.
 */
export function hardenSchema(schema: unknown, seen = new WeakSet<object>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer')) {
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = BIGINT_MAX;
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = -BIGINT_MAX;
  }
  for (const value of Object.values(s)) {
    if (Array.isArray(value)) for (const item of value) hardenSchema(item, seen);
    else hardenSchema(value, seen);
  }
}

/** `frameworkErrors` of the Fastify constructor: router errors in the API's own error shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send({ message: tooLong ? INPUT_MESSAGES.urlTooLong : INPUT_MESSAGES.badUrl });
};

const NUMERIC = new Set(['integer', 'number']);

/** Query/path fields the route declares numeric whose text is not a finite number. */
export function findNonFiniteNumber(values: unknown, schema: unknown): { field: string; integer: boolean } | null {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || !values || typeof values !== 'object') return null;
  for (const [name, definition] of Object.entries(properties)) {
    const types = Array.isArray(definition?.type) ? definition.type : [definition?.type];
    if (!types.some((type) => NUMERIC.has(type as string))) continue;
    const raw = (values as Record<string, unknown>)[name];
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      // Only what Ajv would coerce to ±Infinity; other non-numbers get Ajv's own type message.
      if (typeof item === 'string' && Math.abs(Number(item)) === Infinity)
        return { field: name, integer: types.includes('integer') };
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const part of ['querystring', 'params', 'body', 'headers'] as const)
      hardenSchema((route.schema as Record<string, unknown> | undefined)?.[part]);
  });
  // preValidation: the body is parsed, nothing has looked at it yet.
  app.addHook('preValidation', async (request) => {
    const bad =
      findBadText(request.query, 'query') ?? findBadText(request.params, 'params') ?? findBadText(request.body, 'body');
    // 422 like every other field error, so forms show it at the field.
    if (bad) throw new HttpError(422, MESSAGE_VALIDATION, { [bad.field]: [bad.message] });
    const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
    const number =
      findNonFiniteNumber(request.query, schema?.querystring) ?? findNonFiniteNumber(request.params, schema?.params);
    if (number)
      throw new HttpError(422, MESSAGE_VALIDATION, {
        [number.field]: [`Kolom ${number.field} harus berupa ${number.integer ? 'bilangan bulat' : 'angka'}`],
      });
  });
}
