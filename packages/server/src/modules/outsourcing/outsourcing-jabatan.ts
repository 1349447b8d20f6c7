/**
 * The positions of outsourced staff (/sdm/outsourching/jabatan) and the contract kinds (read only,
 * seeded by migration 0052), each with how many workers or contracts use it.
 */
import type {
  MessageAnswer,
  OutsourcingJabatanInput,
  OutsourcingJabatanMutation,
  OutsourcingNamedListAnswer,
  OutsourcingNamedRow,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { OUTSOURCING_MESSAGES as M } from './outsourcing-input.js';

function jabatanRows(db: Db) {
  return db
    .selectFrom('outsourcing_jabatan as jb')
    .select([
      'jb.id',
      'jb.nama',
      sql<number>`(SELECT count(*)::int FROM outsourcing o WHERE o.jabatan_id = jb.id)`.as('jumlah'),
    ]);
}

export class OutsourcingJabatanService {
  constructor(private readonly ctx: AppContext) {}

  async list(): Promise<OutsourcingNamedListAnswer> {
    return { data: await jabatanRows(this.ctx.db).orderBy('jb.nama').orderBy('jb.id').execute() };
  }

  async jenis(): Promise<OutsourcingNamedListAnswer> {
    const data = await this.ctx.db
      .selectFrom('outsourcing_jenis as j')
      .select([
        'j.id',
        'j.nama',
        sql<number>`(SELECT count(*)::int FROM outsourcing_kontrak c WHERE c.jenis_id = j.id)`.as('jumlah'),
      ])
      .orderBy('j.nama')
      .execute();
    return { data };
  }

  private async find(db: Db, id: number): Promise<OutsourcingNamedRow> {
    const row = await jabatanRows(db).where('jb.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, M.jabatanNotFound);
    return row;
  }

  async save(actor: Actor, input: OutsourcingJabatanInput, id?: number): Promise<OutsourcingJabatanMutation> {
    const nama = input.nama.trim();
    if (!nama) throw validationError({ nama: [M.namaRequired] });
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await this.find(trx, id);
      let taken = trx
        .selectFrom('outsourcing_jabatan')
        .select('id')
        .where(sql<string>`lower(nama)`, '=', nama.toLowerCase());
      if (id !== undefined) taken = taken.where('id', '!=', id);
      if (await taken.executeTakeFirst()) throw new HttpError(409, M.namaTaken);
      const savedId =
        id ??
        (await trx.insertInto('outsourcing_jabatan').values({ nama }).returning('id').executeTakeFirstOrThrow()).id;
      if (id !== undefined)
        await trx
          .updateTable('outsourcing_jabatan')
          .set({ nama, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      const data = await this.find(trx, savedId);
      await recordAudit(trx, { ...actor, entity: 'outsourcing_jabatan', entityId: savedId, before, after: data });
      return { message: id === undefined ? M.jabatanCreated : M.jabatanUpdated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      await trx.selectFrom('outsourcing_jabatan').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      const used = await trx.selectFrom('outsourcing').select('id').where('jabatan_id', '=', id).executeTakeFirst();
      if (used) throw new HttpError(409, M.jabatanInUse);
      await trx.deleteFrom('outsourcing_jabatan').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'outsourcing_jabatan', entityId: id, before });
      return { message: M.jabatanDeleted };
    });
  }
}
