/**
 * Employees' rank records (/api/sdm/pegawai/x/pangkat): create, update, delete, each in one
 * transaction with its audit row; pegawai.pangkat_id follows the latest record (docs/adr/0014).
 */
import type {
  MessageAnswer,
  PegawaiPangkatAnswer,
  PegawaiPangkatInput,
  PegawaiPangkatListAnswer,
  PegawaiPangkatRow,
  PegawaiPangkatShowAnswer,
  PegawaiPangkatUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { checkPeriod, lockPegawai } from '../jabatan/public.js';
import * as repo from './pegawai-pangkat.repo.js';

export const PEGAWAI_PANGKAT_MESSAGES = {
  created: 'Pangkat created',
  updated: 'Pangkat updated',
  deleted: 'Pangkat deleted',
  notFound: 'Data pangkat pegawai tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  pangkatNotFound: 'Pangkat tidak ditemukan',
} as const;

export class PegawaiPangkatService {
  constructor(private readonly ctx: AppContext) {}

  private async values(
    db: Db,
    pegawaiId: number,
    input: PegawaiPangkatUpdateInput,
  ): Promise<repo.PegawaiPangkatValues> {
    const errors: FieldErrors = {};
    const period = checkPeriod(input, errors);
    if (!(await repo.pangkatExists(db, input.pangkat_id)))
      errors.pangkat_id = [PEGAWAI_PANGKAT_MESSAGES.pangkatNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { pegawai_id: pegawaiId, pangkat_id: input.pangkat_id, ...period };
  }

  private async answer(db: Db, id: number, message: string): Promise<PegawaiPangkatAnswer> {
    const data = await repo.findPegawaiPangkat(db, id);
    if (!data) throw new HttpError(404, PEGAWAI_PANGKAT_MESSAGES.notFound);
    return { message, data };
  }

  /** One rank record (spec: GET …/{id}). */
  async show(id: number): Promise<PegawaiPangkatShowAnswer> {
    return { data: (await this.answer(this.ctx.db, id, '')).data };
  }

  async listOf(pegawaiId: number): Promise<PegawaiPangkatListAnswer> {
    return { data: await repo.listPegawaiPangkat(this.ctx.db, pegawaiId) };
  }

  async create(actor: Actor, input: PegawaiPangkatInput): Promise<PegawaiPangkatAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw new HttpError(404, PEGAWAI_PANGKAT_MESSAGES.pegawaiNotFound);
      const id = await repo.savePangkatRecord(trx, await this.values(trx, input.pegawai_id, input));
      const result = await this.answer(trx, id, PEGAWAI_PANGKAT_MESSAGES.created);
      await recordAudit(trx, { ...actor, entity: 'pegawai_pangkat', entityId: id, after: result.data });
      return result;
    });
  }

  /** The employee is locked before the record, the order every writer uses. */
  private async lockRecord(trx: Db, id: number): Promise<PegawaiPangkatRow> {
    const before = await repo.findPegawaiPangkat(trx, id);
    if (!before) throw new HttpError(404, PEGAWAI_PANGKAT_MESSAGES.notFound);
    await lockPegawai(trx, before.pegawai_id);
    const locked = await trx
      .selectFrom('pegawai_pangkat')
      .select('pegawai_id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (locked?.pegawai_id !== before.pegawai_id) throw new HttpError(404, PEGAWAI_PANGKAT_MESSAGES.notFound);
    return before;
  }

  async update(actor: Actor, id: number, input: PegawaiPangkatUpdateInput): Promise<PegawaiPangkatAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await repo.savePangkatRecord(trx, await this.values(trx, before.pegawai_id, input), id);
      const result = await this.answer(trx, id, PEGAWAI_PANGKAT_MESSAGES.updated);
      await recordAudit(trx, { ...actor, entity: 'pegawai_pangkat', entityId: id, before, after: result.data });
      return result;
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await trx.deleteFrom('pegawai_pangkat').where('id', '=', id).execute();
      await repo.syncCurrentPangkat(trx, before.pegawai_id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_pangkat', entityId: id, before });
      return { message: PEGAWAI_PANGKAT_MESSAGES.deleted };
    });
  }
}
