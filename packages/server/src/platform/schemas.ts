/** Small JSON schemas shared by route definitions. */
import { ApiErrorRef } from '@portal/contracts';

/** `{ message }`: the success answer of most mutations ('Password sudah direset', …). */
export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

// Typed (ApiErrorBody), so routes on the TypeBox provider still check their success answers.
const apiError = ApiErrorRef;

/** Documented error answers; the bodies are always ApiErrorBody. */
export const errorResponses = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  422: apiError,
} as const;

export const publicErrorResponses = { 400: apiError, 422: apiError, 429: apiError } as const;

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

export const optionSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nama: { type: 'string' } },
  required: ['id', 'nama'],
} as const;

/** `{ data: [{ id, nama }] }`: option lists for selects. */
export const optionsResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: optionSchema } },
  required: ['data'],
} as const;

/** The 200 answer `{ data: … }` with the given schema of `data` (most reads answer this shape). */
export function dataAnswer<S extends object>(data: S) {
  return { type: 'object', properties: { data }, required: ['data'] } as const;
}
