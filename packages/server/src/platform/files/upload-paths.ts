/**
 * The storage keys users may ask upload addresses for (spec section 7, "Upload address flow"):
 * `link/{id}/{file name}` and `absen/delete/request/{id}/{file name}`. Each names the row the
 * file will belong to and its file event id. A domain that needs another upload path adds a rule
 * here; admins (1, 57) may also ask signed upload addresses for any other safe key.
 */
import { safeStorageKey } from './safe-key.js';

export interface UploadPathRule {
  name: string;
  pattern: RegExp;
  /** `files.owner_type` of a file recorded under this path; the id is the path's `{id}`. */
  ownerType: string;
  /** Spec file event id (section 3), or null outside the registers. */
  eventId: number | null;
}

const ID = '([1-9][0-9]{0,9})';
const FILE_NAME = '([^/]+)';

export const UPLOAD_PATH_RULES: readonly UploadPathRule[] = [
  { name: 'link', pattern: new RegExp(`^link/${ID}/${FILE_NAME}$`), ownerType: 'link', eventId: null },
  {
    name: 'absen_delete_request',
    pattern: new RegExp(`^absen/delete/request/${ID}/${FILE_NAME}$`),
    ownerType: 'absen_delete_request',
    eventId: 12,
  },
];

export const UPLOAD_PATH_PATTERNS_TEXT = 'link/{id}/{nama file} atau absen/delete/request/{id}/{nama file}';

export interface UploadPathMatch {
  rule: UploadPathRule;
  ownerId: number;
  fileName: string;
}

/** The rule a (safe) key matches, with the owner id and file name; null for any other key. */
export function matchUploadPath(key: string): UploadPathMatch | null {
  const safe = safeStorageKey(key);
  for (const rule of UPLOAD_PATH_RULES) {
    const match = rule.pattern.exec(safe);
    if (!match) continue;
    const ownerId = Number(match[1]);
    if (ownerId > 2_147_483_647) return null;
    return { rule, ownerId, fileName: match[2] };
  }
  return null;
}
