/**
 * Officers (PIC): the list every signed-in user reads, and the HR admins' add, change and remove.
 * Input is checked whole before anything is written (one 422 naming every field at fault); each
 * change commits with its audit entry.
 */
import {
  PIC_LIMITS,
  PIC_MESSAGES,
  type MessageAnswer,
  type Paged,
  type PicInput,
  type PicListQuery,
  type PicMutation,
  type PicRow,
  type PicTopicAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './pic.repo.js';

function toRow(r: NonNullable<Awaited<ReturnType<typeof repo.findPic>>>): PicRow {
  return {
    ...r,
    user_id: r.user_id === null ? null : Number(r.user_id),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export class PicService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: PicListQuery): Promise<Paged<PicRow>> {
    const filter = {
      kantorId: q.kantor_id,
      topic: q.topic?.trim() || undefined,
      search: q.search?.trim() || undefined,
    };
    const { rows, total } = await repo.listPic(this.ctx.db, filter, q.per_page, (q.page - 1) * q.per_page);
    return toPaged(rows.map(toRow), total, q.page, q.per_page);
  }

  async topics(): Promise<PicTopicAnswer> {
    return { data: await repo.listTopics(this.ctx.db) };
  }

  private async check(db: Db, input: PicInput, exceptId?: number): Promise<repo.PicValues> {
    const errors: FieldErrors = {};
    const topic = input.topic.trim().replace(/\s+/g, ' ');
    const keterangan = input.keterangan?.trim() || null;
    if (topic === '') errors.topic = [PIC_MESSAGES.topicRequired];
    else if (topic.length > PIC_LIMITS.topic) errors.topic = [PIC_MESSAGES.topicMax];
    if (keterangan && keterangan.length > PIC_LIMITS.keterangan) errors.keterangan = [PIC_MESSAGES.keteranganMax];
    if (!(await repo.kantorExists(db, input.kantor_id))) errors.kantor_id = [PIC_MESSAGES.kantorNotFound];
    if (!(await repo.pegawaiExists(db, input.pegawai_id))) errors.pegawai_id = [PIC_MESSAGES.pegawaiNotFound];
    const values = { kantor_id: input.kantor_id, topic, pegawai_id: input.pegawai_id, keterangan };
    if (Object.keys(errors).length === 0 && (await repo.duplicateOf(db, values, exceptId)))
      errors.pegawai_id = [PIC_MESSAGES.duplicate];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }

  private async answer(db: Db, id: number, message: string): Promise<PicMutation> {
    const row = await repo.findPic(db, id);
    if (!row) throw new HttpError(404, PIC_MESSAGES.notFound);
    return { message, data: toRow(row) };
  }

  async create(actor: Actor, input: PicInput): Promise<PicMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.check(trx, input);
      const id = await repo.insertPic(trx, values);
      await recordAudit(trx, { ...actor, entity: 'pic', entityId: id, after: values });
      return this.answer(trx, id, PIC_MESSAGES.created);
    });
  }

  async update(actor: Actor, id: number, input: PicInput): Promise<PicMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockPic(trx, id);
      if (!before) throw new HttpError(404, PIC_MESSAGES.notFound);
      const values = await this.check(trx, input, id);
      await repo.updatePic(trx, id, values);
      await recordAudit(trx, { ...actor, entity: 'pic', entityId: id, before, after: values });
      return this.answer(trx, id, PIC_MESSAGES.updated);
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockPic(trx, id);
      if (!before) throw new HttpError(404, PIC_MESSAGES.notFound);
      await repo.deletePic(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pic', entityId: id, before });
    });
    return { message: PIC_MESSAGES.deleted };
  }
}
