/**
 * The dashboard topics of spec section 3 as the page shows them: an Indonesian title, the group
 * they sit in, and how their value reads. The value shapes are the server's
 * (packages/server/src/modules/dashboard/dashboard.service.ts): most topics are series of
 * `{ id, nama, jumlah }`; birthdays, retirements and the profile have their own shape; a topic
 * without data is `value: null` with a note ('Belum tersedia').
 */
import type { DashboardProfile } from '@portal/contracts';
import { DASHBOARD_TOPICS, type DashboardTopic } from '@portal/domain';

/** The topics in the spec's order (one list with the server's, in @portal/domain). */
export const DASHBOARD_TOPIC_KEYS = DASHBOARD_TOPICS;
export type DashboardTopicKey = DashboardTopic;

/**
 * How a value reads: `composition` splits the workforce (shares of a total are meaningful),
 * `trend` is one number per period (no total), the others have their own shape.
 */
export type TopicKind = 'profile' | 'composition' | 'trend' | 'birthday' | 'retirement';

/**
 * How a topic is drawn: `bars` categories as horizontal bars, `columns` one bar per year, `line` a
 * count over months or years, `stacked` several counts per year stacked, `pyramid` age bands split by
 * gender (falls back to bars without the split), `none` its own layout (profile, birthdays).
 */
export type ChartKind = 'bars' | 'columns' | 'line' | 'stacked' | 'pyramid' | 'none';

export interface TopicDefinition {
  title: string;
  kind: TopicKind;
  chart: ChartKind;
  /** Spans two grid columns (long lists, the profile). */
  wide?: boolean;
}

export const TOPICS: Readonly<Record<DashboardTopicKey, TopicDefinition>> = {
  profile: { title: 'Profil Saya', kind: 'profile', chart: 'none', wide: true },
  pegawaiGender: { title: 'Jenis Kelamin', kind: 'composition', chart: 'bars' },
  pegawaiUmur: { title: 'Piramida Umur', kind: 'composition', chart: 'pyramid', wide: true },
  pegawaiServiceDuration: { title: 'Masa Kerja', kind: 'composition', chart: 'bars' },
  pegawaiBirthday: { title: 'Ulang Tahun Hari Ini', kind: 'birthday', chart: 'none' },
  pegawaiPurnabakti: { title: 'Purnabakti (Pensiun)', kind: 'retirement', chart: 'columns' },
  pegawaiPendidikan: { title: 'Pendidikan Terakhir', kind: 'composition', chart: 'bars' },
  pegawaiPendidikanIzin: { title: 'Izin Belajar', kind: 'composition', chart: 'bars' },
  pegawaiSanksi: { title: 'Sanksi Berlaku', kind: 'composition', chart: 'bars' },
  pegawaiBisnis: { title: 'Pegawai Bisnis', kind: 'composition', chart: 'bars' },
  pegawaiJabatanLevel: { title: 'Level Jabatan', kind: 'composition', chart: 'bars' },
  pegawaiPangkat: { title: 'Pangkat', kind: 'composition', chart: 'bars' },
  pegawaiPangkatGrade: { title: 'Grade', kind: 'composition', chart: 'bars' },
  pegawaiPangkatCorporateTitle: { title: 'Corporate Title', kind: 'composition', chart: 'bars' },
  pegawaiJumlahPerbulan: { title: 'Jumlah Pegawai per Bulan', kind: 'trend', chart: 'line', wide: true },
  pegawaiJumlahPertahun: { title: 'Jumlah Pegawai per Tahun', kind: 'trend', chart: 'line' },
  pegawaiPeriodeMasuk: { title: 'Pegawai Masuk per Tahun', kind: 'trend', chart: 'columns' },
  pegawaiPeriodeKeluar: { title: 'Pegawai Keluar per Tahun', kind: 'trend', chart: 'columns' },
  pegawaiInactive: { title: 'Pegawai Baru, PHK & MBT', kind: 'trend', chart: 'stacked', wide: true },
  employeeToLaba: { title: 'Pegawai terhadap Laba', kind: 'trend', chart: 'line' },
  pegawaiKantorLevel: { title: 'Pegawai per Level Kantor', kind: 'composition', chart: 'bars' },
  pegawaiKantorLevel2: { title: 'Pegawai per Kantor Wilayah', kind: 'composition', chart: 'bars', wide: true },
  diklat: { title: 'Diklat', kind: 'composition', chart: 'bars' },
  kantorSPPD: { title: 'SPPD per Kantor', kind: 'composition', chart: 'bars', wide: true },
  kantorSPPDNoFile: { title: 'SPPD Tanpa Bukti', kind: 'composition', chart: 'bars' },
  kantorSPPDPendingBiaya: { title: 'SPPD Biaya Tertunda', kind: 'composition', chart: 'bars' },
  pegawaiAbsenSakitToday: { title: 'Sakit Hari Ini', kind: 'composition', chart: 'bars' },
  pegawaiAbsenSakitRange: { title: 'Hari Sakit per Bulan', kind: 'trend', chart: 'line' },
  outsourchingJenis: { title: 'Outsourcing per Jenis', kind: 'composition', chart: 'bars' },
};

