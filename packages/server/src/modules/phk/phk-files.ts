/**
 * Decree files of a termination (spec file event 19 "termination"): a PDF or image of the SK as JSON base64
 * (the server has no multipart parser; decrees are small), stored and content-checked through
 * ctx.files with owner 'pegawai_phk'. Deleting is the platform's soft delete.
 */
import { randomBytes } from 'node:crypto';
import type { SanksiFileAnswer, SanksiFileInput, SanksiFileRow } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { PHK_FILE_OWNER } from './phk.repo.js';
import { PHK_MESSAGES } from './phk.service.js';

/** Spec section 3, file event_id groups: 19 is the termination's. */
const PHK_FILE_EVENT = 19;
export const PHK_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the route's body limit follows from the file limit. */
export const PHK_FILE_BODY_LIMIT = Math.ceil((PHK_FILE_MAX_BYTES * 4) / 3) + 16 * 1024;

export const PHK_FILE_MESSAGES = {
  updated: 'Attachment Updated',
  invalid: 'File tidak valid',
  tooLarge: 'Ukuran file paling besar 2 MB',
  notFound: 'File tidak ditemukan',
} as const;

async function assertRecord(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db.selectFrom('pegawai_phk').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, PHK_MESSAGES.notFound);
}

export async function filesOfPhk(ctx: AppContext, id: number): Promise<SanksiFileRow[]> {
  await assertRecord(ctx, id);
  const files = await ctx.files.listOf(ctx.db, PHK_FILE_OWNER, id);
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

export async function uploadPhkFile(
  ctx: AppContext,
  actor: Actor & { userId: number },
  id: number,
  file: SanksiFileInput,
): Promise<SanksiFileAnswer> {
  const body = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
  if (!body) throw validationError({ file: [PHK_FILE_MESSAGES.invalid] });
  if (body.length > PHK_FILE_MAX_BYTES) throw validationError({ file: [PHK_FILE_MESSAGES.tooLarge] });
  const name = safeFileName(file.name, 'sk-phk.pdf');
  await ctx.db.transaction().execute(async (trx) => {
    const record = await trx.selectFrom('pegawai_phk').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!record) throw new HttpError(404, PHK_MESSAGES.notFound);
    const stored = await ctx.files.storeFile(trx, {
      key: `phk/${id}/${randomBytes(4).toString('hex')}-${name}`,
      body,
      originalName: name,
      eventId: PHK_FILE_EVENT,
      ownerType: PHK_FILE_OWNER,
      ownerId: id,
      uploadedBy: actor.userId,
      contentLength: body.length,
    });
    await recordAudit(trx, {
      ...actor,
      entity: 'pegawai_phk_file',
      entityId: stored.id,
      after: { record: id, name },
    });
  });
  return { message: PHK_FILE_MESSAGES.updated, data: await filesOfPhk(ctx, id) };
}

export async function deletePhkFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fileId: number,
): Promise<SanksiFileAnswer> {
  await ctx.db.transaction().execute(async (trx) => {
    const files = await ctx.files.listOf(trx, PHK_FILE_OWNER, id);
    const file = files.find((f) => f.id === fileId);
    if (!file) throw new HttpError(404, PHK_FILE_MESSAGES.notFound);
    await ctx.files.remove(trx, fileId);
    await recordAudit(trx, {
      ...actor,
      entity: 'pegawai_phk_file',
      entityId: fileId,
      before: { record: id, name: file.original_name },
    });
  });
  return { message: PHK_FILE_MESSAGES.updated, data: await filesOfPhk(ctx, id) };
}
