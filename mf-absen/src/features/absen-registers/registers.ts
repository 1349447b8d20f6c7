/**
 * The five register pages as data: list columns, form fields, the yup schema (the server's rules
 * and texts), and the conversions between a row, the form values and the request body.
 */
import * as yup from 'yup';
import type { AbsenRegisterKey } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { DataTableColumn } from '@portal/design-system';
import type { Option } from './api';

export type FieldKind = 'pegawai' | 'kantor' | 'jabatan' | 'date' | 'text' | 'textarea' | 'number';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  helperText?: string;
  /** For pickers: the label of the current value in a row (edit form). */
  optionFromRow?: (row: RegisterRow) => Option | null;
}

export type RegisterRow = Record<string, unknown> & { id: number };
export type FormValues = Record<string, string>;

export interface RegisterConfig {
  key: AbsenRegisterKey;
  title: string;
  entity: string;
  description: string;
  searchPlaceholder: string;
  columns: DataTableColumn<RegisterRow>[];
  fields: FieldSpec[];
  schema: yup.ObjectSchema<FormValues>;
}

const REQUIRED = 'Field is required';
const text = (row: RegisterRow, key: string) => (row[key] == null || row[key] === '' ? '-' : String(row[key]));
const pegawaiColumn: DataTableColumn<RegisterRow> = {
  key: 'pegawai_nama',
  header: 'Pegawai',
  render: (r) => `${text(r, 'pegawai_nama')} (${text(r, 'npp')})`,
};
const periodColumn: DataTableColumn<RegisterRow> = {
  key: 'tanggal_mulai',
  header: 'Periode',
  render: (r) => `${formatDate(r.tanggal_mulai as string)} - ${formatDate(r.tanggal_selesai as string)}`,
};
const keteranganColumn: DataTableColumn<RegisterRow> = {
  key: 'keterangan',
  header: 'Keterangan',
  render: (r) => text(r, 'keterangan'),
};
const pegawaiField: FieldSpec = {
  name: 'pegawai_id',
  label: 'Pegawai',
  kind: 'pegawai',
  required: true,
  optionFromRow: (r) => ({ id: r.pegawai_id as number, nama: `${text(r, 'pegawai_nama')} (${text(r, 'npp')})` }),
};
const dateFields: FieldSpec[] = [
  { name: 'tanggal_mulai', label: 'Tanggal mulai', kind: 'date', required: true },
  { name: 'tanggal_selesai', label: 'Tanggal selesai', kind: 'date', required: true },
];

const requiredId = yup.string().required(REQUIRED);
const optionalText = yup.string().trim().max(1000, 'Keterangan paling banyak 1000 karakter');
const requiredText = optionalText.required(REQUIRED);
const dates = {
  tanggal_mulai: yup.string().required(REQUIRED),
  tanggal_selesai: yup
    .string()
    .required(REQUIRED)
    .test('after-start', 'Tanggal selesai harus sama atau setelah tanggal mulai', function check(value) {
      const start = this.parent.tanggal_mulai as string | undefined;
      return !value || !start || value >= start;
    }),
};
const number = (min: number, max: number, label: string, integer = false) => {
  const base = yup
    .string()
    .required(REQUIRED)
    .test('number', `${label} harus berupa angka antara ${min} dan ${max}`, (v) => {
      const n = Number(v);
      return (
        v !== undefined &&
        v.trim() !== '' &&
        Number.isFinite(n) &&
        n >= min &&
        n <= max &&
        (!integer || Number.isInteger(n))
      );
    });
  return base;
};

