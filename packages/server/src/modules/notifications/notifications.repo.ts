/** SQL of the notification list (table notifications, migration 0042): own rows, the admin variant, changes. */
import type { NotificationKindName } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export interface NotificationFilter {
  /** One user's rows; undefined only in the admin variant without a user filter. */
  userId?: number;
  unread: boolean;
  kind?: NotificationKindName;
  search?: string;
}

const COLUMNS = ['n.id', 'n.user_id', 'n.kind', 'n.title', 'n.body', 'n.link', 'n.read_at', 'n.created_at'] as const;

function filtered(db: Db, f: NotificationFilter) {
  let query = db.selectFrom('notifications as n');
  if (f.userId !== undefined) query = query.where('n.user_id', '=', f.userId);
  if (f.unread) query = query.where('n.read_at', 'is', null);
  if (f.kind) query = query.where('n.kind', '=', f.kind);
  if (f.search) {
    const pattern = containsPattern(f.search);
    query = query.where((eb) => eb.or([eb('n.title', 'ilike', pattern), eb('n.body', 'ilike', pattern)]));
  }
  return query;
}

/** A page, newest first (the indexes on (user_id, created_at DESC, id DESC)), with the total. */
export function listNotifications(db: Db, f: NotificationFilter, limit: number, offset: number) {
  const query = filtered(db, f);
  const page = query
    .select(COLUMNS)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return pageWithTotal(page, query);
}

/** The admin variant: with the recipient's name (employee name, else account name). */
export function listAllNotifications(db: Db, f: NotificationFilter, limit: number, offset: number) {
  const query = filtered(db, f);
  const page = query
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([...COLUMNS, sql<string>`coalesce(p.nama, u.name)`.as('user_name')])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return pageWithTotal(page, query);
}

/** The caller's own notification, locked for the change; undefined for a missing or someone else's id. */
export function lockOwn(db: Db, userId: number, id: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setRead(db: Db, id: string, read: boolean): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: read ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .execute();
}

/** Every unread notification of the user read now; answers how many. */
export async function readAll(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteOwn(db: Db, userId: number, id: string) {
  return db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'kind', 'title', 'read_at', 'created_at'])
    .executeTakeFirst();
}
