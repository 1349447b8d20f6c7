/**
 * Terminations: the register, one record and its writes, each write in one transaction with its
 * audit row and the employee's active status brought in line with the date (phk-status.ts). The
 * employee is locked before the record, the order every writer of an employee's records uses.
 * The bulk create (many NPPs, one type/date/decree) takes the single create's checks and write for
 * every employee, all or nothing: every NPP is checked first, one refusal writes nothing.
 */
import {
  phkBulkNppField,
  type MessageAnswer,
  type PhkBulkAnswer,
  type PhkBulkInput,
  type PhkInput,
  type PhkListAnswer,
  type PhkListQuery,
  type PhkMutation,
  type PhkRow,
  type PhkShowAnswer,
  type PhkUpdateInput,
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
  bulkCreated: (n: number) => `PHK created: ${n}`,
  bulkRefused: (n: number) => `${n} NPP tidak dapat di-PHK; tidak ada data yang disimpan`,
  nppRequired: 'Isi paling sedikit satu NPP',
  nppFormat: 'NPP harus 8 digit angka',
  nppTwice: 'NPP ini tercantum lebih dari sekali',
  nppNotFound: 'Pegawai dengan NPP ini tidak ditemukan',
} as const;

/** An NPP is eight digits. */
const NPP_FORMAT = /^\d{8}$/;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
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

  /** The values a termination takes, without pegawai_id; what is wrong goes into `errors`. */
  private async checkedValues(
    db: Db,
    input: PhkUpdateInput,
    errors: FieldErrors,
  ): Promise<Omit<repo.PhkValues, 'pegawai_id'>> {
    const tanggal = input.tanggal.trim();
    const nomor_sk = text(input.nomor_sk);
    const penyelenggara = text(input.penyelenggara);
    const keterangan = text(input.keterangan);
    if (!isIsoDate(tanggal)) errors.tanggal = [PHK_MESSAGES.tanggalInvalid];
    if (nomor_sk !== null && nomor_sk.length > 255) errors.nomor_sk = [PHK_MESSAGES.nomorSkMax];
    if (penyelenggara !== null && penyelenggara.length > 255) errors.penyelenggara = [PHK_MESSAGES.penyelenggaraMax];
    if (keterangan !== null && keterangan.length > 2000) errors.keterangan = [PHK_MESSAGES.keteranganMax];
    if (!(await repo.typeExists(db, input.type_id))) errors.type_id = [PHK_MESSAGES.typeNotFound];
    return { type_id: input.type_id, tanggal, nomor_sk, penyelenggara, keterangan };
  }

  /**
   * Why each of these employees cannot be terminated (unknown, or already has its one termination),
   * after locking them in id order; the employees missing from the answer may be terminated.
   */
  private async refusalsOf(trx: Db, pegawaiIds: readonly number[]): Promise<Map<number, string>> {
    const existing = await repo.lockPegawaiRows(trx, pegawaiIds);
    const terminated = await repo.pegawaiWithPhk(trx, pegawaiIds);
    const refusals = new Map<number, string>();
    for (const id of pegawaiIds) {
      if (!existing.has(id)) refusals.set(id, PHK_MESSAGES.pegawaiNotFound);
      else if (terminated.has(id)) refusals.set(id, PHK_MESSAGES.duplicate);
    }
    return refusals;
  }

  /** Writes one checked termination: the record, its audit row and the employee's active status. */
  private async write(trx: Db, actor: Actor, values: repo.PhkValues): Promise<PhkRow> {
    const id = await repo.insertPhk(trx, values);
    const data = await this.find(trx, id);
    await recordAudit(trx, { ...actor, entity: 'pegawai_phk', entityId: id, after: data });
    await syncTermination(trx, actor, id);
    return data;
  }

  async create(actor: Actor, input: PhkInput): Promise<PhkMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const values = await this.checkedValues(trx, input, errors);
      throwIfAny(errors);
      const refusal = (await this.refusalsOf(trx, [input.pegawai_id])).get(input.pegawai_id);
      if (refusal) throw validationError({ pegawai_id: [refusal] });
      const data = await this.write(trx, actor, { pegawai_id: input.pegawai_id, ...values });
      return { message: PHK_MESSAGES.created, data };
    });
  }

  /**
   * Terminates the employees of these NPPs with one type, date and decree, or none of them: every
   * NPP is checked (format, listed twice, unknown, the single create's refusals) and each refused
   * one is named under `npp.<NPP>` in one 422; otherwise each goes through the single create's write.
   */
  async createMany(actor: Actor, input: PhkBulkInput): Promise<PhkBulkAnswer> {
    const npps = input.npp.map((n) => n.trim()).filter(Boolean);
    return this.ctx.db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const values = await this.checkedValues(trx, input, errors);
      if (npps.length === 0) errors.npp = [PHK_MESSAGES.nppRequired];
      const refused = new Set<string>();
      const refuse = (npp: string, reason: string) => {
        refused.add(npp);
        const reasons = (errors[phkBulkNppField(npp)] ??= []);
        if (!reasons.includes(reason)) reasons.push(reason);
      };
      const listed = new Set<string>();
      for (const npp of npps) {
        if (!NPP_FORMAT.test(npp)) refuse(npp, PHK_MESSAGES.nppFormat);
        else if (listed.has(npp)) refuse(npp, PHK_MESSAGES.nppTwice);
        listed.add(npp);
      }
      const wellFormed = [...listed].filter((npp) => NPP_FORMAT.test(npp));
      const pegawaiOf = await repo.pegawaiIdsByNpp(trx, wellFormed);
      for (const npp of wellFormed) if (!pegawaiOf.has(npp)) refuse(npp, PHK_MESSAGES.nppNotFound);
      const known = wellFormed.filter((npp) => pegawaiOf.has(npp));
      const refusals = await this.refusalsOf(
        trx,
        known.map((npp) => pegawaiOf.get(npp)!),
      );
      for (const npp of known) {
        const refusal = refusals.get(pegawaiOf.get(npp)!);
        if (refusal) refuse(npp, refusal);
      }
      if (Object.keys(errors).length > 0)
        throw validationError(errors, refused.size > 0 ? PHK_MESSAGES.bulkRefused(refused.size) : undefined);
      const phkIds: number[] = [];
      for (const npp of known)
        phkIds.push((await this.write(trx, actor, { pegawai_id: pegawaiOf.get(npp)!, ...values })).id);
      return { message: PHK_MESSAGES.bulkCreated(phkIds.length), data: { jumlah: phkIds.length, phk_ids: phkIds } };
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
      const errors: FieldErrors = {};
      const values = await this.checkedValues(trx, input, errors);
      throwIfAny(errors);
      await repo.updatePhk(trx, id, values);
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
