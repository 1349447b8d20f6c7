/**
 * Glasses (kaca_mata) entitlement: one claim per entitled period (KACA_MATA_PERIODE_TAHUN years), the
 * amount within the ceiling of the employee's grade (perawatan_kaca_mata_plafon). Checked when a claim
 * is registered or changed (against waiting, approved and other draft claims) and again, under a lock
 * of the employee, when it is sent for approval (against waiting and approved ones).
 */
import type { ApprovalStatus } from '@portal/domain';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { gradeNumber, kacaMataPeriodeLabel, kacaMataPeriodeOf, PERAWATAN_MESSAGES } from './perawatan-rules.js';
import * as repo from './perawatan.repo.js';

export interface KacaMataCheck {
  id: number | null;
  pegawai_id: number;
  jenis_id: number;
  tanggal: string;
  nominal: string;
  /** Statuses of other claims of the period that count as using it. */
  statuses: readonly ApprovalStatus[];
}

/** The grade and its ceiling of an employee (nulls when no numeric grade or no ceiling row). */
export async function ceilingOf(db: Db, pegawaiId: number): Promise<{ grade: string | null; plafon: string | null }> {
  const grade = await repo.gradeOfPegawai(db, pegawaiId);
  const n = gradeNumber(grade);
  return { grade, plafon: n === null ? null : await repo.plafonOfGrade(db, n) };
}

/** Answers the period of a glasses claim (null for other types); throws 422/409 when a rule fails. */
export async function checkKacaMata(db: Db, claim: KacaMataCheck): Promise<number | null> {
  const jenis = await repo.findJenis(db, claim.jenis_id);
  if (!jenis) throw validationError({ jenis_id: [PERAWATAN_MESSAGES.jenisNotFound] });
  if (!jenis.is_kaca_mata) return null;
  const { grade, plafon } = await ceilingOf(db, claim.pegawai_id);
  const n = gradeNumber(grade);
  if (n === null) throw validationError({ pegawai_id: [PERAWATAN_MESSAGES.noGrade] });
  if (plafon === null) throw validationError({ pegawai_id: [PERAWATAN_MESSAGES.noCeiling(n)] });
  if (Number(claim.nominal) > Number(plafon))
    throw validationError({ nominal: [PERAWATAN_MESSAGES.overCeiling(plafon)] });
  const periode = kacaMataPeriodeOf(claim.tanggal);
  const used = await repo.kacaMataClaimOfPeriod(db, claim.pegawai_id, periode, claim.statuses, claim.id);
  if (used) throw new HttpError(409, PERAWATAN_MESSAGES.periodUsed(kacaMataPeriodeLabel(periode)));
  return periode;
}
