/** SQL of the administration pages: role counts, unverified contacts, who is online, token reset. */
import { sql } from 'kysely';
import type { ContactChannel, OnlineRow, RoleTypeRow, VerificationRow } from '@portal/contracts';
import { BOTH_VERIFIED, VERIFIED_EMAIL, VERIFIED_WHATSAPP } from './verified-contacts.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/** Every role with the number of accounts holding it (roles nobody holds too). */
export function roleTypes(db: Db): Promise<RoleTypeRow[]> {
  return db
    .selectFrom('roles as r')
    .leftJoin('user_roles as ur', 'ur.role_id', 'r.id')
    .select(['r.id', 'r.nama', sql<number>`count(ur.user_id)::int`.as('users')])
    .groupBy(['r.id', 'r.nama'])
    .orderBy('r.id')
    .execute();
}

export interface UnverifiedRow extends VerificationRow {
  total: number;
}

/** Active accounts with an unverified e-mail or WhatsApp number (or only the one `channel` names). */
export function listUnverified(
  db: Db,
  q: { search?: string; channel?: ContactChannel; limit: number; offset: number },
): Promise<UnverifiedRow[]> {
  const unverified =
    q.channel === 'email'
      ? sql<boolean>`NOT ${VERIFIED_EMAIL}`
      : q.channel === 'whatsapp'
        ? sql<boolean>`NOT ${VERIFIED_WHATSAPP}`
        : sql<boolean>`NOT ${BOTH_VERIFIED}`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'p.phone',
      sql<VerificationRow['pegawai']>`CASE WHEN p.id IS NULL THEN NULL
        ELSE json_build_object('nama', p.nama, 'npp', p.npp) END`.as('pegawai'),
      VERIFIED_EMAIL.as('email_verified'),
      VERIFIED_WHATSAPP.as('whatsapp_verified'),
      sql<string | null>`(SELECT to_char(max(v.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        FROM contact_verifications v WHERE v.user_id = u.id AND v.purpose = 'verify')`.as('last_sent_at'),
      sql<number>`(count(*) OVER ())::int`.as('total'),
    ])
    .where('u.status', '=', 'active')
    .where(unverified);
  if (q.search) {
    const pattern = containsPattern(q.search);
    query = query.where((eb) =>
      eb.or([eb('u.name', 'ilike', pattern), eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)]),
    );
  }
  return query.orderBy('u.name').orderBy('u.id').limit(q.limit).offset(q.offset).execute();
}

/** The address a link for `channel` goes to: the account's e-mail, or its pegawai's phone. */
export async function currentContact(db: Db, userId: number, channel: ContactChannel): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.email', 'p.phone'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return (channel === 'email' ? row.email : row.phone)?.trim() || null;
}

/**
 * Users with an open push stream on any server process, with a live session: rows a process has
 * not refreshed within `staleAfterMs` belong to a process that is gone.
 */
export async function listOnline(db: Db, staleAfterMs: number): Promise<OnlineRow[]> {
  const rows = await db
    .selectFrom('realtime_connections as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('user_sessions as s', 's.id', 'c.session_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([
      'c.user_id',
      'u.name',
      'p.nama as pegawai_nama',
      'k.nama as kantor_nama',
      sql<Date>`min(c.connected_at)`.as('since'),
      sql<Date>`max(c.seen_at)`.as('last_seen'),
      sql<number>`count(*)::int`.as('connections'),
    ])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`c.seen_at > now() - make_interval(secs => ${staleAfterMs / 1000})`)
    .groupBy(['c.user_id', 'u.name', 'p.nama', 'k.nama'])
    .orderBy(sql`min(c.connected_at)`)
    .execute();
  return rows.map((row) => ({ ...row, since: row.since.toISOString(), last_seen: row.last_seen.toISOString() }));
}

/** Push tokens and web-push subscriptions of the account: its devices stop getting notifications. */
export async function clearPushTokens(db: Db, userId: number): Promise<number> {
  await db
    .updateTable('users')
    .set({ fcm_tokens: sql<string[]>`'{}'::text[]` })
    .where('id', '=', userId)
    .execute();
  const removed = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
