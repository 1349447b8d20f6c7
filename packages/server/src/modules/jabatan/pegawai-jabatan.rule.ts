/**
 * The position history rule (spec section 4), in the one function every writer uses (single saves
 * and the bulk importer): saving a record flagged is_permanent makes all other position records of
 * that employee non-permanent and sets pegawai.permanent_date to its awal. Afterwards
 * pegawai.jabatan_id/kantor_id follow the employee's latest record (greatest awal, then id), so the
 * employee list, the CV and the position record never disagree (docs/adr/0014).
 *
 * Must run inside the caller's transaction. The employee row is locked first (FOR UPDATE), so two
 * concurrent saves for one employee run one after the other instead of both keeping a permanent
 * record (the partial unique index of migration 0010 is the backstop).
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';

export interface PegawaiJabatanValues {
  pegawai_id: number;
  jabatan_id: number;
  kantor_id: number | null;
  awal: string;
  akhir: string | null;
  is_permanent: boolean;
  nomor_sk: string | null;
  keterangan: string | null;
}

/** Locks the employee row; false when the employee does not exist. */
export async function lockPegawai(trx: Db, pegawaiId: number): Promise<boolean> {
  const row = await trx.selectFrom('pegawai').select('id').where('id', '=', pegawaiId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/**
 * The plain write of one history record (position or rank): inserts it when `id` is undefined,
 * otherwise updates that row and stamps updated_at. Returns the record's id.
 */
export async function writeHistoryRecord<T extends 'pegawai_jabatan' | 'pegawai_pangkat'>(
  trx: Db,
  table: T,
  values: Insertable<Database[T]> & Updateable<Database[T]>,
  id?: number,
): Promise<number> {
  // One query for both tables: Kysely cannot narrow a generic table name, so the builder is typed for one of them.
  const db = trx as unknown as Kysely<Pick<Database, 'pegawai_jabatan'>>;
  const name = table as 'pegawai_jabatan';
  const row = values as Insertable<Database['pegawai_jabatan']>;
  return id === undefined
    ? (await db.insertInto(name).values(row).returning('id').executeTakeFirstOrThrow()).id
    : (
        await db
          .updateTable(name)
          .set({ ...row, updated_at: new Date() })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
}

/** Inserts (id undefined) or updates one record under the rule; returns its id. The employee must be locked. */
export async function saveJabatanRecord(trx: Db, values: PegawaiJabatanValues, id?: number): Promise<number> {
  if (values.is_permanent) {
    let others = trx
      .updateTable('pegawai_jabatan')
      .set({ is_permanent: false, updated_at: new Date() })
      .where('pegawai_id', '=', values.pegawai_id)
      .where('is_permanent', '=', true);
    if (id !== undefined) others = others.where('id', '<>', id);
    await others.execute();
    await trx
      .updateTable('pegawai')
      .set({ permanent_date: values.awal, updated_at: new Date() })
      .where('id', '=', values.pegawai_id)
      .execute();
  }
  const savedId = await writeHistoryRecord(trx, 'pegawai_jabatan', values, id);
  await syncCurrentJabatan(trx, values.pegawai_id);
  return savedId;
}

/** An employee's latest history record (greatest awal, then id): the one pegawai's current columns follow. */
export async function latestHistoryRecord<T extends 'pegawai_jabatan' | 'pegawai_pangkat'>(
  trx: Db,
  table: T,
  pegawaiId: number,
): Promise<Selectable<Database[T]> | undefined> {
  // As in writeHistoryRecord: the builder is typed for one of the two tables.
  const db = trx as unknown as Kysely<Pick<Database, 'pegawai_jabatan'>>;
  const latest = await db
    .selectFrom(table as 'pegawai_jabatan')
    .selectAll()
    .where('pegawai_id', '=', pegawaiId)
    .orderBy('awal', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest as Selectable<Database[T]> | undefined;
}

/** pegawai.jabatan_id/kantor_id := the latest record's; left as they are when no record remains. */
export async function syncCurrentJabatan(trx: Db, pegawaiId: number): Promise<void> {
  const latest = await latestHistoryRecord(trx, 'pegawai_jabatan', pegawaiId);
  if (!latest) return;
  await trx
    .updateTable('pegawai')
    .set({
      jabatan_id: latest.jabatan_id,
      ...(latest.kantor_id === null ? {} : { kantor_id: latest.kantor_id }),
      updated_at: new Date(),
    })
    .where('id', '=', pegawaiId)
    .execute();
}
