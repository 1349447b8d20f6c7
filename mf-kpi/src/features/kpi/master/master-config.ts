/**
 * The KPI master data (contracts KPI_MASTER_INPUTS; server kpi-master.ts), one small description per
 * resource: its form fields (the contract's input, said again for yup) and its list columns.
 * MasterDataSection turns a description into a list with search and paging, a create/edit dialog and
 * delete. Copied from mf-sppd's master (features/sppd/master) with the kinds KPI needs added.
 */
import type { KpiMasterResource, OptionFileName } from '@portal/contracts';
import type { SelectOption } from '@portal/design-system';

export type MasterFieldKind =
  | 'text'
  | 'textarea'
  /** KpiDecimalInput: up to 14 digits and 4 decimals. */
  | 'decimal'
  /** KpiWeightInput: a percent 0.01..100, 2 decimals. */
  | 'weight'
  | 'integer'
  | 'date'
  | 'switch'
  | 'select'
  | 'pegawai';

export interface MasterField {
  name: string;
  label: string;
  kind: MasterFieldKind;
  required: boolean;
  maxLength?: number;
  /** integer: the bounds. */
  min?: number;
  max?: number;
  /** select: another KPI resource's options, an option file, or fixed choices. */
  options?: { resource: KpiMasterResource } | { file: OptionFileName } | { fixed: readonly SelectOption[] };
  help?: string;
}

export type MasterColumnKind = 'text' | 'decimal' | 'percent' | 'boolean' | 'date' | 'polaritas';

export interface MasterColumn {
  key: string;
  header: string;
  kind?: MasterColumnKind;
}

export interface MasterEntity {
  resource: KpiMasterResource;
  title: string;
  /** "Tambah {noun}", "Hapus {noun}?" */
  noun: string;
  description?: string;
  fields: MasterField[];
  columns: MasterColumn[];
  /** Fixed rows (perspektif 1..4, the one config row): no create, no delete. */
  fixedRows?: boolean;
  /** List filters the server takes for this resource. */
  filters?: ('jabatan_id' | 'periode_id' | 'perspektif_id')[];
}

export const POLARITAS_OPTIONS: readonly SelectOption[] = [
  { id: 'higher', nama: 'Semakin tinggi semakin baik' },
  { id: 'lower', nama: 'Semakin rendah semakin baik' },
];

export const PERSPEKTIF_OPTIONS: readonly SelectOption[] = [1, 2, 3, 4].map((id) => ({
  id,
  nama: `Perspektif ${id}`,
}));

const nama = (label = 'Nama'): MasterField => ({ name: 'nama', label, kind: 'text', required: true, maxLength: 200 });
const namaColumn: MasterColumn = { key: 'nama', header: 'Nama' };
const periodeField: MasterField = {
  name: 'periode_id',
  label: 'Periode',
  kind: 'select',
  required: true,
  options: { resource: 'periode' },
};
const pegawaiField: MasterField = { name: 'pegawai_id', label: 'Pegawai', kind: 'pegawai', required: true };
const indikatorField: MasterField = {
  name: 'indikator_id',
  label: 'Indikator',
  kind: 'select',
  required: true,
  options: { resource: 'indikator' },
};

const jabatanIndikator = (resource: 'indikator_jabatan' | 'indikator_jabatan_non', title: string): MasterEntity => ({
  resource,
  title,
  noun: 'indikator jabatan',
  description:
    'Bobot indikator satu jabatan harus berjumlah tepat 100% sebelum penilaian pegawai dengan jabatan itu dapat dibuat.',
  filters: ['jabatan_id', 'perspektif_id'],
  fields: [
    { name: 'jabatan_id', label: 'Jabatan', kind: 'select', required: true, options: { file: 'jabatan' } },
    indikatorField,
    { name: 'bobot', label: 'Bobot (%)', kind: 'weight', required: true },
    { name: 'target', label: 'Target', kind: 'decimal', required: true },
  ],
  columns: [
    { key: 'jabatan_nama', header: 'Jabatan' },
    { key: 'perspektif_id', header: 'Perspektif' },
    { key: 'indikator_nama', header: 'Indikator' },
    { key: 'bobot', header: 'Bobot', kind: 'percent' },
    { key: 'target', header: 'Target', kind: 'decimal' },
    { key: 'total_bobot', header: 'Jumlah Bobot Jabatan', kind: 'percent' },
  ],
});

