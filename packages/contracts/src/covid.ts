/**
 * Health declarations: /api/general/covid (spec section 7; page /absen/covid; ADR 0017). Employees
 * see and change their own, HR (POLICY.reviewHealthDeclarations) everyone's. Labels and messages a
 * page shows without a call (COVID_TYPE_LABELS, COVID_MESSAGES) stay in @portal/domain.
 */
import type { CovidType, CovidVariant } from '@portal/domain';
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';
import { StoredFile } from './stored-file.js';

export const COVID_PATH = '/api/general/covid';

const CovidTypeSchema = StringEnum(['wfo', 'wfh'] as const satisfies readonly CovidType[]);

export const CovidStatus = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  variant: StringEnum(['success', 'info', 'warning', 'danger'] as const satisfies readonly CovidVariant[]),
});
export type CovidStatus = Static<typeof CovidStatus>;

export const CovidStatusAnswer = Type.Object({ data: Type.Array(CovidStatus) });

export const CovidPivotRow = Type.Object({
  id: Type.Integer(),
  pegawai: PegawaiRef,
  jabatan_name: NullableString,
  tanggal: Type.String(),
  type: CovidTypeSchema,
  keterangan: NullableString,
  status_id: Type.Integer(),
  status: CovidStatus,
  approved: Type.Boolean(),
  approval_at: NullableString,
  surat_count: Type.Integer(),
});
export type CovidPivotRow = Static<typeof CovidPivotRow>;

/** The columns the lists sort by (sortby / sortbydesc). */
export const COVID_SORT_KEYS = ['tanggal', 'nama', 'status_id', 'approval_at'] as const;
export type CovidSortColumn = (typeof COVID_SORT_KEYS)[number];

/** Filters of /x/pivot and /x/terkini. */
export const CovidListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(COVID_SORT_KEYS),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  bulan: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  pegawai_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
  status_id: Type.Optional(RowId),
  role_name: Type.Optional(Type.String({ maxLength: 100 })),
  jabatan_name: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(CovidTypeSchema),
  approved: Type.Optional(Type.Boolean()),
});
export type CovidListQuery = Static<typeof CovidListQuery>;

export const CovidListAnswer = Paged(CovidPivotRow);

/** Own declaration for a day. */
export const CovidInput = Type.Object(
  {
    tanggal: Type.String({ format: 'date' }),
    status_id: RowId,
    type: CovidTypeSchema,
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type CovidInput = Static<typeof CovidInput>;

/** 'Covid created' / 'Covid approved' with the row as it is now. */
export const CovidMutation = Type.Object({ message: Type.String(), data: CovidPivotRow });
export type CovidMutation = Static<typeof CovidMutation>;

/** PUT /{id}: the action selector; `update_approval` carries `approved` (checked per action). */
export const COVID_PUT_ACTIONS = ['update_approval'] as const;
export const CovidPutBody = Type.Object(
  { action: Type.Optional(Selector(COVID_PUT_ACTIONS)) },
  { additionalProperties: true },
);
export const CovidApprovalBody = Type.Object({ action: Type.Optional(Type.String()), approved: Type.Boolean() });

export const CovidKantorQuery = Type.Object({
  tanggal: Type.String({ format: 'date' }),
  kantor_id: Type.Optional(RowId),
});

/** Per office on a day: active employees, how many declared, and how many per status. */
export const CovidKantorRow = Type.Object({
  kantor: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  pegawai: Type.Integer(),
  melapor: Type.Integer(),
  per_status: Type.Array(Type.Object({ status_id: Type.Integer(), jumlah: Type.Integer() })),
});
export type CovidKantorRow = Static<typeof CovidKantorRow>;
export const CovidKantorAnswer = Type.Object({ data: Type.Array(CovidKantorRow) });

/** A letter kept with a declaration: a stored file (signed address in `location`). */
export const CovidSurat = StoredFile;
export type CovidSurat = StoredFile;

export const CovidSuratQuery = Type.Object({ covid_id: RowId });
export const CovidSuratListAnswer = Type.Object({ data: Type.Array(CovidSurat) });
export const CovidSuratUploadQuery = Type.Object({
  covid_id: RowId,
  name: Type.String({ minLength: 1, maxLength: 200 }),
});
