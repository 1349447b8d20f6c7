/**
 * The info board's use cases: the admins' list and changes (POLICY.manageInfoBoard), and the
 * announcements valid today for every signed-in user (the home page). Attachments are stored by
 * the file service inside the change's transaction, with the change's audit entry.
 */
import { randomBytes } from 'node:crypto';
import {
  INFOBANK_LIMITS,
  INFOBANK_MESSAGES,
  type InfobankInput,
  type InfobankListQuery,
  type InfobankMutationAnswer,
  type InfobankRow,
  type InfobankShowAnswer,
  type MessageAnswer,
  type Paged,
  type SignedUrlAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { decodeAttachments, type DecodedFile } from '../../platform/files/json-file.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './infobank.repo.js';

interface CheckedInput {
  values: repo.InfobankValues;
  files: DecodedFile[];
  removeIds: number[];
}

/** Trims and checks the whole input: one 422 naming every field at fault. */
export function checkInfobankInput(input: InfobankInput): CheckedInput {
  const errors: FieldErrors = {};
  const judul = input.judul.trim();
  const isi = input.isi.trim();
  if (judul === '') errors.judul = [INFOBANK_MESSAGES.judulRequired];
  else if (judul.length > INFOBANK_LIMITS.judul) errors.judul = [INFOBANK_MESSAGES.judulMax];
  if (isi === '') errors.isi = [INFOBANK_MESSAGES.isiRequired];
  else if (isi.length > INFOBANK_LIMITS.isi) errors.isi = [INFOBANK_MESSAGES.isiMax];
  const validUntil = input.valid_until ?? null;
  if (validUntil !== null && validUntil < input.valid_from)
    errors.valid_until = [INFOBANK_MESSAGES.validUntilBeforeFrom];

  const files = decodeAttachments(input.attachments, { limits: INFOBANK_LIMITS, messages: INFOBANK_MESSAGES }, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    values: { judul, isi, valid_from: input.valid_from, valid_until: validUntil },
    files,
    removeIds: [...new Set(input.remove_file_ids ?? [])],
  };
}

type FileDbRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

function toRow(r: repo.InfobankDbRow, files: readonly FileDbRow[]): InfobankRow {
  return {
    id: r.id,
    judul: r.judul,
    isi: r.isi,
    valid_from: r.valid_from,
    valid_until: r.valid_until,
    is_active: r.is_active,
    attachments: files
      .filter((f) => f.owner_id === r.id)
      .map((f) => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: Number(f.size),
        location: f.path,
        created_at: f.created_at.toISOString(),
      })),
    user_id: r.user_id,
    created_by_name: r.created_by_name,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export class InfobankService {
  constructor(private readonly ctx: AppContext) {
    // Readers open the attachments of announcements valid today; the info admins those of any.
    ctx.files.registerReadCheck(repo.INFOBANK_FILE_OWNER, async (db, user, id) =>
      hasAccess(user, POLICY.manageInfoBoard) ? true : repo.isActiveInfobank(db, id),
    );
  }

  private manages(auth: AuthContext): boolean {
    return hasAccess(auth, POLICY.manageInfoBoard);
  }

  async list(p: InfobankListQuery, activeOnly: boolean): Promise<Paged<InfobankRow>> {
    const { rows, total } = await repo.listInfobank(this.ctx.db, {
      activeOnly,
      search: p.search?.trim() || undefined,
      sort: listSort(p),
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    const files = await repo.filesOf(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return toPaged(
      rows.map((r) => toRow(r, files)),
      total,
      p.page,
      p.per_page,
    );
  }

  /** One announcement: a reader sees it only while it is valid (else 404, as a missing one). */
  private async detail(auth: AuthContext, id: number): Promise<InfobankRow> {
    const row = await repo.findInfobank(this.ctx.db, id);
    if (!row || (!row.is_active && !this.manages(auth))) throw new HttpError(404, INFOBANK_MESSAGES.notFound);
    return toRow(row, await repo.filesOf(this.ctx.db, [id]));
  }

  async show(auth: AuthContext, id: number): Promise<InfobankShowAnswer> {
    return { data: await this.detail(auth, id) };
  }

  async attachmentUrl(auth: AuthContext, id: number, fileId: number): Promise<SignedUrlAnswer> {
    const row = await this.detail(auth, id);
    const file = row.attachments.find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, INFOBANK_MESSAGES.attachmentNotFound);
    return {
      data: await this.ctx.files.downloadUrl(file.location, { fileName: file.name, contentType: file.content_type }),
    };
  }

  private async storeFiles(trx: Db, auth: AuthContext, id: number, files: CheckedInput['files']) {
    const stored = [];
    for (const file of files)
      stored.push(
        await this.ctx.files.storeFile(trx, {
          key: `infobank/${id}/${randomBytes(4).toString('hex')}-${file.name}`,
          body: file.body,
          originalName: file.name,
          ownerType: repo.INFOBANK_FILE_OWNER,
          ownerId: id,
          uploadedBy: auth.userId,
          contentLength: file.body.length,
        }),
      );
    return stored.map((f) => ({ id: f.id, path: f.path, size: Number(f.size), sha256: f.sha256 }));
  }

  async create(auth: AuthContext, actor: Actor, input: InfobankInput): Promise<InfobankMutationAnswer> {
    const checked = checkInfobankInput(input);
    if (checked.removeIds.length > 0)
      throw validationError({ remove_file_ids: [INFOBANK_MESSAGES.removeFileNotFound] });
    if (checked.files.length > INFOBANK_LIMITS.attachments)
      throw validationError({ attachments: [INFOBANK_MESSAGES.attachmentsMax] });
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const newId = await repo.insertInfobank(trx, { ...checked.values, user_id: auth.userId });
      const files = await this.storeFiles(trx, auth, newId, checked.files);
      await recordAudit(trx, { ...actor, entity: 'infobank', entityId: newId, after: { ...checked.values, files } });
      return newId;
    });
    return { message: INFOBANK_MESSAGES.created, data: await this.detail(auth, id) };
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: InfobankInput): Promise<InfobankMutationAnswer> {
    const checked = checkInfobankInput(input);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockInfobank(trx, id);
      if (!before) throw new HttpError(404, INFOBANK_MESSAGES.notFound);
      const existing = await repo.filesOf(trx, [id]);
      const removed = existing.filter((f) => checked.removeIds.includes(f.id));
      if (removed.length !== checked.removeIds.length)
        throw validationError({ remove_file_ids: [INFOBANK_MESSAGES.removeFileNotFound] });
      if (existing.length - removed.length + checked.files.length > INFOBANK_LIMITS.attachments)
        throw validationError({ attachments: [INFOBANK_MESSAGES.attachmentsMax] });
      await repo.updateInfobank(trx, id, checked.values);
      for (const file of removed) await this.ctx.files.remove(trx, file.id);
      const added = await this.storeFiles(trx, auth, id, checked.files);
      await recordAudit(trx, {
        ...actor,
        entity: 'infobank',
        entityId: id,
        before,
        after: { ...checked.values, files_added: added, files_removed: removed.map((f) => f.id) },
      });
    });
    return { message: INFOBANK_MESSAGES.updated, data: await this.detail(auth, id) };
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockInfobank(trx, id);
      if (!before) throw new HttpError(404, INFOBANK_MESSAGES.notFound);
      const files = await repo.filesOf(trx, [id]);
      for (const file of files) await this.ctx.files.remove(trx, file.id);
      await repo.softDeleteInfobank(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'infobank',
        entityId: id,
        before: { ...before, files: files.map((f) => f.id) },
      });
    });
    return { message: INFOBANK_MESSAGES.deleted };
  }
}
