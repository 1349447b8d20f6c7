/**
 * The position register (/sdm/set/jabatan): list, create, update, delete (only when nothing uses
 * the position; otherwise mark it is_disabled, shown as 'Jabatan ini tidak dipakai lagi'), parent
 * changes without cycles, and the inconsistency list (/sdm/x/jabatan/x/invalid).
 */
import type {
  JabatanInput,
  JabatanInvalidAnswer,
  JabatanInvalidEvent,
  JabatanInvalidQuery,
  JabatanListAnswer,
  JabatanListQuery,
  JabatanMutation,
  JabatanShowAnswer,
  MessageAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './jabatan.repo.js';

export const JABATAN_MESSAGES = {
  created: 'Jabatan created',
  updated: 'Jabatan updated',
  deleted: 'Jabatan deleted',
  notFound: 'Jabatan tidak ditemukan',
  inUse: 'Jabatan masih dipakai; tandai "tidak dipakai lagi" sebagai gantinya',
  namaRequired: 'Nama jabatan wajib diisi',
  namaMax: 'Nama jabatan paling banyak 255 karakter',
  ketMax: 'Keterangan paling banyak 2000 karakter',
  levelUnknown: 'Level jabatan tidak ditemukan',
  eselonUnknown: 'Eselon tidak ditemukan',
  labelUnknown: 'Label jabatan tidak ditemukan',
  parentUnknown: 'Jabatan atasan tidak ditemukan',
  parentCycle: 'Jabatan atasan tidak boleh jabatan ini sendiri atau bawahannya',
} as const;

export class JabatanService {
  constructor(private readonly ctx: AppContext) {}

  async list(p: JabatanListQuery): Promise<JabatanListAnswer> {
    const search = p.search?.trim() || undefined;
    const sort = listSort(p);
    const filter = { search, is_disabled: p.is_disabled };
    const [rows, total] = await Promise.all([
      repo.listJabatan(this.ctx.db, { ...filter, sort, limit: p.per_page, offset: (p.page - 1) * p.per_page }),
      repo.countJabatan(this.ctx.db, filter),
    ]);
    return toPaged(rows, total, p.page, p.per_page);
  }

  async show(id: number): Promise<JabatanShowAnswer> {
    const data = await repo.findJabatan(this.ctx.db, id);
    if (!data) throw new HttpError(404, JABATAN_MESSAGES.notFound);
    return { data };
  }

  private async checked(
    db: Db,
    input: JabatanInput,
    id?: number,
  ): Promise<Omit<JabatanInput, 'label_id'> & { ket: string | null }> {
    const errors: FieldErrors = {};
    const nama = input.nama.trim();
    const ket = input.ket?.trim() || null;
    if (nama === '') errors.nama = [JABATAN_MESSAGES.namaRequired];
    else if (nama.length > 255) errors.nama = [JABATAN_MESSAGES.namaMax];
    if (ket !== null && ket.length > 2000) errors.ket = [JABATAN_MESSAGES.ketMax];
    if (input.level_id !== null && !(await repo.exists(db, 'jabatan_level', input.level_id)))
      errors.level_id = [JABATAN_MESSAGES.levelUnknown];
    if (input.eselon_id !== null && !(await repo.exists(db, 'eselon', input.eselon_id)))
      errors.eselon_id = [JABATAN_MESSAGES.eselonUnknown];
    if (input.label_id !== null && !(await repo.exists(db, 'jabatan_label', input.label_id)))
      errors.label_id = [JABATAN_MESSAGES.labelUnknown];
    if (input.parent_id !== null) {
      if (!(await repo.exists(db, 'jabatan', input.parent_id))) errors.parent_id = [JABATAN_MESSAGES.parentUnknown];
      else if (id !== undefined && (await repo.isSelfOrDescendant(db, id, input.parent_id)))
        errors.parent_id = [JABATAN_MESSAGES.parentCycle];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      nama,
      ket,
      level_id: input.level_id,
      eselon_id: input.eselon_id,
      parent_id: input.parent_id,
      is_bidangtugas: input.is_bidangtugas,
      is_kpi: input.is_kpi,
      is_disabled: input.is_disabled,
    };
  }

  async create(actor: Actor, input: JabatanInput): Promise<JabatanMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.checked(trx, input);
      const { id } = await trx.insertInto('jabatan').values(values).returning('id').executeTakeFirstOrThrow();
      await repo.setLabel(trx, id, input.label_id);
      const data = (await repo.findJabatan(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'jabatan', entityId: id, after: data });
      return { message: JABATAN_MESSAGES.created, data };
    });
  }

  async update(actor: Actor, id: number, input: JabatanInput): Promise<JabatanMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      // The row lock serialises parent changes, so two of them cannot build a cycle together.
      const locked = await trx.selectFrom('jabatan').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new HttpError(404, JABATAN_MESSAGES.notFound);
      const before = await repo.findJabatan(trx, id);
      const values = await this.checked(trx, input, id);
      await trx
        .updateTable('jabatan')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await repo.setLabel(trx, id, input.label_id);
      const data = (await repo.findJabatan(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'jabatan', entityId: id, before, after: data });
      return { message: JABATAN_MESSAGES.updated, data };
    });
  }

  /** The parent page: only parent_id changes, through the same checks as a full update. */
  async setParent(actor: Actor, id: number, parentId: number | null): Promise<JabatanMutation> {
    const current = await repo.findJabatan(this.ctx.db, id);
    if (!current) throw new HttpError(404, JABATAN_MESSAGES.notFound);
    return this.update(actor, id, { ...current, parent_id: parentId });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('jabatan').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new HttpError(404, JABATAN_MESSAGES.notFound);
      if ((await repo.usageOf(trx, id)) > 0) throw new HttpError(409, JABATAN_MESSAGES.inUse);
      const before = await repo.findJabatan(trx, id);
      await trx.deleteFrom('jabatan').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'jabatan', entityId: id, before });
      return { message: JABATAN_MESSAGES.deleted };
    });
  }

  async invalid(
    event: JabatanInvalidEvent,
    p: Pick<JabatanInvalidQuery, 'page' | 'per_page' | 'search'>,
  ): Promise<JabatanInvalidAnswer> {
    const { rows, total } = await repo.listInvalid(
      this.ctx.db,
      event,
      p.search?.trim() || undefined,
      p.per_page,
      (p.page - 1) * p.per_page,
    );
    return toPaged(rows, total, p.page, p.per_page);
  }
}
