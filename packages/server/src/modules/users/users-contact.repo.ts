/** SQL of contact verification (e-mail / WhatsApp links) and web-push subscriptions. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export type ContactChannel = 'email' | 'whatsapp';

export async function countRecentVerifications(db: Db, userId: number, withinMinutes: number): Promise<number> {
  const row = await db
    .selectFrom('contact_verifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify')
    .where(sql<boolean>`created_at > now() - make_interval(mins => ${withinMinutes})`)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A new link replaces the user's earlier open links of the same channel. */
export async function expireOpenVerifications(db: Db, userId: number, channel: ContactChannel): Promise<void> {
  await db
    .updateTable('contact_verifications')
    .set({ expires_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('purpose', '=', 'verify')
    .where('verified_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export async function insertVerification(
  db: Db,
  v: {
    userId: number;
    channel: ContactChannel;
    target: string;
    tokenHash: string;
    ttlHours: number;
    purpose?: 'verify' | 'undo';
  },
): Promise<void> {
  await db
    .insertInto('contact_verifications')
    .values({
      purpose: v.purpose ?? 'verify',
      user_id: v.userId,
      channel: v.channel,
      target: v.target,
      token_hash: v.tokenHash,
      expires_at: sql<Date>`now() + make_interval(hours => ${v.ttlHours})`,
    })
    .execute();
}

/** The verification of this token with its state, locked against a concurrent confirmation. */
export function findVerificationForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('contact_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      'v.user_id',
      'v.channel',
      'v.target',
      'v.purpose',
      'u.name',
      'u.email',
      'u.pegawai_id',
      sql<boolean>`v.verified_at IS NULL AND v.expires_at > now()`.as('open'),
    ])
    .where('v.token_hash', '=', tokenHash)
    .forUpdate('v')
    .executeTakeFirst();
}

export async function markVerified(db: Db, id: string): Promise<void> {
  await db
    .updateTable('contact_verifications')
    .set({ verified_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Returns the previous number. */
export async function setPegawaiPhone(db: Db, pegawaiId: number, phone: string): Promise<string | null> {
  const before = await db
    .selectFrom('pegawai')
    .select('phone')
    .where('id', '=', pegawaiId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .updateTable('pegawai')
    .set({ phone, updated_at: sql`now()` })
    .where('id', '=', pegawaiId)
    .execute();
  return before?.phone ?? null;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * One row per endpoint (a browser profile): re-subscribing updates its keys and owner. Keeps the
 * user's newest `keep` subscriptions. Returns how many the user has.
 */
export async function upsertPushSubscription(
  db: Db,
  userId: number,
  s: PushSubscriptionInput,
  userAgent: string | null,
  keep: number,
): Promise<number> {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, user_agent: userAgent })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
        user_agent: userAgent,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
  const row = await db
    .selectFrom('push_subscriptions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every open link of the user (both channels, both purposes) stops working. */
export async function expireAllOpenVerifications(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('contact_verifications')
    .set({ expires_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}
