/** Izin attachments: decoded from the JSON body (base64), stored and checked through ctx.files. */
import { randomBytes } from 'node:crypto';
import type { IzinAttachment, IzinFileInput } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { IZIN_MESSAGES, MAX_ATTACHMENT_BYTES } from './izin-rules.js';

export const IZIN_FILE_OWNER = 'izin';

export function decodeAttachment(file: IzinFileInput, field = 'attachment'): { name: string; body: Buffer } {
  const body = decodeBase64File(file.content_base64);
  if (!body) throw validationError({ [field]: [IZIN_MESSAGES.attachmentInvalid] });
  if (body.length > MAX_ATTACHMENT_BYTES) throw validationError({ [field]: [IZIN_MESSAGES.attachmentTooBig] });
  return { name: safeFileName(file.name, 'lampiran'), body };
}

/** Stores one attachment (PDF/JPEG/PNG… checked by content) as a file of the izin. */
export async function storeAttachment(
  ctx: AppContext,
  trx: Db,
  izinId: number,
  file: { name: string; body: Buffer },
  userId: number,
) {
  const key = `izin/${izinId}/${randomBytes(4).toString('hex')}-${file.name}`;
  return ctx.files.storeFile(trx, {
    key,
    body: file.body,
    originalName: file.name,
    ownerType: IZIN_FILE_OWNER,
    ownerId: izinId,
    uploadedBy: userId,
    contentLength: file.body.length,
  });
}

export async function attachmentsOf(ctx: AppContext, db: Db, izinId: number): Promise<IzinAttachment[]> {
  const files = await ctx.files.listOf(db, IZIN_FILE_OWNER, izinId);
  return files.map((f) => ({
    id: f.id,
    name: f.original_name,
    content_type: f.content_type,
    size: f.size,
    location: f.path,
    created_at: f.created_at.toISOString(),
  }));
}
