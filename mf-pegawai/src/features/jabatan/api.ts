/**
 * The position register's calls (spec section 7 "Jabatan": /sdm/set/jabatan, /sdm/x/jabatan/x/level,
 * /sdm/set/jabatan/x/eselon and /x/label, /sdm/x/jabatan/x/invalid), the bulk import of employees'
 * position records (store_excel, a background job) and the export, with their SWR hooks and the
 * form schema. Wire types come from @portal/contracts (jabatan.ts).
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  JabatanInput,
  JabatanInvalidQuery,
  JabatanInvalidRow,
  JabatanListAnswer,
  JabatanMutation,
  JabatanRow,
  MessageAnswer,
  NamedRegisterListAnswer,
  NamedRegisterMutation,
} from '@portal/contracts';

export const JABATAN_PATH = '/sdm/set/jabatan';
export const JABATAN_INVALID_PATH = '/sdm/x/jabatan/x/invalid';
export const JABATAN_EXPORT_PATH = '/sdm/set/jabatan/x/export';
export const JABATAN_IMPORT_PATH = '/sdm/pegawai/x/jabatan/x/store_excel';
export const JABATAN_TEMPLATE_PATH = '/sdm/pegawai/x/jabatan/x/template';

/** Spec section 3: how a disabled position is shown. */
export const JABATAN_DISABLED_TEXT = 'Jabatan ini tidak dipakai lagi';

export interface JabatanListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

export function useJabatanList(query: JabatanListQuery) {
  return usePagedList<JabatanRow>(useTransport(), JABATAN_PATH, query as unknown as QueryParams);
}

export function createJabatan(transport: Transport, input: JabatanInput): Promise<JabatanMutation> {
  return transport.request('POST', JABATAN_PATH, { body: input });
}

export function updateJabatan(transport: Transport, id: number, input: JabatanInput): Promise<JabatanMutation> {
  return transport.request('PUT', `${JABATAN_PATH}/${id}`, { body: input });
}

export function deleteJabatan(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${JABATAN_PATH}/${id}`);
}

/** The small registers: level (57), eselon (57), label (1, 57). */
export const NAMED_REGISTERS = {
  level: { path: '/sdm/x/jabatan/x/level', title: 'Level Jabatan', entity: 'level jabatan' },
  eselon: { path: '/sdm/set/jabatan/x/eselon', title: 'Eselon', entity: 'eselon' },
  label: { path: '/sdm/set/jabatan/x/label', title: 'Label Jabatan', entity: 'label jabatan' },
} as const;
export type NamedRegisterKind = keyof typeof NAMED_REGISTERS;

export function useNamedRegister(kind: NamedRegisterKind, enabled = true) {
  const transport = useTransport();
  const path = NAMED_REGISTERS[kind].path;
  return useApi<NamedRegisterListAnswer>(enabled ? [path] : null, () => transport.request('GET', path));
}

export function saveNamed(
  transport: Transport,
  kind: NamedRegisterKind,
  nama: string,
  id?: number,
): Promise<NamedRegisterMutation> {
  const path = NAMED_REGISTERS[kind].path;
  return id === undefined
    ? transport.request('POST', path, { body: { nama } })
    : transport.request('PUT', `${path}/${id}`, { body: { nama } });
}

export function deleteNamed(transport: Transport, kind: NamedRegisterKind, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${NAMED_REGISTERS[kind].path}/${id}`);
}

export function useJabatanInvalid(query: JabatanInvalidQuery) {
  return usePagedList<JabatanInvalidRow>(useTransport(), JABATAN_INVALID_PATH, query as unknown as QueryParams);
}

export const INVALID_KIND_TEXT: Readonly<Record<JabatanInvalidRow['kind'], string>> = {
  pegawai_jabatan_disabled: 'Pegawai menduduki jabatan yang tidak dipakai lagi',
  pegawai_without_jabatan_record: 'Pegawai belum punya riwayat jabatan',
  jabatan_without_level: 'Jabatan belum punya level',
  jabatan_without_eselon: 'Jabatan belum punya eselon',
};

export interface JabatanFormValues {
  nama: string;
  ket: string;
  level_id: string;
  eselon_id: string;
  label_id: string;
  is_bidangtugas: boolean;
  is_kpi: boolean;
  is_disabled: boolean;
}

export const EMPTY_JABATAN_FORM: JabatanFormValues = {
  nama: '',
  ket: '',
  level_id: '',
  eselon_id: '',
  label_id: '',
  is_bidangtugas: false,
  is_kpi: false,
  is_disabled: false,
};

export const jabatanFormSchema = yup.object({
  nama: yup.string().trim().required('Nama jabatan wajib diisi').max(255, 'Nama jabatan paling banyak 255 karakter'),
  ket: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});

export function jabatanFormValues(row: JabatanRow): JabatanFormValues {
  const id = (v: number | null) => (v === null ? '' : String(v));
  return {
    nama: row.nama,
    ket: row.ket ?? '',
    level_id: id(row.level_id),
    eselon_id: id(row.eselon_id),
    label_id: id(row.label_id),
    is_bidangtugas: row.is_bidangtugas,
    is_kpi: row.is_kpi,
    is_disabled: row.is_disabled,
  };
}

/** Form values → the request body; the parent stays as it was (it is changed on its own page). */
export function toJabatanInput(v: JabatanFormValues, parentId: number | null): JabatanInput {
  const id = (s: string) => (s === '' ? null : Number(s));
  return {
    nama: v.nama.trim(),
    ket: v.ket.trim() || null,
    level_id: id(v.level_id),
    eselon_id: id(v.eselon_id),
    label_id: id(v.label_id),
    parent_id: parentId,
    is_bidangtugas: v.is_bidangtugas,
    is_kpi: v.is_kpi,
    is_disabled: v.is_disabled,
  };
}

/** Positions for pickers: the first page of the register matching `search` (server search). */
export async function searchJabatan(transport: Transport, search: string): Promise<JabatanRow[]> {
  const page = await transport.request<JabatanListAnswer>('GET', JABATAN_PATH, {
    query: { search, per_page: 20 },
  });
  return page.data;
}

export function setJabatanParent(transport: Transport, id: number, parentId: number | null): Promise<JabatanMutation> {
  return transport.request('PUT', `${JABATAN_PATH}/x/parent/${id}`, { body: { parent_id: parentId } });
}

/** Per-position details: units (offices), decree letters. */
export const UNIT_PATH = '/sdm/set/jabatan/x/unit';
export const SURAT_PATH = '/sdm/set/jabatan/set/surat';

export function useJabatanDetails<T>(path: string, jabatanId: number | null) {
  const transport = useTransport();
  return useApi<{ data: T[] }>(jabatanId ? [path, jabatanId] : null, () =>
    transport.request('GET', path, { query: { jabatan_id: jabatanId } }),
  );
}

export async function kantorOptions(transport: Transport): Promise<{ id: number; nama: string }[]> {
  return (
    await transport.request<{ data: { id: number; nama: string }[] }>('GET', '/general/kantor', {
      query: { event: 'options' },
    })
  ).data;
}
