import type { Transport } from './transport';
import { uploadWithProgress, type UploadResponse } from './upload';
import type { SignedUrlAnswer, StorageUpdateFilesAnswer, StorageUpdateFilesBody } from '@portal/contracts';

/**
 * The storage calls of spec section 7 ("Upload address flow", "Storage"):
 *
 *   const url = await requestUploadUrl(transport, { path: `link/${id}/${file.name}`, captcha });
 *   await uploadToAddress(url, file, setPercent);              // 0..100, 'Finishing...' at 100
 *   await recordUploadedFiles(transport, [{ path: `link/${id}/${file.name}`, name: file.name }]);
 *
 * Every storage answer is `{ data: <address> }`.
 */

/** The two paths the upload-address flow accepts. */
export type UploadAddressPath = `link/${number}/${string}` | `absen/delete/request/${number}/${string}`;

/** Spec section 9: an upload address lives 5 minutes. */
export const UPLOAD_ADDRESS_MINUTES = 5;

export interface UploadAddressRequest {
  path: UploadAddressPath;
  /** Solved captcha (the `Captcha` header). */
  captcha: string;
  /** Optional; must name the server's bucket when given. */
  bucket?: string;
}

/** POST /storage `store_get_url_upload` with the captcha: a PUT address for `path`, valid 5 minutes. */
export async function requestUploadUrl(
  transport: Transport,
  { path, bucket, captcha }: UploadAddressRequest,
): Promise<string> {
  const answer = await transport.request<SignedUrlAnswer>('POST', '/storage', {
    body: { action: 'store_get_url_upload', bucket, minutes: UPLOAD_ADDRESS_MINUTES, path },
    captcha,
  });
  return answer.data;
}

/**
 * PUTs the file's bytes to an upload address with real progress (rounded percent; 100 once every
 * byte is sent, while the server still stores it). Rejects with ApiError on a refusal (403
 * expired address, 422 type or size) or 0 when the server was not reached.
 */
export function uploadToAddress(
  url: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return uploadWithProgress({
    url,
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    onProgress,
    signal,
  });
}

/** GET /storage/x/file?location=…: a signed download address (5 minutes). */
export async function fetchFileUrl(transport: Transport, location: string): Promise<string> {
  return (await transport.request<SignedUrlAnswer>('GET', '/storage/x/file', { query: { location } })).data;
}

export type StorageUrlAction =
  | 'store_get_url_signed_upload'
  | 'store_get_url_signed'
  | 'store_get_url_temporary'
  | 'store_get_url_storage_signed_upload';

const CAPTCHA_ACTIONS: ReadonlySet<StorageUrlAction> = new Set([
  'store_get_url_temporary',
  'store_get_url_storage_signed_upload',
]);

/** POST /storage with `location` and `action`; `_temporary` and `_storage_signed_upload` need a captcha. */
export async function requestStorageUrl(
  transport: Transport,
  action: StorageUrlAction,
  location: string,
  captcha?: string,
): Promise<string> {
  if (CAPTCHA_ACTIONS.has(action) && !captcha) throw new Error(`${action} needs a solved captcha`);
  const answer = await transport.request<SignedUrlAnswer>('POST', '/storage', { body: { action, location }, captcha });
  return answer.data;
}

/** PUT /storage `update_files`: records uploads made through this user's upload addresses. */
export function recordUploadedFiles(
  transport: Transport,
  files: StorageUpdateFilesBody['files'],
  eventId?: number,
): Promise<StorageUpdateFilesAnswer> {
  return transport.request('PUT', '/storage', { body: { action: 'update_files', files, event_id: eventId } });
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the location's last segment. */
  fileName: string;
  contentType: string;
  /** The Location header: a signed address of the same file, when the server gave one. */
  url: string | null;
}

interface HeaderBag {
  get(name: string): string | null;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/\\(.)/g, '$1').trim() : null;
}

/** GET /storage?location=…: the file itself, with its name and type (for the file opener). */
export function downloadFile(transport: Transport, location: string, signal?: AbortSignal): Promise<DownloadedFile> {
  return downloadFrom(transport, '/storage', location, signal);
}

/**
 * GET `{path}?location=…` answered with the file's bytes, Content-Disposition and Location, like
 * GET /storage: for modules that serve their own rows' files to their readers (e.g.
 * `/general/link/7/x/file`).
 */
export async function downloadFrom(
  transport: Transport,
  path: string,
  location: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await transport.request<{ blob(): Promise<Blob>; headers?: HeaderBag }>('GET', path, {
    query: { location },
    responseType: 'response',
    headers: { Accept: '*/*' },
    signal,
  });
  const blob = await response.blob();
  const header = (name: string) => response.headers?.get(name) ?? null;
  return {
    blob,
    fileName: fileNameFromDisposition(header('content-disposition')) ?? location.slice(location.lastIndexOf('/') + 1),
    contentType: header('content-type')?.split(';')[0].trim() || blob.type,
    url: header('location'),
  };
}
