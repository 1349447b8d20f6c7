/** The audit viewer: who changed what, when, through which route. */
import type { AuditEntitiesAnswer, AuditLogListAnswer, AuditLogQuery } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import { validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './logs.repo.js';

export type LogsQuery = AuditLogQuery;

export class LogsService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: LogsQuery): Promise<AuditLogListAnswer> {
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
    const answerRows = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return toPaged(answerRows, total, q.page, q.per_page);
  }

  async entities(): Promise<AuditEntitiesAnswer> {
    return { data: await repo.listEntities(this.ctx.db) };
  }
}
