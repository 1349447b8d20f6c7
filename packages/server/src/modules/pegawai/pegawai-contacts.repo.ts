/**
 * Employees' recovery contacts (the WhatsApp number on pegawai.phone, the e-mail on users.email,
 * both set and verified by the employee on /user/profile): who has one and who has not, whether it
 * was verified, sorted and filtered for HR's contact pages (/pegawai/contact/*).
 */
import type { PegawaiContactRow, PegawaiContactSortColumn } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { VERIFIED_EMAIL, VERIFIED_WHATSAPP } from '../users/public.js';

export type ContactChannel = 'whatsapp' | 'email';

export interface ContactFilter {
  channel: ContactChannel;
  registered: boolean;
  /** Only verified (true) or unverified (false) contacts; undefined: both. */
  verified?: boolean;
  search?: string;
  sort?: { column: PegawaiContactSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<PegawaiContactSortColumn, string> = {
  nama: 'p.nama',
  npp: 'p.npp',
  kantor: 'k.nama',
  contact: 'contact',
};

function channelSql(channel: ContactChannel) {
  return channel === 'whatsapp'
    ? { contact: sql<string | null>`p.phone`, verified: VERIFIED_WHATSAPP }
    : { contact: sql<string | null>`u.email`, verified: VERIFIED_EMAIL };
}

/** Active employees with an account, with (or without) the channel's contact; by name unless sorted. */
export async function listContacts(db: Db, f: ContactFilter): Promise<{ rows: PegawaiContactRow[]; total: number }> {
  const { contact, verified } = channelSql(f.channel);
  const where = sql`p.is_active AND (${contact} IS NOT NULL) = ${f.registered}
    ${f.search ? sql`AND (p.nama ILIKE ${f.search} OR p.npp ILIKE ${f.search} OR u.name ILIKE ${f.search})` : sql``}
    ${f.verified === undefined ? sql`` : sql`AND (${verified}) = ${f.verified}`}`;
  const from = sql`FROM pegawai p JOIN users u ON u.pegawai_id = p.id LEFT JOIN kantor k ON k.id = p.kantor_id`;
  const order = f.sort
    ? sql`${sql.raw(SORT_COLUMNS[f.sort.column])} ${sql.raw(f.sort.direction === 'desc' ? 'DESC' : 'ASC')} NULLS LAST, p.id`
    : sql`p.nama, p.id`;
  const [rows, total] = await Promise.all([
    sql<PegawaiContactRow>`SELECT p.id AS pegawai_id, p.nama, NULLIF(p.npp, '00000000') AS npp, k.nama AS kantor, u.name AS user_name, ${contact} AS contact,
        (${contact} IS NOT NULL AND ${verified}) AS verified
      ${from} WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0].n };
}

/** Every active employee with an account and the channel's contact, by name, in batches (the export). */
export async function* iterateContacts(
  db: Db,
  channel: ContactChannel,
  batch: number,
): AsyncGenerator<PegawaiContactRow> {
  for (let offset = 0; ; offset += batch) {
    const { rows } = await listContacts(db, { channel, registered: true, limit: batch, offset });
    yield* rows;
    if (rows.length < batch) return;
  }
}

export async function countContacts(db: Db, channel: ContactChannel): Promise<number> {
  return (await listContacts(db, { channel, registered: true, limit: 1, offset: 0 })).total;
}

/** The account of an employee (the one a verification link goes to); undefined: none. */
export async function userIdOfPegawai(db: Db, pegawaiId: number): Promise<number | undefined> {
  const r = await db.selectFrom('users').select('id').where('pegawai_id', '=', pegawaiId).executeTakeFirst();
  return r?.id;
}
