/** The audit viewer: who changed what, when, through which route. */
import type { Paged } from '@portal/domain';
import type { AppContext } from '../../platform/context.js';
import { validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './logs.repo.js';

export interface LogsQuery {
  page: number;
  per_page: number;
  search?: string;
  user_id?: number;
  entity?: string;
  entity_id?: string;
  from?: string;
  to?: string;
  sortby?: repo.AuditSortColumn;
  sortbydesc?: repo.AuditSortColumn;
}

export class LogsService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: LogsQuery): Promise<Paged<repo.AuditRow>> {
    if (q.from && q.to && q.from > q.to)
      throw validationError({ to: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
    const filter: repo.AuditFilter = {
      userId: q.user_id,
      entity: q.entity?.trim() || undefined,
      entityId: q.entity_id?.trim() || undefined,
      from: q.from,
      to: q.to,
      search: q.search?.trim() || undefined,
    };
    // Newest first unless asked otherwise.
    const sort = q.sortby ?? q.sortbydesc ?? 'at';
    const desc = q.sortby === undefined;
    const [rows, total] = await Promise.all([
      repo.listAudit(this.ctx.db, filter, { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort, desc }),
      repo.countAudit(this.ctx.db, filter),
    ]);
    return toPaged(rows, total, q.page, q.per_page);
  }

  async entities(): Promise<{ data: string[] }> {
    return { data: await repo.listEntities(this.ctx.db) };
  }
}
