/**
 * Costs per traveller and date (sppd_pejalan_biaya). Generation ('Success Generate Biaya SPPD'):
 * for every traveller, every rate of their kind, level and the trip's region (transport rates
 * only for the trip's vehicle) gives one row per trip day ('hari') or one on the first day
 * ('perjalanan'). Computed in SQL on numeric; hand-added rows are kept, generated ones replaced.
 */
import type { SppdPejalanBiaya } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** For one trip, or for many in three statements (the demo loader generates ~200 at once). */
export async function generateCosts(db: Db, sppdIds: number | readonly number[]): Promise<void> {
  const ids = typeof sppdIds === 'number' ? [sppdIds] : [...sppdIds];
  if (ids.length === 0) return;
  await sql`
    DELETE FROM sppd_pejalan_biaya b USING sppd_pejalan p
    WHERE b.pejalan_id = p.id AND p.sppd_id = ANY(${ids}::int[]) AND b.is_generated`.execute(db);
  await sql`
    INSERT INTO sppd_pejalan_biaya (pejalan_id, tanggal, jenis_biaya_id, nominal, is_generated)
    SELECT p.id, d.tanggal::date, r.jenis_biaya_id, r.nominal, true
    FROM sppd s
    JOIN sppd_pejalan p ON p.sppd_id = s.id
    JOIN sppd_biaya r ON r.jenis_pejalan = p.jenis_pejalan AND r.level_id = p.level_id AND r.wilayah_id = s.wilayah_id
      AND (r.kendaraan_id IS NULL OR r.kendaraan_id = s.kendaraan_id)
    JOIN sppd_jenis_biaya j ON j.id = r.jenis_biaya_id
    CROSS JOIN LATERAL generate_series(
      s.tanggal_mulai::timestamp,
      CASE WHEN j.satuan = 'hari' THEN s.tanggal_selesai ELSE s.tanggal_mulai END::timestamp,
      interval '1 day') AS d(tanggal)
    WHERE s.id = ANY(${ids}::int[])
    ON CONFLICT (pejalan_id, tanggal, jenis_biaya_id) DO NOTHING`.execute(db);
  await sql`UPDATE sppd SET biaya_generated_at = now() WHERE id = ANY(${ids}::int[])`.execute(db);
}

export async function costsOf(db: Db, sppdId: number): Promise<SppdPejalanBiaya[]> {
  const result = await sql<SppdPejalanBiaya>`
    SELECT b.id, b.pejalan_id, b.tanggal::text AS tanggal, b.jenis_biaya_id, j.nama AS jenis_biaya_nama,
           b.nominal::text AS nominal, b.keterangan, b.is_generated, b.is_approved
    FROM sppd_pejalan p JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id JOIN sppd_jenis_biaya j ON j.id = b.jenis_biaya_id
    WHERE p.sppd_id = ${sppdId}
    ORDER BY p.id, b.tanggal, j.nama`.execute(db);
  return result.rows;
}

export async function totalOf(db: Db, sppdId: number): Promise<string> {
  const result = await sql<{ total: string }>`
    SELECT coalesce(sum(b.nominal), 0)::numeric(18,2)::text AS total
    FROM sppd_pejalan p JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id WHERE p.sppd_id = ${sppdId}`.execute(db);
  return result.rows[0].total;
}

export async function insertCost(
  db: Db,
  v: { pejalan_id: number; tanggal: string; jenis_biaya_id: number; nominal: string; keterangan: string | null },
): Promise<void> {
  await sql`
    INSERT INTO sppd_pejalan_biaya (pejalan_id, tanggal, jenis_biaya_id, nominal, keterangan)
    VALUES (${v.pejalan_id}, ${v.tanggal}::date, ${v.jenis_biaya_id}, ${v.nominal}::numeric, ${v.keterangan})`.execute(
    db,
  );
}

/** The cost row with its trip, locked. */
export async function lockCost(db: Db, id: number) {
  const result = await sql<{ id: number; sppd_id: number; nominal: string; is_approved: boolean }>`
    SELECT b.id, p.sppd_id, b.nominal::text AS nominal, b.is_approved
    FROM sppd_pejalan_biaya b JOIN sppd_pejalan p ON p.id = b.pejalan_id WHERE b.id = ${id} FOR UPDATE OF b`.execute(
    db,
  );
  return result.rows[0];
}

export async function updateCost(
  db: Db,
  id: number,
  v: { nominal?: string; keterangan?: string | null; is_approved?: boolean },
): Promise<void> {
  await sql`
    UPDATE sppd_pejalan_biaya SET
      nominal = coalesce(${v.nominal ?? null}::numeric, nominal),
      keterangan = CASE WHEN ${v.keterangan !== undefined} THEN ${v.keterangan ?? null} ELSE keterangan END,
      is_approved = coalesce(${v.is_approved ?? null}::boolean, is_approved),
      is_generated = is_generated AND ${v.nominal === undefined},
      updated_at = now()
    WHERE id = ${id}`.execute(db);
}

export async function approveAllCosts(db: Db, sppdId: number, approved: boolean): Promise<number> {
  const result = await sql`
    UPDATE sppd_pejalan_biaya b SET is_approved = ${approved}, updated_at = now()
    FROM sppd_pejalan p WHERE p.id = b.pejalan_id AND p.sppd_id = ${sppdId}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function deleteCostsOnDate(db: Db, sppdId: number, tanggal: string, pejalanId?: number): Promise<number> {
  const result = await sql`
    DELETE FROM sppd_pejalan_biaya b USING sppd_pejalan p
    WHERE b.pejalan_id = p.id AND p.sppd_id = ${sppdId} AND b.tanggal = ${tanggal}::date
      AND (${pejalanId ?? null}::int IS NULL OR p.id = ${pejalanId ?? null}::int)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
