/**
 * Glasses ceilings by grade range (perawatan_kaca_mata_plafon, ADR 0050): the master list HR keeps
 * beside the types and places. A range is 0 ≤ grade_min ≤ grade_max and overlaps no other row (a grade
 * has one ceiling), the ceiling is above 0; every change is audited in its transaction, writers of the
 * table serialised so two overlapping ranges can never both be stored.
 */
import type { KacaMataPlafonInput, KacaMataPlafonMutation, KacaMataPlafonRow, MessageAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';

const TABLE = 'perawatan_kaca_mata_plafon';
const LABEL = 'Plafon Kacamata';

export const PLAFON_MESSAGES = {
  notFound: 'Plafon kacamata tidak ditemukan',
  gradeNegative: 'Grade tidak boleh kurang dari 0',
  gradeOrder: 'Grade awal tidak boleh lebih besar dari grade akhir',
  plafonPositive: 'Plafon harus lebih dari 0',
  overlap: (other: { grade_min: number; grade_max: number }) =>
    `Rentang grade bertumpang tindih dengan plafon grade ${other.grade_min} - ${other.grade_max}`,
} as const;

export async function listPlafon(db: Db, id?: number): Promise<KacaMataPlafonRow[]> {
  let q = db.selectFrom(TABLE).select(['id', 'grade_min', 'grade_max', 'plafon']);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.orderBy('grade_min').orderBy('id').execute();
}

/** 422 with the field's text when a rule of a single row fails. */
function checkValues(input: KacaMataPlafonInput): void {
  const errors: Record<string, string[]> = {};
  if (input.grade_min < 0) errors.grade_min = [PLAFON_MESSAGES.gradeNegative];
  if (input.grade_max < 0) errors.grade_max = [PLAFON_MESSAGES.gradeNegative];
  else if (input.grade_min > input.grade_max) errors.grade_max = [PLAFON_MESSAGES.gradeOrder];
  if (!(Number(input.plafon) > 0)) errors.plafon = [PLAFON_MESSAGES.plafonPositive];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export class PerawatanPlafonService {
  constructor(private readonly ctx: AppContext) {}

  async list(): Promise<{ data: KacaMataPlafonRow[] }> {
    return { data: await listPlafon(this.ctx.db) };
  }

  private async find(db: Db, id: number): Promise<KacaMataPlafonRow> {
    const [row] = await listPlafon(db, id);
    if (!row) throw new HttpError(404, PLAFON_MESSAGES.notFound);
    return row;
  }

  async save(actor: Actor, input: KacaMataPlafonInput, id?: number): Promise<KacaMataPlafonMutation> {
    checkValues(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      // Serialise writers of the table: the overlap check and the write see the same rows.
      await sql`LOCK TABLE ${sql.table(TABLE)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      const before = id === undefined ? undefined : await this.find(trx, id);
      const other = await trx
        .selectFrom(TABLE)
        .select(['grade_min', 'grade_max'])
        .where('grade_min', '<=', input.grade_max)
        .where('grade_max', '>=', input.grade_min)
        .where('id', '<>', id ?? 0)
        .orderBy('grade_min')
        .executeTakeFirst();
      if (other) {
        const message = PLAFON_MESSAGES.overlap(other);
        throw validationError({ grade_min: [message] }, message);
      }
      const values = { grade_min: input.grade_min, grade_max: input.grade_max, plafon: input.plafon };
      const savedId =
        id === undefined
          ? (await trx.insertInto(TABLE).values(values).returning('id').executeTakeFirstOrThrow()).id
          : id;
      if (id !== undefined) await trx.updateTable(TABLE).set(values).where('id', '=', id).execute();
      const data = await this.find(trx, savedId);
      await recordAudit(trx, { ...actor, entity: TABLE, entityId: savedId, before, after: data });
      return { message: `${LABEL} ${id === undefined ? 'created' : 'updated'}`, data };
    });
  }

  /** A grade without a ceiling row has no glasses entitlement until one is added again. */
  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM ${sql.table(TABLE)} WHERE id = ${id} FOR UPDATE`.execute(trx);
      const before = await this.find(trx, id);
      await trx.deleteFrom(TABLE).where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: TABLE, entityId: id, before });
      return { message: `${LABEL} deleted` };
    });
  }
}
