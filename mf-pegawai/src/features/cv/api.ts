/**
 * The employee CV's calls (spec section 7 /sdm/pegawai/x/profile and the sub-record paths), their
 * SWR hooks and the form rules. The sub-lists' fields come from @portal/domain (CV_SUBLISTS), the
 * same definitions the server validates with; position and rank history use the jabatan-pangkat
 * module's endpoints (/sdm/pegawai/x/jabatan, /x/pangkat).
 */
import * as yup from 'yup';
import {
  useApi,
  useGeneralList,
  useOptionFile,
  useTransport,
  type GeneralListItem,
  type Transport,
} from '@portal/api-client';
import type {
  CvPhotoAnswer,
  CvSubRecordAnswer,
  DiklatEventOptionsAnswer,
  MessageAnswer,
  PangkatRow,
  PegawaiCvAnswer,
} from '@portal/contracts';
import { dateBoundProblem, portalNow, portalToday, type CvChoiceList, type CvFieldDef } from '@portal/domain';
import { TEXTS } from '@portal/design-system';

export const CV_PROFILE_PATH = '/sdm/pegawai/x/profile';
export const DIKLAT_EVENTS_PATH = '/sdm/pegawai/x/diklat';
export const PANGKAT_REGISTER_PATH = '/sdm/x/pangkat';
export const JABATAN_HISTORY_PATH = '/sdm/pegawai/x/jabatan';
export const PANGKAT_HISTORY_PATH = '/sdm/pegawai/x/pangkat';

/** No id: the signed-in user's own CV. */
export function cvPath(id: number | null): string {
  return id === null ? CV_PROFILE_PATH : `${CV_PROFILE_PATH}/${id}`;
}

