/**
 * A file kept with a record (a leave's attachment, a delete request's evidence): what lists and
 * detail pages show of it. The bytes come from the signed address (`location`), never inline.
 */
import { Type, type Static } from 'typebox';

export const StoredFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  location: Type.String(),
  created_at: Type.String(),
});
export type StoredFile = Static<typeof StoredFile>;
