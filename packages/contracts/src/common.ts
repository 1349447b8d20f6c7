/**
 * Building blocks of every contract: nullable primitives, the paged list answer, `{ message }`,
 * the spec's `event` selector. TypeBox schemas are plain JSON schema at run time (the server's
 * ajv validates and fast-json-stringify serializes with them) and TypeScript types at compile time.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** A nullable primitive as `type: [T, 'null']` (what fast-json-stringify serializes fastest). */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

export const NullableString = Nullable(Type.String());
export const NullableInteger = Nullable(Type.Integer());

/** Sort/paging query fields of every list (the server's limits, ADR 0010). */
export const MAX_PER_PAGE = 100;
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 10 }),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

/** `{ data, current_page, per_page, from, to, total, last_page }` around an item schema. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    from: NullableInteger,
    to: NullableInteger,
    total: Type.Integer(),
    last_page: Type.Integer(),
  });
}

/** A server-paged list of `T` (what `Paged(item)` validates); `from`/`to` are null when the page is empty. */
export type Paged<T> = Omit<Static<ReturnType<typeof Paged>>, 'data'> & { data: T[] };

/** `{ message }`: the success answer of most mutations. */
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/**
 * A selector field (`event`, `action`): documents the allowed values without refusing others at
 * validation, because an unknown selector answers 400 with the spec's own text (section 8).
 */
export function Selector<const V extends readonly string[]>(values: V, description?: string) {
  return Type.Unsafe<V[number]>({
    type: 'string',
    maxLength: 100,
    description: description ?? `Salah satu dari: ${values.join(', ')}`,
    examples: [...values],
  });
}

/** One of a fixed list of strings (statuses, channels, sort keys), typed as their union. */
export function StringEnum<const V extends readonly string[]>(values: V, options: { default?: V[number] } = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** `sortby` (ascending) and `sortbydesc` (descending) of a list, limited to its sortable columns. */
export function SortQuery<const V extends readonly string[]>(columns: V) {
  return { sortby: Type.Optional(StringEnum(columns)), sortbydesc: Type.Optional(StringEnum(columns)) };
}

/** An ISO date-time, or null (not yet started, never sent …). */
export const NullableDateTime = Nullable(Type.String({ format: 'date-time' }));

/** A background job was queued: `{ message, data: { job_id } }` (progress at /api/jobs/:id). */
export const JobQueuedAnswer = Type.Object({ message: Type.String(), data: Type.Object({ job_id: Type.String() }) });
export type JobQueuedAnswer = Static<typeof JobQueuedAnswer>;

/** `/:id` of a row: a positive PostgreSQL integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** A signed address of a file: `{ data: url }` (minutes-long, refused when tampered with). */
export const SignedUrlAnswer = Type.Object({ data: Type.String() });
export type SignedUrlAnswer = Static<typeof SignedUrlAnswer>;

/** Every error answer: a message, plus per-field texts for validation errors (422). */
export const ApiErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(
    Type.Unsafe<Record<string, string[]>>({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    }),
  ),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/**
 * Every error answer: `{ message, errors? }` (ApiErrorBody), documented once as the `ApiError`
 * component. Typed, so a handler's return value is checked against its success schema only.
 */
export const ApiErrorRef = Type.Unsafe<ApiErrorBody>({ $ref: 'ApiError#' });
