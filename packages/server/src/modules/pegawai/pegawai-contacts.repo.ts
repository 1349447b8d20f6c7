/**
 * Employees' recovery contacts (the WhatsApp number on pegawai.phone, the e-mail on users.email,
 * both set and verified by the employee on /user/profile): who has one and who has not.
 */
import type { PegawaiContactRow } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export type ContactChannel = 'whatsapp' | 'email';

export interface ContactFilter {
  channel: ContactChannel;
  registered: boolean;
  search?: string;
  limit: number;
  offset: number;
}

/** Active employees with an account, with (or without) the channel's contact; by name. */
export async function listContacts(db: Db, f: ContactFilter): Promise<{ rows: PegawaiContactRow[]; total: number }> {
  const contact = f.channel === 'whatsapp' ? sql<string | null>`p.phone` : sql<string | null>`u.email`;
  const where = sql`p.is_active AND (${contact} IS NOT NULL) = ${f.registered}
    ${f.search ? sql`AND (p.nama ILIKE ${f.search} OR p.npp ILIKE ${f.search} OR u.name ILIKE ${f.search})` : sql``}`;
  const from = sql`FROM pegawai p JOIN users u ON u.pegawai_id = p.id LEFT JOIN kantor k ON k.id = p.kantor_id`;
  const [rows, total] = await Promise.all([
    sql<PegawaiContactRow>`SELECT p.id AS pegawai_id, p.nama, NULLIF(p.npp, '00000000') AS npp, k.nama AS kantor, u.name AS user_name, ${contact} AS contact
      ${from} WHERE ${where} ORDER BY p.nama, p.id LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0].n };
}
