/**
 * A contact is verified when a verification link for exactly that address was opened: the e-mail
 * of the account, the phone of its pegawai (store_wa writes the normalised number it verified).
 * Written for a query over `users as u` joined to `pegawai as p`.
 */
import { sql } from 'kysely';

export const VERIFIED_EMAIL = sql<boolean>`EXISTS (SELECT 1 FROM contact_verifications v
  WHERE v.user_id = u.id AND v.channel = 'email' AND v.purpose = 'verify' AND v.verified_at IS NOT NULL
    AND lower(v.target) = lower(u.email))`;
export const VERIFIED_WHATSAPP = sql<boolean>`EXISTS (SELECT 1 FROM contact_verifications v
  WHERE v.user_id = u.id AND v.channel = 'whatsapp' AND v.purpose = 'verify' AND v.verified_at IS NOT NULL
    AND v.target = p.phone)`;
export const BOTH_VERIFIED = sql<boolean>`(${VERIFIED_EMAIL} AND ${VERIFIED_WHATSAPP})`;
