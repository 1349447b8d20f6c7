/**
 * Outsourced staff: the register (index, and index_expired: contracts ended or ending within 30
 * days), one worker, and its writes, each in one transaction with its audit row. Row scoping
 * (ADR 0051): who manages outsourcing (60, 57) sees every worker; a reader with only the list role
 * (4) sees the workers whose last contract is at their own office or an office below it.
 */
import type {
  MessageAnswer,
  OutsourcingEvent,
  OutsourcingInput,
  OutsourcingListAnswer,
  OutsourcingListQuery,
  OutsourcingMutation,
  OutsourcingPhotoAnswer,
  OutsourcingRow,
  OutsourcingShowAnswer,
  OutsourcingUpdateInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import { decodeImage } from '../pegawai-cv/public.js';
import { OUTSOURCING_MESSAGES as M, isIsoDate, kontrakValues, text, throwIfAny } from './outsourcing-input.js';
import * as repo from './outsourcing.repo.js';

/** Owner type of the photos in `files` (file event 4, outsourcing). */
export const OUTSOURCING_FILE_OWNER = 'outsourcing';
const OUTSOURCING_FILE_EVENT = 4;

export function photoKey(id: number, type: 'jpeg' | 'png'): string {
  return `outsourcing/photos/${id}.${type}`;
}

/** The offices a caller may read: null = all (manageOutsourcing), else their own office's subtree. */
export async function scopeOf(db: Db, auth: Pick<AuthContext, 'userId' | 'roles'>): Promise<repo.KantorScope> {
  if (hasAccess(auth, POLICY.manageOutsourcing)) return null;
  const kantorId = await repo.kantorOfUser(db, auth.userId);
  return kantorId === null ? [] : repo.kantorSubtree(db, kantorId);
}

export class OutsourcingService {
  constructor(private readonly ctx: AppContext) {
    // The photo of a worker is readable by whoever may see the worker on the register.
    ctx.files.registerReadCheck(OUTSOURCING_FILE_OWNER, async (db, user, id) => {
      if (!hasAccess(user, POLICY.listOutsourcing)) return false;
      return (await repo.findWorker(db, id, await scopeOf(db, user))) !== undefined;
    });
  }

  async list(auth: AuthContext, q: OutsourcingListQuery): Promise<OutsourcingListAnswer> {
    const scope = await scopeOf(this.ctx.db, auth);
    const run = async (view: repo.WorkerFilter['view']) => {
      const { rows, total } = await repo.listWorkers(this.ctx.db, {
        view,
        scope,
        search: q.search?.trim() || undefined,
        jabatan_id: q.jabatan_id,
        jenis_id: q.jenis_id,
        kantor_id: q.kantor_id,
        status_kontrak: q.status_kontrak,
        sort: listSort(q),
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return toPaged(rows, total, q.page, q.per_page);
    };
    const handlers: Record<OutsourcingEvent, () => Promise<OutsourcingListAnswer>> = {
      index: () => run('index'),
      index_expired: () => run('expired'),
    };
    return selectHandler(q.event ?? 'index', handlers)();
  }

  private async find(db: Db, id: number, scope: repo.KantorScope = null): Promise<OutsourcingRow> {
    const row = await repo.findWorker(db, id, scope);
    if (!row) throw new HttpError(404, M.notFound);
    return row;
  }

  async show(auth: AuthContext, id: number): Promise<OutsourcingShowAnswer> {
    return { data: await this.find(this.ctx.db, id, await scopeOf(this.ctx.db, auth)) };
  }

  /** The worker's checked values (422 with field messages into `errors`). */
  private async values(
    db: Db,
    input: OutsourcingUpdateInput,
    errors: FieldErrors,
    exceptId?: number,
  ): Promise<repo.WorkerValues> {
    const nama = input.nama.trim();
    const nik = text(input.nik);
    const tanggal_lahir = text(input.tanggal_lahir);
    const jabatan_id = input.jabatan_id ?? null;
    if (!nama) errors.nama = [M.namaRequired];
    if (tanggal_lahir !== null && !isIsoDate(tanggal_lahir)) errors.tanggal_lahir = [M.dateInvalid];
    if (nik !== null && (await repo.nikTaken(db, nik, exceptId))) errors.nik = [M.nikTaken];
    if (jabatan_id !== null && !(await repo.jabatanExists(db, jabatan_id))) errors.jabatan_id = [M.jabatanNotFound];
    return {
      nama,
      nik,
      tanggal_lahir,
      jenis_kelamin: input.jenis_kelamin ?? null,
      telepon: text(input.telepon),
      jabatan_id,
    };
  }

  /** The worker and the first contract, together or not at all. */
  async create(actor: Actor, input: OutsourcingInput): Promise<OutsourcingMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const worker = await this.values(trx, input, errors);
      const kontrak = await kontrakValues(trx, input.kontrak, errors, 'kontrak.');
      throwIfAny(errors);
      const id = await repo.insertWorker(trx, worker);
      const kontrakId = await repo.insertKontrak(trx, id, kontrak);
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing', entityId: id, after: data });
      await recordAudit(trx, {
        ...actor,
        entity: 'outsourcing_kontrak',
        entityId: kontrakId,
        after: data.kontrak_akhir,
      });
      return { message: M.created, data };
    });
  }

  private async lock(trx: Db, id: number): Promise<OutsourcingRow> {
    if ((await repo.lockWorkers(trx, [id])).length === 0) throw new HttpError(404, M.notFound);
    return this.find(trx, id);
  }

  async update(actor: Actor, id: number, input: OutsourcingUpdateInput): Promise<OutsourcingMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      const errors: FieldErrors = {};
      const values = await this.values(trx, input, errors, id);
      throwIfAny(errors);
      await repo.updateWorker(trx, id, values);
      const data = await this.find(trx, id);
      await recordAudit(trx, { ...actor, entity: 'outsourcing', entityId: id, before, after: data });
      return { message: M.updated, data };
    });
  }

  /** The worker goes with their contracts and termination; the photo file is retired. */
  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      for (const file of await this.ctx.files.listOf(trx, OUTSOURCING_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('outsourcing').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'outsourcing', entityId: id, before });
      return { message: M.deleted };
    });
  }

  /** Replaces the photo: checked (JPEG/PNG, 2 MB) before anything is written, stored like employee photos. */
  async setPhoto(actor: Actor, id: number, image: string): Promise<OutsourcingPhotoAnswer> {
    const decoded = await decodeImage(image);
    const key = photoKey(id, decoded.type);
    return this.ctx.db.transaction().execute(async (trx) => {
      const [locked] = await repo.lockWorkers(trx, [id]);
      if (!locked) throw new HttpError(404, M.notFound);
      for (const old of new Set([locked.photo, key])) {
        const live = old ? await this.ctx.files.findLive(trx, old) : undefined;
        if (live) await this.ctx.files.remove(trx, live.id);
      }
      const file = await this.ctx.files.storeFile(trx, {
        key,
        body: decoded.bytes,
        eventId: OUTSOURCING_FILE_EVENT,
        ownerType: OUTSOURCING_FILE_OWNER,
        ownerId: id,
        uploadedBy: actor.userId,
        contentLength: decoded.bytes.length,
      });
      await recordAudit(trx, {
        ...actor,
        entity: 'files',
        entityId: file.id,
        after: { ...file, created_at: file.created_at.toISOString() },
      });
      await repo.setWorkerPhoto(trx, id, key);
      await recordAudit(trx, {
        ...actor,
        entity: 'outsourcing',
        entityId: id,
        before: { photo: locked.photo },
        after: { photo: key },
      });
      return { message: M.photoUpdated, data: { photo: key } };
    });
  }
}
