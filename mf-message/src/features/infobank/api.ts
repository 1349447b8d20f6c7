/**
 * The info board's calls (packages/contracts/src/infobank.ts lists every path and answer; spec
 * section 7 /general/infobank and /general/channel/x/public), their SWR hooks and the forms'
 * schemas. Browsers import contracts as types only, so the limits and texts the forms need are
 * written here, as the contract has them.
 */
import * as yup from 'yup';
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { MESSAGES, portalToday } from '@portal/domain';
import type {
  ChannelPostInput,
  ChannelPostMutationAnswer,
  ChannelPostRow,
  InfobankFileInput,
  InfobankInput,
  InfobankMutationAnswer,
  InfobankRow,
} from '@portal/contracts';

export const INFOBANK_PATH = '/general/infobank';
export const CHANNEL_PUBLIC_PATH = '/general/channel/x/public';
export const INFOBANK_ROUTE = '/message/infobank';

/** Contracts' INFOBANK_LIMITS. */
export const INFOBANK_LIMITS = {
  judul: 200,
  isi: 10_000,
  attachments: 5,
  attachmentBytes: 5 * 1024 * 1024,
  attachmentsTotalBytes: 10 * 1024 * 1024,
  channelIsi: 2_000,
} as const;

export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

/** Contracts' INFOBANK_MESSAGES that the forms show themselves. */
export const INFOBANK_TEXTS = {
  judulMax: `Judul paling banyak ${INFOBANK_LIMITS.judul} karakter`,
  isiMax: `Isi paling banyak ${INFOBANK_LIMITS.isi} karakter`,
  channelIsiMax: `Isi paling banyak ${INFOBANK_LIMITS.channelIsi} karakter`,
  validUntilBeforeFrom: 'Tanggal berakhir tidak boleh sebelum tanggal mulai',
  attachmentsMax: `Lampiran paling banyak ${INFOBANK_LIMITS.attachments} file`,
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentsTooBig: 'Ukuran seluruh lampiran melebihi batas 10 MB',
  attachmentType: 'Jenis file tidak diizinkan. Jenis yang diizinkan: PDF, JPEG, PNG, XLSX, DOCX',
} as const;

export interface InfobankListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

/** GET /general/infobank?event=index: every live announcement (the info admins' list). */
export function useInfobankList(query: InfobankListQuery) {
  return usePagedList<InfobankRow>(useTransport(), INFOBANK_PATH, {
    event: 'index',
    ...query,
  } as unknown as QueryParams);
}

/** POST /general/infobank → 'Infobank created'. */
export function createInfobank(transport: Transport, input: InfobankInput): Promise<InfobankMutationAnswer> {
  return transport.request('POST', INFOBANK_PATH, { body: input });
}

/** PUT /general/infobank/{id} → 'Infobank updated'. */
export function updateInfobank(
  transport: Transport,
  id: number,
  input: InfobankInput,
): Promise<InfobankMutationAnswer> {
  return transport.request('PUT', `${INFOBANK_PATH}/${id}`, { body: input });
}

/** DELETE /general/infobank/{id} → 'Infobank deleted'. */
export function deleteInfobank(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${INFOBANK_PATH}/${id}`);
}

/** GET /general/infobank/{id}/x/file?file_id=: a signed address (5 minutes) of an attachment. */
export async function infobankAttachmentUrl(transport: Transport, id: number, fileId: number): Promise<string> {
  const answer = await transport.request<{ data: string }>('GET', `${INFOBANK_PATH}/${id}/x/file`, {
    query: { file_id: fileId },
  });
  return answer.data;
}

/** GET /general/channel/x/public: the public channel, newest first. */
export function useChannelPosts(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<ChannelPostRow>(useTransport(), CHANNEL_PUBLIC_PATH, query as unknown as QueryParams);
}

export function createChannelPost(transport: Transport, input: ChannelPostInput): Promise<ChannelPostMutationAnswer> {
  return transport.request('POST', CHANNEL_PUBLIC_PATH, { body: input });
}

export function updateChannelPost(
  transport: Transport,
  id: number,
  input: ChannelPostInput,
): Promise<ChannelPostMutationAnswer> {
  return transport.request('PUT', `${CHANNEL_PUBLIC_PATH}/${id}`, { body: input });
}

export function deleteChannelPost(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${CHANNEL_PUBLIC_PATH}/${id}`);
}

