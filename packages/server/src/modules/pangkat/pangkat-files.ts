/**
 * Rank decree files (/pegawai/pangkat/upload): a PDF or image of the SK attached to one rank
 * record. The file arrives as JSON base64 (the server has no multipart parser; decrees are small),
 * is stored and content-checked through ctx.files, owner 'pegawai_pangkat'.
 */
import { randomBytes } from 'node:crypto';
import type { PangkatFileInput, PangkatFileRow, PangkatFileUploadAnswer } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { PEGAWAI_PANGKAT_MESSAGES } from './pegawai-pangkat.service.js';

export const PANGKAT_FILE_OWNER = 'pegawai_pangkat';
export const PANGKAT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the route's body limit follows from the file limit. */
export const PANGKAT_FILE_BODY_LIMIT = Math.ceil((PANGKAT_FILE_MAX_BYTES * 4) / 3) + 16 * 1024;

export async function filesOfRecord(ctx: AppContext, recordId: number): Promise<PangkatFileRow[]> {
  const files = await ctx.files.listOf(ctx.db, PANGKAT_FILE_OWNER, recordId);
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

export async function uploadDecree(
  ctx: AppContext,
  actor: Actor & { userId: number },
  recordId: number,
  file: PangkatFileInput,
): Promise<PangkatFileUploadAnswer> {
  const body = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
  if (!body) throw validationError({ file: ['File tidak valid'] });
  if (body.length > PANGKAT_FILE_MAX_BYTES) throw validationError({ file: ['Ukuran file paling besar 2 MB'] });
  const name = safeFileName(file.name, 'sk-pangkat.pdf');
  await ctx.db.transaction().execute(async (trx) => {
    const record = await trx.selectFrom('pegawai_pangkat').select('id').where('id', '=', recordId).executeTakeFirst();
    if (!record) throw new HttpError(404, PEGAWAI_PANGKAT_MESSAGES.notFound);
    const stored = await ctx.files.storeFile(trx, {
      key: `pangkat/${recordId}/${randomBytes(4).toString('hex')}-${name}`,
      body,
      originalName: name,
      ownerType: PANGKAT_FILE_OWNER,
      ownerId: recordId,
      uploadedBy: actor.userId,
      contentLength: body.length,
    });
    await recordAudit(trx, {
      ...actor,
      entity: 'pegawai_pangkat_file',
      entityId: stored.id,
      after: { record: recordId, name },
    });
  });
  return { message: 'Attachment Updated', data: await filesOfRecord(ctx, recordId) };
}
