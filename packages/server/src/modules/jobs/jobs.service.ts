/** The job API: one job (owner or admin), the caller's own jobs, and a finished job's result file. */
import type { Readable } from 'node:stream';
import type { JobListAnswer, JobShowAnswer, JobView } from '@portal/contracts';
import { POLICY } from '../../platform/domain.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { JobStatus } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { jobResultUrl } from '../../platform/jobs/job-service.js';
import { toPaged, totalOfPage } from '../../platform/paging.js';
import * as repo from './jobs.repo.js';

export const JOBS_MESSAGES = {
  notFound: 'Proses tidak ditemukan',
  resultNotReady: 'File hasil belum tersedia',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export type { JobView };

function toView(row: repo.JobRow): JobView {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    message: row.message,
    result_url: row.status === 'done' && row.result_location ? jobResultUrl(row.id) : null,
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

function fileNameOf(row: repo.JobRow): string {
  const given = (row.result as { file_name?: unknown } | null)?.file_name;
  if (typeof given === 'string' && /^[\w.-]+$/.test(given)) return given;
  const ext = /\.(\w+)$/.exec(row.result_location ?? '')?.[1] ?? 'bin';
  return `${row.name.replace(/[^\w-]+/g, '-')}-${row.id.slice(0, 8)}.${ext}`;
}

export class JobsService {
  constructor(private readonly ctx: AppContext) {}

  /** Someone else's job answers 404, as a missing one does: job ids are not for probing. */
  private async visibleJob(id: string, auth: AuthContext): Promise<repo.JobRow> {
    const row = UUID.test(id) ? await repo.findJob(this.ctx.db, id) : undefined;
    const allowed = row !== undefined && (row.user_id === auth.userId || hasAccess(auth, POLICY.seeAllJobs));
    if (!row || !allowed) throw new HttpError(404, JOBS_MESSAGES.notFound);
    return row;
  }

  async show(id: string, auth: AuthContext): Promise<JobShowAnswer> {
    return { data: toView(await this.visibleJob(id, auth)) };
  }

  async list(
    auth: AuthContext,
    q: { page: number; per_page: number; name?: string | readonly string[]; status?: JobStatus },
  ): Promise<JobListAnswer> {
    const filters = { userId: auth.userId, name: q.name, status: q.status };
    const rows = await repo.listJobs(this.ctx.db, { ...filters, limit: q.per_page, offset: (q.page - 1) * q.per_page });
    const total = await totalOfPage(rows, q.page, () => repo.countJobs(this.ctx.db, filters));
    return toPaged(rows.map(toView), total, q.page, q.per_page);
  }

  async resultFile(
    id: string,
    auth: AuthContext,
  ): Promise<{ body: Readable; size: number; fileName: string; contentType: string }> {
    const row = await this.visibleJob(id, auth);
    if (row.status !== 'done' || !row.result_location) throw new HttpError(404, JOBS_MESSAGES.resultNotReady);
    const file = await this.ctx.files.storage.getStream(row.result_location);
    if (!file) throw new HttpError(404, JOBS_MESSAGES.resultNotReady);
    const fileName = fileNameOf(row);
    const ext = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
    return { ...file, fileName, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
  }
}
