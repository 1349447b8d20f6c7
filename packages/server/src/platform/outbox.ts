/**
 * Outgoing e-mail goes to the outbox table inside the caller's transaction (so a rolled-back change
 * sends nothing). A sender that drains it over SMTP comes later; until then an admin can read it.
 */
import type { Db } from './db/database.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

export async function queueEmail(trx: Db, email: OutgoingEmail): Promise<void> {
  await trx.insertInto('outbox').values({ channel: 'email', recipient: email.to, subject: email.subject, body: email.body }).execute();
}