export interface TopicGroup {
  id: string;
  title: string;
  topics: readonly DashboardTopicKey[];
}

/** Every topic in exactly one group (dashboard-topics.test checks it). */
export const TOPIC_GROUPS: readonly TopicGroup[] = [
  { id: 'profil', title: 'Profil', topics: ['profile'] },
  {
    id: 'pegawai',
    title: 'Pegawai',
    topics: [
      'pegawaiGender',
      'pegawaiUmur',
      'pegawaiServiceDuration',
      'pegawaiBirthday',
      'pegawaiPurnabakti',
      'pegawaiPendidikan',
      'pegawaiPendidikanIzin',
      'pegawaiSanksi',
      'pegawaiBisnis',
    ],
  },
  {
    id: 'jabatan',
    title: 'Jabatan & Pangkat',
    topics: ['pegawaiJabatanLevel', 'pegawaiPangkat', 'pegawaiPangkatGrade', 'pegawaiPangkatCorporateTitle'],
  },
  {
    id: 'jumlah',
    title: 'Jumlah & Pergerakan Pegawai',
    topics: [
      'pegawaiJumlahPerbulan',
      'pegawaiJumlahPertahun',
      'pegawaiPeriodeMasuk',
      'pegawaiPeriodeKeluar',
      'pegawaiInactive',
      'employeeToLaba',
    ],
  },
  { id: 'kantor', title: 'Kantor', topics: ['pegawaiKantorLevel', 'pegawaiKantorLevel2'] },
  { id: 'diklat', title: 'Diklat', topics: ['diklat'] },
  { id: 'sppd', title: 'Perjalanan Dinas', topics: ['kantorSPPD', 'kantorSPPDNoFile', 'kantorSPPDPendingBiaya'] },
  { id: 'absensi', title: 'Absensi', topics: ['pegawaiAbsenSakitToday', 'pegawaiAbsenSakitRange'] },
  { id: 'outsourcing', title: 'Outsourcing', topics: ['outsourchingJenis'] },
];

