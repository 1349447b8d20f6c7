/**
 * Qualifications (kualifikasi; spec section 2 /qualification: index not 8, jabatan/pangkat/kantor
 * 60 or 57; section 3 "Qualification pangkat, jabatan, kantor"; section 7 /sdm/qualification/x/;
 * issue #22, ADR 0052). A qualification is one named requirement of a position (jabatan), a rank
 * (pangkat) or an office (kantor); each list shows how many active employees it applies to.
 *   GET  /api/sdm/qualification/{kind}?event=index     the list        POLICY.manageQualifications
 *   POST /api/sdm/qualification/{kind}, GET/PUT/DELETE …/{kind}/{id}   POLICY.manageQualifications
 *   GET  /api/sdm/qualification/{kind}/x/options        the choices     POLICY.manageQualifications
 * Row scoping: office requirements outside the caller's own office and the offices below it are not
 * listed, shown or changed unless POLICY.seeAllQualifications (position and rank requirements are
 * organisation-wide).
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const QUALIFICATION_KINDS = ['jabatan', 'pangkat', 'kantor'] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

export const QUALIFICATION_PATH = '/api/sdm/qualification';
export const QUALIFICATION_PATHS: Readonly<Record<QualificationKind, string>> = {
  jabatan: `${QUALIFICATION_PATH}/jabatan`,
  pangkat: `${QUALIFICATION_PATH}/pangkat`,
  kantor: `${QUALIFICATION_PATH}/kantor`,
};

export const QUALIFICATION_EVENTS = ['index'] as const;
export type QualificationEvent = (typeof QUALIFICATION_EVENTS)[number];

export const QUALIFICATION_SORT_KEYS = ['target', 'nama', 'jumlah_pegawai', 'updated_at'] as const;
export type QualificationSortColumn = (typeof QUALIFICATION_SORT_KEYS)[number];

/** Search on the requirement's name and note and the position/rank/office name; by target then name unless sorted. */
export const QualificationListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(QUALIFICATION_SORT_KEYS),
  event: Type.Optional(Selector(QUALIFICATION_EVENTS)),
  /** Only the requirements of this position, rank or office. */
  target_id: Type.Optional(RowId),
});
export type QualificationListQuery = Static<typeof QualificationListQuery>;

/** The position, rank or office a requirement belongs to; `detail`: a rank's 'grade | corporate title'. */
export const QualificationTarget = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  detail: NullableString,
});
export type QualificationTarget = Static<typeof QualificationTarget>;

export const QualificationRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(QUALIFICATION_KINDS),
  target_id: Type.Integer(),
  target: QualificationTarget,
  nama: Type.String(),
  keterangan: NullableString,
  /** Active employees it applies to: holders of the position or rank, staff of the office. */
  jumlah_pegawai: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type QualificationRow = Static<typeof QualificationRow>;

export const QualificationListAnswer = Paged(QualificationRow);
export type QualificationListAnswer = Static<typeof QualificationListAnswer>;

export const QualificationShowAnswer = Type.Object({ data: QualificationRow });
export type QualificationShowAnswer = Static<typeof QualificationShowAnswer>;

/** 'Kualifikasi created' / 'Kualifikasi updated' with the saved row. */
export const QualificationMutation = Type.Object({ message: Type.String(), data: QualificationRow });
export type QualificationMutation = Static<typeof QualificationMutation>;

/** Body of POST and PUT: the position/rank/office id, the requirement's name and an optional note. */
export const QualificationInput = Type.Object(
  {
    target_id: RowId,
    nama: Type.String({ maxLength: 255 }),
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type QualificationInput = Static<typeof QualificationInput>;

/** GET …/{kind}/x/options: the positions, ranks or offices a qualification may be given to (the form's and the filter's choices; offices within the caller's scope). */
export const QualificationTargetOption = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type QualificationTargetOption = Static<typeof QualificationTargetOption>;

export const QualificationTargetOptionsAnswer = Type.Object({ data: Type.Array(QualificationTargetOption) });
export type QualificationTargetOptionsAnswer = Static<typeof QualificationTargetOptionsAnswer>;
