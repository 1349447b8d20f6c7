/**
 * Kysely reads and writes of tasks (task, task_history, task_status) in the wire shape. The list
 * filters and counts on `task` alone (its indexes answer both, 100 000 tasks in a few ms) and joins
 * the names only for the page's rows.
 */
import type { TaskCalendarItem, TaskHistoryKind, TaskHistoryRow, TaskRow, TaskSortColumn } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export interface TaskFilter {
  search?: string;
  kantor_id?: number;
  pegawai_id?: number;
  status_id?: number;
  parent_id?: number;
}

export interface TaskValues {
  nama: string;
  deskripsi: string | null;
  kantor_id: number;
  pegawai_id: number;
  batas_tanggal: string;
}

const SORT_COLUMNS = {
  id: 't.id',
  nama: 't.nama',
  batas_tanggal: 't.batas_tanggal',
  status: 't.status_id',
} as const satisfies Record<TaskSortColumn, string>;

const childCount = sql<number>`(SELECT count(*)::int FROM task c WHERE c.parent_id = t.id)`;
/** The owner's name: their employee's, else the account name. */
const ownerNama = sql<string>`coalesce(op.nama, u.name)`;

function selectRows(db: Db) {
  return db
    .selectFrom('task as t')
    .innerJoin('kantor as k', 'k.id', 't.kantor_id')
    .innerJoin('pegawai as p', 'p.id', 't.pegawai_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('pegawai as op', 'op.id', 'u.pegawai_id')
    .innerJoin('task_status as s', 's.id', 't.status_id')
    .leftJoin('task as pt', 'pt.id', 't.parent_id')
    .select([
      't.id',
      't.nama',
      't.deskripsi',
      't.parent_id',
      'pt.nama as parent_nama',
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      'p.id as pegawai_id',
      'p.nama as pegawai_nama',
      'p.npp',
      'u.id as owner_id',
      ownerNama.as('owner_nama'),
      's.id as status_id',
      's.nama as status_nama',
      's.variant as status_variant',
      't.batas_tanggal',
      't.approved_at',
      childCount.as('child_count'),
      't.created_at',
      't.updated_at',
    ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function toRow(r: DbRow): TaskRow {
  return {
    id: r.id,
    nama: r.nama,
    deskripsi: r.deskripsi,
    parent_id: r.parent_id,
    parent: r.parent_id !== null && r.parent_nama !== null ? { id: r.parent_id, nama: r.parent_nama } : null,
    kantor: { id: r.kantor_id, nama: r.kantor_nama },
    pegawai: { id: r.pegawai_id, nama: r.pegawai_nama, npp: visibleNpp(r.npp) },
    owner: { id: r.owner_id, nama: r.owner_nama },
    status: { id: r.status_id, nama: r.status_nama, variant: r.status_variant },
    batas_tanggal: r.batas_tanggal,
    approved_at: r.approved_at === null ? null : iso(r.approved_at),
    child_count: r.child_count,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

function filtered(db: Db, f: TaskFilter) {
  let q = db.selectFrom('task as t');
  if (f.search) q = q.where('t.nama', 'ilike', containsPattern(f.search));
  if (f.kantor_id !== undefined) q = q.where('t.kantor_id', '=', f.kantor_id);
  if (f.pegawai_id !== undefined) q = q.where('t.pegawai_id', '=', f.pegawai_id);
  if (f.status_id !== undefined) q = q.where('t.status_id', '=', f.status_id);
  if (f.parent_id !== undefined) q = q.where('t.parent_id', '=', f.parent_id);
  return q;
}

export async function listTasks(
  db: Db,
  f: TaskFilter & {
    sort: { column: TaskSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TaskRow[]; total: number }> {
  const base = filtered(db, f);
  // The page's ids from `task` alone (one index walk), then their names: the joins never see other rows.
  const sort = f.sort;
  const direction = sort?.direction ?? 'desc';
  const pageIds = (sort ? base.select('t.id').orderBy(SORT_COLUMNS[sort.column], direction) : base.select('t.id'))
    .orderBy('t.id', direction)
    .limit(f.limit)
    .offset(f.offset);
  let named = selectRows(db).where('t.id', 'in', pageIds);
  if (sort) named = named.orderBy(SORT_COLUMNS[sort.column], direction);
  const page = named
    .orderBy('t.id', direction)
    .execute()
    .then((found) => found.map(toRow));
  // Without a filter, or with the state alone, the total is the trigger-kept counter (no count of every task).
  const countedByState =
    !f.search && f.kantor_id === undefined && f.pegawai_id === undefined && f.parent_id === undefined;
  if (!countedByState) return pageWithTotal(page, base);
  let counter = db.selectFrom('task_status_count').select(sql<number>`coalesce(sum(n), 0)::int`.as('n'));
  if (f.status_id !== undefined) counter = counter.where('status_id', '=', f.status_id);
  const [rows, count] = await Promise.all([page, counter.executeTakeFirstOrThrow()]);
  return { rows, total: count.n };
}

export async function findTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const r = await selectRows(db).where('t.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function childrenOf(db: Db, parentId: number): Promise<TaskRow[]> {
  const rows = await selectRows(db).where('t.parent_id', '=', parentId).orderBy('t.id').execute();
  return rows.map(toRow);
}

export async function historyOf(db: Db, taskId: number): Promise<TaskHistoryRow[]> {
  const rows = await db
    .selectFrom('task_history as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'h.id',
      'h.jenis',
      'h.pesan',
      'h.created_at',
      'u.id as user_id',
      sql<string>`coalesce(p.nama, u.name)`.as('user_nama'),
    ])
    .where('h.task_id', '=', taskId)
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    jenis: r.jenis,
    pesan: r.pesan,
    user: { id: r.user_id, nama: r.user_nama },
    created_at: iso(r.created_at),
  }));
}

/** Locks the task for a write; its parent, owner, assignee and state, or undefined when it does not exist. */
export async function lockTask(
  trx: Db,
  id: number,
): Promise<
  { id: number; parent_id: number | null; user_id: number; pegawai_id: number; status_id: number } | undefined
> {
  return trx
    .selectFrom('task')
    .select(['id', 'parent_id', 'user_id', 'pegawai_id', 'status_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertTask(
  trx: Db,
  values: TaskValues & { parent_id: number | null; user_id: number },
): Promise<number> {
  return (await trx.insertInto('task').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTask(trx: Db, id: number, values: TaskValues): Promise<void> {
  await trx
    .updateTable('task')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setStatus(trx: Db, id: number, statusId: number, approved: boolean): Promise<void> {
  await trx
    .updateTable('task')
    .set({ status_id: statusId, approved_at: approved ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertHistory(
  trx: Db,
  values: { task_id: number; user_id: number; jenis: TaskHistoryKind; pesan: string },
): Promise<void> {
  await trx.insertInto('task_history').values(values).execute();
  await trx.updateTable('task').set({ updated_at: new Date() }).where('id', '=', values.task_id).execute();
}

/** The sub-tasks' ids, locked (a delete takes them with the parent). */
export async function lockChildren(trx: Db, parentId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('task')
    .select('id')
    .where('parent_id', '=', parentId)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function countOpenChildren(db: Db, parentId: number): Promise<number> {
  const r = await db
    .selectFrom('task')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('parent_id', '=', parentId)
    .where('status_id', '<>', 4)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function deleteTasks(trx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await trx
      .deleteFrom('task')
      .where('id', 'in', [...ids])
      .execute();
}

export async function kantorExists(db: Db, id: number): Promise<boolean> {
  const r = await db
    .selectFrom('kantor')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return r !== undefined;
}

export async function pegawaiExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('pegawai').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The accounts of an employee (the assignee's notifications). */
export async function usersOfPegawai(db: Db, pegawaiId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('pegawai_id', '=', pegawaiId).execute();
  return rows.map((r) => r.id);
}

// ---- option lists ----------------------------------------------------------------------------------

const OPTION_LIMIT = 50;

/** Top-level tasks (the ones that can hold sub-tasks), newest first. */
export async function parentOptions(db: Db, search?: string) {
  let q = db.selectFrom('task').select(['id', 'nama']).where('parent_id', 'is', null);
  if (search) q = q.where('nama', 'ilike', containsPattern(search));
  return q.orderBy('id', 'desc').limit(OPTION_LIMIT).execute();
}

/** Offices that have tasks. */
export async function kantorOptions(db: Db, search?: string) {
  let q = db
    .selectFrom('kantor as k')
    .select(['k.id', 'k.nama'])
    .where((eb) => eb.exists(eb.selectFrom('task as t').select('t.id').whereRef('t.kantor_id', '=', 'k.id')));
  if (search) q = q.where('k.nama', 'ilike', containsPattern(search));
  return q.orderBy('k.nama').orderBy('k.id').limit(OPTION_LIMIT).execute();
}

/** Employees who have tasks assigned. */
export async function pegawaiOptions(db: Db, search?: string) {
  let q = db
    .selectFrom('pegawai as p')
    .select(['p.id', 'p.nama'])
    .where((eb) => eb.exists(eb.selectFrom('task as t').select('t.id').whereRef('t.pegawai_id', '=', 'p.id')));
  if (search) q = q.where('p.nama', 'ilike', containsPattern(search));
  return q.orderBy('p.nama').orderBy('p.id').limit(OPTION_LIMIT).execute();
}

export async function statusOptions(db: Db) {
  return db.selectFrom('task_status').select(['id', 'nama', 'variant']).orderBy('id').execute();
}

// ---- the calendar ------------------------------------------------------------------------------------

export async function calendarTasks(
  db: Db,
  q: { from: string; to: string; kantor_id?: number; pegawai_id?: number; limit: number },
): Promise<TaskCalendarItem[]> {
  let query = db
    .selectFrom('task as t')
    .innerJoin('task_status as s', 's.id', 't.status_id')
    .innerJoin('pegawai as p', 'p.id', 't.pegawai_id')
    .select([
      't.id',
      't.nama',
      't.parent_id',
      't.batas_tanggal',
      's.id as status_id',
      's.nama as status_nama',
      's.variant as status_variant',
      'p.id as pegawai_id',
      'p.nama as pegawai_nama',
    ])
    .where('t.batas_tanggal', '>=', q.from)
    .where('t.batas_tanggal', '<=', q.to);
  if (q.kantor_id !== undefined) query = query.where('t.kantor_id', '=', q.kantor_id);
  if (q.pegawai_id !== undefined) query = query.where('t.pegawai_id', '=', q.pegawai_id);
  const rows = await query.orderBy('t.batas_tanggal').orderBy('t.id').limit(q.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    parent_id: r.parent_id,
    batas_tanggal: r.batas_tanggal,
    status: { id: r.status_id, nama: r.status_nama, variant: r.status_variant },
    pegawai: { id: r.pegawai_id, nama: r.pegawai_nama },
  }));
}