export const REGISTER_CONFIG: Record<AbsenRegisterKey, RegisterConfig> = {
  exclude_pegawai: {
    key: 'exclude_pegawai',
    title: 'Pengecualian Pegawai',
    entity: 'pengecualian pegawai',
    description: 'Pegawai dalam daftar ini tidak wajib absen (tidak dihitung tidak hadir); mereka tetap dapat absen.',
    searchPlaceholder: 'Cari nama atau NPP...',
    columns: [
      pegawaiColumn,
      { key: 'kantor_nama', header: 'Kantor', render: (r) => text(r, 'kantor_nama') },
      keteranganColumn,
    ],
    fields: [pegawaiField, { name: 'keterangan', label: 'Keterangan', kind: 'textarea' }],
    schema: yup.object({ pegawai_id: requiredId, keterangan: optionalText }) as yup.ObjectSchema<FormValues>,
  },
  exclude_kantor: {
    key: 'exclude_kantor',
    title: 'Pengecualian Kantor',
    entity: 'pengecualian kantor',
    description: 'Pegawai kantor dalam daftar ini tidak wajib absen; mereka tetap dapat absen.',
    searchPlaceholder: 'Cari nama atau kode kantor...',
    columns: [{ key: 'kantor_nama', header: 'Kantor', render: (r) => text(r, 'kantor_nama') }, keteranganColumn],
    fields: [
      {
        name: 'kantor_id',
        label: 'Kantor',
        kind: 'kantor',
        required: true,
        optionFromRow: (r) => ({ id: r.kantor_id as number, nama: text(r, 'kantor_nama') }),
      },
      { name: 'keterangan', label: 'Keterangan', kind: 'textarea' },
    ],
    schema: yup.object({ kantor_id: requiredId, keterangan: optionalText }) as yup.ObjectSchema<FormValues>,
  },
  dispensasi: {
    key: 'dispensasi',
    title: 'Dispensasi',
    entity: 'dispensasi',
    description: 'Selama periode dispensasi pegawai dapat absen tanpa berada di kantor.',
    searchPlaceholder: 'Cari nama, NPP atau keterangan...',
    columns: [pegawaiColumn, periodColumn, keteranganColumn],
    fields: [pegawaiField, ...dateFields, { name: 'keterangan', label: 'Alasan', kind: 'textarea', required: true }],
    schema: yup.object({ pegawai_id: requiredId, ...dates, keterangan: requiredText }) as yup.ObjectSchema<FormValues>,
  },
  dispensasi_jabatan: {
    key: 'dispensasi_jabatan',
    title: 'Dispensasi Jabatan',
    entity: 'dispensasi jabatan',
    description: 'Selama periode dispensasi semua pemegang jabatan ini dapat absen tanpa berada di kantor.',
    searchPlaceholder: 'Cari jabatan atau keterangan...',
    columns: [
      { key: 'jabatan_nama', header: 'Jabatan', render: (r) => text(r, 'jabatan_nama') },
      periodColumn,
      keteranganColumn,
    ],
    fields: [
      {
        name: 'jabatan_id',
        label: 'Jabatan',
        kind: 'jabatan',
        required: true,
        optionFromRow: (r) => ({ id: r.jabatan_id as number, nama: text(r, 'jabatan_nama') }),
      },
      ...dateFields,
      { name: 'keterangan', label: 'Alasan', kind: 'textarea', required: true },
    ],
    schema: yup.object({ jabatan_id: requiredId, ...dates, keterangan: requiredText }) as yup.ObjectSchema<FormValues>,
  },
  lokasi_temporer: {
    key: 'lokasi_temporer',
    title: 'Kantor Temporer',
    entity: 'lokasi temporer',
    description:
      'Lokasi absen sementara untuk seorang pegawai (mis. pelatihan atau penugasan), dengan radius dan periode.',
    searchPlaceholder: 'Cari nama, NPP atau lokasi...',
    columns: [
      pegawaiColumn,
      { key: 'nama_lokasi', header: 'Lokasi', render: (r) => text(r, 'nama_lokasi') },
      {
        key: 'latitude',
        header: 'Koordinat',
        render: (r) => `${Number(r.latitude).toFixed(5)}, ${Number(r.longitude).toFixed(5)}`,
      },
      { key: 'radius_m', header: 'Radius', render: (r) => `${text(r, 'radius_m')} m` },
      periodColumn,
    ],
    fields: [
      pegawaiField,
      { name: 'nama_lokasi', label: 'Nama lokasi', kind: 'text', required: true },
      { name: 'latitude', label: 'Latitude', kind: 'number', required: true, helperText: 'mis. -6.2146' },
      { name: 'longitude', label: 'Longitude', kind: 'number', required: true, helperText: 'mis. 106.8183' },
      { name: 'radius_m', label: 'Radius (meter)', kind: 'number', required: true, helperText: '10 sampai 5000 meter' },
      ...dateFields,
      { name: 'keterangan', label: 'Keterangan', kind: 'textarea' },
    ],
    schema: yup.object({
      pegawai_id: requiredId,
      nama_lokasi: yup.string().trim().required(REQUIRED).max(255, 'Nama lokasi paling banyak 255 karakter'),
      latitude: number(-90, 90, 'Latitude'),
      longitude: number(-180, 180, 'Longitude'),
      radius_m: number(10, 5000, 'Radius', true),
      ...dates,
      keterangan: optionalText,
    }) as yup.ObjectSchema<FormValues>,
  },
};

const NUMERIC: FieldKind[] = ['pegawai', 'kantor', 'jabatan', 'number'];

export function emptyValues(config: RegisterConfig): FormValues {
  return Object.fromEntries(config.fields.map((f) => [f.name, '']));
}

export function toFormValues(config: RegisterConfig, row: RegisterRow): FormValues {
  return Object.fromEntries(config.fields.map((f) => [f.name, row[f.name] == null ? '' : String(row[f.name])]));
}

/** Numbers as numbers, blank optional text as null. */
export function toBody(config: RegisterConfig, values: FormValues): Record<string, string | number | null> {
  return Object.fromEntries(
    config.fields.map((f) => {
      const v = (values[f.name] ?? '').trim();
      if (NUMERIC.includes(f.kind)) return [f.name, Number(v)];
      return [f.name, v === '' ? null : v];
    }),
  );
}
