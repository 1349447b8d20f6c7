/**
 * Bulk termination (POST /sdm/pegawai/x/phk/x/bulk, issue #22 "bulk actions all-or-nothing"): many
 * NPPs with one type, date and decree. The server checks every NPP first; one refused NPP answers
 * 422 with its messages under `npp.<NPP>` and nothing is written.
 */
import * as yup from 'yup';
import { ApiError, type Transport } from '@portal/api-client';
import type {
  PHK_BULK_MAX as CONTRACT_BULK_MAX,
  PhkBulkAnswer,
  PhkBulkInput,
  PhkBulkNppField,
} from '@portal/contracts';
import { EMPTY_PHK_FORM, phkFormSchema, phkInputOf, type PhkFormValues } from './api';

export const PHK_BULK_PATH = '/sdm/pegawai/x/phk/x/bulk';
/** The contract's limit (typed by it: browsers import contracts' types only, ADR 0024). */
export const PHK_BULK_MAX: typeof CONTRACT_BULK_MAX = 500;

/** Where the server puts a refused NPP's messages (contracts phkBulkNppField). */
function nppField(npp: string): PhkBulkNppField {
  return `npp.${npp}`;
}

export function savePhkBulk(transport: Transport, input: PhkBulkInput): Promise<PhkBulkAnswer> {
  return transport.request('POST', PHK_BULK_PATH, { body: input });
}

/** NPPs typed or pasted, separated by spaces, commas, semicolons or new lines, in their order (repeats kept: they are an error). */
export function parseNppList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

const NPP_FORMAT = /^\d{8}$/;

function malformed(text: string | undefined): string[] {
  return parseNppList(text ?? '').filter((npp) => !NPP_FORMAT.test(npp));
}

function repeated(text: string | undefined): string[] {
  const npps = parseNppList(text ?? '');
  return [...new Set(npps.filter((npp, i) => npps.indexOf(npp) !== i))];
}

/** The single form's fields but the employee, plus the NPP list as typed. */
export type PhkBulkFormValues = Omit<PhkFormValues, 'pegawai_id'> & { npp: string };

const { pegawai_id: _noPegawai, ...emptyFields } = EMPTY_PHK_FORM;
export const EMPTY_PHK_BULK_FORM: PhkBulkFormValues = { ...emptyFields, npp: '' };

/** The body the API takes: the parsed NPPs and the single form's fields as it sends them. */
export function phkBulkInputOf({ npp, ...values }: PhkBulkFormValues): PhkBulkInput {
  const { pegawai_id: _pegawai, ...fields } = phkInputOf({ ...values, pegawai_id: null });
  return { npp: parseNppList(npp), ...fields };
}

/** The single form's checks but the employee, and those of the list the server also makes (format, repeats, at most 500). */
export const phkBulkFormSchema = phkFormSchema.omit(['pegawai_id']).shape({
  npp: yup
    .string()
    .test('some', 'Isi paling sedikit satu NPP', (text = '') => parseNppList(text).length > 0)
    .test(
      'max',
      `Paling banyak ${PHK_BULK_MAX} NPP sekali kirim`,
      (text = '') => parseNppList(text).length <= PHK_BULK_MAX,
    )
    .test(
      'format',
      ({ value }) => `NPP harus 8 digit angka: ${malformed(value).join(', ')}`,
      (text) => malformed(text).length === 0,
    )
    .test(
      'repeated',
      ({ value }) => `NPP tercantum lebih dari sekali: ${repeated(value).join(', ')}`,
      (text) => repeated(text).length === 0,
    ),
});

export interface NppProblem {
  npp: string;
  messages: string[];
}

/** The refused NPPs of a bulk termination's 422, in the order they were sent. */
export function nppProblemsOf(error: unknown, sent: readonly string[]): NppProblem[] {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return [];
  const errors = error.errors;
  return [...new Set(sent)]
    .filter((npp) => errors[nppField(npp)])
    .map((npp) => ({ npp, messages: errors[nppField(npp)] }));
}

/** The 422 without its per-NPP messages (they are listed apart), so the rest lands on the form's fields. */
export function withoutNppProblems(error: ApiError): ApiError {
  const rest = Object.fromEntries(Object.entries(error.errors ?? {}).filter(([field]) => !field.startsWith('npp.')));
  return new ApiError(error.status, error.message, rest, error.body);
}
