/** Attachments of memos and SKMD letters: decoded from the JSON body (base64), kept through ctx.files. */
import { randomBytes } from 'node:crypto';
import type { StoredFile } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { MAX_ATTACHMENT_BYTES, NOTADINAS_MESSAGES } from './notadinas-rules.js';

export function decodeLetterFile(file: { name: string; content_base64: string }): { name: string; body: Buffer } {
  const body = decodeBase64File(file.content_base64);
  if (!body) throw validationError({ file: [NOTADINAS_MESSAGES.attachmentInvalid] });
  if (body.length > MAX_ATTACHMENT_BYTES) throw validationError({ file: [NOTADINAS_MESSAGES.attachmentTooBig] });
  return { name: safeFileName(file.name, 'lampiran'), body };
}

/** Stores one file (type checked by content in the file service) as a file of the letter. */
export async function storeLetterFile(
  ctx: AppContext,
  trx: Db,
  owner: 'notadinas' | 'skmd',
  ownerId: number,
  file: { name: string; body: Buffer },
  userId: number,
) {
  return ctx.files.storeFile(trx, {
    key: `${owner}/${ownerId}/${randomBytes(4).toString('hex')}-${file.name}`,
    body: file.body,
    originalName: file.name,
    ownerType: owner,
    ownerId,
    uploadedBy: userId,
    contentLength: file.body.length,
  });
}

export async function letterFilesOf(
  ctx: AppContext,
  db: Db,
  owner: 'notadinas' | 'skmd',
  id: number,
): Promise<StoredFile[]> {
  const files = await ctx.files.listOf(db, owner, id);
  return files.map((f) => ({
    id: f.id,
    name: f.original_name,
    content_type: f.content_type,
    size: f.size,
    location: f.path,
    created_at: f.created_at.toISOString(),
  }));
}
