/**
 * Outgoing e-mail and WhatsApp go to the outbox table inside the caller's transaction, so a
 * rolled-back change sends nothing. The delivery worker (platform/delivery) sends queued rows
 * through SMTP / Ultramsg when those are configured; without them the rows stay in the outbox,
 * which admins read at GET /api/general/outbox.
 */
import type { OutboxChannel } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from './db/database.js';

/** Wakes the delivery worker of every process when the queueing transaction commits. */
export const OUTBOX_QUEUED_CHANNEL = 'outbox_queued';

// The channels and states are the viewer's contract (written once there).
export { OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from '@portal/contracts';

export interface OutgoingEmail {
  /** Name of the message kind (reset_password, …): what the outbox viewer shows instead of the body. */
  template?: string;
  to: string;
  subject: string;
  body: string;
}

export interface OutgoingWhatsApp {
  template?: string;
  /** As the user typed it; the sender normalises it (08…, +62…, 62…) or marks the message invalid. */
  to: string;
  body: string;
}

async function queue(
  trx: Db,
  channel: OutboxChannel,
  values: { recipient: string; subject: string | null; body: string; template: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('outbox')
    .values({ channel, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${OUTBOX_QUEUED_CHANNEL}, ${channel})`.execute(trx);
  return String(row.id);
}

/** Returns the outbox id. */
export function queueEmail(trx: Db, email: OutgoingEmail): Promise<string> {
  return queue(trx, 'email', {
    recipient: email.to,
    subject: email.subject,
    body: email.body,
    template: email.template ?? null,
  });
}

/** Returns the outbox id. */
export function queueWhatsApp(trx: Db, message: OutgoingWhatsApp): Promise<string> {
  return queue(trx, 'whatsapp', {
    recipient: message.to,
    subject: null,
    body: message.body,
    template: message.template ?? null,
  });
}
