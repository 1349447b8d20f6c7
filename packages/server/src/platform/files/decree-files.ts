/**
 * Decree files (SK) of one register record — a sanction, a termination: a PDF or image as JSON base64
 * (the server has no multipart parser; decrees are small), stored and content-checked through
 * ctx.files with the record's owner type, audited, listed with signed download addresses. Deleting
 * is the platform's soft delete. A module describes its record once and gets list/upload/remove:
 *
 *   export const sanksiFiles = decreeFiles({ table: 'pegawai_sanksi', owner: 'pegawai_sanksi', eventId: 6, … });
 */
import { randomBytes } from 'node:crypto';
import type { SanksiFileAnswer, SanksiFileInput, SanksiFileRow } from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../audit.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { HttpError, validationError } from '../errors.js';
import { decodeBase64File, safeFileName } from './json-file.js';

export const DECREE_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the route's body limit follows from the file limit. */
export const DECREE_FILE_BODY_LIMIT = Math.ceil((DECREE_FILE_MAX_BYTES * 4) / 3) + 16 * 1024;

export const DECREE_FILE_MESSAGES = {
  updated: 'Attachment Updated',
  invalid: 'File tidak valid',
  tooLarge: 'Ukuran file paling besar 2 MB',
  notFound: 'File tidak ditemukan',
} as const;

export interface DecreeFileRecord {
  /** The record's table (its `id` is the owner id). */
  table: string;
  /** ctx.files owner type, e.g. 'pegawai_sanksi'. */
  owner: string;
  /** Spec section 3's file event_id group of the record. */
  eventId: number;
  /** Storage key prefix, e.g. 'sanksi' → sanksi/{id}/…. */
  keyPrefix: string;
  /** The name given to a file that arrives without a usable one. */
  fallbackName: string;
  /** The 404 message of a missing record. */
  notFound: string;
  /** Audit entity of a file, e.g. 'pegawai_sanksi_file'. */
  auditEntity: string;
  /**
   * Optional: who may add or remove a file, checked in the write's transaction before the record is
   * locked (throws 403/404/409), e.g. a care claim only by its registrar and only while it is a Draft.
   */
  assertWritable?: (trx: Db, id: number, actor: Actor) => Promise<void>;
}

export function decreeFiles(record: DecreeFileRecord) {
  /** The record's row, locked when `lock` (an upload waits for a concurrent delete of the record). */
  async function assertRecord(db: Db, id: number, lock = false): Promise<void> {
    const found = await sql<{ id: number }>`
      SELECT id FROM ${sql.table(record.table)} WHERE id = ${id} ${sql.raw(lock ? 'FOR UPDATE' : '')}`.execute(db);
    if (found.rows.length === 0) throw new HttpError(404, record.notFound);
  }

  async function list(ctx: AppContext, id: number): Promise<SanksiFileRow[]> {
    await assertRecord(ctx.db, id);
    const files = await ctx.files.listOf(ctx.db, record.owner, id);
    return Promise.all(
      files.map(async (f) => ({
        id: f.id,
        name: f.original_name,
        content_type: f.content_type,
        size: f.size,
        url: await ctx.files.downloadUrl(f.path, { fileName: f.original_name }),
        created_at: f.created_at.toISOString(),
      })),
    );
  }

  async function upload(
    ctx: AppContext,
    actor: Actor & { userId: number },
    id: number,
    file: SanksiFileInput,
  ): Promise<SanksiFileAnswer> {
    const body = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
    if (!body) throw validationError({ file: [DECREE_FILE_MESSAGES.invalid] });
    if (body.length > DECREE_FILE_MAX_BYTES) throw validationError({ file: [DECREE_FILE_MESSAGES.tooLarge] });
    const name = safeFileName(file.name, record.fallbackName);
    await ctx.db.transaction().execute(async (trx) => {
      await record.assertWritable?.(trx, id, actor);
      await assertRecord(trx, id, true);
      const stored = await ctx.files.storeFile(trx, {
        key: `${record.keyPrefix}/${id}/${randomBytes(4).toString('hex')}-${name}`,
        body,
        originalName: name,
        eventId: record.eventId,
        ownerType: record.owner,
        ownerId: id,
        uploadedBy: actor.userId,
        contentLength: body.length,
      });
      await recordAudit(trx, {
        ...actor,
        entity: record.auditEntity,
        entityId: stored.id,
        after: { record: id, name },
      });
    });
    return { message: DECREE_FILE_MESSAGES.updated, data: await list(ctx, id) };
  }

  async function remove(ctx: AppContext, actor: Actor, id: number, fileId: number): Promise<SanksiFileAnswer> {
    await ctx.db.transaction().execute(async (trx) => {
      await record.assertWritable?.(trx, id, actor);
      const file = (await ctx.files.listOf(trx, record.owner, id)).find((f) => f.id === fileId);
      if (!file) throw new HttpError(404, DECREE_FILE_MESSAGES.notFound);
      await ctx.files.remove(trx, fileId);
      await recordAudit(trx, {
        ...actor,
        entity: record.auditEntity,
        entityId: fileId,
        before: { record: id, name: file.original_name },
      });
    });
    return { message: DECREE_FILE_MESSAGES.updated, data: await list(ctx, id) };
  }

  return { list, upload, remove };
}
