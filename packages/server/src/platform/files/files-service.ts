/**
 * The file platform every module uses through `ctx.files`: the FileStorage adapter, content checks
 * by event group, signed addresses, upload grants and the `files` table. Browser uploads go
 * `grantUpload` → (PUT to the address) → `acceptUploads` → `recordUploads`; files the server makes
 * go through `storeFile`. Modules list files with `listOf` and never judge content types themselves.
 */
import type { Readable } from 'node:stream';
import { recordAudit, type Actor } from '../audit.js';
import type { Db } from '../db/database.js';
import { HttpError, validationError } from '../errors.js';
import {
  FILE_MESSAGES,
  FILE_TYPES,
  assertAllowedContent,
  assertAllowedName,
  filePolicyFor,
  isFileEventId,
  tooLargeError,
  typeForExtension,
  fileExtension,
  measureStream,
  type FilePolicy,
  type FileTypeName,
} from './content-check.js';
import type { AuthContext } from '../auth/guard.js';
import * as repo from './files.repo.js';
import { safeStorageKey, storageKeyFileName } from './safe-key.js';
import type { Disposition, FileStorage } from './storage.js';
import * as grants from './upload-grants.repo.js';
import { matchUploadPath } from './upload-paths.js';

export type { FileRecord, NewFileRecord } from './files.repo.js';

export interface InspectedFile {
  size: number;
  sha256: string;
  contentType: string;
  type: FileTypeName;
}

export const FILE_ALREADY_EXISTS = 'File dengan nama tersebut sudah ada, gunakan nama lain';
export const FILE_NOT_UPLOADED = 'File belum diunggah ke alamat unggah';

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

/** Signed addresses live 5 minutes (spec section 9: "upload address validity 5 minutes"). */
export const SIGNED_URL_MINUTES = 5;

export interface StoreFileInput {
  key: string;
  body: Buffer | Readable;
  originalName?: string;
  eventId?: number | null;
  ownerType: string;
  ownerId: number | null;
  uploadedBy: number | null;
  contentLength?: number;
}

const UPLOAD_TARGET_FORBIDDEN = 'Anda tidak dapat mengunggah file ke data ini';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

/**
 * Decides whether a user may upload into the row an upload path names (e.g. `link/{id}/…`): the
 * module that owns the row registers it, so an upload address is only handed to someone who may
 * change that row. Rules without a registered check (their module is not built yet) stay open to
 * any signed-in user, as the spec's flow describes.
 */
export type UploadOwnerCheck = (
  db: Db,
  user: Pick<AuthContext, 'userId' | 'roles'>,
  ownerId: number,
) => Promise<boolean>;

/** Whether the user may read a recorded file of this owner (beyond the storage's own read rule). */
export type FileReadCheck = UploadOwnerCheck;

export class FilesService {
  private readonly ownerChecks = new Map<string, UploadOwnerCheck>();
  private readonly readChecks = new Map<string, FileReadCheck>();

  constructor(
    readonly storage: FileStorage,
    private readonly options: { maxBytes: number; now: () => number },
  ) {}

  registerUploadOwnerCheck(ruleName: string, check: UploadOwnerCheck): void {
    this.ownerChecks.set(ruleName, check);
  }

  /**
   * Lets a module widen who may read the files of its rows (e.g. a request's approvers see its
   * attachments). Keyed by `files.owner_type`.
   */
  registerReadCheck(ownerType: string, check: FileReadCheck): void {
    this.readChecks.set(ownerType, check);
  }

  /** True when the owning module's read check admits the user to this recorded file. */
  async mayReadByOwner(
    db: Db,
    user: Pick<AuthContext, 'userId' | 'roles'>,
    record: Pick<repo.FileRecord, 'owner_type' | 'owner_id'>,
  ): Promise<boolean> {
    const check = record.owner_type ? this.readChecks.get(record.owner_type) : undefined;
    return check !== undefined && record.owner_id !== null && (await check(db, user, record.owner_id));
  }

  /** 403 unless the user may upload into the row the path names (see UploadOwnerCheck). */
  async assertMayUploadTo(db: Db, user: Pick<AuthContext, 'userId' | 'roles'>, key: string): Promise<void> {
    const match = matchUploadPath(key);
    const check = match && this.ownerChecks.get(match.rule.name);
    if (check && !(await check(db, user, match.ownerId))) throw new HttpError(403, UPLOAD_TARGET_FORBIDDEN);
  }

  /** The clock of every expiry here (tests move it). */
  now(): number {
    return this.options.now();
  }

  policyFor(eventId?: number | null): FilePolicy {
    return filePolicyFor(eventId, this.options.maxBytes);
  }

