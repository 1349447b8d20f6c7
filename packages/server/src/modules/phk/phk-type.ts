/**
 * The termination types (kategori; spec section 7 /sdm/pegawai/x/phk GET type): names are unique
 * (409), a type still used by a termination answers 409 on delete, so no termination loses its type.
 */
import type { MessageAnswer, PhkTypeInput, PhkTypeListAnswer, PhkTypeMutation, PhkTypeRow } from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';

export const PHK_TYPE_MESSAGES = {
  created: 'Jenis PHK created',
  updated: 'Jenis PHK updated',
  deleted: 'Jenis PHK deleted',
  notFound: 'Jenis PHK tidak ditemukan',
  inUse: 'Jenis PHK masih dipakai oleh data PHK pegawai',
  namaRequired: 'Nama wajib diisi',
  namaTaken: 'Nama sudah dipakai',
} as const;

function typeRows(db: Db) {
  return db
    .selectFrom('phk_type as t')
    .select([
      't.id',
      't.nama',
      sql<number>`(SELECT count(*)::int FROM pegawai_phk ph WHERE ph.type_id = t.id)`.as('jumlah'),
    ]);
}

export class PhkTypeService {
  constructor(private readonly ctx: AppContext) {}

  async list(): Promise<PhkTypeListAnswer> {
    return { data: await typeRows(this.ctx.db).orderBy('t.nama').orderBy('t.id').execute() };
  }

  private async find(db: Db, id: number): Promise<PhkTypeRow> {
    const row = await typeRows(db).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, PHK_TYPE_MESSAGES.notFound);
    return row;
  }

  async save(actor: Actor, input: PhkTypeInput, id?: number): Promise<PhkTypeMutation> {
    const nama = input.nama.trim();
    if (!nama) throw validationError({ nama: [PHK_TYPE_MESSAGES.namaRequired] });
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await this.find(trx, id);
      let taken = trx
        .selectFrom('phk_type')
        .select('id')
        .where(sql<string>`lower(nama)`, '=', nama.toLowerCase());
      if (id !== undefined) taken = taken.where('id', '!=', id);
      if (await taken.executeTakeFirst()) throw new HttpError(409, PHK_TYPE_MESSAGES.namaTaken);
      let savedId = id;
      if (savedId === undefined)
        savedId = (await trx.insertInto('phk_type').values({ nama }).returning('id').executeTakeFirstOrThrow()).id;
      else await trx.updateTable('phk_type').set({ nama, updated_at: new Date() }).where('id', '=', savedId).execute();
      const data = await this.find(trx, savedId);
      await recordAudit(trx, { ...actor, entity: 'phk_type', entityId: savedId, before, after: data });
      return { message: id === undefined ? PHK_TYPE_MESSAGES.created : PHK_TYPE_MESSAGES.updated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      const locked = await trx.selectFrom('phk_type').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new HttpError(404, PHK_TYPE_MESSAGES.notFound);
      const used = await trx.selectFrom('pegawai_phk').select('id').where('type_id', '=', id).executeTakeFirst();
      if (used) throw new HttpError(409, PHK_TYPE_MESSAGES.inUse);
      await trx.deleteFrom('phk_type').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'phk_type', entityId: id, before });
      return { message: PHK_TYPE_MESSAGES.deleted };
    });
  }
}