export const MASTER_ENTITIES: Record<KpiMasterResource, MasterEntity> = {
  perspektif: {
    resource: 'perspektif',
    title: 'Perspektif KPI',
    noun: 'perspektif',
    description: 'Perspektif tetap 1 sampai 4; hanya namanya yang dapat diubah.',
    fixedRows: true,
    fields: [nama()],
    columns: [{ key: 'id', header: 'No.' }, namaColumn],
  },
  indikator: {
    resource: 'indikator',
    title: 'Indikator KPI',
    noun: 'indikator',
    filters: ['perspektif_id'],
    fields: [
      {
        name: 'perspektif_id',
        label: 'Perspektif',
        kind: 'select',
        required: true,
        options: { resource: 'perspektif' },
      },
      nama(),
      { name: 'satuan', label: 'Satuan', kind: 'text', required: true, maxLength: 50 },
      { name: 'polaritas', label: 'Polaritas', kind: 'select', required: true, options: { fixed: POLARITAS_OPTIONS } },
    ],
    columns: [
      { key: 'perspektif_nama', header: 'Perspektif' },
      namaColumn,
      { key: 'satuan', header: 'Satuan' },
      { key: 'polaritas', header: 'Polaritas', kind: 'polaritas' },
    ],
  },
  indikator_jabatan: jabatanIndikator('indikator_jabatan', 'Indikator Jabatan'),
  indikator_jabatan_non: jabatanIndikator('indikator_jabatan_non', 'Indikator Non Jabatan'),
  target: {
    resource: 'target',
    title: 'Target KPI',
    noun: 'target',
    description: 'Target pegawai pada satu periode menggantikan target indikator jabatannya.',
    filters: ['periode_id'],
    fields: [
      periodeField,
      pegawaiField,
      indikatorField,
      { name: 'target', label: 'Target', kind: 'decimal', required: true },
    ],
    columns: [
      { key: 'periode_nama', header: 'Periode' },
      { key: 'pegawai_nama', header: 'Pegawai' },
      { key: 'pegawai_npp', header: 'NPP' },
      { key: 'indikator_nama', header: 'Indikator' },
      { key: 'target', header: 'Target', kind: 'decimal' },
    ],
  },
  rules: {
    resource: 'rules',
    title: 'Aturan KPI',
    noun: 'aturan',
    description: 'Predikat diberikan menurut batas bawah skor akhir.',
    fields: [
      { name: 'batas_bawah', label: 'Batas Bawah (%)', kind: 'weight', required: true },
      { name: 'nilai', label: 'Nilai', kind: 'integer', required: true, min: 0, max: 10 },
      { name: 'predikat', label: 'Predikat', kind: 'text', required: true, maxLength: 100 },
    ],
    columns: [
      { key: 'batas_bawah', header: 'Batas Bawah', kind: 'percent' },
      { key: 'nilai', header: 'Nilai' },
      { key: 'predikat', header: 'Predikat' },
    ],
  },
  options: {
    resource: 'options',
    title: 'Opsi KPI',
    noun: 'opsi',
    fields: [{ name: 'kelompok', label: 'Kelompok', kind: 'text', required: true, maxLength: 50 }, nama()],
    columns: [{ key: 'kelompok', header: 'Kelompok' }, namaColumn],
  },
  config: {
    resource: 'config',
    title: 'Konfigurasi KPI',
    noun: 'konfigurasi',
    description: 'Batas capaian per indikator (persen) yang dipakai server saat menghitung nilai.',
    fixedRows: true,
    fields: [
      { name: 'capaian_minimum', label: 'Capaian Minimum (%)', kind: 'weight', required: true },
      { name: 'capaian_maksimum', label: 'Capaian Maksimum (%)', kind: 'weight', required: true },
    ],
    columns: [
      { key: 'capaian_minimum', header: 'Capaian Minimum', kind: 'percent' },
      { key: 'capaian_maksimum', header: 'Capaian Maksimum', kind: 'percent' },
    ],
  },
  punishment: {
    resource: 'punishment',
    title: 'Punishment',
    noun: 'punishment',
    fields: [nama(), { name: 'pengurang', label: 'Pengurang (%)', kind: 'weight', required: true }],
    columns: [namaColumn, { key: 'pengurang', header: 'Pengurang', kind: 'percent' }],
  },
  punishment_pegawai_type: {
    resource: 'punishment_pegawai_type',
    title: 'Jenis Punishment Pegawai',
    noun: 'jenis punishment',
    fields: [nama()],
    columns: [namaColumn],
  },
  punishment_pegawai: {
    resource: 'punishment_pegawai',
    title: 'Punishment Pegawai',
    noun: 'punishment pegawai',
    filters: ['periode_id'],
    fields: [
      periodeField,
      pegawaiField,
      {
        name: 'punishment_id',
        label: 'Punishment',
        kind: 'select',
        required: true,
        options: { resource: 'punishment' },
      },
      {
        name: 'type_id',
        label: 'Jenis',
        kind: 'select',
        required: false,
        options: { resource: 'punishment_pegawai_type' },
      },
      { name: 'keterangan', label: 'Keterangan', kind: 'textarea', required: false, maxLength: 1000 },
    ],
    columns: [
      { key: 'periode_nama', header: 'Periode' },
      { key: 'pegawai_nama', header: 'Pegawai' },
      { key: 'punishment_nama', header: 'Punishment' },
      { key: 'pengurang', header: 'Pengurang', kind: 'percent' },
      { key: 'type_nama', header: 'Jenis' },
      { key: 'keterangan', header: 'Keterangan' },
    ],
  },
  periode: {
    resource: 'periode',
    title: 'Periode KPI',
    noun: 'periode',
    fields: [
      nama(),
      { name: 'tanggal_mulai', label: 'Tanggal Mulai', kind: 'date', required: true },
      { name: 'tanggal_selesai', label: 'Tanggal Selesai', kind: 'date', required: true },
    ],
    columns: [
      namaColumn,
      { key: 'tanggal_mulai', header: 'Mulai', kind: 'date' },
      { key: 'tanggal_selesai', header: 'Selesai', kind: 'date' },
    ],
  },
  event: {
    resource: 'event',
    title: 'Event KPI',
    noun: 'event',
    description:
      'Event aktif dapat dipakai pegawai untuk membuat penilaian; "aktif untuk admin" membuka pembuatan penilaian oleh Admin KPI (per NPP).',
    filters: ['periode_id'],
    fields: [
      periodeField,
      nama(),
      { name: 'is_active', label: 'Aktif untuk pegawai', kind: 'switch', required: false },
      { name: 'is_active_admin', label: 'Aktif untuk admin', kind: 'switch', required: false },
    ],
    columns: [
      { key: 'periode_nama', header: 'Periode' },
      namaColumn,
      { key: 'is_active', header: 'Aktif', kind: 'boolean' },
      { key: 'is_active_admin', header: 'Aktif (Admin)', kind: 'boolean' },
    ],
  },
};

/** What a row is called in the delete question. */
export function rowLabel(row: Record<string, unknown>): string {
  for (const key of ['nama', 'indikator_nama', 'predikat', 'pegawai_nama']) {
    const value = row[key];
    if (typeof value === 'string' && value) return value;
  }
  return `#${String(row.id)}`;
}
