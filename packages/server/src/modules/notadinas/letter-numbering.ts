/**
 * Letter numbers per office and year, without gap or duplicate (memos when approved, SKMD when
 * issued). The counter row of (jenis, kantor, tahun) is raised with one INSERT … ON CONFLICT DO
 * UPDATE … RETURNING in the caller's transaction: PostgreSQL locks that row until the transaction
 * ends, so two approvals at once get consecutive numbers, and a transaction that rolls back takes
 * its number back with it (the next one gets the same number: no gap).
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export type LetterKind = 'notadinas' | 'skmd';

/** ND/101/007/2026 — prefix, office code (its id when it has none), sequence (3 digits at least), year. */
export function formatLetterNumber(
  kind: LetterKind,
  kantorKode: string | null,
  kantorId: number,
  seq: number,
  tahun: number,
) {
  const prefix = kind === 'notadinas' ? 'ND' : 'SKMD';
  return `${prefix}/${kantorKode ?? String(kantorId)}/${String(seq).padStart(3, '0')}/${tahun}`;
}

/** The next number of the office and year; call inside the transaction that keeps the letter. */
export async function nextLetterNumber(
  trx: Db,
  kind: LetterKind,
  kantorId: number,
  tahun: number,
): Promise<{ seq: number; nomor: string }> {
  const { rows } = await sql<{ last_no: number; kode: string | null }>`
    WITH raised AS (
      INSERT INTO surat_nomor_counter AS c (jenis, kantor_id, tahun, last_no)
      VALUES (${kind}, ${kantorId}, ${tahun}, 1)
      ON CONFLICT (jenis, kantor_id, tahun) DO UPDATE SET last_no = c.last_no + 1
      RETURNING c.last_no
    )
    SELECT raised.last_no, k.kode FROM raised, kantor k WHERE k.id = ${kantorId}`.execute(trx);
  const row = rows[0];
  return { seq: row.last_no, nomor: formatLetterNumber(kind, row.kode, kantorId, row.last_no, tahun) };
}