/** One bar of a series: what the server calls `{ nama, jumlah }` (or `{ label, count }`, `{ tahun, jumlah }`). */
export interface SeriesPoint {
  label: string;
  value: number;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The series in a value, or null when the value is not a list of labelled counts. */
export function toSeries(value: unknown): SeriesPoint[] | null {
  if (!Array.isArray(value) || value.length === 0) return Array.isArray(value) ? [] : null;
  const points: SeriesPoint[] = [];
  for (const item of value) {
    const record = asRecord(item);
    if (!record) return null;
    const count = numberOf(record.jumlah ?? record.count ?? record.total ?? record.value);
    const label = record.nama ?? record.label ?? record.name ?? record.tahun ?? record.year;
    if (count === null || (typeof label !== 'string' && typeof label !== 'number')) return null;
    points.push({ label: String(label), value: count });
  }
  return points;
}

export interface BirthdayValue {
  tanggal: string;
  jumlah: number;
  pegawai: Array<{ id: number; nama: string; jabatan: string | null; kantor: string | null }>;
}

export function toBirthdays(value: unknown): BirthdayValue | null {
  const record = asRecord(value);
  return record && Array.isArray(record.pegawai) && numberOf(record.jumlah) !== null
    ? (record as unknown as BirthdayValue)
    : null;
}

export interface RetirementValue {
  usia_pensiun: number;
  per_tahun: Array<{ tahun: number; jumlah: number }>;
  lewat_umur_pensiun: number;
}

export function toRetirements(value: unknown): RetirementValue | null {
  const record = asRecord(value);
  return record && Array.isArray(record.per_tahun) ? (record as unknown as RetirementValue) : null;
}

/** The wire shape is the server's (@portal/domain); the name stays for the dashboard's components. */
export type ProfileValue = DashboardProfile;

export function toProfile(value: unknown): ProfileValue | null {
  const record = asRecord(value);
  return record && typeof record.nama === 'string' ? (record as unknown as ProfileValue) : null;
}

/** A flat object of numbers (e.g. `{ year, count_newhire, count_phk, count_mbt }`) as label/value rows. */
export function toNumberRows(value: unknown): SeriesPoint[] | null {
  const record = asRecord(value);
  if (!record) return null;
  const rows = Object.entries(record).flatMap(([key, v]) => {
    const n = numberOf(v);
    return n === null ? [] : [{ label: key.replace(/_/g, ' '), value: n }];
  });
  return rows.length > 0 ? rows : null;
}

/** One age band of the pyramid. */
export interface PyramidBand {
  label: string;
  lakiLaki: number;
  perempuan: number;
}

/** Age bands with their split by gender (`laki_laki`, `perempuan`), or null when the value has no split. */
export function toPyramid(value: unknown): PyramidBand[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const bands: PyramidBand[] = [];
  for (const item of value) {
    const record = asRecord(item);
    const l = numberOf(record?.laki_laki);
    const p = numberOf(record?.perempuan);
    if (!record || l === null || p === null || typeof record.nama !== 'string') return null;
    bands.push({ label: record.nama, lakiLaki: l, perempuan: p });
  }
  return bands;
}

/** A stacked part of a year: its key in the row and its Indonesian name. */
export interface StackPart {
  key: string;
  label: string;
}

/** The parts of `pegawaiInactive` (spec: year, count_newhire, count_phk, count_mbt). */
export const INACTIVE_PARTS: readonly StackPart[] = [
  { key: 'count_newhire', label: 'Pegawai baru' },
  { key: 'count_phk', label: 'PHK' },
  { key: 'count_mbt', label: 'MBT' },
];

/** One year of a stacked chart; a part is null when it is not recorded (shown as '-', not as 0). */
export interface StackedRow {
  label: string;
  values: Record<string, number | null>;
}

/** Rows of `{ year, count_* }` (one object alone reads as one year), or null for any other shape. */
export function toStacked(value: unknown, parts: readonly StackPart[]): StackedRow[] | null {
  const list = Array.isArray(value) ? value : asRecord(value) ? [value] : null;
  if (!list || list.length === 0) return null;
  const rows: StackedRow[] = [];
  for (const item of list) {
    const record = asRecord(item);
    const year = record?.year ?? record?.tahun;
    if (!record || (typeof year !== 'number' && typeof year !== 'string')) return null;
    rows.push({
      label: String(year),
      values: Object.fromEntries(parts.map((part) => [part.key, numberOf(record[part.key])])),
    });
  }
  return rows;
}
