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
