/**
 * The link board's calls (spec section 7 "/general/link"), their SWR hooks and the form schema,
 * side by side. Rules and texts come from @portal/domain, shared with the server.
 */
import * as yup from 'yup';
import {
  downloadFrom,
  usePagedList,
  useShow,
  useTransport,
  type DownloadedFile,
  type QueryParams,
  type Transport,
  type UploadAddressPath,
} from '@portal/api-client';
import { LINK_LIMITS, LINK_MESSAGES, isLinkUrl } from '@portal/domain';
import type { LinkDetail, LinkInput, LinkMutationAnswer, LinkRow } from '@portal/contracts';

export const LINK_PATH = '/general/link';
export const LINK_LIST_ROUTE = '/message/link';
export const linkRoute = (id: number) => `${LINK_LIST_ROUTE}/${id}`;

export interface LinkListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

/** GET /general/link: the paged board. */
export function useLinkList(query: LinkListQuery) {
  return usePagedList<LinkRow>(useTransport(), LINK_PATH, query as unknown as QueryParams);
}

/** GET /general/link/{id}: one link with its files; a null id skips the call. */
export function useLink(id: number | null) {
  return useShow<{ data: LinkDetail }>(useTransport(), LINK_PATH, id);
}

/** POST /general/link → 'Link created'. */
export function createLink(transport: Transport, input: LinkInput): Promise<LinkMutationAnswer> {
  return transport.request('POST', LINK_PATH, { body: input });
}

/** PUT /general/link/{id} without an action → 'Link updated'. */
export function updateLink(transport: Transport, id: number, input: LinkInput): Promise<LinkMutationAnswer> {
  return transport.request('PUT', `${LINK_PATH}/${id}`, { body: input });
}

/** DELETE /general/link/{id} → 'Link deleted' (its files go too). */
export function deleteLink(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${LINK_PATH}/${id}`);
}

/** PUT /general/link/{id} action update_files: files already PUT to this user's upload addresses. */
export function recordLinkFiles(
  transport: Transport,
  id: number,
  files: { path: string; name?: string }[],
): Promise<LinkMutationAnswer> {
  return transport.request('PUT', `${LINK_PATH}/${id}`, { body: { action: 'update_files', files } });
}

/** PUT /general/link/{id} action destroy_file → 'File deleted'. */
export function destroyLinkFile(transport: Transport, id: number, fileId: number): Promise<LinkMutationAnswer> {
  return transport.request('PUT', `${LINK_PATH}/${id}`, { body: { action: 'destroy_file', file_id: fileId } });
}

/** GET /general/link/{id}/x/file?location=…: a file of the link, for the file opener. */
export function downloadLinkFile(
  transport: Transport,
  id: number,
  location: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  return downloadFrom(transport, `${LINK_PATH}/${id}/x/file`, location, signal);
}

const KEY_NAME_MAX = 120;

/**
 * The storage key of a chosen file: `link/{id}/{name}` with the name made safe for a key (letters,
 * digits, spaces and `._()-`; look-alikes folded, no leading dot), the extension kept so the
 * server can match it with the bytes. The original name is sent separately for downloads.
 */
export function linkFilePath(linkId: number, fileName: string): UploadAddressPath {
  const clean = fileName
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot).toLowerCase() : '';
  const base = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, KEY_NAME_MAX).trim() || 'file';
  return `link/${linkId}/${base}${ext}`;
}

/** '2,5 MB', '120 KB', '900 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export interface LinkFormValues {
  judul: string;
  url: string;
  keterangan: string;
}

export const EMPTY_LINK_FORM: LinkFormValues = { judul: '', url: '', keterangan: '' };

/** The server's rules (normalizeLinkInput) with its texts, so the form says what the API would. */
export const linkFormSchema = yup.object({
  judul: yup.string().trim().required(LINK_MESSAGES.judulRequired).max(LINK_LIMITS.judul, LINK_MESSAGES.judulMax),
  url: yup
    .string()
    .trim()
    .max(LINK_LIMITS.url, LINK_MESSAGES.urlMax)
    .test('link-url', LINK_MESSAGES.urlInvalid, (value) => !value || isLinkUrl(value)),
  keterangan: yup.string().trim().max(LINK_LIMITS.keterangan, LINK_MESSAGES.keteranganMax),
});

export function toLinkInput(values: LinkFormValues): LinkInput {
  return { judul: values.judul.trim(), url: values.url.trim() || null, keterangan: values.keterangan.trim() || null };
}

export function toLinkFormValues(link: Pick<LinkDetail, 'judul' | 'url' | 'keterangan'>): LinkFormValues {
  return { judul: link.judul, url: link.url ?? '', keterangan: link.keterangan ?? '' };
}
