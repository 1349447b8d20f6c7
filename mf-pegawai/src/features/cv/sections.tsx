/**
 * One entry per CV section, in the spec's order (section 3: pangkat, jabatan, then the nine
 * sub-lists): title, API path, form fields and table columns. The nine sub-lists take their
 * fields and paths from @portal/domain's CV_SUBLISTS; pangkat and jabatan are the jabatan-pangkat
 * module's records and endpoints.
 */
import { Badge, HStack } from '@portal/design-system';
import type { ReactNode } from 'react';
import {
  CV_SUBLISTS,
  DATE_BOUNDS,
  DIKLAT_SPECIAL_JENIS_ID,
  DIKLAT_SPECIAL_LABEL,
  formatDate,
  formatDateRange,
  formatNumber,
  type CvSubListDef,
} from '@portal/domain';
import type { PegawaiCv, PegawaiDiklatRow, PegawaiJabatanRow, PegawaiPangkatRow } from '@portal/contracts';
import { JABATAN_HISTORY_PATH, PANGKAT_HISTORY_PATH, valuesOf, type CvFormField, type CvFormValues } from './api';

export type CvSectionKey = Exclude<keyof PegawaiCv, 'profile' | 'can_edit'>;
type AnyRow = { id: number } & Record<string, unknown>;

export interface CvColumn {
  header: string;
  render: (row: AnyRow) => ReactNode;
}

export interface CvSectionConfig {
  key: CvSectionKey;
  title: string;
  /** The singular the buttons and dialogs name, e.g. 'Tambah Pendidikan'. */
  entity: string;
  path: string;
  fields: readonly CvFormField[];
  columns: CvColumn[];
  /** A row as the edit form's initial values. */
  toValues: (row: AnyRow) => CvFormValues;
}

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
const dateCell = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '-');

function defaultColumns(def: CvSubListDef): CvColumn[] {
  return def.fields
    .filter((f) => f.name !== 'keterangan' || def.fields.length <= 2)
    .map((f) => ({
      header: f.label,
      render: (row: AnyRow) => {
        const value = row[f.name];
        if (f.kind === 'date') return dateCell(value);
        if (f.kind === 'boolean') return value ? 'Ya' : 'Tidak';
        if (f.kind === 'money') return value === null ? '-' : formatNumber(value as number, '0,0.00');
        return dash(value);
      },
    }));
}

/** Diklat rows show their event; jenis 6 (the spec's special kind) carries a 'Khusus' badge. */
const diklatColumns: CvColumn[] = [
  {
    header: 'Event Diklat',
    render: (row) => {
      const { event } = row as unknown as PegawaiDiklatRow;
      return (
        <HStack gap="2">
          <span>{event.nama}</span>
          {event.jenis_id === DIKLAT_SPECIAL_JENIS_ID ? (
            <Badge colorPalette="purple" data-testid="diklat-special">
              {DIKLAT_SPECIAL_LABEL}
            </Badge>
          ) : null}
        </HStack>
      );
    },
  },
  {
    header: 'Tanggal',
    render: (row) => {
      const { event } = row as unknown as PegawaiDiklatRow;
      return event.akhir ? formatDateRange(event.awal, event.akhir) : formatDate(event.awal);
    },
  },
  { header: 'Penyelenggara', render: (row) => dash((row as unknown as PegawaiDiklatRow).event.penyelenggara) },
  { header: 'Keterangan', render: (row) => dash(row.keterangan) },
];

const periodColumns: CvColumn[] = [
  { header: 'Awal', render: (row) => dateCell(row.awal) },
  { header: 'Akhir', render: (row) => dateCell(row.akhir) },
  { header: 'Nomor SK', render: (row) => dash(row.nomor_sk) },
];

const PANGKAT_FIELDS: readonly CvFormField[] = [
  { name: 'pangkat_id', label: 'Pangkat', kind: 'option', source: 'pangkat', required: true },
  { name: 'awal', label: 'Awal', kind: 'date', required: true, min: DATE_BOUNDS.history, maxYearsAhead: 1 },
  { name: 'akhir', label: 'Akhir', kind: 'date', required: false, min: DATE_BOUNDS.history, maxYearsAhead: 10 },
  { name: 'nomor_sk', label: 'Nomor SK', kind: 'text', required: false, maxLength: 255 },
];

const JABATAN_FIELDS: readonly CvFormField[] = [
  { name: 'jabatan_id', label: 'Jabatan', kind: 'option', source: 'jabatan', required: true },
  { name: 'kantor_id', label: 'Kantor', kind: 'option', source: 'kantor', required: false },
  { name: 'awal', label: 'Awal', kind: 'date', required: true, min: DATE_BOUNDS.history, maxYearsAhead: 1 },
  { name: 'akhir', label: 'Akhir', kind: 'date', required: false, min: DATE_BOUNDS.history, maxYearsAhead: 10 },
  { name: 'is_permanent', label: 'Jabatan Definitif (Permanen)', kind: 'boolean', required: true },
  { name: 'nomor_sk', label: 'Nomor SK', kind: 'text', required: false, maxLength: 255 },
  { name: 'keterangan', label: 'Keterangan', kind: 'text', required: false, maxLength: 2000 },
];

const pangkatSection: CvSectionConfig = {
  key: 'pangkat',
  title: 'Riwayat Pangkat',
  entity: 'Pangkat',
  path: PANGKAT_HISTORY_PATH,
  fields: PANGKAT_FIELDS,
  columns: [
    { header: 'Pangkat', render: (row) => (row as unknown as PegawaiPangkatRow).pangkat.nama },
    {
      header: 'Grade',
      render: (row) => {
        const { pangkat } = row as unknown as PegawaiPangkatRow;
        return `${pangkat.grade} | ${pangkat.corporate_title}`;
      },
    },
    ...periodColumns,
  ],
  toValues: (row) => valuesOf(PANGKAT_FIELDS, { ...row, pangkat_id: (row as unknown as PegawaiPangkatRow).pangkat.id }),
};

const jabatanSection: CvSectionConfig = {
  key: 'jabatan',
  title: 'Riwayat Jabatan',
  entity: 'Jabatan',
  path: JABATAN_HISTORY_PATH,
  fields: JABATAN_FIELDS,
  columns: [
    {
      header: 'Jabatan',
      render: (row) => {
        const r = row as unknown as PegawaiJabatanRow;
        return (
          <HStack gap="2">
            <span>{r.jabatan.nama}</span>
            {r.is_permanent ? <Badge colorPalette="green">Permanen</Badge> : null}
          </HStack>
        );
      },
    },
    { header: 'Kantor', render: (row) => dash((row as unknown as PegawaiJabatanRow).kantor?.nama) },
    ...periodColumns,
  ],
  toValues: (row) => {
    const r = row as unknown as PegawaiJabatanRow;
    return valuesOf(JABATAN_FIELDS, { ...row, jabatan_id: r.jabatan.id, kantor_id: r.kantor?.id ?? null });
  },
};

function subListSection(def: CvSubListDef): CvSectionConfig {
  const fields = def.fields.map((f): CvFormField =>
    f.kind === 'diklat_event' ? { ...f, kind: 'option', source: 'diklat_event' } : f,
  );
  return {
    key: def.key,
    title: def.title,
    entity: def.title,
    path: def.path,
    fields,
    columns: def.key === 'diklat' ? diklatColumns : defaultColumns(def),
    toValues: (row) => valuesOf(fields, row),
  };
}

export const CV_SECTIONS: readonly CvSectionConfig[] = [
  pangkatSection,
  jabatanSection,
  ...CV_SUBLISTS.map(subListSection),
];
