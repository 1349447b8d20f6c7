/**
 * Master data of care claims (spec section 3 "Perawatan jenis, rs_golongan, rs_tempat"): claim types,
 * hospital classes and places. One service for the three: names unique (409, case-insensitive), a row
 * still used answers 409 on delete, every change audited in its transaction.
 */
import type {
  MessageAnswer,
  PerawatanJenisInput,
  PerawatanJenisRow,
  RsGolonganInput,
  RsGolonganRow,
  RsTempatInput,
  RsTempatRow,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';

export async function listJenis(db: Db, id?: number): Promise<PerawatanJenisRow[]> {
  let q = db
    .selectFrom('perawatan_jenis as j')
    .select([
      'j.id',
      'j.nama',
      'j.is_kaca_mata',
      sql<number>`(SELECT count(*)::int FROM perawatan_nota n WHERE n.jenis_id = j.id)`.as('jumlah'),
    ]);
  if (id !== undefined) q = q.where('j.id', '=', id);
  return q.orderBy('j.nama').orderBy('j.id').execute();
}

export async function listGolongan(db: Db, id?: number): Promise<RsGolonganRow[]> {
  let q = db
    .selectFrom('perawatan_rs_golongan as g')
    .select([
      'g.id',
      'g.nama',
      sql<number>`(SELECT count(*)::int FROM perawatan_rs_tempat t WHERE t.golongan_id = g.id)`.as('jumlah'),
    ]);
  if (id !== undefined) q = q.where('g.id', '=', id);
  return q.orderBy('g.id').execute();
}

export async function listTempat(db: Db, id?: number): Promise<RsTempatRow[]> {
  let q = db
    .selectFrom('perawatan_rs_tempat as t')
    .innerJoin('perawatan_rs_golongan as g', 'g.id', 't.golongan_id')
    .select([
      't.id',
      't.nama',
      't.golongan_id',
      'g.nama as golongan_nama',
      't.kota',
      sql<number>`(SELECT count(*)::int FROM perawatan_nota n WHERE n.rs_tempat_id = t.id)`.as('jumlah'),
    ]);
  if (id !== undefined) q = q.where('t.id', '=', id);
  const rows = await q.orderBy('t.nama').orderBy('t.id').execute();
  return rows.map(({ golongan_nama, ...r }) => ({ ...r, golongan: { id: r.golongan_id, nama: golongan_nama } }));
}

type MasterTable = 'perawatan_jenis' | 'perawatan_rs_golongan' | 'perawatan_rs_tempat';

interface MasterDefinition<Row, Input> {
  table: MasterTable;
  /** '{label} created/updated/deleted', e.g. 'Jenis Perawatan created'. */
  label: string;
  rows: (db: Db, id?: number) => Promise<Row[]>;
  /** Validated, trimmed column values (throws 422). */
  values: (db: Db, input: Input) => Promise<Record<string, unknown> & { nama: string }>;
  /** Whether a row is used (then it cannot be deleted). */
  inUse: (db: Db, id: number) => Promise<boolean>;
  inUseMessage: string;
}

const NAMA_REQUIRED = 'Nama wajib diisi';
const NAMA_TAKEN = 'Nama sudah dipakai';

async function used(db: Db, table: 'perawatan_nota' | 'perawatan_rs_tempat', column: string, id: number) {
  const row = await sql<{
    n: number;
  }>`SELECT 1 AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id} LIMIT 1`.execute(db);
  return row.rows.length > 0;
}

function nama(input: { nama: string }): string {
  const value = input.nama.trim();
  if (!value) throw validationError({ nama: [NAMA_REQUIRED] });
  return value;
}

export const JENIS: MasterDefinition<PerawatanJenisRow, PerawatanJenisInput> = {
  table: 'perawatan_jenis',
  label: 'Jenis Perawatan',
  rows: listJenis,
  values: async (db, input) => {
    const values = { nama: nama(input), is_kaca_mata: input.is_kaca_mata ?? false };
    return values;
  },
  inUse: (db, id) => used(db, 'perawatan_nota', 'jenis_id', id),
  inUseMessage: 'Jenis perawatan masih dipakai oleh klaim perawatan',
};

export const GOLONGAN: MasterDefinition<RsGolonganRow, RsGolonganInput> = {
  table: 'perawatan_rs_golongan',
  label: 'Golongan Rumah Sakit',
  rows: listGolongan,
  values: async (_db, input) => ({ nama: nama(input) }),
  inUse: (db, id) => used(db, 'perawatan_rs_tempat', 'golongan_id', id),
  inUseMessage: 'Golongan masih dipakai oleh tempat perawatan',
};

export const TEMPAT: MasterDefinition<RsTempatRow, RsTempatInput> = {
  table: 'perawatan_rs_tempat',
  label: 'Tempat Perawatan',
  rows: listTempat,
  values: async (db, input) => {
    const golongan = await db
      .selectFrom('perawatan_rs_golongan')
      .select('id')
      .where('id', '=', input.golongan_id)
      .executeTakeFirst();
    if (!golongan) throw validationError({ golongan_id: ['Golongan rumah sakit tidak ditemukan'] });
    return { nama: nama(input), golongan_id: input.golongan_id, kota: input.kota?.trim() || null };
  },
  inUse: (db, id) => used(db, 'perawatan_nota', 'rs_tempat_id', id),
  inUseMessage: 'Tempat perawatan masih dipakai oleh klaim perawatan',
};

export class PerawatanMasterService<Row, Input> {
  constructor(
    private readonly ctx: AppContext,
    private readonly def: MasterDefinition<Row, Input>,
  ) {}

  async list(): Promise<{ data: Row[] }> {
    return { data: await this.def.rows(this.ctx.db) };
  }

  private async find(db: Db, id: number): Promise<Row> {
    const [row] = await this.def.rows(db, id);
    if (!row) throw new HttpError(404, `${this.def.label} tidak ditemukan`);
    return row;
  }

  async save(actor: Actor, input: Input, id?: number): Promise<{ message: string; data: Row }> {
    const { table, label } = this.def;
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.def.values(trx, input);
      const before = id === undefined ? undefined : await this.find(trx, id);
      // Serialise writers of the table: the name check and the write see the same rows.
      await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      const taken = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)}
        WHERE lower(nama) = ${values.nama.toLowerCase()} AND id <> ${id ?? 0} LIMIT 1`.execute(trx);
      if (taken.rows.length > 0) throw new HttpError(409, NAMA_TAKEN);
      if (table === 'perawatan_jenis' && values.is_kaca_mata === true) {
        const other = await trx
          .selectFrom('perawatan_jenis')
          .select('id')
          .where('is_kaca_mata', '=', true)
          .where('id', '<>', id ?? 0)
          .executeTakeFirst();
        if (other) throw validationError({ is_kaca_mata: ['Jenis kacamata sudah ada'] });
      }
      let savedId = id;
      if (savedId === undefined)
        savedId = (
          await trx
            .insertInto(table)
            .values(values as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      else
        await trx
          .updateTable(table)
          .set({ ...values, updated_at: new Date() } as never)
          .where('id', '=', savedId)
          .execute();
      const data = await this.find(trx, savedId);
      await recordAudit(trx, { ...actor, entity: table, entityId: savedId, before, after: data });
      return { message: `${label} ${id === undefined ? 'created' : 'updated'}`, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    const { table, label } = this.def;
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
      if (await this.def.inUse(trx, id)) throw new HttpError(409, this.def.inUseMessage);
      await trx.deleteFrom(table).where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: table, entityId: id, before });
      return { message: `${label} deleted` };
    });
  }
}
