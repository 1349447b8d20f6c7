/**
 * Stream tickets: EventSource cannot send an Authorization header, so the browser first trades its
 * access token for a ticket (60 s, single use) and puts that in the stream URL. Tickets live in
 * PostgreSQL because the two requests may reach different server processes; only a hash is stored,
 * and a URL that leaks into a proxy log is worthless once used.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';

export const TICKET_TTL_SECONDS = 60;

export async function issueTicket(db: Db, userId: number, sessionId: string): Promise<string> {
  const ticket = newOpaqueToken();
  await db
    .insertInto('realtime_tickets')
    .values({
      token_hash: hashOpaqueToken(ticket),
      user_id: userId,
      session_id: sessionId,
      expires_at: sql<Date>`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
    })
    .execute();
  return ticket;
}

/**
 * Uses the ticket up (one DELETE, so two concurrent requests cannot both win) and answers whose it
 * was, or null when it is unknown, used, expired, or its session has ended since.
 */
export async function redeemTicket(db: Db, ticket: string): Promise<{ userId: number; sessionId: string } | null> {
  const row = await db
    .deleteFrom('realtime_tickets')
    .where('token_hash', '=', hashOpaqueToken(ticket))
    .returning(['user_id', 'session_id', sql<boolean>`expires_at > now()`.as('valid')])
    .executeTakeFirst();
  if (!row?.valid) return null;
  const session = await db
    .selectFrom('user_sessions')
    .select('id')
    .where('id', '=', row.session_id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return session ? { userId: row.user_id, sessionId: row.session_id } : null;
}
