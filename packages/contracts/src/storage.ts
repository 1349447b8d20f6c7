/**
 * Files: /api/storage (spec section 7, "Upload address flow" and "Storage") and the local adapter's
 * signed addresses /api/storage/local/<key>. Every route needs a login except the signed addresses
 * (the signature is the permission). Answers with the file's bytes (GET /api/storage, GET of a
 * signed address) have no JSON contract.
 */
import { Type, type Static } from 'typebox';
import { Selector, StringEnum } from './common.js';
import { RecordedFile } from './stored-file.js';

export const STORAGE_PATH = '/api/storage';

const KEY_LENGTH = { minLength: 1, maxLength: 2048 } as const;
const Location = Type.String({ ...KEY_LENGTH, description: 'Storage key, e.g. link/7/surat.pdf' });
const Bucket = Type.String({ maxLength: 255, description: 'Optional; must name the configured bucket' });

/** GET /api/storage and GET /api/storage/x/file. */
export const StorageLocationQuery = Type.Object({ location: Location });
export type StorageLocationQuery = Static<typeof StorageLocationQuery>;

// ---- POST /api/storage: an address, selected by action (each body is checked by its action) -----

export const STORAGE_POST_ACTIONS = [
  'store_get_url_upload',
  'store_get_url_signed_upload',
  'store_get_url_storage_signed_upload',
  'store_get_url_signed',
  'store_get_url_temporary',
] as const;
export type StoragePostAction = (typeof STORAGE_POST_ACTIONS)[number];
export const StoragePostBody = Type.Object({ action: Type.Optional(Selector(STORAGE_POST_ACTIONS)) });

/** `store_get_url_upload`: one of the spec's upload paths (captcha header required). */
export const StorageUploadBody = Type.Object({
  action: Type.Optional(Type.String()),
  path: Type.String({ ...KEY_LENGTH, description: 'link/{id}/{file name} or absen/delete/request/{id}/{file name}' }),
  bucket: Type.Optional(Bucket),
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, default: 5 })),
});
export type StorageUploadBody = Static<typeof StorageUploadBody>;

/** `store_get_url_signed_upload` / `store_get_url_storage_signed_upload` (the latter with a captcha). */
export const StorageSignedUploadBody = Type.Object({
  action: Type.Optional(Type.String()),
  location: Location,
  bucket: Type.Optional(Bucket),
});
export type StorageSignedUploadBody = Static<typeof StorageSignedUploadBody>;

/** `store_get_url_signed`: a download address of 5 minutes. */
export const StorageSignedBody = Type.Object({ action: Type.Optional(Type.String()), location: Location });
export type StorageSignedBody = Static<typeof StorageSignedBody>;

/** `store_get_url_temporary`: a download address of up to an hour (captcha header required). */
export const StorageTemporaryBody = Type.Object({
  action: Type.Optional(Type.String()),
  location: Location,
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 5 })),
});
export type StorageTemporaryBody = Static<typeof StorageTemporaryBody>;

// ---- PUT /api/storage action update_files ---------------------------------------------------------

export const STORAGE_PUT_ACTIONS = ['update_files'] as const;
export type StoragePutAction = (typeof STORAGE_PUT_ACTIONS)[number];
export const StoragePutBody = Type.Object({ action: Type.Optional(Selector(STORAGE_PUT_ACTIONS)) });

/** Files uploaded through the caller's own upload addresses; `event_id` for other keys (admins). */
export const StorageUpdateFilesBody = Type.Object({
  action: Type.Optional(Type.String()),
  files: Type.Array(
    Type.Object({ path: Location, name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) }),
    { minItems: 1, maxItems: 20 },
  ),
  event_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
});
export type StorageUpdateFilesBody = Static<typeof StorageUpdateFilesBody>;

/** 'File updated' with the recorded rows. */
export const StorageUpdateFilesAnswer = Type.Object({ message: Type.String(), data: Type.Array(RecordedFile) });
export type StorageUpdateFilesAnswer = Static<typeof StorageUpdateFilesAnswer>;

// ---- the local adapter's signed addresses ----------------------------------------------------------

/** The signed query of a local address (checked against the signature, not by the schema). */
export const LocalSignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
  max: Type.Optional(Type.String({ maxLength: 20 })),
  disposition: Type.Optional(StringEnum(['inline', 'attachment'])),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  type: Type.Optional(Type.String({ maxLength: 255 })),
});
export type LocalSignedQuery = Static<typeof LocalSignedQuery>;

/** PUT of a local upload address: 'File uploaded' with what was stored (recorded later by update_files). */
export const LocalUploadAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({
    path: Type.String(),
    size: Type.Integer(),
    sha256: Type.String(),
    content_type: Type.String(),
  }),
});
export type LocalUploadAnswer = Static<typeof LocalUploadAnswer>;
