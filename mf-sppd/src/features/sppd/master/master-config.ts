/**
 * The SPPD master data (spec §7 /sdm/sppd/x/{resource}), one small description per resource: its
 * form fields (the contract's input, said again for yup) and its list columns. MasterDataSection
 * turns a description into a list with search and paging, a create/edit dialog and delete.
 */
import type { SelectOption } from '@portal/design-system';

export type MasterFieldKind = 'text' | 'money' | 'year' | 'select';

export interface MasterField {
  name: string;
  label: string;
  kind: MasterFieldKind;
  required: boolean;
  maxLength?: number;
  /** A text's pattern and the message when it does not match. */
  pattern?: { regex: RegExp; message: string };
  /** select: another master resource's options, the kantor option file, or fixed choices. */
  options?: { resource: string } | { file: 'kantor' } | { fixed: readonly SelectOption[] };
}

export interface MasterColumn {
  key: string;
  header: string;
  money?: boolean;
}

export interface MasterEntity {
  /** Path segment under /sdm/sppd/x/. */
  resource: string;
  title: string;
  /** "Tambah {noun}", "Hapus {noun}?" */
  noun: string;
  fields: MasterField[];
  columns: MasterColumn[];
}

const nama = (label = 'Nama'): MasterField => ({ name: 'nama', label, kind: 'text', required: true, maxLength: 200 });
const namaColumn: MasterColumn = { key: 'nama', header: 'Nama' };

/** The server's MoneyInput. */
const MONEY: MasterField['pattern'] = {
  regex: /^\d{1,16}(\.\d{1,2})?$/,
  message: 'Nominal berupa angka tanpa titik ribuan, paling banyak 2 desimal (mis. 150000.50)',
};

const simple = (resource: string, title: string, noun: string): MasterEntity => ({
  resource,
  title,
  noun,
  fields: [nama()],
  columns: [namaColumn],
});

/** A rate list of one kind of traveller (the server forces the kind from the path). */
const biaya = (resource: string, title: string): MasterEntity => ({
  resource,
  title,
  noun: 'biaya',
  fields: [
    { name: 'level_id', label: 'Level', kind: 'select', required: true, options: { resource: 'level' } },
    { name: 'wilayah_id', label: 'Wilayah', kind: 'select', required: true, options: { resource: 'wilayah' } },
    {
      name: 'jenis_biaya_id',
      label: 'Jenis Biaya',
      kind: 'select',
      required: true,
      options: { resource: 'jenis_biaya' },
    },
    { name: 'kendaraan_id', label: 'Kendaraan', kind: 'select', required: false, options: { resource: 'kendaraan' } },
    { name: 'nominal', label: 'Nominal (Rp)', kind: 'money', required: true, pattern: MONEY },
  ],
  columns: [
    { key: 'level_nama', header: 'Level' },
    { key: 'wilayah_nama', header: 'Wilayah' },
    { key: 'jenis_biaya_nama', header: 'Jenis Biaya' },
    { key: 'kendaraan_nama', header: 'Kendaraan' },
    { key: 'nominal', header: 'Nominal', money: true },
  ],
});

export const MASTER_ENTITIES = {
  jenis: simple('jenis', 'Jenis SPPD', 'jenis SPPD'),
  wilayah: simple('wilayah', 'Wilayah SPPD', 'wilayah'),
  kendaraan: simple('kendaraan', 'Kendaraan', 'kendaraan'),
  level: simple('level', 'Level Pejalan', 'level'),
  jenis_biaya: {
    resource: 'jenis_biaya',
    title: 'Jenis Biaya',
    noun: 'jenis biaya',
    fields: [
      nama(),
      {
        name: 'satuan',
        label: 'Satuan',
        kind: 'select',
        required: true,
        options: {
          fixed: [
            { id: 'hari', nama: 'Per hari' },
            { id: 'perjalanan', nama: 'Per perjalanan' },
          ],
        },
      },
    ],
    columns: [namaColumn, { key: 'satuan', header: 'Satuan' }],
  },
  mitra_jabatan: {
    resource: 'mitra_jabatan',
    title: 'Jabatan Mitra',
    noun: 'jabatan mitra',
    fields: [
      nama(),
      { name: 'level_id', label: 'Level', kind: 'select', required: true, options: { resource: 'level' } },
    ],
    columns: [namaColumn, { key: 'level_nama', header: 'Level' }],
  },
  biaya_pegawai: biaya('biaya_pegawai', 'Biaya Pegawai'),
  biaya_outsourching: biaya('biaya_outsourching', 'Biaya Outsourcing'),
  biaya_mitra: biaya('biaya_mitra', 'Biaya Mitra'),
  rekening: {
    resource: 'rekening',
    title: 'Rekening SPPD',
    noun: 'rekening',
    fields: [
      nama('Nama Pemilik'),
      { name: 'bank', label: 'Bank', kind: 'text', required: true, maxLength: 100 },
      {
        name: 'nomor',
        label: 'Nomor Rekening',
        kind: 'text',
        required: true,
        maxLength: 30,
        pattern: { regex: /^[0-9]{5,30}$/, message: 'Nomor rekening berupa 5 sampai 30 angka' },
      },
    ],
    columns: [namaColumn, { key: 'bank', header: 'Bank' }, { key: 'nomor', header: 'Nomor' }],
  },
  anggaran: {
    resource: 'anggaran',
    title: 'Anggaran SPPD',
    noun: 'anggaran',
    fields: [
      { name: 'kantor_id', label: 'Kantor', kind: 'select', required: true, options: { file: 'kantor' } },
      { name: 'tahun', label: 'Tahun', kind: 'year', required: true },
      { name: 'nominal', label: 'Nominal (Rp)', kind: 'money', required: true, pattern: MONEY },
    ],
    columns: [
      { key: 'kantor_nama', header: 'Kantor' },
      { key: 'tahun', header: 'Tahun' },
      { key: 'nominal', header: 'Anggaran', money: true },
      { key: 'terpakai', header: 'Terpakai', money: true },
      { key: 'sisa', header: 'Sisa', money: true },
    ],
  },
} satisfies Record<string, MasterEntity>;

export type MasterEntityName = keyof typeof MASTER_ENTITIES;
