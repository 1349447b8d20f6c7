/** SQL of the WhatsApp webhook: received messages and the employee of a sender's number. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

export interface InboundValues {
  message_id: string;
  sender: string;
  sender_number: string | null;
  sender_name: string | null;
  recipient: string | null;
  message_type: string;
  body: string;
  pegawai_id: number | null;
  sent_at: Date | null;
}

/** The new row's id, or null when this message id is already stored (a repeated webhook call). */
export async function insertInbound(trx: Db, values: InboundValues): Promise<string | null> {
  const row = await trx
    .insertInto('whatsapp_inbound')
    .values(values)
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Employees whose registered number (pegawai.phone, as typed) ends in the same nine digits: the
 * candidates the service compares after normalisation (index pegawai_phone_tail_idx).
 */
export function employeesWithNumberTail(db: Db, tail: string) {
  return db
    .selectFrom('pegawai')
    .select(['id', 'phone'])
    .where('phone', 'is not', null)
    .where(sql<string>`right(regexp_replace(phone, '\\D', '', 'g'), 9)`, '=', tail)
    .orderBy('id')
    .limit(50)
    .execute();
}

function inboundFiltered(db: Db, search: string | undefined) {
  let q = db.selectFrom('whatsapp_inbound as w').leftJoin('pegawai as p', 'p.id', 'w.pegawai_id');
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        eb('w.sender', 'ilike', pattern),
        eb('w.sender_name', 'ilike', pattern),
        eb('w.body', 'ilike', pattern),
        eb('p.nama', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

export function inboundQueries(db: Db, search: string | undefined, page: { limit: number; offset: number }) {
  const filtered = inboundFiltered(db, search);
  const rows = filtered
    .select([
      sql<string>`w.id::text`.as('id'),
      'w.sender',
      'w.sender_number',
      'w.sender_name',
      'w.body',
      'w.pegawai_id',
      'p.nama as pegawai_nama',
      'w.sent_at',
      'w.received_at',
    ])
    .orderBy('w.received_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, filtered };
}

export async function countInbound(db: Db): Promise<number> {
  return (
    await db
      .selectFrom('whatsapp_inbound')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}
