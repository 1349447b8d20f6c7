/**
 * The rule of issue #22: a termination ends the employee's active status on its date (ADR 0047).
 *
 * pegawai.is_active stays the one predicate every reader uses (employee list and selectors, the
 * check-in, the approval resolvers, reports); this file is the only writer that turns it off for a
 * termination and back on when a termination is undone. A termination whose date has come is
 * "applied": `applied_at` is set, and `deactivated_pegawai` remembers whether it was this
 * termination that turned the flag off (an employee already inactive for another reason stays so
 * when the termination is deleted).
 *   - a write dated today or earlier applies at once, in the write's own transaction;
 *   - a write dated later applies when the date comes: the scheduled job (every 15 minutes, first
 *     run of a day at 00:00 WIB) applies every termination whose date has come, in one statement;
 *   - moving an applied termination later, or deleting it, undoes it.
 * Every change of the flag is audited (entity 'pegawai', before/after is_active).
 */
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';

export const PHK_APPLY_JOB = 'phk.apply';
/** Every 15 minutes (Asia/Jakarta): the first run of a day is at 00:00, when the dates change. */
export const PHK_APPLY_CRON = '*/15 * * * *';

const SYSTEM_ACTOR: Actor = { userId: null, method: 'JOB', route: PHK_APPLY_JOB, ip: null };

/** Applies every termination whose date has come and that has not been applied; answers how many. */
export async function applyDueTerminations(db: Db, actor: Actor = SYSTEM_ACTOR): Promise<number> {
  const run = async (trx: Db) => {
    const { rows } = await sql<{ id: number; pegawai_id: number; deactivated: boolean }>`
      WITH due AS (
        SELECT ph.id, ph.pegawai_id FROM pegawai_phk ph
         WHERE ph.applied_at IS NULL AND ph.tanggal <= ${TODAY}
         ORDER BY ph.pegawai_id
         FOR UPDATE OF ph SKIP LOCKED
      ), turned_off AS (
        UPDATE pegawai p SET is_active = false, updated_at = now()
          FROM due WHERE p.id = due.pegawai_id AND p.is_active
        RETURNING p.id
      )
      UPDATE pegawai_phk ph
         SET applied_at = now(),
             deactivated_pegawai = EXISTS (SELECT 1 FROM turned_off o WHERE o.id = ph.pegawai_id)
        FROM due WHERE ph.id = due.id
      RETURNING ph.id, ph.pegawai_id, ph.deactivated_pegawai AS deactivated`.execute(trx);
    for (const r of rows)
      if (r.deactivated)
        await recordAudit(trx, {
          ...actor,
          entity: 'pegawai',
          entityId: r.pegawai_id,
          before: { is_active: true },
          after: { is_active: false, pegawai_phk_id: r.id },
        });
    return rows.length;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Brings one termination's effect in line with its date after a create or an update, inside the
 * write's transaction (the employee row is already locked by the caller).
 */
export async function syncTermination(trx: Db, actor: Actor, id: number): Promise<void> {
  const r = await trx
    .selectFrom('pegawai_phk')
    .select(['pegawai_id', 'applied_at', 'deactivated_pegawai', sql<boolean>`tanggal <= ${TODAY}`.as('due')])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (r.due && r.applied_at === null) {
    const off = await trx
      .updateTable('pegawai')
      .set({ is_active: false, updated_at: new Date() })
      .where('id', '=', r.pegawai_id)
      .where('is_active', '=', true)
      .returning('id')
      .executeTakeFirst();
    await trx
      .updateTable('pegawai_phk')
      .set({ applied_at: new Date(), deactivated_pegawai: off !== undefined })
      .where('id', '=', id)
      .execute();
    if (off)
      await recordAudit(trx, {
        ...actor,
        entity: 'pegawai',
        entityId: r.pegawai_id,
        before: { is_active: true },
        after: { is_active: false, pegawai_phk_id: id },
      });
  } else if (!r.due && r.applied_at !== null) {
    await undoTermination(trx, actor, id);
  }
}

/** Undoes an applied termination (deleted, or moved to a later date): the flag back on if it turned it off. */
export async function undoTermination(trx: Db, actor: Actor, id: number): Promise<void> {
  const r = await trx
    .selectFrom('pegawai_phk')
    .select(['pegawai_id', 'applied_at', 'deactivated_pegawai'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (r.applied_at === null) return;
  await trx
    .updateTable('pegawai_phk')
    .set({ applied_at: null, deactivated_pegawai: false })
    .where('id', '=', id)
    .execute();
  if (!r.deactivated_pegawai) return;
  await trx
    .updateTable('pegawai')
    .set({ is_active: true, updated_at: new Date() })
    .where('id', '=', r.pegawai_id)
    .execute();
  await recordAudit(trx, {
    ...actor,
    entity: 'pegawai',
    entityId: r.pegawai_id,
    before: { is_active: false, pegawai_phk_id: id },
    after: { is_active: true },
  });
}

/** The scheduled job that applies terminations whose date has come. */
export function registerPhkApplyJob(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>({
    name: PHK_APPLY_JOB,
    handler: async () => {
      const applied = await applyDueTerminations(ctx.db);
      return { message: `PHK diterapkan: ${applied}`, result: { applied } };
    },
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    schedule: { cron: PHK_APPLY_CRON },
  });
}
