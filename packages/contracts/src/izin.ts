/**
 * Leave and permits: /api/sdm/pegawai/x/izin (spec section 7). Every request and answer of the
 * endpoint, once: the server validates, serializes and documents with these schemas, and the
 * pages of mf-absen take their types from them (`import type`).
 */
import type { LeaveTypeId } from '@portal/domain';
import { LEAVE_TYPE } from './domain-values.js';
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { StoredFile } from './stored-file.js';
import { MessageAnswer, NullableString, PageQuery, Paged, Selector, SortQuery } from './common.js';

export const IZIN_PATH = '/api/sdm/pegawai/x/izin';

const LeaveTypeSchema = Type.Unsafe<LeaveTypeId>({ type: 'integer', enum: Object.values(LEAVE_TYPE) });

export const IzinRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  pegawai_npp: Type.String(),
  kantor_nama: NullableString,
  jenis_id: LeaveTypeSchema,
  jenis_nama: Type.String(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  hari: Type.Integer({ description: 'Working days (weekends and libur excluded)' }),
  alasan: Type.String(),
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  attachments_count: Type.Integer(),
  created_at: Type.String(),
});
export type IzinRow = Static<typeof IzinRow>;

/** Same shape as every stored file (stored-file.ts); the name says what it is here. */
export const IzinAttachment = StoredFile;
export type IzinAttachment = StoredFile;

export const IzinDetail = Type.Object({
  ...IzinRow.properties,
  attachments: Type.Array(IzinAttachment),
  approval: ApprovalView,
  /** The caller may delete it (requester, draft). */
  can_delete: Type.Boolean(),
  can_edit_attachments: Type.Boolean(),
});
export type IzinDetail = Static<typeof IzinDetail>;

export const IzinListAnswer = Type.Object({
  ...Paged(IzinRow).properties,
  /** Izin requests waiting for the caller's action (drafts to request, steps to decide). */
  unapproved: Type.Integer(),
});
export type IzinListAnswer = Static<typeof IzinListAnswer>;

export const IzinBalance = Type.Object({
  tahun: Type.Integer(),
  jatah: Type.Integer(),
  terpakai: Type.Integer(),
  menunggu: Type.Integer(),
  sisa: Type.Integer(),
});
export type IzinBalance = Static<typeof IzinBalance>;

export const IzinConfig = Type.Object({
  jenis: Type.Array(
    Type.Object({
      id: LeaveTypeSchema,
      nama: Type.String(),
      butuh_lampiran: Type.Boolean(),
      memotong_cuti_tahunan: Type.Boolean(),
    }),
  ),
  jatah_cuti_tahunan: Type.Integer(),
  maks_rentang_hari: Type.Integer(),
  /** The caller's annual leave in the asked year; null for an account without an employee. */
  balance: Type.Union([IzinBalance, Type.Null()]),
  /** The approval steps a request by the caller would go through now, with the approvers' names. */
  alur: Type.Array(Type.Object({ label: Type.String(), approvers: Type.Array(Type.String()) })),
});
export type IzinConfig = Static<typeof IzinConfig>;

export const IzinCalendarItem = Type.Object({
  token: Type.String(),
  pegawai_nama: Type.String(),
  jenis_id: LeaveTypeSchema,
  jenis_nama: Type.String(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  status: ApprovalStatusSchema,
});
export type IzinCalendarItem = Static<typeof IzinCalendarItem>;

/** What GET answers, by event: the list, one izin (by token), the config, a month's calendar, the counter. */
export const IzinGetAnswer = Type.Union([
  IzinListAnswer,
  Type.Object({ data: IzinDetail }),
  Type.Object({ data: IzinConfig }),
  Type.Object({ data: Type.Array(IzinCalendarItem) }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
]);
export type IzinGetAnswer = Static<typeof IzinGetAnswer>;

// ---- requests -------------------------------------------------------------------------------------

export const IZIN_SORT_COLUMNS = ['tanggal_mulai', 'created_at', 'pegawai_nama'] as const;
export type IzinSortColumn = (typeof IZIN_SORT_COLUMNS)[number];
export const IZIN_GET_EVENTS = [
  'index',
  'index_show_by_token',
  'index_config',
  'index_calendar',
  'index_un_approved',
] as const;

export const IzinListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(IZIN_GET_EVENTS)),
  status: Type.Optional(ApprovalStatusSchema),
  jenis_id: Type.Optional(Type.Integer()),
  is_myturn: Type.Optional(Type.Boolean({ description: 'Only izin whose open approval step is the caller’s' })),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  ...SortQuery(IZIN_SORT_COLUMNS),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  bulan: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (index_calendar)' })),
});
export type IzinListQuery = Static<typeof IzinListQuery>;

export const IzinFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  /** The file's bytes, base64. */
  content_base64: Type.String({ minLength: 1 }),
});
export type IzinFileInput = Static<typeof IzinFileInput>;

export const IzinCreateInput = Type.Object({
  jenis_id: Type.Integer(),
  tanggal_mulai: Type.String({ format: 'date' }),
  tanggal_selesai: Type.String({ format: 'date' }),
  alasan: Type.String({ maxLength: 1000 }),
  attachment: Type.Optional(Type.Union([IzinFileInput, Type.Null()])),
});
export type IzinCreateInput = Static<typeof IzinCreateInput>;

/** PUT on one izin (its requester, while Draft): the same fields; attachments have their own events. */
export const IzinUpdateInput = Type.Omit(IzinCreateInput, ['attachment']);
export type IzinUpdateInput = Static<typeof IzinUpdateInput>;

/** POST on the collection: no event creates; `event: 'export'` queues an xlsx. Fields are checked per use. */
export const IzinCollectionBody = Type.Object({
  ...Type.Partial(IzinCreateInput).properties,
  event: Type.Optional(Selector(['export'])),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});
export type IzinCollectionBody = Static<typeof IzinCollectionBody>;

export const IZIN_ITEM_EVENTS = [
  'store_request',
  'store_cancel',
  'store_reject',
  'store_approve',
  'store_reset',
  'store_reverse',
  'store_create_attachment',
  'store_delete_attachment',
] as const;

export const IzinNoteBody = Type.Object({ event: Type.Optional(Type.String()), note: Type.Optional(NullableString) });
export const IzinAttachBody = Type.Object({ event: Type.Optional(Type.String()), file: IzinFileInput });
export const IzinDetachBody = Type.Object({
  event: Type.Optional(Type.String()),
  file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** POST on one izin: an approval step, or adding/removing an attachment. */
export interface IzinEventInput {
  event: (typeof IZIN_ITEM_EVENTS)[number];
  note?: string | null;
  file?: IzinFileInput;
  file_id?: number;
}

export const IzinMutationAnswer = Type.Object({ message: Type.String(), data: IzinDetail });
export type IzinMutationAnswer = Static<typeof IzinMutationAnswer>;

export const IzinMessageAnswer = MessageAnswer;
