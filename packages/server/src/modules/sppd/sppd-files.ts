/** Proofs (bukti) and attachments of a trip, stored through ctx.files as file event 10 (SPPD). */
import { randomBytes } from 'node:crypto';
import type { StoredFile } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { decodeBase64File, safeFileName } from '../../platform/files/json-file.js';
import { MAX_SPPD_FILE_BYTES, SPPD_FILE_EVENT_ID, SPPD_MESSAGES } from './sppd-rules.js';

export function decodeSppdFile(file: { name: string; content_base64: string }): { name: string; body: Buffer } {
  const body = decodeBase64File(file.content_base64);
  if (!body) throw validationError({ file: [SPPD_MESSAGES.fileInvalid] });
  if (body.length > MAX_SPPD_FILE_BYTES) throw validationError({ file: [SPPD_MESSAGES.fileTooBig] });
  return { name: safeFileName(file.name, 'lampiran'), body };
}

export async function storeSppdFile(
  ctx: AppContext,
  trx: Db,
  owner: string,
  sppdId: number,
  file: { name: string; body: Buffer },
  userId: number,
) {
  return ctx.files.storeFile(trx, {
    key: `sppd/${sppdId}/${randomBytes(4).toString('hex')}-${file.name}`,
    body: file.body,
    originalName: file.name,
    eventId: SPPD_FILE_EVENT_ID,
    ownerType: owner,
    ownerId: sppdId,
    uploadedBy: userId,
    contentLength: file.body.length,
  });
}

export async function filesOf(ctx: AppContext, db: Db, owner: string, sppdId: number): Promise<StoredFile[]> {
  const files = await ctx.files.listOf(db, owner, sppdId);
  return files.map((f) => ({
    id: f.id,
    name: f.original_name,
    content_type: f.content_type,
    size: Number(f.size),
    location: f.path,
    created_at: f.created_at.toISOString(),
  }));
}
