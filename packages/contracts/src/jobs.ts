/**
 * Background jobs as the browser follows them: /api/general/jobs (exports, reports, imports, the
 * dashboard refresh). `GET /{id}` (the owner, or POLICY to see every job), `GET /` the caller's
 * own, newest first; `GET /{id}/result` streams the result file (no JSON contract).
 */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString, PageQuery, Paged, StringEnum } from './common.js';

export const JOBS_PATH = '/api/general/jobs';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
const JobStatusSchema = StringEnum(JOB_STATUSES);

export const JobView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  status: JobStatusSchema,
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  message: NullableString,
  /** GET it (with the access token) for the result file; null until the job is done with one. */
  result_url: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'GET with the access token; null until done with a file',
  }),
  /** Small JSON result: counts, `file_name`, row errors of an import. */
  result: Type.Unknown({ description: 'Small JSON result of the job (counts, file name, row errors of an import)' }),
  error: NullableString,
  attempts: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  started_at: NullableDateTime,
  finished_at: NullableDateTime,
});
export type JobView = Static<typeof JobView>;

export const JobListQuery = Type.Object({
  page: PageQuery.page,
  per_page: PageQuery.per_page,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(JobStatusSchema),
});
export type JobListQuery = Static<typeof JobListQuery>;

export const JobListAnswer = Paged(JobView);
export type JobListAnswer = Static<typeof JobListAnswer>;

export const JobShowAnswer = Type.Object({ data: JobView });
export type JobShowAnswer = Static<typeof JobShowAnswer>;

/** A job id: pg-boss uuids (length-capped so a hostile id never reaches the database as is). */
export const JobIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type JobIdParams = Static<typeof JobIdParams>;
