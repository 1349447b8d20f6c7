/**
 * Terminations of outsourced staff: from its date a worker leaves the register (index and
 * index_expired) and the expiry notice; the record stays on /outsourcing/phk. One per worker.
 */
import type {
  MessageAnswer,
  OutsourcingPhkInput,
  OutsourcingPhkListAnswer,
  OutsourcingPhkListQuery,
  OutsourcingPhkMutation,
  OutsourcingPhkRow,
  OutsourcingPhkUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import { OUTSOURCING_MESSAGES as M, isIsoDate, text, throwIfAny } from './outsourcing-input.js';
import * as repo from './outsourcing.repo.js';

function values(input: OutsourcingPhkUpdateInput) {
  const errors: FieldErrors = {};
  const tanggal = input.tanggal.trim();
  const alasan = input.alasan.trim();
  if (!isIsoDate(tanggal)) errors.tanggal = [M.dateInvalid];
  if (!alasan) errors.alasan = [M.alasanRequired];
  throwIfAny(errors);
  return { tanggal, alasan, keterangan: text(input.keterangan) };
}

export class OutsourcingPhkService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: OutsourcingPhkListQuery): Promise<OutsourcingPhkListAnswer> {
    return selectHandler(q.event ?? 'index', {
      index: async () => {
        const { rows, total } = await repo.listPhk(this.ctx.db, {
          search: q.search?.trim() || undefined,
          tahun: q.tahun,
          limit: q.per_page,
          offset: (q.page - 1) * q.per_page,
        });
        return toPaged(rows, total, q.page, q.per_page);
      },
    })();
  }

  private async find(db: Db, id: number): Promise<OutsourcingPhkRow> {
    const row = await repo.findPhk(db, id);
    if (!row) throw new HttpError(404, M.phkNotFound);
    return row;
  }

  async create(actor: Actor, input: OutsourcingPhkInput): Promise<OutsourcingPhkMutation> {
    const v = values(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      if ((await repo.lockWorkers(trx, [input.outsourcing_id])).length === 0)
        throw validationError({ outsourcing_id: [M.workerNotFound(input.outsourcing_id)] });
      const taken = await trx
        .selectFrom('outsourcing_phk')
        .select('id')
        .where('outsourcing_id', '=', input.outsourcing_id)
        .executeTakeFirst();
      if (taken) throw validationError({ outsourcing_id: [M.phkDuplicate] });
      const { id } = await trx
        .insertInto('outsourcing_phk')
        .values({ outsourcing_id: input.outsourcing_id, ...v })
        .returning('id')
        .executeTakeFirstOrThrow();
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing_phk', entityId: id, after: data });
      return { message: M.phkCreated, data };
    });
  }

  private async lock(trx: Db, id: number): Promise<OutsourcingPhkRow> {
    const before = await this.find(trx, id);
    await repo.lockWorkers(trx, [before.outsourcing_id]);
    const locked = await trx
      .selectFrom('outsourcing_phk')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new HttpError(404, M.phkNotFound);
    return before;
  }

  async update(actor: Actor, id: number, input: OutsourcingPhkUpdateInput): Promise<OutsourcingPhkMutation> {
    const v = values(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      await trx
        .updateTable('outsourcing_phk')
        .set({ ...v, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing_phk', entityId: id, before, after: data });
      return { message: M.phkUpdated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      await trx.deleteFrom('outsourcing_phk').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'outsourcing_phk', entityId: id, before });
      return { message: M.phkDeleted };
    });
  }
}
