/**
 * The rank register (/sdm/x/pangkat) and the employee rank lists: current ranks (index_pegawai),
 * ranks due (index_expired: no new rank for PROMOTION_YEARS years) and the simulation of the next
 * rank date (index_simulasi: current rank awal + PROMOTION_YEARS). See docs/adr/0014.
 */
import type {
  CurrentPangkatAnswer,
  CurrentPangkatEvent,
  CurrentPangkatQuery,
  MessageAnswer,
  PangkatInput,
  PangkatListAnswer,
  PangkatListQuery,
  PangkatMutation,
  PangkatShowAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './pangkat.repo.js';

/** A rank is due for promotion after this many years (a simple, documented rule). */
export const PROMOTION_YEARS = 4;

export const PANGKAT_MESSAGES = {
  created: 'Pangkat created',
  updated: 'Pangkat updated',
  deleted: 'Pangkat deleted',
  notFound: 'Pangkat tidak ditemukan',
  inUse: 'Pangkat masih dipakai; tandai tidak dipakai sebagai gantinya',
  required: (field: string) => `${field} wajib diisi`,
  max: (field: string) => `${field} paling banyak 255 karakter`,
  duplicate: 'Pangkat dengan nama, grade dan corporate title ini sudah ada',
} as const;

export class PangkatService {
  constructor(private readonly ctx: AppContext) {}

  /** One rank of the register (spec: GET /sdm/x/pangkat/{id}). */
  async show(id: number): Promise<PangkatShowAnswer> {
    const row = await repo.findPangkat(this.ctx.db, id);
    if (!row) throw new HttpError(404, PANGKAT_MESSAGES.notFound);
    return { data: row };
  }

  async list(p: PangkatListQuery): Promise<PangkatListAnswer> {
    const search = p.search?.trim() || undefined;
    const sort = listSort(p);
    const [rows, total] = await Promise.all([
      repo.listPangkat(this.ctx.db, { search, sort, limit: p.per_page, offset: (p.page - 1) * p.per_page }),
      repo.countPangkat(this.ctx.db, search),
    ]);
    return toPaged(rows, total, p.page, p.per_page);
  }

  private checked(input: PangkatInput): PangkatInput {
    const errors: FieldErrors = {};
    const values = {
      nama: input.nama.trim(),
      grade: input.grade.trim(),
      corporate_title: input.corporate_title.trim(),
      is_disabled: input.is_disabled,
    };
    for (const [field, label] of [
      ['nama', 'Nama'],
      ['grade', 'Grade'],
      ['corporate_title', 'Corporate title'],
    ] as const) {
      if (values[field] === '') errors[field] = [PANGKAT_MESSAGES.required(label)];
      else if (values[field].length > 255) errors[field] = [PANGKAT_MESSAGES.max(label)];
      // '|' separates the parts of the rank label, so it cannot be part of one.
      else if (values[field].includes('|')) errors[field] = [`${label} tidak boleh berisi karakter |`];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }

  private async assertUnique(db: typeof this.ctx.db, v: PangkatInput, except?: number): Promise<void> {
    let q = db
      .selectFrom('pangkat')
      .select('id')
      .where('nama', '=', v.nama)
      .where('grade', '=', v.grade)
      .where('corporate_title', '=', v.corporate_title);
    if (except !== undefined) q = q.where('id', '<>', except);
    if (await q.executeTakeFirst()) throw new HttpError(409, PANGKAT_MESSAGES.duplicate);
  }

  async create(actor: Actor, input: PangkatInput): Promise<PangkatMutation> {
    const values = this.checked(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      await this.assertUnique(trx, values);
      const { id } = await trx.insertInto('pangkat').values(values).returning('id').executeTakeFirstOrThrow();
      const data = (await repo.findPangkat(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'pangkat', entityId: id, after: data });
      return { message: PANGKAT_MESSAGES.created, data };
    });
  }

  async update(actor: Actor, id: number, input: PangkatInput): Promise<PangkatMutation> {
    const values = this.checked(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findPangkat(trx, id);
      if (!before) throw new HttpError(404, PANGKAT_MESSAGES.notFound);
      await this.assertUnique(trx, values, id);
      await trx.updateTable('pangkat').set(values).where('id', '=', id).execute();
      const data = (await repo.findPangkat(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'pangkat', entityId: id, before, after: data });
      return { message: PANGKAT_MESSAGES.updated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('pangkat').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new HttpError(404, PANGKAT_MESSAGES.notFound);
      if ((await repo.pangkatUsage(trx, id)) > 0) throw new HttpError(409, PANGKAT_MESSAGES.inUse);
      await trx.deleteFrom('pangkat').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'pangkat', entityId: id, before });
      return { message: PANGKAT_MESSAGES.deleted };
    });
  }

  async current(event: CurrentPangkatEvent, p: Omit<CurrentPangkatQuery, 'event'>): Promise<CurrentPangkatAnswer> {
    const { rows, total } = await repo.listCurrentPangkat(this.ctx.db, {
      event,
      search: p.search?.trim() || undefined,
      pegawaiId: p.pegawai_id,
      years: PROMOTION_YEARS,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    return toPaged(rows, total, p.page, p.per_page);
  }
}
