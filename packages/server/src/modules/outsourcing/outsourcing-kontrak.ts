/**
 * Contracts of outsourced staff: the list (scoped like the register), one contract's writes, and
 * the bulk extension. Two contracts of one worker never share a day (422). The extension is all or
 * nothing: every worker is locked (in id order) and checked first; one refusal answers 422 naming
 * each refused worker and writes nothing.
 */
import type {
  MessageAnswer,
  OutsourcingKontrakInput,
  OutsourcingKontrakListAnswer,
  OutsourcingKontrakListQuery,
  OutsourcingKontrakMutation,
  OutsourcingKontrakRow,
  OutsourcingPerpanjangAnswer,
  OutsourcingPerpanjangInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import { OUTSOURCING_MESSAGES as M, isIsoDate, kontrakValues, text, throwIfAny } from './outsourcing-input.js';
import { scopeOf } from './outsourcing.service.js';
import * as repo from './outsourcing.repo.js';

/**
 * A worker holds one contract at a time: kontrak_akhir and the extension's "day after the last
 * one ends" assume it. Runs after the worker is locked, so two writers cannot both pass. The
 * message goes under the date that runs into the other contract.
 */
async function refuseOverlap(trx: Db, outsourcingId: number, v: repo.KontrakValues, exceptId?: number) {
  const other = await repo.overlappingKontrak(trx, outsourcingId, v, exceptId);
  if (other) throw validationError({ [other.awal > v.awal ? 'akhir' : 'awal']: [M.kontrakOverlap(other)] });
}

export class OutsourcingKontrakService {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, q: OutsourcingKontrakListQuery): Promise<OutsourcingKontrakListAnswer> {
    return selectHandler(q.event ?? 'index', {
      index: async () => {
        const { rows, total } = await repo.listKontrak(this.ctx.db, {
          scope: await scopeOf(this.ctx.db, auth),
          search: q.search?.trim() || undefined,
          outsourcing_id: q.outsourcing_id,
          jenis_id: q.jenis_id,
          kantor_id: q.kantor_id,
          status: q.status,
          sort: listSort(q),
          limit: q.per_page,
          offset: (q.page - 1) * q.per_page,
        });
        return toPaged(rows, total, q.page, q.per_page);
      },
    })();
  }

  private async find(db: Db, id: number): Promise<OutsourcingKontrakRow> {
    const row = await repo.findKontrak(db, id);
    if (!row) throw new HttpError(404, M.kontrakNotFound);
    return row;
  }

  async create(actor: Actor, input: OutsourcingKontrakInput): Promise<OutsourcingKontrakMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const values = await kontrakValues(trx, input, errors);
      throwIfAny(errors);
      if ((await repo.lockWorkers(trx, [input.outsourcing_id])).length === 0)
        throw validationError({ outsourcing_id: [M.workerNotFound(input.outsourcing_id)] });
      await refuseOverlap(trx, input.outsourcing_id, values);
      const id = await repo.insertKontrak(trx, input.outsourcing_id, values);
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing_kontrak', entityId: id, after: data });
      return { message: M.kontrakCreated, data };
    });
  }

  /** Locks the worker, then the contract (the order every writer uses). */
  private async lock(trx: Db, id: number): Promise<OutsourcingKontrakRow> {
    const before = await this.find(trx, id);
    await repo.lockWorkers(trx, [before.outsourcing_id]);
    if (!(await repo.lockKontrak(trx, id))) throw new HttpError(404, M.kontrakNotFound);
    return before;
  }

  async update(
    actor: Actor,
    id: number,
    input: Omit<OutsourcingKontrakInput, 'outsourcing_id'>,
  ): Promise<OutsourcingKontrakMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      const errors: FieldErrors = {};
      const values = await kontrakValues(trx, input, errors);
      throwIfAny(errors);
      await refuseOverlap(trx, before.outsourcing_id, values, id);
      await repo.updateKontrak(trx, id, values);
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing_kontrak', entityId: id, before, after: data });
      return { message: M.kontrakUpdated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      await trx.deleteFrom('outsourcing_kontrak').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'outsourcing_kontrak', entityId: id, before });
      return { message: M.kontrakDeleted };
    });
  }

  /** Extends every listed worker's last contract to `akhir`, or none of them (422). */
  async extend(actor: Actor, input: OutsourcingPerpanjangInput): Promise<OutsourcingPerpanjangAnswer> {
    const akhir = input.akhir.trim();
    if (!isIsoDate(akhir)) throw validationError({ akhir: [M.dateInvalid] });
    const ids = [...new Set(input.outsourcing_ids)].sort((a, b) => a - b);
    return this.ctx.db.transaction().execute(async (trx) => {
      const locked = new Map((await repo.lockWorkers(trx, ids)).map((w) => [w.id, w]));
      const last = new Map((await repo.lastKontrakOf(trx, ids)).map((k) => [k.outsourcing_id, k]));
      const refused: string[] = [];
      for (const id of ids) {
        const worker = locked.get(id);
        const kontrak = last.get(id);
        if (!worker) refused.push(M.workerNotFound(id));
        else if (worker.terminated) refused.push(M.workerTerminated(id));
        else if (!kontrak) refused.push(M.workerNoKontrak(id));
        else if (kontrak.akhir >= akhir) refused.push(M.workerAlreadyLonger(id, kontrak.akhir));
      }
      if (refused.length > 0) throw validationError({ outsourcing_ids: refused });
      const nomor = text(input.nomor);
      const kontrakIds: number[] = [];
      for (const id of ids) {
        const k = last.get(id)!;
        const kontrakId = await repo.insertKontrak(trx, id, {
          jenis_id: k.jenis_id,
          kantor_id: k.kantor_id,
          nomor,
          perusahaan: k.perusahaan,
          awal: k.next_awal,
          akhir,
          keterangan: null,
        });
        kontrakIds.push(kontrakId);
        await recordAudit(trx, {
          ...actor,
          entity: 'outsourcing_kontrak',
          entityId: kontrakId,
          after: { outsourcing_id: id, awal: k.next_awal, akhir, nomor, perpanjangan_dari: k.akhir },
        });
      }
      return { message: M.perpanjang(kontrakIds.length), data: { jumlah: kontrakIds.length, kontrak_ids: kontrakIds } };
    });
  }
}
