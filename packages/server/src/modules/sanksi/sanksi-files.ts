/**
 * Decree files of a sanction (spec file event 6 "sanction"): a PDF or image of the SK as JSON base64
 * (the server has no multipart parser; decrees are small), stored and content-checked through
 * ctx.files with owner 'pegawai_sanksi'. Deleting is the platform's soft delete.
 */
import { randomBytes } from 'node:crypto';
import type { SanksiFileAnswer, SanksiFileInput, SanksiFileRow } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { SANKSI_FILE_OWNER } from './sanksi.repo.js';
import { SANKSI_MESSAGES } from './sanksi.service.js';

/** Spec section 3, file event_id groups: 6 is the sanction's. */
const SANKSI_FILE_EVENT = 6;
export const SANKSI_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the route's body limit follows from the file limit. */
export const SANKSI_FILE_BODY_LIMIT = Math.ceil((SANKSI_FILE_MAX_BYTES * 4) / 3) + 16 * 1024;

export const SANKSI_FILE_MESSAGES = {
  updated: 'Attachment Updated',
  invalid: 'File tidak valid',
  tooLarge: 'Ukuran file paling besar 2 MB',
  notFound: 'File tidak ditemukan',
} as const;

async function assertRecord(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db.selectFrom('pegawai_sanksi').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, SANKSI_MESSAGES.notFound);
}

export async function filesOfSanksi(ctx: AppContext, id: number): Promise<SanksiFileRow[]> {
  await assertRecord(ctx, id);
  const files = await ctx.files.listOf(ctx.db, SANKSI_FILE_OWNER, id);
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

export async function uploadSanksiFile(
  ctx: AppContext,
  actor: Actor & { userId: number },
  id: number,
  file: SanksiFileInput,
): Promise<SanksiFileAnswer> {
  const body = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
  if (!body) throw validationError({ file: [SANKSI_FILE_MESSAGES.invalid] });
  if (body.length > SANKSI_FILE_MAX_BYTES) throw validationError({ file: [SANKSI_FILE_MESSAGES.tooLarge] });
  const name = safeFileName(file.name, 'sk-sanksi.pdf');
  await ctx.db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('pegawai_sanksi')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!record) throw new HttpError(404, SANKSI_MESSAGES.notFound);
    const stored = await ctx.files.storeFile(trx, {
      key: `sanksi/${id}/${randomBytes(4).toString('hex')}-${name}`,
      body,
      originalName: name,
      eventId: SANKSI_FILE_EVENT,
      ownerType: SANKSI_FILE_OWNER,
      ownerId: id,
      uploadedBy: actor.userId,
      contentLength: body.length,
    });
    await recordAudit(trx, {
      ...actor,
      entity: 'pegawai_sanksi_file',
      entityId: stored.id,
      after: { record: id, name },
    });
  });
  return { message: SANKSI_FILE_MESSAGES.updated, data: await filesOfSanksi(ctx, id) };
}

export async function deleteSanksiFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fileId: number,
): Promise<SanksiFileAnswer> {
  await ctx.db.transaction().execute(async (trx) => {
    const files = await ctx.files.listOf(trx, SANKSI_FILE_OWNER, id);
    const file = files.find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, SANKSI_FILE_MESSAGES.notFound);
    await ctx.files.remove(trx, fileId);
    await recordAudit(trx, {
      ...actor,
      entity: 'pegawai_sanksi_file',
      entityId: fileId,
      before: { record: id, name: file.original_name },
    });
  });
  return { message: SANKSI_FILE_MESSAGES.updated, data: await filesOfSanksi(ctx, id) };
}
