/**
 * Attendance delete requests: /api/sdm/pegawai/x/absen/delete_request (spec section 7; ADR 0017).
 * An employee asks to delete their own check-ins of a day; the approval engine decides.
 */
import type { ApprovalAction } from '@portal/domain';
import { Type, type Static } from 'typebox';
import { AbsenJenis } from './absen.js';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { PegawaiRef } from './pegawai-ref.js';
import { StoredFile } from './stored-file.js';
import { PageQuery, Paged, Selector } from './common.js';

export const ABSEN_DELETE_REQUEST_PATH = '/api/sdm/pegawai/x/absen/delete_request';

export const AbsenDeleteRequestRow = Type.Object({
  id: Type.Integer(),
  pegawai: PegawaiRef,
  tanggal: Type.String(),
  alasan: Type.String(),
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  absen_count: Type.Integer(),
  created_at: Type.String(),
});
export type AbsenDeleteRequestRow = Static<typeof AbsenDeleteRequestRow>;

/** A check-in the request holds (inactive while the request is open). */
export const AbsenDeleteRequestRowAbsen = Type.Object({
  id: Type.String(),
  jenis: AbsenJenis,
  waktu: Type.String(),
  is_active: Type.Boolean(),
  deleted: Type.Boolean(),
});
export type AbsenDeleteRequestRowAbsen = Static<typeof AbsenDeleteRequestRowAbsen>;

/** Same shape as every stored file (stored-file.ts); the name says what it is here. */
export const AbsenDeleteRequestFile = StoredFile;
export type AbsenDeleteRequestFile = StoredFile;

export const AbsenDeleteRequestDetail = Type.Object({
  ...AbsenDeleteRequestRow.properties,
  absen: Type.Array(AbsenDeleteRequestRowAbsen),
  files: Type.Array(AbsenDeleteRequestFile),
  approval: ApprovalView,
  /** The requester while it is a draft. */
  can_delete: Type.Boolean(),
  can_edit_files: Type.Boolean(),
});
export type AbsenDeleteRequestDetail = Static<typeof AbsenDeleteRequestDetail>;

export const AbsenDeleteRequestListQuery = Type.Object({
  ...PageQuery,
  is_myturn: Type.Optional(Type.Boolean()),
  action: Type.Optional(Selector(['indexPemutusIds'])),
});
export type AbsenDeleteRequestListQuery = Static<typeof AbsenDeleteRequestListQuery>;

/** GET: the paged list, or (action indexPemutusIds) the ids waiting for the caller's decision. */
export const AbsenDeleteRequestListAnswer = Type.Union([
  Paged(AbsenDeleteRequestRow),
  Type.Object({ data: Type.Array(Type.Integer()) }),
]);
export type AbsenDeleteRequestListAnswer = Static<typeof AbsenDeleteRequestListAnswer>;

export const AbsenDeleteRequestInput = Type.Object(
  { tanggal: Type.String({ format: 'date' }), alasan: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type AbsenDeleteRequestInput = Static<typeof AbsenDeleteRequestInput>;

export const ABSEN_DELETE_REQUEST_ENGINE_ACTIONS: readonly ApprovalAction[] = [
  'request',
  'approve',
  'reject',
  'cancel',
  'reset',
  'reverse',
];
export const ABSEN_DELETE_REQUEST_PUT_ACTIONS = [
  ...ABSEN_DELETE_REQUEST_ENGINE_ACTIONS,
  'update_files',
  'destroy_file',
] as const;

export const AbsenDeleteRequestNoteBody = Type.Object({
  action: Type.Optional(Type.String()),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
export const AbsenDeleteRequestFilesBody = Type.Object({
  action: Type.Optional(Type.String()),
  files: Type.Array(
    Type.Object({
      path: Type.String({ minLength: 1, maxLength: 1024 }),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    }),
    { minItems: 1, maxItems: 5 },
  ),
});
export const AbsenDeleteRequestDestroyFileBody = Type.Object({
  action: Type.Optional(Type.String()),
  file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
/** PUT on one request: an engine action (note?), update_files { files }, destroy_file { file_id }. */
export const AbsenDeleteRequestPutBody = Type.Object(
  { action: Selector(ABSEN_DELETE_REQUEST_PUT_ACTIONS) },
  { additionalProperties: true },
);

export const AbsenDeleteRequestMutation = Type.Object({ message: Type.String(), data: AbsenDeleteRequestDetail });
export type AbsenDeleteRequestMutation = Static<typeof AbsenDeleteRequestMutation>;
