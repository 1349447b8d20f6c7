/** Travellers of a trip: employees (pegawai_id, name from the record), outsourced staff and partners (name). */
import type { SppdPejalan, SppdPejalanInput } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';
import { SPPD_MESSAGES } from './sppd-rules.js';

export async function travellersOf(db: Db, sppdId: number): Promise<SppdPejalan[]> {
  const result = await sql<SppdPejalan>`
    SELECT p.id, p.jenis_pejalan, p.pegawai_id, p.nama, p.level_id, l.nama AS level_nama, p.mitra_jabatan_id,
           mj.nama AS mitra_jabatan_nama,
           coalesce((SELECT sum(b.nominal) FROM sppd_pejalan_biaya b WHERE b.pejalan_id = p.id), 0)::numeric(18,2)::text AS total_biaya
    FROM sppd_pejalan p JOIN sppd_level l ON l.id = p.level_id LEFT JOIN sppd_mitra_jabatan mj ON mj.id = p.mitra_jabatan_id
    WHERE p.sppd_id = ${sppdId} ORDER BY p.id`.execute(db);
  return result.rows;
}

export async function addTraveller(db: Db, sppdId: number, input: SppdPejalanInput): Promise<number> {
  let nama = input.nama?.trim() ?? '';
  if (input.jenis_pejalan === 'pegawai') {
    if (input.pegawai_id === undefined) throw new HttpError(422, SPPD_MESSAGES.pejalanInvalid);
    const pegawai = await sql<{ nama: string }>`SELECT nama FROM pegawai WHERE id = ${input.pegawai_id}`.execute(db);
    if (pegawai.rows.length === 0) throw new HttpError(422, SPPD_MESSAGES.unknownRef);
    nama = pegawai.rows[0].nama;
  } else if (nama === '' || input.pegawai_id !== undefined) throw new HttpError(422, SPPD_MESSAGES.pejalanInvalid);
  if ((input.jenis_pejalan === 'mitra') !== (input.mitra_jabatan_id !== undefined))
    throw new HttpError(422, SPPD_MESSAGES.pejalanInvalid);
  const result = await sql<{ id: number }>`
    INSERT INTO sppd_pejalan (sppd_id, jenis_pejalan, pegawai_id, nama, level_id, mitra_jabatan_id)
    VALUES (${sppdId}, ${input.jenis_pejalan}, ${input.pegawai_id ?? null}, ${nama}, ${input.level_id},
            ${input.mitra_jabatan_id ?? null})
    RETURNING id`.execute(db);
  return result.rows[0].id;
}

export async function removeTraveller(db: Db, sppdId: number, pejalanId: number): Promise<void> {
  const result = await sql`DELETE FROM sppd_pejalan WHERE id = ${pejalanId} AND sppd_id = ${sppdId}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) === 0) throw new HttpError(404, SPPD_MESSAGES.pejalanNotFound);
}

export async function travellerOfTrip(db: Db, sppdId: number, pejalanId: number): Promise<boolean> {
  const result = await sql`SELECT 1 FROM sppd_pejalan WHERE id = ${pejalanId} AND sppd_id = ${sppdId}`.execute(db);
  return result.rows.length > 0;
}
