/**
 * The browser's upload flow: `grantUpload` hands a user a signed address for one key (and remembers
 * the grant), the browser PUTs the bytes there, and `acceptUploads` checks what arrived — the
 * grant, the key, the name, the bytes — before the use case records it (`FilesService.recordUploads`).
 */
import type { Db } from '../db/database.js';
import { HttpError, validationError } from '../errors.js';
import { FILE_MESSAGES, assertAllowedName, fileExtension, isFileEventId, type FilePolicy } from './content-check.js';
import type { InspectedFile } from './file-inspection.js';
import * as repo from './files.repo.js';
import { safeStorageKey, storageKeyFileName } from './safe-key.js';
import * as grants from './upload-grants.repo.js';
import { SIGNED_URL_MINUTES } from './signed-addresses.js';
import { matchUploadPath } from './upload-paths.js';

export const UPLOAD_MESSAGES = {
  busy: 'File dengan nama tersebut sedang diunggah pengguna lain, gunakan nama lain',
  notGranted: 'File ini tidak diunggah melalui alamat unggah Anda',
  duplicatePath: 'Path file tidak boleh sama',
  unknownEvent: 'Event file tidak dikenal',
  nameExtension: 'Ekstensi nama file harus sama dengan ekstensi path',
} as const;

const GRANT_RETENTION_MS = 24 * 60 * 60_000;

export interface UploadedFileInput {
  path: string;
  /** The name downloads offer; the key's last segment by default. Same extension as the key. */
  name?: string;
}

/** The name a download offers: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.replace(/^.*[/\\]/, '');
  return Array.from(base)
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 255);
}

function fieldError(field: string, message: string): HttpError {
  return validationError({ [field]: [message] }, message);
}

/** What the flow needs of the file platform (FilesService). */
export interface UploadFlowFiles {
  now(): number;
  policyFor(eventId?: number | null): FilePolicy;
  inspect(key: string, name: string, policy: FilePolicy, field?: string): Promise<InspectedFile>;
  uploadUrl(key: string, options: { maxBytes: number; minutes?: number }): Promise<string>;
}

/** The live-file refusal shared with FilesService.record. */
export const FILE_ALREADY_EXISTS = 'File dengan nama tersebut sudah ada, gunakan nama lain';

/**
 * Hands `userId` an upload address for `key` (valid `minutes`) and remembers the grant. Refuses
 * a name of a type the event group does not take (422), a key with a live recorded file (409),
 * and a key someone else holds a live address for (409). Who may ask for which key is the
 * caller's rule (storage module: upload paths, or any key for admins).
 */
export async function grantUpload(
  files: UploadFlowFiles,
  db: Db,
  input: { key: string; userId: number; action: string; eventId: number | null; minutes?: number; field?: string },
): Promise<string> {
  const key = safeStorageKey(input.key);
  const minutes = input.minutes ?? SIGNED_URL_MINUTES;
  const policy = files.policyFor(input.eventId);
  assertAllowedName(storageKeyFileName(key), policy, input.field ?? 'path');
  if (await repo.findLiveFileByPath(db, key)) throw new HttpError(409, FILE_ALREADY_EXISTS);
  const now = files.now();
  const latest = await grants.latestGrant(db, key);
  if (latest && latest.user_id !== input.userId && latest.expires_at.getTime() > now)
    throw new HttpError(409, UPLOAD_MESSAGES.busy);
  await grants.deleteGrantsExpiredBefore(db, new Date(now - GRANT_RETENTION_MS));
  await grants.insertGrant(db, {
    path: key,
    user_id: input.userId,
    action: input.action,
    max_bytes: policy.maxBytes,
    created_at: new Date(now),
    expires_at: new Date(now + minutes * 60_000),
  });
  return files.uploadUrl(key, { maxBytes: policy.maxBytes, minutes });
}

/** Did `userId` get the latest upload address of `key` (so the object there is theirs)? */
export async function holdsLatestGrant(db: Db, key: string, userId: number): Promise<boolean> {
  return (await grants.latestGrant(db, safeStorageKey(key)))?.user_id === userId;
}

/**
 * Checks uploads `userId` made through their own upload addresses, before anything is written:
 * the grant, no live file under the key, the name, then the bytes (size and type; refused
 * objects are deleted). The owner and event come from the upload path (`link/7/…` → link 7,
 * `absen/delete/request/3/…` → event 12); other keys belong to `fallbackOwner` with `eventId`.
 * Pass the result to `recordUploads` inside the use case's transaction.
 */
export async function acceptUploads(
  files: UploadFlowFiles,
  db: Db,
  input: {
    userId: number;
    files: UploadedFileInput[];
    eventId?: number | null;
    fallbackOwner: { type: string; id: number | null };
  },
): Promise<repo.NewFileRecord[]> {
  if (input.eventId !== undefined && input.eventId !== null && !isFileEventId(input.eventId))
    throw fieldError('event_id', UPLOAD_MESSAGES.unknownEvent);
  const keys = input.files.map((file, i) => {
    try {
      return safeStorageKey(file.path);
    } catch {
      throw fieldError(`files.${i}.path`, FILE_MESSAGES.invalidLocation);
    }
  });
  if (new Set(keys).size !== keys.length) throw fieldError('files', UPLOAD_MESSAGES.duplicatePath);

  const accepted: repo.NewFileRecord[] = [];
  for (const [i, key] of keys.entries()) {
    // The grant first: to anyone but the holder of the key's upload address, a recorded key
    // answers like a key nobody uploaded (no existence oracle, issue #13).
    const grant = await grants.latestGrant(db, key);
    if (!grant || grant.user_id !== input.userId) throw new HttpError(403, UPLOAD_MESSAGES.notGranted);
    if (await repo.findLiveFileByPath(db, key)) throw new HttpError(409, FILE_ALREADY_EXISTS);
    const keyName = storageKeyFileName(key);
    const name = cleanFileName(input.files[i].name ?? keyName) || keyName;
    if (fileExtension(name) !== fileExtension(keyName))
      throw fieldError(`files.${i}.name`, UPLOAD_MESSAGES.nameExtension);
    const match = matchUploadPath(key);
    const eventId = match ? match.rule.eventId : (input.eventId ?? null);
    const policy = files.policyFor(eventId);
    const checked = await files.inspect(
      key,
      keyName,
      { ...policy, maxBytes: Math.min(policy.maxBytes, grant.max_bytes) },
      `files.${i}`,
    );
    accepted.push({
      event_id: eventId,
      owner_type: match ? match.rule.ownerType : input.fallbackOwner.type,
      owner_id: match ? match.ownerId : input.fallbackOwner.id,
      path: key,
      original_name: name,
      content_type: checked.contentType,
      size: checked.size,
      sha256: checked.sha256,
      uploaded_by: input.userId,
    });
  }
  return accepted;
}