export function useCv(id: number | null) {
  const transport = useTransport();
  return useApi<PegawaiCvAnswer>(['cv', cvPath(id)], () => transport.request('GET', cvPath(id)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export type CvFormValue = string | number | boolean | null;
export type CvFormValues = Record<string, CvFormValue>;
export type CvBody = Record<string, CvFormValue>;

/** POST {path} → '{Entity} created'. */
export function createRecord(transport: Transport, path: string, body: CvBody): Promise<CvSubRecordAnswer> {
  return transport.request('POST', path, { body });
}

/** PUT {path}/{id} → '{Entity} updated'. */
export function updateRecord(transport: Transport, path: string, id: number, body: CvBody): Promise<CvSubRecordAnswer> {
  return transport.request('PUT', `${path}/${id}`, { body });
}

/** DELETE {path}/{id} → '{Entity} deleted'. */
export function deleteRecord(transport: Transport, path: string, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${path}/${id}`);
}

export type PhotoKind = 'photo' | 'photo_cv';

/** POST /sdm/pegawai/x/photo | x/photo_cv with the image as a data URL → 'Photo CV Updated' for the CV photo. */
export function uploadPhoto(
  transport: Transport,
  kind: PhotoKind,
  pegawaiId: number,
  image: string,
): Promise<CvPhotoAnswer> {
  return transport.request('POST', `/sdm/pegawai/x/${kind}`, { body: { pegawai_id: pegawaiId, image } });
}

/** Option lists the forms' selects read: positions and offices (static option files), ranks, diklat events. */
export type OptionSource = 'jabatan' | 'kantor' | 'pangkat' | 'diklat_event';
export interface CvOption {
  id: number;
  nama: string;
}

function usePangkatOptions(enabled: boolean): CvOption[] {
  const transport = useTransport();
  const { data } = useApi<CvOption[]>(
    enabled ? ['cv-options', 'pangkat'] : null,
    async () => {
      const answer = await transport.request<{ data: PangkatRow[] }>('GET', PANGKAT_REGISTER_PATH, {
        query: { page: 1, per_page: 100 },
      });
      return answer.data
        .filter((p) => !p.is_disabled)
        .map((p) => ({ id: p.id, nama: `${p.nama} (${p.grade} | ${p.corporate_title})` }));
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? [];
}

function useDiklatEventOptions(enabled: boolean): CvOption[] {
  const transport = useTransport();
  const { data } = useApi<CvOption[]>(
    enabled ? ['cv-options', 'diklat_event'] : null,
    async () => {
      const answer = await transport.request<DiklatEventOptionsAnswer>('GET', DIKLAT_EVENTS_PATH, {
        query: { event: 'select_option' },
      });
      return answer.data.map((e) => ({ id: e.id, nama: `${e.nama} (${e.awal})` }));
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? [];
}

/** Loaded only for HR (the lists are theirs to use); [] while loading or on failure. */
export function useCvOptions(enabled: boolean): Record<OptionSource, CvOption[]> {
  const transport = useTransport();
  const jabatan = useOptionFile(transport, 'jabatan', { enabled });
  const kantor = useOptionFile(transport, 'kantor', { enabled });
  return { jabatan, kantor, pangkat: usePangkatOptions(enabled), diklat_event: useDiklatEventOptions(enabled) };
}

/** A text chosen from a general list: the name is stored, the label shown. */
export interface CvChoice {
  value: string;
  label: string;
}

/** The general lists the CV's texts are chosen from (jenjang, institusi, hubungan, prestasi), for HR only. */
export function useCvChoices(enabled: boolean): Record<CvChoiceList, CvChoice[]> {
  const transport = useTransport();
  const choices = (items: GeneralListItem[]) => items.map((i) => ({ value: i.nama, label: i.label }));
  return {
    pendidikan: choices(useGeneralList(transport, 'pendidikan', { enabled })),
    institusi: choices(useGeneralList(transport, 'institusi', { enabled })),
    family: choices(useGeneralList(transport, 'family', { enabled })),
    family_status: choices(useGeneralList(transport, 'family_status', { enabled })),
    prestasi: choices(useGeneralList(transport, 'prestasi', { enabled })),
  };
}

/** The latest date a date field allows ('YYYY-MM-DD'): today, or its years ahead. */
export function latestDate(field: Pick<CvFieldDef, 'maxYearsAhead'>): string {
  return portalNow()
    .plus({ years: field.maxYearsAhead ?? 0 })
    .toISODate()!;
}

/** A form field: a domain field definition, or a select over one of the option lists. */
export type CvFormField =
  CvFieldDef | { name: string; label: string; kind: 'option'; source: OptionSource; required: boolean };

const requiredText = (label: string) => `Kolom ${label} wajib diisi`;
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === null ? null : value);

function fieldRule(field: CvFormField): yup.AnySchema {
  switch (field.kind) {
    case 'text': {
      const rule = yup
        .string()
        .trim()
        .max(field.maxLength ?? 255, `Kolom ${field.label} maksimal ${field.maxLength ?? 255} karakter`);
      return field.required ? rule.required(requiredText(field.label)) : rule;
    }
    case 'date': {
      // The same bounds as the picker and the server (DATE_BOUNDS in @portal/domain).
      const rule = yup
        .string()
        .nullable()
        .test('date-bounds', (value, context) => {
          const problem = value ? dateBoundProblem(field, value, portalToday()) : null;
          return problem ? context.createError({ message: problem }) : true;
        });
      return field.required ? rule.required(TEXTS.fieldRequired) : rule;
    }
    case 'year': {
      const rule = yup
        .number()
        .nullable()
        .transform(emptyToNull)
        .integer()
        .min(1900, 'Tahun tidak valid')
        .max(2200, 'Tahun tidak valid');
      return field.required ? rule.required(requiredText(field.label)) : rule;
    }
    case 'money':
      return yup
        .number()
        .nullable()
        .transform(emptyToNull)
        .typeError(`Kolom ${field.label} harus berupa angka`)
        .min(0, `Kolom ${field.label} minimal 0`);
    case 'boolean':
      return yup.boolean();
    case 'diklat_event':
    case 'option': {
      const rule = yup.number().nullable().transform(emptyToNull);
      return field.required ? rule.required(requiredText(field.label)) : rule;
    }
  }
}

export function formSchema(fields: readonly CvFormField[]) {
  return yup.object(Object.fromEntries(fields.map((f) => [f.name, fieldRule(f)])));
}

export function emptyValues(fields: readonly CvFormField[]): CvFormValues {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'boolean' ? false : f.kind === 'text' || f.kind === 'money' ? '' : null]),
  );
}

/** Row → form values: each field's value, null/undefined shown empty. */
export function valuesOf(fields: readonly CvFormField[], row: Record<string, unknown>): CvFormValues {
  const empty = emptyValues(fields);
  return Object.fromEntries(fields.map((f) => [f.name, (row[f.name] as CvFormValue | undefined) ?? empty[f.name]!]));
}

/** Form values → request body: texts trimmed (blank → null), numbers as numbers. */
export function bodyOf(fields: readonly CvFormField[], values: CvFormValues): CvBody {
  return Object.fromEntries(
    fields.map((f) => {
      const value = values[f.name];
      if (f.kind === 'text') return [f.name, typeof value === 'string' ? value.trim() || null : null];
      if (f.kind === 'money' || f.kind === 'year' || f.kind === 'option' || f.kind === 'diklat_event')
        return [f.name, value === '' || value === null ? null : Number(value)];
      if (f.kind === 'boolean') return [f.name, Boolean(value)];
      return [f.name, value ?? null];
    }),
  );
}
