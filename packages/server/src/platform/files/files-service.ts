/**
 * The file platform every module uses through `ctx.files`: one object over the parts that each do
 * one thing — the FileStorage adapter (`storage.ts`), content checks by event group
 * (`content-check.ts`, `file-inspection.ts`), signed addresses (`signed-addresses.ts`), the browser's
 * upload flow (`upload-flow.ts`), who may upload and read (`file-access-rules.ts`) and the `files`
 * table (`files.repo.ts`). Browser uploads go `grantUpload` → (PUT to the address) → `acceptUploads`
 * → `recordUploads`; files the server makes go through `storeFile`. Modules list files with
 * `listOf` and never judge content types themselves.
 */
import type { Readable } from 'node:stream';
import { recordAudit, type Actor } from '../audit.js';
import type { AuthContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  FILE_MESSAGES,
  FILE_TYPES,
  filePolicyFor,
  typeForExtension,
  fileExtension,
  type FilePolicy,
} from './content-check.js';
import { FileAccessRules } from './file-access-rules.js';
import { inspectStoredFile, type InspectedFile } from './file-inspection.js';
import * as repo from './files.repo.js';
import { safeStorageKey, storageKeyFileName } from './safe-key.js';
import { signedDownloadUrl, signedUploadUrl } from './signed-addresses.js';
import type { FileStorage } from './storage.js';
import * as uploads from './upload-flow.js';
import { FILE_ALREADY_EXISTS } from './upload-flow.js';
import * as grants from './upload-grants.repo.js';

export type { FileRecord, NewFileRecord } from './files.repo.js';
export type { FileReadCheck, UploadOwnerCheck } from './file-access-rules.js';
export { FILE_NOT_UPLOADED, type InspectedFile } from './file-inspection.js';
export { SIGNED_URL_MINUTES, dispositionFor } from './signed-addresses.js';
export { FILE_ALREADY_EXISTS, UPLOAD_MESSAGES, type UploadedFileInput } from './upload-flow.js';

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

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export class FilesService implements uploads.UploadFlowFiles {
  /** Who may upload into and read the files of each module's rows (modules register their rules). */
  readonly access = new FileAccessRules();

  constructor(
    readonly storage: FileStorage,
    private readonly options: { maxBytes: number; now: () => number },
  ) {}

  registerUploadOwnerCheck(...args: Parameters<FileAccessRules['registerUploadOwnerCheck']>): void {
    this.access.registerUploadOwnerCheck(...args);
  }

  registerReadCheck(...args: Parameters<FileAccessRules['registerReadCheck']>): void {
    this.access.registerReadCheck(...args);
  }

  mayReadByOwner(
    db: Db,
    user: Pick<AuthContext, 'userId' | 'roles'>,
    record: Pick<repo.FileRecord, 'owner_type' | 'owner_id'>,
  ): Promise<boolean> {
    return this.access.mayReadByOwner(db, user, record);
  }

  assertMayUploadTo(db: Db, user: Pick<AuthContext, 'userId' | 'roles'>, key: string): Promise<void> {
    return this.access.assertMayUploadTo(db, user, key);
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
  inspect(key: string, name: string, policy: FilePolicy, field = 'file'): Promise<InspectedFile> {
    return inspectStoredFile(this.storage, key, name, policy, field);
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
  downloadUrl(
    key: string,
    options: { fileName?: string; contentType?: string; minutes?: number } = {},
  ): Promise<string> {
    return signedDownloadUrl(this.storage, key, options);
  }

  uploadUrl(key: string, options: { maxBytes: number; minutes?: number }): Promise<string> {
    return signedUploadUrl(this.storage, key, options);
  }

  /** See upload-flow.ts: an upload address for one key, remembered as the user's grant. */
  grantUpload(db: Db, input: Parameters<typeof uploads.grantUpload>[2]): Promise<string> {
    return uploads.grantUpload(this, db, input);
  }

  holdsLatestGrant(db: Db, key: string, userId: number): Promise<boolean> {
    return uploads.holdsLatestGrant(db, key, userId);
  }

  /** See upload-flow.ts: checks what the user uploaded through their addresses, writes nothing. */
  acceptUploads(db: Db, input: Parameters<typeof uploads.acceptUploads>[2]): Promise<repo.NewFileRecord[]> {
    return uploads.acceptUploads(this, db, input);
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
