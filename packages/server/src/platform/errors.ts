/**
 * One error shape for the whole API: `{ message, errors? }` (ApiErrorBody), Indonesian texts,
 * never a stack. Services throw HttpError; Fastify's own errors (schema validation, body parsing)
 * are translated here so every module answers alike.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/contracts';
import { clientErrorForPg, isDatabaseUnavailable } from './pg-errors.js';
import type { Static, TSchema } from 'typebox';

export const MESSAGE_VALIDATION = 'Data yang dikirim tidak valid';
export const MESSAGE_NOT_FOUND = 'Tidak ditemukan';
export const MESSAGE_SERVER_ERROR = 'Terjadi kesalahan pada server';
export const MESSAGE_DATABASE_UNAVAILABLE = 'Basis data sedang tidak dapat dihubungi. Coba lagi beberapa detik lagi.';
/** What a 503 for a lost database suggests: the pool reconnects within seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with per-field texts, e.g. `validationError({ password: ['Password minimal 8 karakter'] })`. */
export function validationError(errors: FieldErrors, message = MESSAGE_VALIDATION): HttpError {
  return new HttpError(422, message, errors);
}

/** The JSON schema of an error body, for route `response` sections and the OpenAPI document. */
export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
} as const;

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  integer: 'bilangan bulat',
  number: 'angka',
  boolean: 'boolean (true/false)',
  array: 'daftar',
  object: 'objek',
  null: 'kosong',
};

function describeError(error: AjvErrorLike, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `Kolom ${field} wajib diisi`;
    case 'type':
      return `Kolom ${field} harus berupa ${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' atau ')}`;
    case 'minLength':
      return Number(p.limit) === 1 ? `Kolom ${field} wajib diisi` : `Kolom ${field} minimal ${p.limit} karakter`;
    case 'maxLength':
      return `Kolom ${field} maksimal ${p.limit} karakter`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Kolom ${field} minimal ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Kolom ${field} maksimal ${p.limit}`;
    case 'minItems':
      return `Kolom ${field} minimal berisi ${p.limit} item`;
    case 'maxItems':
      return `Kolom ${field} maksimal berisi ${p.limit} item`;
    case 'enum':
      return `Kolom ${field} harus salah satu dari: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      if (p.format === 'email') return `Format email pada kolom ${field} tidak valid`;
      if (p.format === 'date') return `Kolom ${field} harus berupa tanggal (YYYY-MM-DD)`;
      return `Format kolom ${field} tidak valid`;
    case 'additionalProperties':
      return `Kolom ${field} tidak dikenal`;
    default:
      return `Kolom ${field} tidak valid`;
  }
}

/** Ajv errors → `{ field: [Indonesian text] }`; nested paths are dotted (`items.0.nama`). */
export function formatValidationErrors(errors: readonly AjvErrorLike[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    // An item of a list of values reports on the list itself (`roles`, not `roles.3`), which is
    // the field a form shows; items of lists of objects keep their index (`items.0.nama`).
    while (path.length > 1 && /^\d+$/.test(path[path.length - 1])) path.pop();
    const field = path.join('.') || 'body';
    (result[field] ??= []).push(describeError(error, field));
  }
  return result;
}

/**
 * Validates a value against a schema with the route's own Ajv (same coercion and formats as
 * route schemas). Used for payloads whose shape depends on an event/action selector.
 */
/** Checks a value against a contract's schema (@portal/contracts); the value's type follows from it. */
export function validateContract<S extends TSchema>(request: FastifyRequest, schema: S, data: unknown): Static<S> {
  return validateWith<Static<S>>(request, schema, data);
}

export function validateWith<T>(request: FastifyRequest, schema: object, data: unknown): T {
  const validate = request.compileValidationSchema(schema, 'body');
  if (!validate(data)) throw validationError(formatValidationErrors((validate.errors ?? []) as AjvErrorLike[]));
  return data as T;
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  // A handler may have set its own success serializer (reply.serializer) before it threw; an
  // error body must not go through it (it answered 500 with '"data" is required!').
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

const CLIENT_ERROR_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Format JSON tidak valid'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Body JSON tidak boleh kosong'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Data yang dikirim terlalu besar'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Jenis konten tidak didukung'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Panjang data tidak sesuai'],
};

export function handleError(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return send(
      reply,
      error.statusCode,
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    );
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return send(reply, 422, {
      message: MESSAGE_VALIDATION,
      errors: formatValidationErrors(fastifyError.validation as AjvErrorLike[]),
    });
  }
  const known = fastifyError.code ? CLIENT_ERROR_MESSAGES[fastifyError.code] : undefined;
  if (known) return send(reply, known[0], { message: known[1] });
  // secure-json-parse and the JSON parser answer SyntaxError with status 400.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400)
    return send(reply, 400, { message: 'Format JSON tidak valid' });
  if (isDatabaseUnavailable(error)) {
    request.log.warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'database unavailable',
    );
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, { message: MESSAGE_DATABASE_UNAVAILABLE });
  }
  const fromDatabase = clientErrorForPg(error);
  if (fromDatabase) {
    request.log.info({ err: error }, 'input refused by the database');
    return send(reply, fromDatabase[0], { message: fromDatabase[1] });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, { message: status === 404 ? MESSAGE_NOT_FOUND : 'Permintaan tidak dapat diproses' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: MESSAGE_SERVER_ERROR });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, 404, { message: MESSAGE_NOT_FOUND });
}
