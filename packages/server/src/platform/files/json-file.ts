/**
 * Files that arrive inside a JSON body as base64 (the server has no multipart parser; the files are
 * small): their bytes and a name that is safe to put in a storage key.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of base64 `text` (white space ignored); undefined when it is empty or not base64. */
export function decodeBase64File(text: string): Buffer | undefined {
  const compact = text.replace(/\s/g, '');
  return compact !== '' && BASE64.test(compact) ? Buffer.from(compact, 'base64') : undefined;
}

/** A storage-safe file name: letters, digits, dot, dash, underscore and spaces only; `fallback` when none is left. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^[._ ]+/, '')
    .slice(-120);
  return cleaned === '' ? fallback : cleaned;
}

/** A file decoded from a JSON body, ready for ctx.files.storeFile. */
export interface DecodedFile {
  name: string;
  body: Buffer;
}

/** An endpoint's attachment limits and texts, as its contract names them (mail, infobank, helpdesk). */
export interface AttachmentRules {
  limits: { attachments: number; attachmentBytes: number; attachmentsTotalBytes?: number };
  messages: { attachmentsMax: string; attachmentInvalid: string; attachmentTooBig: string; attachmentsTooBig?: string };
}

/**
 * Decodes a body's `attachments` (name + base64, a `data:` URL prefix allowed), writing the refusals
 * into `errors` under `attachments` / `attachments.{i}` (the form shows them under the field).
 */
export function decodeAttachments(
  list: readonly { name: string; content_base64: string }[] | undefined,
  { limits, messages }: AttachmentRules,
  errors: Record<string, string[]>,
): DecodedFile[] {
  const items = list ?? [];
  if (items.length > limits.attachments) errors.attachments = [messages.attachmentsMax];
  const files: DecodedFile[] = [];
  items.forEach((file, i) => {
    const bytes = decodeBase64File(file.content_base64.replace(/^data:[^,]*,/, ''));
    if (!bytes) errors[`attachments.${i}`] = [messages.attachmentInvalid];
    else if (bytes.length > limits.attachmentBytes) errors[`attachments.${i}`] = [messages.attachmentTooBig];
    else files.push({ name: safeFileName(file.name, 'lampiran'), body: bytes });
  });
  const total = files.reduce((sum, f) => sum + f.body.length, 0);
  if (limits.attachmentsTotalBytes !== undefined && messages.attachmentsTooBig && total > limits.attachmentsTotalBytes)
    errors.attachments = [messages.attachmentsTooBig];
  return files;
}