  /**
   * Reads a stored object and checks its size and real type against the policy and the name's
   * extension. A refused object is deleted: it was never accepted.
   */
  async inspect(key: string, name: string, policy: FilePolicy, field = 'file'): Promise<InspectedFile> {
    const info = await this.storage.head(key);
    if (!info) throw validationError({ [field]: [FILE_NOT_UPLOADED] }, FILE_NOT_UPLOADED);
    try {
      if (info.size > policy.maxBytes) throw tooLargeError(policy.maxBytes, field);
      const object = await this.storage.getStream(key);
      if (!object) throw validationError({ [field]: [FILE_NOT_UPLOADED] }, FILE_NOT_UPLOADED);
      const measured = await measureStream(object.body, policy.maxBytes).catch((error: unknown) => {
        throw error instanceof HttpError ? tooLargeError(policy.maxBytes, field) : error;
      });
      const type = await assertAllowedContent(measured.head, name, policy, field);
      return { size: measured.size, sha256: measured.sha256, contentType: FILE_TYPES[type].mime, type };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422) await this.storage.delete(key);
      throw error;
    }
  }

  /** Inserts the row of an accepted file; a live file under the same key answers 409. */
  async record(db: Db, file: repo.NewFileRecord): Promise<repo.FileRecord> {
    try {
      return await repo.insertFile(db, { ...file, path: safeStorageKey(file.path) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, FILE_ALREADY_EXISTS);
      throw error;
    }
  }

  /**
   * Stores bytes the server made (an export, a generated letter) and records them, checked like
   * an upload. Call inside the use case's transaction; the object is written before the row, so
   * a rollback can leave an unrecorded object behind, never a row without bytes.
   */
  async storeFile(db: Db, input: StoreFileInput): Promise<repo.FileRecord> {
    const key = safeStorageKey(input.key);
    const name = input.originalName ?? storageKeyFileName(key);
    const type = typeForExtension(fileExtension(name));
    await this.storage.put(key, input.body, {
      contentType: type ? FILE_TYPES[type].mime : undefined,
      contentLength: input.contentLength,
    });
    const checked = await this.inspect(key, name, this.policyFor(input.eventId));
    return this.record(db, {
      event_id: input.eventId ?? null,
      owner_type: input.ownerType,
      owner_id: input.ownerId,
      path: key,
      original_name: name,
      content_type: checked.contentType,
      size: checked.size,
      sha256: checked.sha256,
      uploaded_by: input.uploadedBy,
    });
  }

  /** A signed GET address: images and PDF open inline (spec section 9), other types download. */
  async downloadUrl(
    key: string,
    options: { fileName?: string; contentType?: string; minutes?: number } = {},
  ): Promise<string> {
    const safe = safeStorageKey(key);
    const fileName = options.fileName ?? storageKeyFileName(safe);
    return this.storage.presignGet(safe, {
      expiresInSeconds: (options.minutes ?? SIGNED_URL_MINUTES) * 60,
      fileName,
      disposition: dispositionFor(fileName),
      contentType: options.contentType,
    });
  }

  async uploadUrl(key: string, options: { maxBytes: number; minutes?: number }): Promise<string> {
    return this.storage.presignPut(safeStorageKey(key), {
      expiresInSeconds: (options.minutes ?? SIGNED_URL_MINUTES) * 60,
      maxBytes: options.maxBytes,
    });
  }

  /**
   * Hands `userId` an upload address for `key` (valid `minutes`) and remembers the grant. Refuses
   * a name of a type the event group does not take (422), a key with a live recorded file (409),
   * and a key someone else holds a live address for (409). Who may ask for which key is the
   * caller's rule (storage module: upload paths, or any key for admins).
   */
  async grantUpload(
    db: Db,
    input: { key: string; userId: number; action: string; eventId: number | null; minutes?: number; field?: string },
  ): Promise<string> {
    const key = safeStorageKey(input.key);
    const minutes = input.minutes ?? SIGNED_URL_MINUTES;
    const policy = this.policyFor(input.eventId);
    assertAllowedName(storageKeyFileName(key), policy, input.field ?? 'path');
    if (await repo.findLiveFileByPath(db, key)) throw new HttpError(409, FILE_ALREADY_EXISTS);
    const now = this.now();
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
    return this.uploadUrl(key, { maxBytes: policy.maxBytes, minutes });
  }

  /** Did `userId` get the latest upload address of `key` (so the object there is theirs)? */
  async holdsLatestGrant(db: Db, key: string, userId: number): Promise<boolean> {
    return (await grants.latestGrant(db, safeStorageKey(key)))?.user_id === userId;
  }

  /**
   * Checks uploads `userId` made through their own upload addresses, before anything is written:
   * the grant, no live file under the key, the name, then the bytes (size and type; refused
   * objects are deleted). The owner and event come from the upload path (`link/7/…` → link 7,
   * `absen/delete/request/3/…` → event 12); other keys belong to `fallbackOwner` with `eventId`.
   * Pass the result to `recordUploads` inside the use case's transaction.
   */
  async acceptUploads(
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
      const policy = this.policyFor(eventId);
      const checked = await this.inspect(
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

  /** Inserts accepted uploads with an audit entry each and retires their grants; call in a transaction. */
  async recordUploads(trx: Db, accepted: repo.NewFileRecord[], actor: Actor): Promise<repo.FileRecord[]> {
    const saved: repo.FileRecord[] = [];
    for (const file of accepted) {
      const record = await this.record(trx, file);
      await recordAudit(trx, {
        ...actor,
        entity: 'files',
        entityId: record.id,
        after: { ...record, created_at: record.created_at.toISOString() },
      });
      await grants.deleteGrantsFor(trx, record.path);
      saved.push(record);
    }
    return saved;
  }

  findLive(db: Db, key: string): Promise<repo.FileRecord | undefined> {
    return repo.findLiveFileByPath(db, safeStorageKey(key));
  }

  listOf(db: Db, ownerType: string, ownerId: number): Promise<repo.FileRecord[]> {
    return repo.listLiveFilesOf(db, ownerType, ownerId);
  }

  /**
   * Soft delete: the row gets deleted_at and the bytes stay (audit, restore); the key is free for
   * a new upload, which replaces the bytes.
   */
  /** A deleted file's already signed addresses are refused by the local adapter (issue #13). */
  isDeletedKey(db: Db, key: string): Promise<boolean> {
    return repo.isDeletedKey(db, safeStorageKey(key));
  }

  async remove(db: Db, id: number): Promise<void> {
    if (!(await repo.markFileDeleted(db, id, new Date(this.now())))) throw new HttpError(404, FILE_MESSAGES.notFound);
  }
}

export function dispositionFor(fileName: string): Disposition {
  const type = typeForExtension(fileExtension(fileName));
  return type && FILE_TYPES[type].viewable ? 'inline' : 'attachment';
}
