/**
 * The storage endpoints' use cases: upload addresses (the spec's upload-address flow and the
 * signed-upload actions), download addresses, opening a file, and recording uploads
 * (`update_files`). Who may read what: see "Files" in packages/server/README.md.
 */
import type { Readable } from 'node:stream';
import type {
  RecordedFile,
  SignedUrlAnswer,
  StorageSignedUploadBody,
  StorageUpdateFilesAnswer,
  StorageUpdateFilesBody,
  StorageUploadBody,
} from '@portal/contracts';
import type { Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { FILE_MESSAGES, contentTypeForKey } from '../../platform/files/content-check.js';
import { SIGNED_URL_MINUTES, dispositionFor, type FileRecord } from '../../platform/files/files-service.js';
import { safeStorageKey, storageKeyFileName } from '../../platform/files/safe-key.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { UPLOAD_PATH_PATTERNS_TEXT, matchUploadPath } from '../../platform/files/upload-paths.js';
import * as repo from './storage.repo.js';

/** Read any file and ask upload addresses for any safe key: Super Admin and Admin SDM. */

export const STORAGE_MESSAGES = {
  pathNotAllowed: `Path unggah tidak diizinkan, gunakan ${UPLOAD_PATH_PATTERNS_TEXT}`,
  unknownBucket: 'Bucket tidak dikenal',
  updated: 'File updated',
} as const;

export type UploadAction =
  'store_get_url_upload' | 'store_get_url_signed_upload' | 'store_get_url_storage_signed_upload';

export interface OpenedFile {
  body: Readable;
  headers: Record<string, string>;
}

function toJson(record: FileRecord): RecordedFile {
  return { ...record, created_at: record.created_at.toISOString() };
}

export class StorageService {
  constructor(private readonly ctx: AppContext) {}

  private get files() {
    return this.ctx.files;
  }

  isAdmin(auth: AuthContext): boolean {
    return hasAccess(auth, POLICY.manageAllFiles);
  }

  private key(value: unknown, field: string): string {
    try {
      return safeStorageKey(value);
    } catch {
      throw validationError({ [field]: [FILE_MESSAGES.invalidLocation] }, FILE_MESSAGES.invalidLocation);
    }
  }

  private checkBucket(bucket: string | undefined): void {
    if (bucket !== undefined && bucket !== '' && bucket !== this.files.storage.bucket) {
      throw validationError({ bucket: [STORAGE_MESSAGES.unknownBucket] }, STORAGE_MESSAGES.unknownBucket);
    }
  }

  /** `store_get_url_upload`: only the spec's two upload paths, for anyone signed in (captcha checked by the route). */
  async uploadAddress(auth: AuthContext, body: StorageUploadBody): Promise<SignedUrlAnswer> {
    const key = this.key(body.path, 'path');
    this.checkBucket(body.bucket);
    const match = matchUploadPath(key);
    if (!match) throw new HttpError(403, STORAGE_MESSAGES.pathNotAllowed);
    await this.files.assertMayUploadTo(this.ctx.db, auth, key);
    const url = await this.files.grantUpload(this.ctx.db, {
      key,
      userId: auth.userId,
      action: 'store_get_url_upload',
      eventId: match.rule.eventId,
      minutes: body.minutes ?? SIGNED_URL_MINUTES,
      field: 'path',
    });
    return { data: url };
  }

  /** `store_get_url_signed_upload` / `store_get_url_storage_signed_upload`: upload paths, or any key for admins. */
  async signedUploadAddress(
    auth: AuthContext,
    action: UploadAction,
    body: StorageSignedUploadBody,
  ): Promise<SignedUrlAnswer> {
    const key = this.key(body.location, 'location');
    this.checkBucket(body.bucket);
    const match = matchUploadPath(key);
    if (!match && !this.isAdmin(auth)) throw new HttpError(403, STORAGE_MESSAGES.pathNotAllowed);
    await this.files.assertMayUploadTo(this.ctx.db, auth, key);
    const url = await this.files.grantUpload(this.ctx.db, {
      key,
      userId: auth.userId,
      action,
      eventId: match?.rule.eventId ?? null,
      field: 'location',
    });
    return { data: url };
  }

  /**
   * The read rule: admins (1, 57) any file; others a recorded file they uploaded or that belongs
   * to them (owner `user` = their id, `pegawai` = their pegawai) or that the owning module's read
   * check admits them to (e.g. a request's approvers), or their own upload that is not
   * recorded yet (they hold the latest upload grant of the key). Anything else: 403, whether the
   * key exists or not, so the answer says nothing about other people's files.
   */
  private async readable(auth: AuthContext, key: string): Promise<FileRecord | undefined> {
    const db = this.ctx.db;
    const record = await this.files.findLive(db, key);
    if (this.isAdmin(auth)) return record;
    if (record) {
      if (record.uploaded_by === auth.userId) return record;
      if (record.owner_type === 'user' && record.owner_id === auth.userId) return record;
      if (
        record.owner_type === 'pegawai' &&
        record.owner_id !== null &&
        record.owner_id === (await repo.pegawaiIdOfUser(db, auth.userId))
      )
        return record;
      if (await this.files.mayReadByOwner(db, auth, record)) return record;
      throw new HttpError(403, FILE_MESSAGES.forbidden);
    }
    if (await this.files.holdsLatestGrant(db, key, auth.userId)) return undefined;
    throw new HttpError(403, FILE_MESSAGES.forbidden);
  }

  /** `store_get_url_signed`, `store_get_url_temporary` and GET /api/storage/x/file: a signed GET address. */
  async downloadAddress(auth: AuthContext, location: string, minutes = SIGNED_URL_MINUTES): Promise<SignedUrlAnswer> {
    const key = this.key(location, 'location');
    const record = await this.readable(auth, key);
    if (!record && !(await this.files.storage.exists(key))) throw new HttpError(404, FILE_MESSAGES.notFound);
    return {
      data: await this.files.downloadUrl(key, {
        fileName: record?.original_name,
        contentType: record?.content_type,
        minutes,
      }),
    };
  }

  /** GET /api/storage: the bytes, with Content-Disposition and a Location (a signed address of the same file). */
  async open(auth: AuthContext, location: string): Promise<OpenedFile> {
    const key = this.key(location, 'location');
    const record = await this.readable(auth, key);
    const object = await this.files.storage.getStream(key);
    if (!object) throw new HttpError(404, FILE_MESSAGES.notFound);
    const fileName = record?.original_name ?? storageKeyFileName(key);
    // Never the type stored with an unrecorded object: whoever uploaded it chose that header.
    const contentType = record?.content_type ?? contentTypeForKey(key) ?? 'application/octet-stream';
    return {
      body: object.body,
      headers: {
        'content-type': contentType,
        'content-length': String(object.size),
        'content-disposition': contentDisposition(dispositionFor(fileName), fileName),
        location: await this.files.downloadUrl(key, { fileName, contentType }),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    };
  }

  /**
   * `update_files`: records uploads made through the caller's own upload addresses (see
   * FilesService.acceptUploads); other keys (admins) belong to the uploader, with an optional
   * event_id. All rows go in one transaction with their audit entries, or none.
   */
  async recordUploads(
    auth: AuthContext,
    actor: Actor,
    body: StorageUpdateFilesBody,
  ): Promise<StorageUpdateFilesAnswer> {
    const db = this.ctx.db;
    const accepted = await this.files.acceptUploads(db, {
      userId: auth.userId,
      files: body.files,
      eventId: body.event_id,
      fallbackOwner: { type: 'user', id: auth.userId },
    });
    const records = await db.transaction().execute((trx) => this.files.recordUploads(trx, accepted, actor));
    return { message: STORAGE_MESSAGES.updated, data: records.map(toJson) };
  }
}
