/**
 * Reading a stored object back and judging it: size and real type against the event group's policy
 * and the name's extension. What is refused is deleted: it was never accepted.
 */
import { HttpError, validationError } from '../errors.js';
import {
  FILE_TYPES,
  assertAllowedContent,
  measureStream,
  tooLargeError,
  type FilePolicy,
  type FileTypeName,
} from './content-check.js';
import type { FileStorage } from './storage.js';

export interface InspectedFile {
  size: number;
  sha256: string;
  contentType: string;
  type: FileTypeName;
}

export const FILE_NOT_UPLOADED = 'File belum diunggah ke alamat unggah';

export async function inspectStoredFile(
  storage: FileStorage,
  key: string,
  name: string,
  policy: FilePolicy,
  field = 'file',
): Promise<InspectedFile> {
  const info = await storage.head(key);
  if (!info) throw validationError({ [field]: [FILE_NOT_UPLOADED] }, FILE_NOT_UPLOADED);
  try {
    if (info.size > policy.maxBytes) throw tooLargeError(policy.maxBytes, field);
    const object = await storage.getStream(key);
    if (!object) throw validationError({ [field]: [FILE_NOT_UPLOADED] }, FILE_NOT_UPLOADED);
    const measured = await measureStream(object.body, policy.maxBytes).catch((error: unknown) => {
      throw error instanceof HttpError ? tooLargeError(policy.maxBytes, field) : error;
    });
    const type = await assertAllowedContent(measured.head, name, policy, field);
    return { size: measured.size, sha256: measured.sha256, contentType: FILE_TYPES[type].mime, type };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) await storage.delete(key);
    throw error;
  }
}
