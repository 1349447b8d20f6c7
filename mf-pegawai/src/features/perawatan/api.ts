/**
 * Care claims (spec section 7 /sdm/perawatan/x/ nota, jenis, rs_golongan, rs_tempat): the register,
 * one claim by token with its approval (the approval engine, type 'perawatan'), the glasses
 * entitlement, the settings and the master data. Rules (glasses ceiling, one per period) are the
 * server's; the form only checks what it can see.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  KacaMataHak,
  KacaMataPlafonInput,
  KacaMataPlafonListAnswer,
  KacaMataPlafonMutation,
  KacaMataPlafonRow,
  MessageAnswer,
  PerawatanConfig,
  PerawatanJenisListAnswer,
  PerawatanNotaDetail,
  PerawatanNotaInput,
  PerawatanNotaListAnswer,
  PerawatanNotaListQuery,
  PerawatanNotaMutation,
  PerawatanNotaRow,
  RsGolonganListAnswer,
  RsTempatListAnswer,
} from '@portal/contracts';
import type { ApprovalAction } from '@portal/domain';

/** The amount pattern the server holds too (contracts MONEY_INPUT_PATTERN). */
const MONEY_INPUT = /^\d{1,16}(\.\d{1,2})?$/;

export const NOTA_PATH = '/sdm/perawatan/x/nota';
export const NOTA_EXPORT_PATH = '/sdm/perawatan/x/nota/x/export';
export const JENIS_PATH = '/sdm/perawatan/x/jenis';
export const RS_GOLONGAN_PATH = '/sdm/perawatan/x/rs_golongan';
export const RS_TEMPAT_PATH = '/sdm/perawatan/x/rs_tempat';
export const KACA_MATA_PLAFON_PATH = '/sdm/perawatan/x/kaca_mata_plafon';

/** The bill scans (nota) of one claim: the shared DecreeFiles' collection. */
export const notaFilesPath = (notaId: number) => `${NOTA_PATH}/${notaId}/x/file`;

/** The register's filters, paging and sort (the contract's query without the other events' fields). */
export type NotaListQuery = Omit<PerawatanNotaListQuery, 'event' | 'token'>;

/**
 * The register; its answer also carries `unapproved` (claims waiting for the caller). Not asked when
 * `enabled` is false (the server refuses the register to the restricted role 8; its 403 leaves the page).
 */
export function useNotaList(query: NotaListQuery, enabled = true) {
  return usePagedList<PerawatanNotaRow>(useTransport(), enabled ? NOTA_PATH : null, {
    ...query,
    event: 'index',
  } as unknown as QueryParams);
}

export function unapprovedOf(list: { data?: unknown }): number | undefined {
  return (list.data as PerawatanNotaListAnswer | undefined)?.unapproved;
}

export function useNotaByToken(token: string | undefined) {
  const transport = useTransport();
  return useApi<{ data: PerawatanNotaDetail }>(token ? [NOTA_PATH, 'token', token] : null, () =>
    transport.request<{ data: PerawatanNotaDetail }>('GET', NOTA_PATH, {
      query: { event: 'index_show_by_token', token: token! },
    }),
  );
}

export function usePerawatanConfig() {
  const transport = useTransport();
  return useApi<{ data: PerawatanConfig }>([NOTA_PATH, 'config'], () =>
    transport.request<{ data: PerawatanConfig }>('GET', NOTA_PATH, { query: { event: 'index_config' } }),
  );
}

export function useKacaMataHak(pegawaiId: number | null) {
  const transport = useTransport();
  return useApi<{ data: KacaMataHak }>(pegawaiId ? [NOTA_PATH, 'kaca_mata', pegawaiId] : null, () =>
    transport.request<{ data: KacaMataHak }>('GET', NOTA_PATH, {
      query: { event: 'index_kaca_mata', pegawai_id: pegawaiId! },
    }),
  );
}

export function saveNota(transport: Transport, input: PerawatanNotaInput, id?: number) {
  return id === undefined
    ? transport.request<PerawatanNotaMutation>('POST', NOTA_PATH, { body: input })
    : transport.request<PerawatanNotaMutation>('PUT', `${NOTA_PATH}/${id}`, { body: input });
}

export function deleteNota(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${NOTA_PATH}/${id}`);
}

export function actOnNota(transport: Transport, id: number, action: ApprovalAction, note: string | null) {
  return transport.request<PerawatanNotaMutation>('POST', `${NOTA_PATH}/${id}`, {
    body: { event: `store_${action}`, note },
  });
}

// ---- master data ---------------------------------------------------------------------------------

export function useJenis() {
  const transport = useTransport();
  return useApi<PerawatanJenisListAnswer>([JENIS_PATH], () => transport.request('GET', JENIS_PATH));
}
export function useRsGolongan() {
  const transport = useTransport();
  return useApi<RsGolonganListAnswer>([RS_GOLONGAN_PATH], () => transport.request('GET', RS_GOLONGAN_PATH));
}
export function useRsTempat() {
  const transport = useTransport();
  return useApi<RsTempatListAnswer>([RS_TEMPAT_PATH], () => transport.request('GET', RS_TEMPAT_PATH));
}

/** Adds (no id) or changes one entry of a master list; the answer says '{label} created/updated'. */
export function saveMaster(transport: Transport, path: string, body: object, id?: number) {
  return id === undefined
    ? transport.request<{ message: string }>('POST', path, { body })
    : transport.request<{ message: string }>('PUT', `${path}/${id}`, { body });
}

export function deleteMaster(transport: Transport, path: string, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${path}/${id}`);
}

