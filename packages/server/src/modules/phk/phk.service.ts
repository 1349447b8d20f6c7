/**
 * Terminations: the register, one record and its writes, each write in one transaction with its
 * audit row and the employee's active status brought in line with the date (phk-status.ts). The
 * employee is locked before the record, the order every writer of an employee's records uses.
 */
import type {
  MessageAnswer,
  PhkInput,
  PhkListAnswer,
  PhkListQuery,
  PhkMutation,
  PhkRow,
  PhkShowAnswer,
  PhkUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { lockPegawai } from '../jabatan/public.js';
import { syncTermination, undoTermination } from './phk-status.js';
import * as repo from './phk.repo.js';

export const PHK_MESSAGES = {
  created: 'PHK created',
  updated: 'PHK updated',
  deleted: 'PHK deleted',
  notFound: 'Data PHK tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  duplicate: 'Pegawai ini sudah memiliki data PHK',
  typeNotFound: 'Jenis PHK tidak ditemukan',
  tanggalInvalid: 'Tanggal PHK harus berformat YYYY-MM-DD',
  nomorSkMax: 'Nomor SK paling banyak 255 karakter',
  penyelenggaraMax: 'Penyelenggara paling banyak 255 karakter',
  keteranganMax: 'Keterangan paling banyak 2000 karakter',
} as const;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

export class PhkService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: PhkListQuery): Promise<PhkListAnswer> {
    const { rows, total } = await repo.listPhk(this.ctx.db, {
      search: q.search?.trim() || undefined,
      type_id: q.type_id,
      kantor_id: q.kantor_id,
      tahun: q.tahun,
      pegawai_id: q.pegawai_id,
      status: q.status,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async find(db: Db, id: number): Promise<PhkRow> {
    const row = await repo.findPhk(db, id);
    if (!row) throw new HttpError(404, PHK_MESSAGES.notFound);
    return row;
  }

  async show(id: number): Promise<PhkShowAnswer> {
    return { data: await this.find(this.ctx.db, id) };
  }

  /** The checked values (422 with field messages), without pegawai_id. */
  private async values(db: Db, input: PhkUpdateInput): Promise<Omit<repo.PhkValues, 'pegawai_id'>> {
    const errors: FieldErrors = {};
    const tanggal = input.tanggal.trim();
    const nomor_sk = text(input.nomor_sk);
    const penyelenggara = text(input.penyelenggara);
    const keterangan = text(input.keterangan);
    if (!isIsoDate(tanggal)) errors.tanggal = [PHK_MESSAGES.tanggalInvalid];
    if (nomor_sk !== null && nomor_sk.length > 255) errors.nomor_sk = [PHK_MESSAGES.nomorSkMax];
    if (penyelenggara !== null && penyelenggara.length > 255) errors.penyelenggara = [PHK_MESSAGES.penyelenggaraMax];
    if (keterangan !== null && keterangan.length > 2000) errors.keterangan = [PHK_MESSAGES.keteranganMax];
    if (!(await repo.typeExists(db, input.type_id))) errors.type_id = [PHK_MESSAGES.typeNotFound];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { type_id: input.type_id, tanggal, nomor_sk, penyelenggara, keterangan };
  }

  async create(actor: Actor, input: PhkInput): Promise<PhkMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.values(trx, input);
      if (!(await lockPegawai(trx, input.pegawai_id)))
        throw validationError({ pegawai_id: [PHK_MESSAGES.pegawaiNotFound] });
      if ((await repo.phkIdOfPegawai(trx, input.pegawai_id)) !== undefined)
        throw validationError({ pegawai_id: [PHK_MESSAGES.duplicate] });
      const id = await repo.insertPhk(trx, { pegawai_id: input.pegawai_id, ...values });
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_phk', entityId: id, after: data });
      await syncTermination(trx, actor, id);
      return { message: PHK_MESSAGES.created, data };
    });
  }

  private async lockRecord(trx: Db, id: number): Promise<PhkRow> {
    const before = await this.find(trx, id);
    await lockPegawai(trx, before.pegawai_id);
    if (!(await repo.lockPhk(trx, id))) throw new HttpError(404, PHK_MESSAGES.notFound);
    return before;
  }

  async update(actor: Actor, id: number, input: PhkUpdateInput): Promise<PhkMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await repo.updatePhk(trx, id, await this.values(trx, input));
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'pegawai_phk', entityId: id, before, after: data });
      await syncTermination(trx, actor, id);
      return { message: PHK_MESSAGES.updated, data };
    });
  }

  /** The record goes (the employee is active again if it was this termination that ended it); its files are soft-deleted. */
  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lockRecord(trx, id);
      await undoTermination(trx, actor, id);
      for (const file of await this.ctx.files.listOf(trx, repo.PHK_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('pegawai_phk').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'pegawai_phk', entityId: id, before });
      return { message: PHK_MESSAGES.deleted };
    });
  }
}
