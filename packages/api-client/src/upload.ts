import { ApiError, apiErrorFromBody } from './api-error';
import { MESSAGES } from '@portal/domain';

/**
 * Uploads with real progress (spec section 4: 0 to 100 %, 'Finishing...' at 100). fetch cannot
 * report upload progress, so this uses XMLHttpRequest.
 */

/** Whole percent of `loaded` out of `total`, clamped to 0..100; 0 while the total is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Calls `onProgress` only when the rounded percentage moves forward, so widgets re-render ≤ 101 times. */
export function createProgressReporter(
  onProgress?: (percent: number) => void,
): (loaded: number, total: number) => void {
  let last = -1;
  return (loaded, total) => {
    const percent = uploadPercent(loaded, total);
    if (percent > last) {
      last = percent;
      onProgress?.(percent);
    }
  };
}

export type UploadBody = Blob | FormData | ArrayBuffer | string;
export type UploadMethod = 'PUT' | 'POST' | 'PATCH';

export interface UploadOptions {
  url: string;
  method?: UploadMethod;
  body?: UploadBody;
  headers?: Record<string, string>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  statusText: string;
  ok: boolean;
  text: string;
  header(name: string): string | null;
}

/** Sends the request and resolves with whatever status the server answers; rejects only when no answer came. */
export function sendWithProgress(options: UploadOptions): Promise<UploadResponse> {
  const { url, method = 'PUT', body, headers = {}, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const report = createProgressReporter(onProgress);
    xhr.open(method, url, true);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) report(event.loaded, event.total);
    };
    // Every byte is out: the server is now storing the file, which the UI shows as 'Finishing...'.
    xhr.upload.onload = () => report(1, 1);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      report(1, 1);
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        ok: xhr.status >= 200 && xhr.status < 300,
        text: xhr.responseText,
        header: (name) => xhr.getResponseHeader(name),
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, MESSAGES.somethingWrong));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body ?? null);
  });
}

/** For signed upload addresses (spec section 7: PUT the file to the returned URL); rejects non-2xx with ApiError. */
export async function uploadWithProgress(options: UploadOptions): Promise<UploadResponse> {
  const response = await sendWithProgress(options);
  if (!response.ok) throw apiErrorFromBody(response.status, response.statusText, response.text);
  return response;
}

function abortError(): Error {
  const error = new Error('The upload was aborted');
  error.name = 'AbortError';
  return error;
}