// ---- glasses ceilings by grade range --------------------------------------------------------------

export function useKacaMataPlafon() {
  const transport = useTransport();
  return useApi<KacaMataPlafonListAnswer>([KACA_MATA_PLAFON_PATH], () =>
    transport.request('GET', KACA_MATA_PLAFON_PATH),
  );
}

/** Adds (no id) or changes a ceiling; the answer says 'Plafon Kacamata created/updated'. */
export function savePlafon(transport: Transport, input: KacaMataPlafonInput, id?: number) {
  return id === undefined
    ? transport.request<KacaMataPlafonMutation>('POST', KACA_MATA_PLAFON_PATH, { body: input })
    : transport.request<KacaMataPlafonMutation>('PUT', `${KACA_MATA_PLAFON_PATH}/${id}`, { body: input });
}

export function deletePlafon(transport: Transport, id: number): Promise<MessageAnswer> {
  return transport.request('DELETE', `${KACA_MATA_PLAFON_PATH}/${id}`);
}

/** The ceiling form's values: as typed (grades and amount are checked by the schema below). */
export interface PlafonFormValues {
  grade_min: string;
  grade_max: string;
  plafon: string;
}

export const EMPTY_PLAFON_FORM: PlafonFormValues = { grade_min: '', grade_max: '', plafon: '' };

export function plafonFormValues(row: KacaMataPlafonRow): PlafonFormValues {
  return { grade_min: String(row.grade_min), grade_max: String(row.grade_max), plafon: row.plafon };
}

export function plafonInputOf(values: PlafonFormValues): KacaMataPlafonInput {
  return {
    grade_min: Number(values.grade_min),
    grade_max: Number(values.grade_max),
    plafon: values.plafon.trim(),
  };
}

const GRADE = /^\d{1,3}$/;

/** What the form can check itself; the server also refuses a range overlapping another row (422). */
export const plafonFormSchema = yup.object({
  grade_min: yup
    .string()
    .trim()
    .required('Grade awal wajib diisi')
    .matches(GRADE, 'Grade berupa bilangan bulat 0 atau lebih'),
  grade_max: yup
    .string()
    .trim()
    .required('Grade akhir wajib diisi')
    .matches(GRADE, 'Grade berupa bilangan bulat 0 atau lebih')
    .test(
      'order',
      'Grade awal tidak boleh lebih besar dari grade akhir',
      (v, ctx) => !GRADE.test(String(ctx.parent.grade_min ?? '').trim()) || Number(ctx.parent.grade_min) <= Number(v),
    ),
  plafon: yup
    .string()
    .trim()
    .required('Plafon wajib diisi')
    .matches(MONEY_INPUT, 'Plafon berupa angka, tanpa titik ribuan (desimal memakai titik)')
    .test('positive', 'Plafon harus lebih dari 0', (v) => Number(v) > 0),
});

// ---- the form ------------------------------------------------------------------------------------

/** The form's values: selects hold null/'' until chosen, optional texts ''. */
export interface NotaFormValues {
  pegawai_id: number | null;
  jenis_id: string;
  rs_tempat_id: string;
  tanggal: string;
  nomor_nota: string;
  nominal: string;
  keterangan: string;
}

export const EMPTY_NOTA_FORM: NotaFormValues = {
  pegawai_id: null,
  jenis_id: '',
  rs_tempat_id: '',
  tanggal: '',
  nomor_nota: '',
  nominal: '',
  keterangan: '',
};

export function notaFormValues(row: PerawatanNotaDetail): NotaFormValues {
  return {
    pegawai_id: row.pegawai_id,
    jenis_id: String(row.jenis.id),
    rs_tempat_id: row.rs_tempat ? String(row.rs_tempat.id) : '',
    tanggal: row.tanggal,
    nomor_nota: row.nomor_nota ?? '',
    nominal: row.nominal,
    keterangan: row.keterangan ?? '',
  };
}

/** The body the API takes: blanks as null, texts trimmed. */
export function notaInputOf(values: NotaFormValues): PerawatanNotaInput {
  return {
    pegawai_id: Number(values.pegawai_id),
    jenis_id: Number(values.jenis_id),
    rs_tempat_id: values.rs_tempat_id ? Number(values.rs_tempat_id) : null,
    tanggal: values.tanggal,
    nomor_nota: values.nomor_nota.trim() || null,
    nominal: values.nominal.trim(),
    keterangan: values.keterangan.trim() || null,
  };
}

export const notaFormSchema = yup.object({
  pegawai_id: yup.number().nullable().required('Pegawai wajib dipilih'),
  jenis_id: yup.string().required('Jenis perawatan wajib dipilih'),
  tanggal: yup.string().required('Tanggal nota wajib diisi'),
  nomor_nota: yup.string().max(100, 'Nomor nota paling banyak 100 karakter'),
  nominal: yup
    .string()
    .trim()
    .required('Nominal wajib diisi')
    .matches(MONEY_INPUT, 'Nominal berupa angka, tanpa titik ribuan (desimal memakai titik)')
    .test('positive', 'Nominal harus lebih dari 0', (v) => Number(v) > 0),
  keterangan: yup.string().max(2000, 'Keterangan paling banyak 2000 karakter'),
});
