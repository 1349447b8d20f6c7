/**
 * Employees' sanctions: the register's lists (all, in force, invalid), one record, and its writes,
 * each write in one transaction with its audit row. The employee is locked before the record, the
 * order every writer of an employee's records uses.
 */
import type {
  MessageAnswer,
  SanksiInput,
  SanksiListAnswer,
  SanksiListQuery,
  SanksiMutation,
  SanksiRow,
  SanksiShowAnswer,
  SanksiUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { checkPeriod, lockPegawai } from '../jabatan/public.js';
import * as repo from './sanksi.repo.js';

export const SANKSI_MESSAGES = {
  created: 'Sanksi created',
  updated: 'Sanksi updated',
  deleted: 'Sanksi deleted',
  notFound: 'Data sanksi tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  jenisNotFound: 'Jenis sanksi tidak ditemukan',
  keteranganMax: 'Keterangan paling banyak 2000 karakter',
} as const;

export class SanksiService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: SanksiListQuery): Promise<SanksiListAnswer> {
    const { rows, total } = await repo.listSanksi(this.ctx.db, {
      event: q.event ?? 'index',
      search: q.search?.trim() || undefined,
      jenis_id: q.jenis_id,
      kelas_id: q.kelas_id,
      pegawai_id: q.pegawai_id,
      status: q.status,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async find(db: Db, id: number): Promise<SanksiRow> {
    const row = await repo.findSanksi(db, id);
    if (!row) throw new HttpError(404, SANKSI_MESSAGES.notFound);
    return row;
  }

  async show(id: number): Promise<SanksiShowAnswer> {
    return { data: await this.find(this.ctx.db, id) };
  }

  /** The checked values (422 with field messages), without pegawai_id. */
  private async values(db: Db, input: SanksiUpdateInput): Promise<Omit<repo.SanksiValues, 'pegawai_id'>> {
    const errors: FieldErrors = {};
    const period = checkPeriod(input, errors);
    const keterangan = input.keterangan?.trim() || null;
    if (keterangan !== null && keterangan.length > 2000) errors.keterangan = [SANKSI_MESSAGES.keteranganMax];
    if (!(await repo.jenisExists(db, input.jenis_id))) errors.jenis_id = [SANKSI_MESSAGES.jenisNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { jenis_id: input.jenis_id, ...period, keterangan };
  }

  async create(actor: Actor, input: SanksiInput): Promise<SanksiMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, input);
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw validationError({ pegawai_id: [SANKSI_MESSAGES.pegawaiNotFound] });
      const id = await repo.insertSanksi(trx, { pegawai_id: input.pegawai_id, ...values });
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_sanksi', entityId: id, after: data });
      return { message: SANKSI_MESSAGES.created, data };
    });
  }

  private async lockRecord(trx: Db, id: number): Promise<SanksiRow> {
    const before = await this.find(trx, id);
    await lockPegawai(trx, before.pegawai_id);
    if (!(await repo.lockSanksi(trx, id))) throw new HttpError(404, SANKSI_MESSAGES.notFound);
    return before;
  }

  async update(actor: Actor, id: number, input: SanksiUpdateInput): Promise<SanksiMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await repo.updateSanksi(trx, id, await this.values(trx, input));
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_sanksi', entityId: id, before, after: data });
      return { message: SANKSI_MESSAGES.updated, data };
    });
  }

  /** The record goes; its decree files are soft-deleted with it (the bytes stay for the audit). */
  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      for (const file of await this.ctx.files.listOf(trx, repo.SANKSI_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('pegawai_sanksi').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'pegawai_sanksi', entityId: id, before });
      return { message: SANKSI_MESSAGES.deleted };
    });
  }
}