/** '2,5 MB', '120 KB', '900 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function allowedType(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && ATTACHMENT_ACCEPT.split(',').includes(name.slice(dot).toLowerCase());
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<InfobankFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

export interface InfobankFormValues {
  judul: string;
  isi: string;
  valid_from: string;
  /** '' = no end. */
  valid_until: string;
  /** New files to attach. */
  attachments: File[];
  /** Attached files to remove (when editing). */
  remove_file_ids: number[];
}

export function emptyInfobankForm(): InfobankFormValues {
  return { judul: '', isi: '', valid_from: portalToday(), valid_until: '', attachments: [], remove_file_ids: [] };
}

export function toInfobankFormValues(row: InfobankRow): InfobankFormValues {
  return {
    judul: row.judul,
    isi: row.isi,
    valid_from: row.valid_from,
    valid_until: row.valid_until ?? '',
    attachments: [],
    remove_file_ids: [],
  };
}

const REQUIRED = MESSAGES.fieldRequired;

/** The server's rules (checkInfobankInput) before anything is sent; `kept` = attached files not removed. */
export function infobankFormSchema(kept = 0) {
  return yup.object({
    judul: yup.string().trim().required(REQUIRED).max(INFOBANK_LIMITS.judul, INFOBANK_TEXTS.judulMax),
    isi: yup.string().trim().required(REQUIRED).max(INFOBANK_LIMITS.isi, INFOBANK_TEXTS.isiMax),
    valid_from: yup.string().required(REQUIRED),
    valid_until: yup
      .string()
      .test(
        'after-from',
        INFOBANK_TEXTS.validUntilBeforeFrom,
        (value, ctx) => !value || !ctx.parent.valid_from || value >= (ctx.parent.valid_from as string),
      ),
    attachments: yup
      .array(yup.mixed<File>().required())
      .test('count', INFOBANK_TEXTS.attachmentsMax, (files, ctx) => {
        const removed = (ctx.parent.remove_file_ids as number[] | undefined)?.length ?? 0;
        return (files ?? []).length + kept - removed <= INFOBANK_LIMITS.attachments;
      })
      .test('type', INFOBANK_TEXTS.attachmentType, (files) => (files ?? []).every((f) => allowedType(f.name)))
      .test('size', INFOBANK_TEXTS.attachmentTooBig, (files) =>
        (files ?? []).every((f) => f.size <= INFOBANK_LIMITS.attachmentBytes),
      )
      .test(
        'total',
        INFOBANK_TEXTS.attachmentsTooBig,
        (files) => (files ?? []).reduce((sum, f) => sum + f.size, 0) <= INFOBANK_LIMITS.attachmentsTotalBytes,
      ),
  });
}

/** The POST/PUT body: trimmed text, '' → null, new files read as base64. */
export async function toInfobankInput(values: InfobankFormValues): Promise<InfobankInput> {
  const input: InfobankInput = {
    judul: values.judul.trim(),
    isi: values.isi.trim(),
    valid_from: values.valid_from,
    valid_until: values.valid_until || null,
  };
  if (values.attachments.length > 0) input.attachments = await Promise.all(values.attachments.map(fileToInput));
  if (values.remove_file_ids.length > 0) input.remove_file_ids = values.remove_file_ids;
  return input;
}

/** The server's 422 field names (`attachments.0` …) onto the form's fields. */
export const INFOBANK_FIELD_OF: Record<string, keyof InfobankFormValues & string> = Object.fromEntries(
  Array.from({ length: INFOBANK_LIMITS.attachments + 1 }, (_, i) => [`attachments.${i}`, 'attachments'] as const),
);

export interface ChannelPostFormValues {
  judul: string;
  isi: string;
}

export const channelPostSchema = yup.object({
  judul: yup.string().trim().required(REQUIRED).max(INFOBANK_LIMITS.judul, INFOBANK_TEXTS.judulMax),
  isi: yup.string().trim().required(REQUIRED).max(INFOBANK_LIMITS.channelIsi, INFOBANK_TEXTS.channelIsiMax),
});

/** Fetches a signed address's bytes (no session needed); a refusal rejects with its status for the file opener. */
export async function fetchSigned(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
  return response.blob();
}

/** 'Aktif' while valid on the portal's day, else 'Akan datang' or 'Berakhir'. */
export function validityOf(row: Pick<InfobankRow, 'is_active' | 'valid_from'>, today = portalToday()) {
  if (row.is_active) return { label: 'Aktif', palette: 'green' };
  return row.valid_from > today ? { label: 'Akan datang', palette: 'blue' } : { label: 'Berakhir', palette: 'gray' };
}
