/**
 * The link board's use cases: list, show, create, update, delete, and its files (recorded from the
 * spec's upload-address flow with `update_files`, removed one by one with `destroy_file`, opened by
 * every reader). Who may change a link: its creator or roles 1/57; everyone else gets 403.
 */
import type { Readable } from 'node:stream';
import type {
  LinkDetail,
  LinkFile,
  LinkInput,
  LinkListQuery,
  LinkMutationAnswer,
  LinkRow,
  LinkShowAnswer,
  LinkUpdateFilesBody,
  MessageAnswer,
  Paged,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { FILE_MESSAGES } from '../../platform/files/content-check.js';
import { dispositionFor } from '../../platform/files/files-service.js';
import { safeStorageKey } from '../../platform/files/safe-key.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './link.repo.js';
import { LINK_LIMITS, LINK_MESSAGES, POLICY, isLinkUrl } from '../../platform/domain.js';

export { LINK_MESSAGES };

export interface OpenedLinkFile {
  body: Readable;
  headers: Record<string, string>;
}

type LinkSnapshot = Omit<repo.LockedLink, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

function snapshot(row: repo.LockedLink): LinkSnapshot {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** Trims the fields, turns blanks into null and checks them; 422 with every problem at once. */
export function normalizeLinkInput(input: LinkInput): { judul: string; url: string | null; keterangan: string | null } {
  const judul = input.judul.trim();
  const url = input.url?.trim() || null;
  const keterangan = input.keterangan?.trim() || null;
  const errors: FieldErrors = {};
  if (judul === '') errors.judul = [LINK_MESSAGES.judulRequired];
  else if (judul.length > LINK_LIMITS.judul) errors.judul = [LINK_MESSAGES.judulMax];
  if (url !== null && url.length > LINK_LIMITS.url) errors.url = [LINK_MESSAGES.urlMax];
  else if (url !== null && !isLinkUrl(url)) errors.url = [LINK_MESSAGES.urlInvalid];
  if (keterangan !== null && keterangan.length > LINK_LIMITS.keterangan)
    errors.keterangan = [LINK_MESSAGES.keteranganMax];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { judul, url, keterangan };
}

/** The roles of POLICY.manageAllLinks, for the repository's "may edit any link" column. */
const LINK_ADMIN_ROLES = [...(POLICY.manageAllLinks.hasRolesId ?? [])];

export class LinkService {
  constructor(private readonly ctx: AppContext) {
    // Upload addresses for link/{id}/… go only to whoever may change link {id}.
    ctx.files.registerUploadOwnerCheck('link', async (db, user, linkId) => {
      const link = await repo.findLiveLinkCreator(db, linkId);
      return link !== undefined && this.canEdit(user, link.user_id);
    });
  }

  private isAdmin(auth: Pick<AuthContext, 'roles'>): boolean {
    return hasAccess(auth, POLICY.manageAllLinks);
  }

  private canEdit(auth: Pick<AuthContext, 'userId' | 'roles'>, creatorId: number | null): boolean {
    return this.isAdmin(auth) || (creatorId !== null && creatorId === auth.userId);
  }

  private toRow(auth: AuthContext, r: repo.LinkDbRow): LinkRow {
    return {
      id: r.id,
      judul: r.judul,
      url: r.url,
      keterangan: r.keterangan,
      user_id: r.user_id,
      uploaded_by_name: r.uploaded_by_name,
      files_count: r.files_count,
      can_edit: this.canEdit(auth, r.user_id),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  }

  async list(auth: AuthContext, p: LinkListQuery): Promise<Paged<LinkRow>> {
    const search = p.search?.trim() || undefined;
    const sort = listSort(p);
    const [rows, total] = await Promise.all([
      repo.listLinks(
        this.ctx.db,
        { search, sort, limit: p.per_page, offset: (p.page - 1) * p.per_page },
        LINK_ADMIN_ROLES,
      ),
      repo.countLinks(this.ctx.db, search),
    ]);
    return toPaged(
      rows.map((r) => this.toRow(auth, r)),
      total,
      p.page,
      p.per_page,
    );
  }

  private async detail(auth: AuthContext, id: number): Promise<LinkDetail> {
    const db = this.ctx.db;
    const [row, files] = await Promise.all([
      repo.findLink(db, id, LINK_ADMIN_ROLES),
      repo.listFilesOfLink(db, id, LINK_ADMIN_ROLES),
    ]);
    if (!row) throw new HttpError(404, LINK_MESSAGES.notFound);
    return {
      ...this.toRow(auth, row),
      files: files.map((f): LinkFile => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: Number(f.size),
        location: f.path,
        uploaded_by: f.uploaded_by,
        uploaded_by_name: f.uploaded_by_name,
        created_at: f.created_at.toISOString(),
      })),
    };
  }

  async show(auth: AuthContext, id: number): Promise<LinkShowAnswer> {
    return { data: await this.detail(auth, id) };
  }

  /** Inside a transaction: the live link, locked; 404 when gone, 403 unless the caller may change it. */
  private async editable(trx: Db, auth: AuthContext, id: number): Promise<repo.LockedLink> {
    const link = await repo.lockLink(trx, id);
    if (!link) throw new HttpError(404, LINK_MESSAGES.notFound);
    if (!this.canEdit(auth, link.user_id)) throw new HttpError(403, LINK_MESSAGES.forbidden);
    return link;
  }

  /** The same check without holding a lock, before work done outside the transaction. */
  private async assertEditable(auth: AuthContext, id: number): Promise<void> {
    await this.editable(this.ctx.db, auth, id);
  }

  async create(auth: AuthContext, actor: Actor, input: LinkInput): Promise<LinkMutationAnswer> {
    const values = normalizeLinkInput(input);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await repo.insertLink(trx, { ...values, user_id: auth.userId });
      await recordAudit(trx, { ...actor, entity: 'link', entityId: row.id, after: snapshot(row) });
      return row.id;
    });
    return { message: LINK_MESSAGES.created, data: await this.detail(auth, id) };
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: LinkInput): Promise<LinkMutationAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.editable(trx, auth, id);
      const after = await repo.updateLink(trx, id, normalizeLinkInput(input));
      await recordAudit(trx, {
        ...actor,
        entity: 'link',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return { message: LINK_MESSAGES.updated, data: await this.detail(auth, id) };
  }

  /**
   * `update_files`: records files the caller PUT to their own upload addresses under
   * `link/{id}/…` (grant, size and real type checked by the file platform before anything is
   * written), then the rows, their audit entries and the link's own audit in one transaction.
   */
  async recordFiles(
    auth: AuthContext,
    actor: Actor,
    id: number,
    files: LinkUpdateFilesBody['files'],
  ): Promise<LinkMutationAnswer> {
    await this.assertEditable(auth, id);
    const prefix = `link/${id}/`;
    const errors: FieldErrors = {};
    files.forEach((file, i) => {
      let key: string | null = null;
      try {
        key = safeStorageKey(file.path);
      } catch {
        errors[`files.${i}.path`] = [FILE_MESSAGES.invalidLocation];
        return;
      }
      if (!key.startsWith(prefix) || key.slice(prefix.length).includes('/'))
        errors[`files.${i}.path`] = [`Path file harus berada di ${prefix}{nama file}`];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const accepted = await this.ctx.files.acceptUploads(this.ctx.db, {
      userId: auth.userId,
      files,
      fallbackOwner: { type: 'link', id },
    });
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.editable(trx, auth, id);
      const saved = await this.ctx.files.recordUploads(trx, accepted, actor);
      await repo.touchLink(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'link',
        entityId: id,
        before: snapshot(before),
        after: { files_added: saved.map((f) => ({ id: f.id, path: f.path })) },
      });
    });
    return { message: LINK_MESSAGES.filesUpdated, data: await this.detail(auth, id) };
  }

  /** `destroy_file`: soft-deletes one file of the link (its key is free again for a new upload). */
  async destroyFile(auth: AuthContext, actor: Actor, id: number, fileId: number): Promise<LinkMutationAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.editable(trx, auth, id);
      const file = (await repo.liveFilesOwnedBy(trx, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, LINK_MESSAGES.fileNotFound);
      await this.ctx.files.remove(trx, file.id);
      await repo.touchLink(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'files',
        entityId: file.id,
        before: { ...file, size: Number(file.size), created_at: file.created_at.toISOString() },
      });
    });
    return { message: LINK_MESSAGES.fileDeleted, data: await this.detail(auth, id) };
  }

  /** Soft-deletes the link and every file it owns, each audited, in one transaction. */
  async remove(auth: AuthContext, actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.editable(trx, auth, id);
      for (const file of await repo.liveFilesOwnedBy(trx, id)) {
        await this.ctx.files.remove(trx, file.id);
        await recordAudit(trx, {
          ...actor,
          entity: 'files',
          entityId: file.id,
          before: { ...file, size: Number(file.size), created_at: file.created_at.toISOString() },
        });
      }
      await repo.softDeleteLink(trx, id);
      await recordAudit(trx, { ...actor, entity: 'link', entityId: id, before: snapshot(before) });
    });
    return { message: LINK_MESSAGES.deleted };
  }

  /**
   * GET …/x/file?location=: the bytes of a file shown with the link, for every reader of the board
   * (the storage module's own rule lets only the uploader and admins read it). Headers as
   * GET /api/storage: inline for PDF/JPEG/PNG, the original name, and a signed Location.
   */
  async openFile(id: number, location: string): Promise<OpenedLinkFile> {
    let key: string;
    try {
      key = safeStorageKey(location);
    } catch {
      throw validationError({ location: [FILE_MESSAGES.invalidLocation] }, FILE_MESSAGES.invalidLocation);
    }
    const [file] = await repo.listFilesOfLink(this.ctx.db, id, LINK_ADMIN_ROLES, key);
    if (!file) throw new HttpError(404, LINK_MESSAGES.fileNotFound);
    const object = await this.ctx.files.storage.getStream(file.path);
    if (!object) throw new HttpError(404, LINK_MESSAGES.fileNotFound);
    return {
      body: object.body,
      headers: {
        'content-type': file.content_type,
        'content-length': String(object.size),
        'content-disposition': contentDisposition(dispositionFor(file.original_name), file.original_name),
        location: await this.ctx.files.downloadUrl(file.path, {
          fileName: file.original_name,
          contentType: file.content_type,
        }),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    };
  }
}
