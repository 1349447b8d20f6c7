/**
 * Master data of memos (roles 4 and 57, POLICY.manageMemoLetters): letter types (surat) and the
 * recipient positions (jabatan). A name or code already taken answers 409; a row a memo still
 * uses is not deleted (409).
 */
import type { NotadinasJabatanInput, NotadinasSuratInput } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { NOTADINAS_MESSAGES as M } from './notadinas-rules.js';

type Master = 'notadinas_surat' | 'notadinas_jabatan';

const TEXTS = {
  notadinas_surat: {
    created: M.suratCreated,
    updated: M.suratUpdated,
    deleted: M.suratDeleted,
    inUse: M.suratInUse,
    duplicate: M.suratDuplicate,
    notFound: M.suratUnknown,
  },
  notadinas_jabatan: {
    created: M.jabatanCreated,
    updated: M.jabatanUpdated,
    deleted: M.jabatanDeleted,
    inUse: M.jabatanInUse,
    duplicate: M.jabatanDuplicate,
    notFound: M.jabatanUnknown,
  },
} as const;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export async function listSurat(db: Db, q: { page: number; per_page: number; search?: string }) {
  let query = db.selectFrom('notadinas_surat');
  if (q.search) query = query.where('nama', 'ilike', containsPattern(q.search));
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'nama', 'kode'])
      .orderBy('nama')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPaged(rows, Number(total.n), q.page, q.per_page);
}

export async function listJabatan(db: Db, q: { page: number; per_page: number; search?: string }) {
  let query = db.selectFrom('notadinas_jabatan');
  if (q.search) query = query.where('nama', 'ilike', containsPattern(q.search));
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'nama'])
      .orderBy('nama')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPaged(rows, Number(total.n), q.page, q.per_page);
}

function clean<T extends { nama: string }>(input: T): T {
  const nama = input.nama.trim();
  if (nama === '') throw validationError({ nama: [M.blank] });
  return { ...input, nama };
}

/** Insert (id undefined) or update one master row, in a transaction with its audit row. */
async function save<T extends { nama: string }>(db: Db, table: Master, actor: Actor, input: T, id?: number) {
  const values = clean(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const row =
        id === undefined
          ? await trx.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()
          : await trx
              .updateTable(table)
              .set({ ...values, updated_at: new Date() })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirst();
      if (!row) throw new HttpError(404, TEXTS[table].notFound);
      await recordAudit(trx, { ...actor, entity: table, entityId: row.id, after: values });
      return { message: id === undefined ? TEXTS[table].created : TEXTS[table].updated, data: row };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, TEXTS[table].duplicate);
    throw error;
  }
}

export async function saveSurat(db: Db, actor: Actor, input: NotadinasSuratInput, id?: number) {
  // Only the table's own fields: a body may carry more than the contract names.
  const { message, data } = await save(db, 'notadinas_surat', actor, { nama: input.nama, kode: input.kode }, id);
  return { message, data: { id: data.id, nama: data.nama, kode: (data as unknown as { kode: string }).kode } };
}

export async function saveJabatan(db: Db, actor: Actor, input: NotadinasJabatanInput, id?: number) {
  const { message, data } = await save(db, 'notadinas_jabatan', actor, { nama: input.nama }, id);
  return { message, data: { id: data.id, nama: data.nama } };
}

export async function removeMaster(db: Db, table: Master, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const used =
      table === 'notadinas_surat'
        ? await trx.selectFrom('notadinas').select('id').where('surat_id', '=', id).limit(1).executeTakeFirst()
        : await trx
            .selectFrom('notadinas_kepada')
            .select('id')
            .where('jabatan_id', '=', id)
            .limit(1)
            .executeTakeFirst();
    if (used) throw new HttpError(409, TEXTS[table].inUse);
    const gone = await trx.deleteFrom(table).where('id', '=', id).returning('nama').executeTakeFirst();
    if (!gone) throw new HttpError(404, TEXTS[table].notFound);
    await recordAudit(trx, { ...actor, entity: table, entityId: id, before: gone });
  });
  return { message: TEXTS[table].deleted };
}
