/**
 * List/create/update/delete of one attendance register (registers.ts). Every change is one
 * transaction with its audit row; references are checked first (422 naming the field), a second
 * row for the same employee/office in an exclude list is 409, deletes are hard (the audit keeps
 * the row).
 */
import { sql } from 'kysely';
import type { Paged } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { REF_NOT_FOUND, type RegisterDef } from './registers.js';

/** A body as its register's contract validated it (strings, numbers, null). */
type RegisterInput = Readonly<Record<string, unknown>>;
type RegisterValues = Record<string, unknown>;
type RegisterRow = Record<string, unknown> & { id: number };

const REF_TABLE = { pegawai_id: 'pegawai', kantor_id: 'kantor', jabatan_id: 'jabatan' } as const;
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === UNIQUE_VIOLATION;
}

export class AbsenRegisterService {
  constructor(
    private readonly ctx: AppContext,
    private readonly def: RegisterDef,
  ) {}

  private selectRows(db: Db, where: ReturnType<typeof sql>, tail = sql``) {
    return sql<RegisterRow>`SELECT ${sql.raw(this.def.columns)} FROM ${sql.table(this.def.table)} r ${sql.raw(this.def.joins)} WHERE ${where} ${tail}`.execute(
      db,
    );
  }

  private searchWhere(search: string | undefined) {
    if (search === undefined || search.trim() === '') return sql`true`;
    const pattern = containsPattern(search.trim());
    return sql`(${sql.join(
      this.def.search.map((c) => sql`${sql.ref(c)} ILIKE ${pattern}`),
      sql` OR `,
    )})`;
  }

  async list(q: { page: number; per_page: number; search?: string }): Promise<Paged<RegisterRow>> {
    const where = this.searchWhere(q.search);
    const [rows, count] = await Promise.all([
      this.selectRows(
        this.ctx.db,
        where,
        sql`ORDER BY r.updated_at DESC, r.id DESC LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
      ),
      sql<{
        n: string;
      }>`SELECT count(*) AS n FROM ${sql.table(this.def.table)} r ${sql.raw(this.def.joins)} WHERE ${where}`.execute(
        this.ctx.db,
      ),
    ]);
    return toPaged(rows.rows, Number(count.rows[0].n), q.page, q.per_page);
  }

  private async find(db: Db, id: number): Promise<RegisterRow> {
    const { rows } = await this.selectRows(db, sql`r.id = ${id}`);
    if (!rows[0]) throw new HttpError(404, `${this.def.entity} tidak ditemukan`);
    return rows[0];
  }

  /** Trims texts (blank optional text → null) and checks what the schema cannot: date order, the reference. */
  private async normalize(db: Db, input: RegisterInput): Promise<RegisterValues> {
    const values: RegisterValues = {};
    for (const key of Object.keys(this.def.input.properties)) {
      const v = input[key];
      values[key] = typeof v === 'string' ? v.trim() || null : (v ?? null);
    }
    const errors: FieldErrors = {};
    for (const key of this.def.input.required ?? []) if (values[key] === null) errors[key] = ['Field is required'];
    if (
      this.def.hasDates &&
      values.tanggal_mulai !== null &&
      values.tanggal_selesai !== null &&
      String(values.tanggal_selesai) < String(values.tanggal_mulai)
    ) {
      errors.tanggal_selesai = ['Tanggal selesai harus sama atau setelah tanggal mulai'];
    }
    const ref = this.def.ref;
    if (values[ref] !== null && !errors[ref]) {
      const { rows } = await sql`SELECT 1 FROM ${sql.table(REF_TABLE[ref])} WHERE id = ${values[ref]}`.execute(db);
      if (rows.length === 0) errors[ref] = [REF_NOT_FOUND[ref]];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }

  private conflict(e: unknown): never {
    if (isUniqueViolation(e) && this.def.duplicate) throw new HttpError(409, this.def.duplicate);
    throw e;
  }

  async create(actor: Actor, input: RegisterInput): Promise<{ message: string; data: RegisterRow }> {
    try {
      return await this.ctx.db.transaction().execute(async (trx) => {
        const values = await this.normalize(trx, input);
        const { id } = await trx
          .insertInto(this.def.table)
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await this.find(trx, id);
        await recordAudit(trx, { ...actor, entity: this.def.table, entityId: id, after: row });
        return { message: `${this.def.entity} created`, data: row };
      });
    } catch (e) {
      return this.conflict(e);
    }
  }

  async update(actor: Actor, id: number, input: RegisterInput): Promise<{ message: string; data: RegisterRow }> {
    try {
      return await this.ctx.db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM ${sql.table(this.def.table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
        const before = await this.find(trx, id);
        const values = await this.normalize(trx, input);
        await trx
          .updateTable(this.def.table)
          .set({ ...values, updated_at: new Date() } as never)
          .where('id', '=', id)
          .execute();
        const after = await this.find(trx, id);
        await recordAudit(trx, { ...actor, entity: this.def.table, entityId: id, before, after });
        return { message: `${this.def.entity} updated`, data: after };
      });
    } catch (e) {
      return this.conflict(e);
    }
  }

  async remove(actor: Actor, id: number): Promise<{ message: string }> {
    return this.ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM ${sql.table(this.def.table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
      const before = await this.find(trx, id);
      await trx.deleteFrom(this.def.table).where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: this.def.table, entityId: id, before });
      return { message: `${this.def.entity} deleted` };
    });
  }
}

/** Active positions by name for the dispensasi_jabatan picker. */
export async function jabatanOptions(db: Db, search: string | undefined): Promise<{ id: number; nama: string }[]> {
  return db
    .selectFrom('jabatan')
    .select(['id', 'nama'])
    .where('is_disabled', '=', false)
    .$if(search !== undefined && search.trim() !== '', (q) => q.where('nama', 'ilike', containsPattern(search!.trim())))
    .orderBy('nama')
    .limit(50)
    .execute();
}
