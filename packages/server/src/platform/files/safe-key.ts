/**
 * The one gate every storage key passes: query `location`s, upload `path`s, signed-URL paths and
 * keys written by jobs. A key is a relative, '/'-separated path of plain segments; anything that
 * could climb out of the storage root, on disk or after one more decoding somewhere, is refused.
 */

export const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

export class UnsafeStorageKeyError extends Error {
  constructor(readonly reason: string) {
    super(`unsafe storage key: ${reason}`);
    this.name = 'UnsafeStorageKeyError';
  }
}

// C0 and C1 controls, DEL, and the Unicode bidi overrides that make a name read differently.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// A key is given decoded; a percent escape in it means it was encoded (maybe twice) to sneak past.
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;
const DRIVE_LETTER = /^[a-z]:/i;

function unsafe(reason: string): never {
  throw new UnsafeStorageKeyError(reason);
}

function checkSegments(key: string): void {
  for (const segment of key.split('/')) {
    if (segment === '') unsafe('empty segment (leading, trailing or double slash)');
    if (segment === '.' || segment === '..') unsafe('dot segment');
    // Dot files are reserved for the local adapter's own bookkeeping (.tmp uploads).
    if (segment.startsWith('.')) unsafe('segment starts with a dot');
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) unsafe('segment too long');
  }
}

/**
 * The normalized (NFC) key, or throws UnsafeStorageKeyError. Refuses: non-strings, empty or over
 * 1024 bytes, NUL and other control characters, backslashes, percent escapes (`%2e%2e`, `%252e`),
 * absolute paths (`/x`, `C:x`), empty / `.` / `..` / dot-file segments, and look-alikes that fold
 * into any of those under NFKC (fullwidth `．．／`).
 */
export function safeStorageKey(input: unknown): string {
  if (typeof input !== 'string') unsafe('not a string');
  const key = input.normalize('NFC');
  if (key.length === 0 || key.trim() === '') unsafe('empty');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) unsafe('too long');
  if (key.includes('\u0000') || CONTROL.test(key)) unsafe('control character');
  if (key.includes('\\')) unsafe('backslash');
  if (PERCENT_ESCAPE.test(key)) unsafe('percent escape');
  if (key.startsWith('/') || DRIVE_LETTER.test(key)) unsafe('absolute path');
  checkSegments(key);
  // Compatibility forms: a system that folds U+FF0E / U+FF0F into '.' and '/' must see a safe key too.
  const folded = key.normalize('NFKC');
  if (folded !== key) {
    if (folded.includes('\\') || CONTROL.test(folded) || folded.startsWith('/') || DRIVE_LETTER.test(folded))
      unsafe('look-alike characters');
    checkSegments(folded);
  }
  return key;
}

export function isSafeStorageKey(input: unknown): boolean {
  try {
    safeStorageKey(input);
    return true;
  } catch {
    return false;
  }
}

/** A key as a URL path: each segment percent-encoded, the slashes kept. */
export function encodeStorageKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The last segment: the file name a download offers. */
export function storageKeyFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
