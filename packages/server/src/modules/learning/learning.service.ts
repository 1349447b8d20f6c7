/**
 * Learning modules and materials (spec /learning/materi/index, /general/learning/x/materi): ordered
 * modules, materials with a text body, links and files (the platform's file service, owner
 * 'learning_materi'). Every write in one transaction with its audit row. docs/adr/0045.
 */
import { randomBytes } from 'node:crypto';
import {
  LEARNING_LIMITS,
  LEARNING_MESSAGES,
  type LearningFile,
  type LearningFileInput,
  type LearningMateriDetail,
  type LearningMateriInput,
  type LearningMateriListAnswer,
  type LearningMateriListQuery,
  type LearningMateriMutation,
  type LearningModulInput,
  type LearningModulListAnswer,
  type LearningModulMutation,
  type MessageAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './learning.repo.js';

/** Spec section 3 file event groups: 3 is training, where learning materials belong. */
const MATERI_FILE_EVENT = 3;
export const MATERI_FILE_BODY_LIMIT = Math.ceil((LEARNING_LIMITS.fileBytes * 4) / 3) + 16 * 1024;

export class LearningService {
  constructor(private readonly ctx: AppContext) {}

  // ── Modules ────────────────────────────────────────────────────────────────────────────────
  async modules(): Promise<LearningModulListAnswer> {
    return { data: await repo.listModul(this.ctx.db) };
  }

  private modulValues(input: LearningModulInput) {
    return { nama: input.nama.trim(), deskripsi: input.deskripsi?.trim() || null, urutan: input.urutan ?? 0 };
  }

  async createModul(actor: Actor, input: LearningModulInput): Promise<LearningModulMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('learning_modul')
        .values(this.modulValues(input))
        .returning('id')
        .executeTakeFirstOrThrow();
      const data = (await repo.findModul(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'learning_modul', entityId: id, after: data });
      return { message: LEARNING_MESSAGES.modulSaved, data };
    });
  }

  async updateModul(actor: Actor, id: number, input: LearningModulInput): Promise<LearningModulMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockModul(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.modulNotFound);
      const before = await repo.findModul(trx, id);
      await trx
        .updateTable('learning_modul')
        .set({ ...this.modulValues(input), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const data = (await repo.findModul(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'learning_modul', entityId: id, before, after: data });
      return { message: LEARNING_MESSAGES.modulSaved, data };
    });
  }

  /** A module with materials is kept (409): its materials are deleted first, on purpose. */
  async removeModul(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockModul(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.modulNotFound);
      const before = (await repo.findModul(trx, id))!;
      if (before.materi_count > 0) throw new HttpError(409, LEARNING_MESSAGES.modulNotEmpty);
      await trx.deleteFrom('learning_modul').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'learning_modul', entityId: id, before });
      return { message: LEARNING_MESSAGES.modulDeleted };
    });
  }

  // ── Materials ──────────────────────────────────────────────────────────────────────────────
  async listMateri(q: LearningMateriListQuery): Promise<LearningMateriListAnswer> {
    const { rows, total } = await repo.listMateri(this.ctx.db, {
      modulId: q.modul_id,
      search: q.search?.trim() || undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async files(db: Db, id: number): Promise<LearningFile[]> {
    const files = await this.ctx.files.listOf(db, repo.MATERI_FILE_OWNER, id);
    return Promise.all(
      files.map(async (f) => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: f.size,
        url: await this.ctx.files.downloadUrl(f.path, { fileName: f.original_name }),
        created_at: f.created_at.toISOString(),
      })),
    );
  }

  private async materi(db: Db, id: number): Promise<LearningMateriDetail> {
    const row = await repo.findMateri(db, id);
    if (!row) throw new HttpError(404, LEARNING_MESSAGES.materiNotFound);
    return { ...row, files: await this.files(db, id) };
  }

  async showMateri(id: number): Promise<{ data: LearningMateriDetail }> {
    return { data: await this.materi(this.ctx.db, id) };
  }

  private async materiValues(db: Db, input: LearningMateriInput) {
    const errors: FieldErrors = {};
    if (!(await repo.findModul(db, input.modul_id))) errors.modul_id = [LEARNING_MESSAGES.modulNotFound];
    const tautan = (input.tautan ?? []).map((l) => ({ label: l.label.trim(), url: l.url.trim() }));
    tautan.forEach((l, i) => {
      if (!/^https?:\/\/[^\s]+$/i.test(l.url)) errors[`tautan.${i}.url`] = [LEARNING_MESSAGES.urlInvalid];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
      modul_id: input.modul_id,
      judul: input.judul.trim(),
      isi: input.isi,
      urutan: input.urutan ?? 0,
      tautan: JSON.stringify(tautan),
    };
  }

  async createMateri(actor: Actor, input: LearningMateriInput): Promise<LearningMateriMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const values = await this.materiValues(trx, input);
      const { id } = await trx
        .insertInto('learning_materi')
        .values({ ...values, created_by: actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const data = await this.materi(trx, id);
      await recordAudit(trx, { ...actor, entity: 'learning_materi', entityId: id, after: { ...data, isi: undefined } });
      return { message: LEARNING_MESSAGES.materiSaved, data };
    });
  }

  async updateMateri(actor: Actor, id: number, input: LearningMateriInput): Promise<LearningMateriMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMateri(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.materiNotFound);
      const before = await repo.findMateri(trx, id);
      await trx
        .updateTable('learning_materi')
        .set({ ...(await this.materiValues(trx, input)), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const data = await this.materi(trx, id);
      await recordAudit(trx, { ...actor, entity: 'learning_materi', entityId: id, before, after: data });
      return { message: LEARNING_MESSAGES.materiSaved, data };
    });
  }

  /** The material goes; its files are soft-deleted with it (the platform's rule). */
  async removeMateri(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMateri(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.materiNotFound);
      const before = await repo.findMateri(trx, id);
      for (const file of await this.ctx.files.listOf(trx, repo.MATERI_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('learning_materi').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'learning_materi', entityId: id, before });
      return { message: LEARNING_MESSAGES.materiDeleted };
    });
  }

  async uploadFile(
    actor: Actor & { userId: number },
    id: number,
    file: LearningFileInput,
  ): Promise<LearningMateriMutation> {
    const body = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
    if (!body) throw validationError({ file: [LEARNING_MESSAGES.fileInvalid] });
    if (body.length > LEARNING_LIMITS.fileBytes) throw validationError({ file: [LEARNING_MESSAGES.fileTooLarge] });
    const name = safeFileName(file.name, 'materi.pdf');
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMateri(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.materiNotFound);
      const stored = await this.ctx.files.storeFile(trx, {
        key: `learning/${id}/${randomBytes(4).toString('hex')}-${name}`,
        body,
        originalName: name,
        eventId: MATERI_FILE_EVENT,
        ownerType: repo.MATERI_FILE_OWNER,
        ownerId: id,
        uploadedBy: actor.userId,
        contentLength: body.length,
      });
      await recordAudit(trx, {
        ...actor,
        entity: 'learning_materi_file',
        entityId: stored.id,
        after: { materi: id, name },
      });
      return { message: LEARNING_MESSAGES.fileUpdated, data: await this.materi(trx, id) };
    });
  }

  async deleteFile(actor: Actor, id: number, fileId: number): Promise<LearningMateriMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMateri(trx, id))) throw new HttpError(404, LEARNING_MESSAGES.materiNotFound);
      const file = (await this.ctx.files.listOf(trx, repo.MATERI_FILE_OWNER, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, LEARNING_MESSAGES.fileNotFound);
      await this.ctx.files.remove(trx, fileId);
      await recordAudit(trx, {
        ...actor,
        entity: 'learning_materi_file',
        entityId: fileId,
        before: { materi: id, name: file.original_name },
      });
      return { message: LEARNING_MESSAGES.fileUpdated, data: await this.materi(trx, id) };
    });
  }
}
