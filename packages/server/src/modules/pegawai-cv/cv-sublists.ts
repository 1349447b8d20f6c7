/**
 * The server half of the sub-list definitions: each domain definition (fields, path, entity of
 * the messages) gets its table and its CV order here; the body schemas are derived from its fields
 * by the contract (CvSubRecordCreateBody / CvSubRecordUpdateBody in @portal/contracts), so a field
 * added to a definition reaches the schema, the SQL and the client form at once.
 */
import type { CvSubRecordInput } from '@portal/contracts';
import { domain } from '../../platform/domain.js';
import type { CvSubListDef, CvSubListKey } from '@portal/domain';
import { DateTime } from 'luxon';
import { validationError, type FieldErrors } from '../../platform/errors.js';

// The CommonJS/ES module door of platform/domain.ts, for the CV values it does not re-export.
export const { CV_SUBLISTS, CV_MESSAGES, CV_PHOTO_MAX_BYTES, cvMessage, retirementDate, dateBoundProblem } = domain;

export interface ServerSubList extends CvSubListDef {
  table: string;
  /** ORDER BY of the CV list, on the sub-table aliased `t` (and `e`, the event, for diklat). */
  orderBy: string;
}

const TABLES: Record<CvSubListKey, { table: string; orderBy: string }> = {
  pendidikan: { table: 'pegawai_pendidikan', orderBy: 't.tahun, t.id' },
  family: { table: 'pegawai_family', orderBy: 't.tahun, t.id' },
  diklat: { table: 'pegawai_diklat', orderBy: 'e.awal, t.id' },
  sertifikasi: { table: 'pegawai_sertifikasi', orderBy: 't.tanggal, t.id' },
  klasifikasi: { table: 'pegawai_klasifikasi', orderBy: 't.nama, t.id' },
  rek_tab: { table: 'pegawai_rek_tab', orderBy: 't.id' },
  perawatan: { table: 'pegawai_perawatan', orderBy: 't.tanggal, t.id' },
  kompetensi: { table: 'pegawai_kompetensi', orderBy: 't.is_exist DESC, t.nama, t.id' },
  prestasi: { table: 'pegawai_prestasi', orderBy: 't.tahun, t.id' },
};

export const SERVER_SUBLISTS: readonly ServerSubList[] = CV_SUBLISTS.map((def) => ({ ...def, ...TABLES[def.key] }));

export type RowValues = Record<string, string | number | boolean | null>;

const jakartaToday = () => DateTime.now().setZone('Asia/Jakarta').toISODate()!;

/**
 * The row values of a schema-checked body: texts trimmed, blanks and missing optional fields null;
 * a required text of only spaces is 422 like a missing one.
 */
export function rowValues(def: CvSubListDef, body: CvSubRecordInput): RowValues {
  const values: RowValues = {};
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const raw = body[field.name];
    const value = typeof raw === 'string' ? raw.trim() || null : (raw ?? null);
    if (field.required && value === null) errors[field.name] = [`Kolom ${field.label} wajib diisi`];
    // The same bounds as the form's picker (DATE_BOUNDS in @portal/domain).
    const outOfBounds =
      field.kind === 'date' && typeof value === 'string' ? dateBoundProblem(field, value, jakartaToday()) : null;
    if (outOfBounds) errors[field.name] = [outOfBounds];
    values[field.name] = value;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}
