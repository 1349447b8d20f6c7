/**
 * Who may upload into, and read the files of, a module's rows: each module registers its rule for
 * its own upload paths and owner types, so the file platform decides without knowing the modules.
 */
import type { AuthContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { FileRecord } from './files.repo.js';
import { matchUploadPath } from './upload-paths.js';

const UPLOAD_TARGET_FORBIDDEN = 'Anda tidak dapat mengunggah file ke data ini';

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

export class FileAccessRules {
  private readonly ownerChecks = new Map<string, UploadOwnerCheck>();
  private readonly readChecks = new Map<string, FileReadCheck>();

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
    record: Pick<FileRecord, 'owner_type' | 'owner_id'>,
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
}
