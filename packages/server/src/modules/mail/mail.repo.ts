/**
 * SQL of the internal mailbox: mails (written once) and each participant's copy (mail_box). Every
 * read of a user's mail goes through their copies, so another user's mail is never found.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { MailBoxName } from '../../platform/db/tables/mail.js';
import { containsPattern } from '../../platform/paging.js';

export const MAIL_FILE_OWNER = 'mail';
const SNIPPET_CHARS = 200;
/** Words of a search used by the full-text part (the rest of a long search still reaches the name match). */
const MAX_SEARCH_WORDS = 8;

export type MailFolder = MailBoxName | 'deleted';

export interface BoxListQuery {
  userId: number;
  folder: MailFolder;
  unread?: boolean;
  search?: string;
  limit: number;
  offset: number;
}

/**
 * The search over mails `m`: every word as a prefix in the full-text index (`simple`
 * configuration), or the sender's name by trigram (substring or a close spelling). The tsquery is
 * built from letters and digits only, so no input can make it a syntax error.
 */
export function searchCondition(search: string): RawBuilder<boolean> {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  const byName = [sql`m.sender_name ILIKE ${containsPattern(search)}`, sql`${search} <% m.sender_name`];
  const parts =
    words.length > 0
      ? [sql`m.search @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`, ...byName]
      : byName;
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

function boxRows(db: Db, q: Omit<BoxListQuery, 'limit' | 'offset'>) {
  let query = db
    .selectFrom('mail_box as b')
    .innerJoin('mail as m', 'm.id', 'b.mail_id')
    .where('b.user_id', '=', q.userId);
  query =
    q.folder === 'deleted'
      ? query.where('b.deleted_at', 'is not', null)
      : query.where('b.box', '=', q.folder).where('b.deleted_at', 'is', null);
  if (q.unread) query = query.where('b.is_unread', '=', true);
  if (q.search) query = query.where(searchCondition(q.search));
  return query;
}

const senderPegawaiId = sql<number | null>`(SELECT su.pegawai_id FROM users su WHERE su.id = m.sender_id)`;

function withMailColumns(query: ReturnType<typeof boxRows>) {
  return query.select([
    'b.mail_id as id',
    'm.main_id',
    'm.parent_id',
    'b.user_id',
    'b.box',
    'm.subject',
    sql<string>`left(m.body, ${SNIPPET_CHARS})`.as('snippet'),
    'm.sender_id',
    'm.sender_name',
    senderPegawaiId.as('sender_pegawai_id'),
    'm.recipients_count',
    'm.attachments_count',
    'b.is_unread',
    'b.deleted_at',
    'b.created_at',
  ]);
}

export type MailBoxDbRow = Awaited<ReturnType<typeof listBox>>[number];

export function listBox(db: Db, q: BoxListQuery) {
  const order =
    q.folder === 'deleted' ? sql`b.deleted_at DESC, b.mail_id DESC` : sql`b.created_at DESC, b.mail_id DESC`;
  return withMailColumns(boxRows(db, q)).orderBy(order).limit(q.limit).offset(q.offset).execute();
}

export async function countBox(db: Db, q: Omit<BoxListQuery, 'limit' | 'offset'>): Promise<number> {
  const row = await boxRows(db, q)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The user's copies of one mail (at most one per box), with the mail's thread ids; empty when they hold none. */
export function heldCopies(db: Db, userId: number, mailId: number) {
  return db
    .selectFrom('mail_box as b')
    .innerJoin('mail as m', 'm.id', 'b.mail_id')
    .select(['b.mail_id', 'b.box', 'b.is_unread', 'b.deleted_at', 'm.main_id', 'm.subject', 'm.sender_id'])
    .where('b.user_id', '=', userId)
    .where('b.mail_id', '=', mailId)
    .execute();
}

/**
 * The user's copies, with the full body, of one mail (`{ mailId }`) or of every mail of a thread
 * (`{ mainId }`: the main mail and its replies); unordered.
 */
export function copiesWithBody(db: Db, userId: number, of: { mailId: number } | { mainId: number }) {
  return withMailColumns(
    db
      .selectFrom('mail_box as b')
      .innerJoin('mail as m', 'm.id', 'b.mail_id')
      .where('b.user_id', '=', userId)
      .where((eb) =>
        'mailId' in of
          ? eb('m.id', '=', of.mailId)
          : eb.or([eb('m.id', '=', of.mainId), eb('m.main_id', '=', of.mainId)]),
      ),
  )
    .select('m.body')
    .execute();
}

/**
 * The recipients of the mails (their inbox copies), by name; at most `perMail` of each when given.
 * A recipient whose account was deleted is gone with their copy.
 */
export async function recipientsOf(db: Db, mailIds: readonly number[], perMail?: number) {
  if (mailIds.length === 0) return [];
  const { rows } = await sql<{ mail_id: number; user_id: number; pegawai_id: number | null; nama: string }>`
    SELECT mail_id, user_id, pegawai_id, nama FROM (
      SELECT r.mail_id, r.user_id, u.pegawai_id, coalesce(p.nama, u.name) AS nama,
             row_number() OVER (PARTITION BY r.mail_id ORDER BY coalesce(p.nama, u.name), r.user_id) AS rn
      FROM mail_box r
      JOIN users u ON u.id = r.user_id
      LEFT JOIN pegawai p ON p.id = u.pegawai_id
      WHERE r.mail_id = ANY(${[...mailIds]}::int[]) AND r.box = 'inbox'
    ) x
    WHERE ${perMail === undefined ? sql`true` : sql`rn <= ${perMail}`}
    ORDER BY mail_id, rn`.execute(db);
  return rows;
}

/** Live attachments of the mails, oldest first. */
export function attachmentsOf(db: Db, mailIds: readonly number[]) {
  if (mailIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'owner_id', 'original_name', 'content_type', 'size', 'path', 'created_at'])
    .where('owner_type', '=', MAIL_FILE_OWNER)
    .where('owner_id', 'in', [...mailIds])
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The name a mail from this account is sent under: its employee's name, else the account name. */
export async function senderNameOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<string>`coalesce(p.nama, u.name)`.as('nama'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.nama;
}

/** The employees asked for, with their account (null without one) and whether it is active. */
export function pegawaiAccounts(db: Db, pegawaiIds: readonly number[]) {
  return db
    .selectFrom('pegawai as p')
    .leftJoin('users as u', 'u.pegawai_id', 'p.id')
    .select(['p.id as pegawai_id', 'p.nama', 'u.id as user_id', 'u.status'])
    .where('p.id', 'in', [...pegawaiIds])
    .execute();
}

/** The other participants of a mail (its sender and recipients but `userId`) whose accounts are active. */
export async function otherParticipants(db: Db, mailId: number, userId: number): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`
    SELECT DISTINCT x.user_id FROM (
      SELECT sender_id AS user_id FROM mail WHERE id = ${mailId}
      UNION SELECT user_id FROM mail_box WHERE mail_id = ${mailId} AND box = 'inbox'
    ) x
    JOIN users u ON u.id = x.user_id AND u.status = 'active'
    WHERE x.user_id <> ${userId}
    ORDER BY x.user_id`.execute(db);
  return rows.map((r) => r.user_id);
}

export function insertMail(
  trx: Db,
  values: {
    main_id: number | null;
    parent_id: number | null;
    sender_id: number;
    sender_name: string;
    subject: string;
    body: string;
    recipients_count: number;
  },
) {
  return trx.insertInto('mail').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** The sender's outbox copy and every recipient's unread inbox copy. */
export async function insertCopies(
  trx: Db,
  mail: { id: number; created_at: Date },
  senderId: number,
  recipientIds: readonly number[],
): Promise<void> {
  await trx
    .insertInto('mail_box')
    .values([
      { mail_id: mail.id, user_id: senderId, box: 'outbox', is_unread: false, created_at: mail.created_at },
      ...recipientIds.map((userId) => ({
        mail_id: mail.id,
        user_id: userId,
        box: 'inbox' as const,
        is_unread: true,
        created_at: mail.created_at,
      })),
    ])
    .execute();
}

export async function setAttachmentsCount(trx: Db, mailId: number, count: number): Promise<void> {
  await trx.updateTable('mail').set({ attachments_count: count }).where('id', '=', mailId).execute();
}

/** Unread inbox copies outside the trash, per user (users without any are absent). */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mail_box')
    .select(['user_id', sql<number>`count(*)::int`.as('n')])
    .where('user_id', 'in', [...userIds])
    .where('box', '=', 'inbox')
    .where('is_unread', '=', true)
    .where('deleted_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** Marks the user's inbox copy read or unread; answers whether it changed. */
export async function setUnread(trx: Db, userId: number, mailId: number, unread: boolean): Promise<boolean> {
  const rows = await trx
    .updateTable('mail_box')
    .set({ is_unread: unread, read_at: unread ? null : sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('mail_id', '=', mailId)
    .where('box', '=', 'inbox')
    .where('is_unread', '=', !unread)
    .returning('box')
    .execute();
  return rows.length > 0;
}

/** Moves the user's copies of the mail to their trash (or back out of it); answers the boxes changed. */
export async function setDeleted(trx: Db, userId: number, mailId: number, deleted: boolean): Promise<MailBoxName[]> {
  const rows = await trx
    .updateTable('mail_box')
    .set({ deleted_at: deleted ? sql<Date>`now()` : null })
    .where('user_id', '=', userId)
    .where('mail_id', '=', mailId)
    .where('deleted_at', deleted ? 'is' : 'is not', null)
    .returning('box')
    .execute();
  return rows.map((r) => r.box);
}

/** Does the user hold a copy of the mail (the read rule of its attachments)? */
export async function holdsMail(db: Db, userId: number, mailId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mail_box')
    .select('mail_id')
    .where('user_id', '=', userId)
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  return row !== undefined;
}
