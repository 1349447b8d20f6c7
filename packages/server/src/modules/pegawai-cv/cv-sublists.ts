/**
 * The server half of the sub-list definitions: each domain definition (fields, path, entity of
 * the messages) gets its table and its CV order here, and the JSON body schemas are derived from
 * its fields, so a field added to a definition reaches the schema, the SQL and the client form at once.
 */
import * as domainNamespace from '@portal/domain';
import type { CvFieldDef, CvSubListDef, CvSubListKey } from '@portal/domain';
import { DateTime } from 'luxon';
import { validationError, type FieldErrors } from '../../platform/errors.js';

// The CommonJS/ES module door of platform/domain.ts, for the CV values it does not re-export.
const domain = (Reflect.get(domainNamespace, 'default') as typeof domainNamespace | undefined) ?? domainNamespace;
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

const MAX_MONEY = 999_999_999_999.99;

function fieldSchema(field: CvFieldDef): Record<string, unknown> {
  const nullable = (type: string) => (field.required ? type : [type, 'null']);
  switch (field.kind) {
    case 'text':
      return {
        type: nullable('string'),
        maxLength: field.maxLength ?? 255,
        ...(field.required ? { minLength: 1 } : {}),
      };
    case 'date':
      return { type: nullable('string'), format: 'date', description: "'YYYY-MM-DD'" };
    case 'year':
      return { type: nullable('integer'), minimum: 1900, maximum: 2200 };
    case 'boolean':
      return { type: nullable('boolean') };
    case 'money':
      return { type: nullable('number'), minimum: 0, maximum: MAX_MONEY };
    case 'diklat_event':
      return { type: nullable('integer'), minimum: 1, maximum: 2_147_483_647 };
  }
}

/** PUT body: the definition's fields (optional ones may be left out or null). */
export function updateBodySchema(def: CvSubListDef): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f)])),
    required: def.fields.filter((f) => f.required).map((f) => f.name),
  };
}

/** POST body: the same plus the employee. */
export function createBodySchema(def: CvSubListDef): Record<string, unknown> {
  const update = updateBodySchema(def);
  return {
    ...update,
    properties: {
      pegawai_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      ...(update.properties as object),
    },
    required: ['pegawai_id', ...(update.required as string[])],
  };
}

export type RowValues = Record<string, string | number | boolean | null>;

const jakartaToday = () => DateTime.now().setZone('Asia/Jakarta').toISODate()!;

/**
 * The row values of a schema-checked body: texts trimmed, blanks and missing optional fields null;
 * a required text of only spaces is 422 like a missing one.
 */
export function rowValues(def: CvSubListDef, body: Record<string, unknown>): RowValues {
  const values: RowValues = {};
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const raw = body[field.name];
    const value =
      typeof raw === 'string' ? raw.trim() || null : raw === undefined ? null : (raw as number | boolean | null);
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
