/**
 * Employees' position records (/api/sdm/pegawai/x/jabatan): create, update, delete, each in one
 * transaction with its audit row, under the position history rule (pegawai-jabatan.rule.ts).
 */
import type {
  MessageAnswer,
  PegawaiJabatanAnswer,
  PegawaiJabatanInput,
  PegawaiJabatanListAnswer,
  PegawaiJabatanRow,
  PegawaiJabatanShowAnswer,
  PegawaiJabatanUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { blankToNull, checkPeriod, HISTORY_MESSAGES } from './history-input.js';
import * as repo from './pegawai-jabatan.repo.js';
import {
  lockPegawai,
  saveJabatanRecord,
  syncCurrentJabatan,
  type PegawaiJabatanValues,
} from './pegawai-jabatan.rule.js';

export const PEGAWAI_JABATAN_MESSAGES = {
  created: 'Jabatan created',
  updated: 'Jabatan updated',
  deleted: 'Jabatan deleted',
  notFound: 'Data jabatan pegawai tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  jabatanNotFound: 'Jabatan tidak ditemukan',
  kantorNotFound: 'Kantor tidak ditemukan',
} as const;

export class PegawaiJabatanService {
  constructor(private readonly ctx: AppContext) {}

  /** Field checks and references; 422 naming every field at fault. */
  private async values(db: Db, pegawaiId: number, input: PegawaiJabatanUpdateInput): Promise<PegawaiJabatanValues> {
    const errors: FieldErrors = {};
    const period = checkPeriod(input, errors);
    const keterangan = blankToNull(input.keterangan);
    if (keterangan !== null && keterangan.length > 2000) errors.keterangan = [HISTORY_MESSAGES.keteranganMax];
    if (!(await repo.jabatanUsable(db, input.jabatan_id)))
      errors.jabatan_id = [PEGAWAI_JABATAN_MESSAGES.jabatanNotFound];
    if (input.kantor_id !== null && !(await repo.kantorExists(db, input.kantor_id)))
      errors.kantor_id = [PEGAWAI_JABATAN_MESSAGES.kantorNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      pegawai_id: pegawaiId,
      jabatan_id: input.jabatan_id,
      kantor_id: input.kantor_id,
      ...period,
      is_permanent: input.is_permanent,
      keterangan,
    };
  }

  private async answer(db: Db, id: number, message: string): Promise<PegawaiJabatanAnswer> {
    const data = await repo.findPegawaiJabatan(db, id);
    if (!data) throw new HttpError(404, PEGAWAI_JABATAN_MESSAGES.notFound);
    return { message, data };
  }

  /** One position record (spec: GET …/{id}). */
  async show(id: number): Promise<PegawaiJabatanShowAnswer> {
    return { data: (await this.answer(this.ctx.db, id, '')).data };
  }

  async listOf(pegawaiId: number): Promise<PegawaiJabatanListAnswer> {
    return { data: await repo.listPegawaiJabatan(this.ctx.db, pegawaiId) };
  }

  async create(actor: Actor, input: PegawaiJabatanInput): Promise<PegawaiJabatanAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw new HttpError(404, PEGAWAI_JABATAN_MESSAGES.pegawaiNotFound);
      const values = await this.values(trx, input.pegawai_id, input);
      const id = await saveJabatanRecord(trx, values);
      const result = await this.answer(trx, id, PEGAWAI_JABATAN_MESSAGES.created);
      await recordAudit(trx, { ...actor, entity: 'pegawai_jabatan', entityId: id, after: result.data });
      return result;
    });
  }

  /** Locks the employee before the record (the order every writer uses), so saves cannot deadlock. */
  private async lockRecord(trx: Db, id: number): Promise<PegawaiJabatanRow> {
    const before = await repo.findPegawaiJabatan(trx, id);
    if (!before) throw new HttpError(404, PEGAWAI_JABATAN_MESSAGES.notFound);
    await lockPegawai(trx, before.pegawai_id);
    const locked = await repo.lockPegawaiJabatan(trx, id);
    if (!locked || locked.pegawai_id !== before.pegawai_id) throw new HttpError(404, PEGAWAI_JABATAN_MESSAGES.notFound);
    return before;
  }

  async update(actor: Actor, id: number, input: PegawaiJabatanUpdateInput): Promise<PegawaiJabatanAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      const values = await this.values(trx, before.pegawai_id, input);
      await saveJabatanRecord(trx, values, id);
      const result = await this.answer(trx, id, PEGAWAI_JABATAN_MESSAGES.updated);
      await recordAudit(trx, { ...actor, entity: 'pegawai_jabatan', entityId: id, before, after: result.data });
      return result;
    });
  }

  /** Deleting leaves permanent_date as it was: it records when the employee became permanent. */
  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await trx.deleteFrom('pegawai_jabatan').where('id', '=', id).execute();
      await syncCurrentJabatan(trx, before.pegawai_id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_jabatan', entityId: id, before });
      return { message: PEGAWAI_JABATAN_MESSAGES.deleted };
    });
  }
}
