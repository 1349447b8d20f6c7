/**
 * Signed addresses for one stored object, whatever the adapter (S3 presigned URLs, the local
 * adapter's HMAC-signed ones): short-lived, named, inline for what a browser shows.
 */
import { FILE_TYPES, fileExtension, typeForExtension } from './content-check.js';
import { safeStorageKey, storageKeyFileName } from './safe-key.js';
import type { Disposition, FileStorage } from './storage.js';

/** Signed addresses live 5 minutes (spec section 9: "upload address validity 5 minutes"). */
export const SIGNED_URL_MINUTES = 5;

/** Images and PDF open inline (spec section 9), other types download. */
export function dispositionFor(fileName: string): Disposition {
  const type = typeForExtension(fileExtension(fileName));
  return type && FILE_TYPES[type].viewable ? 'inline' : 'attachment';
}

/** A signed GET address. */
export function signedDownloadUrl(
  storage: FileStorage,
  key: string,
  options: { fileName?: string; contentType?: string; minutes?: number } = {},
): Promise<string> {
  const safe = safeStorageKey(key);
  const fileName = options.fileName ?? storageKeyFileName(safe);
  return storage.presignGet(safe, {
    expiresInSeconds: (options.minutes ?? SIGNED_URL_MINUTES) * 60,
    fileName,
    disposition: dispositionFor(fileName),
    contentType: options.contentType,
  });
}

/** A signed PUT address that takes at most `maxBytes`. */
export function signedUploadUrl(
  storage: FileStorage,
  key: string,
  options: { maxBytes: number; minutes?: number },
): Promise<string> {
  return storage.presignPut(safeStorageKey(key), {
    expiresInSeconds: (options.minutes ?? SIGNED_URL_MINUTES) * 60,
    maxBytes: options.maxBytes,
  });
}
