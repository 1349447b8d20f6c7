/**
 * The kantor's yearly SPPD budget (sppd_anggaran): what is left is the budget less the costs of
 * the kantor's waiting and approved trips starting that year. A request or approval that would
 * go below zero is refused with the remaining amount in Indonesian format.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';
import { SPPD_MESSAGES, SPPD_TYPE } from './sppd-rules.js';

/** Remaining budget for the kantor and year, not counting `exceptSppdId`; null without a budget. */
export async function remainingBudget(
  db: Db,
  kantorId: number,
  tahun: number,
  options: { exceptSppdId?: number; lock?: boolean } = {},
): Promise<string | null> {
  // FOR UPDATE on the budget row: two requests of one kantor and year are checked one after the other.
  const budget = await sql<{ nominal: string }>`
    SELECT nominal::text AS nominal FROM sppd_anggaran WHERE kantor_id = ${kantorId} AND tahun = ${tahun}
    ${options.lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  if (budget.rows.length === 0) return null;
  const used = await sql<{ sisa: string }>`
    SELECT (${budget.rows[0].nominal}::numeric - coalesce(sum(b.nominal), 0))::numeric(18,2)::text AS sisa
    FROM sppd s
    JOIN approval_request r ON r.type = ${SPPD_TYPE} AND r.subject_id = s.id AND r.status IN ('menunggu', 'disetujui')
    JOIN sppd_pejalan p ON p.sppd_id = s.id
    JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
    WHERE s.kantor_id = ${kantorId} AND extract(year FROM s.tanggal_mulai)::int = ${tahun}
      AND s.id <> ${options.exceptSppdId ?? 0}`.execute(db);
  return used.rows[0].sisa;
}

/** Throws 422 when the trip's cost exceeds what is left of its kantor's budget of its year. */
export async function assertWithinBudget(db: Db, sppdId: number): Promise<void> {
  const trip = await sql<{ kantor_id: number; kantor_nama: string; tahun: number; biaya: string; cukup: boolean }>`
    SELECT s.kantor_id, k.nama AS kantor_nama, extract(year FROM s.tanggal_mulai)::int AS tahun,
           coalesce(sum(b.nominal), 0)::numeric(18,2)::text AS biaya, true AS cukup
    FROM sppd s JOIN kantor k ON k.id = s.kantor_id
    LEFT JOIN sppd_pejalan p ON p.sppd_id = s.id
    LEFT JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
    WHERE s.id = ${sppdId}
    GROUP BY s.id, k.nama`.execute(db);
  const t = trip.rows[0];
  if (!t) throw new HttpError(404, SPPD_MESSAGES.notFound);
  const sisa = await remainingBudget(db, t.kantor_id, t.tahun, { exceptSppdId: sppdId, lock: true });
  if (sisa === null) throw new HttpError(422, SPPD_MESSAGES.noAnggaran(t.kantor_nama, t.tahun));
  const fits = await sql<{ ok: boolean }>`SELECT ${t.biaya}::numeric <= ${sisa}::numeric AS ok`.execute(db);
  if (!fits.rows[0].ok) throw new HttpError(422, SPPD_MESSAGES.overBudget(sisa, t.biaya));
}
