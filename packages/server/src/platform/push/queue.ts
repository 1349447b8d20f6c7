/**
 * Pushes are queued inside the caller's transaction (a rolled-back change pushes nothing) and sent
 * after commit by the push worker of any process (NOTIFY push_queued wakes it): a request never
 * waits for a push service. docs/adr/0043.
 */
import type { PushPayload } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const PUSH_QUEUED_CHANNEL = 'push_queued';

/**
 * Queues `payload` for each user who has a push subscription (one statement; users without one, or
 * deleted meanwhile, are skipped). Their subscriptions are looked up again when it is sent.
 */
export async function queuePush(trx: Db, userIds: readonly number[], payload: PushPayload): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return;
  const queued = await sql`
    INSERT INTO push_queue (user_id, payload)
    SELECT r.id, ${JSON.stringify(payload)}::jsonb
      FROM unnest(${ids}::int[]) AS r(id)
     WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = r.id)`.execute(trx);
  if (Number(queued.numAffectedRows ?? 0) > 0) await sql`SELECT pg_notify(${PUSH_QUEUED_CHANNEL}, '')`.execute(trx);
}
