/**
 * A file kept with a record (a leave's attachment, a delete request's evidence): what lists and
 * detail pages show of it. The bytes come from the signed address (`location`), never inline.
 */
import { Type, type Static } from 'typebox';
import { NullableInteger } from './common.js';

export const StoredFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  location: Type.String(),
  created_at: Type.String(),
});
export type StoredFile = Static<typeof StoredFile>;

/**
 * A file as recorded in the `files` table, the way the storage API answers it (`PUT /api/storage`
 * `update_files`): its storage key (`path`), owner and checksum. Not what record pages show
 * (that is StoredFile above, with a signed `location`).
 */
export const RecordedFile = Type.Object({
  id: Type.Integer(),
  event_id: NullableInteger,
  owner_type: Type.String(),
  owner_id: NullableInteger,
  path: Type.String(),
  original_name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  uploaded_by: NullableInteger,
  created_at: Type.String(),
});
export type RecordedFile = Static<typeof RecordedFile>;
