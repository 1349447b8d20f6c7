/**
 * The employee CV's field definitions and words (spec section 3 Pegawai, section 7
 * /sdm/pegawai/x/* and /sdm/pegawai/link/*): what the forms and tables show without an API call.
 * The wire types (PegawaiCv, the sub-list rows, the photo and mutation answers) are the contract's
 * (@portal/contracts, pegawai-cv.ts).
 *
 * The nine sub-records the CV owns are alike (a few typed fields on a row of one employee), so one
 * definition per sub-list (CV_SUBLISTS) drives the server's body schemas (through the contract)
 * and SQL and the client's forms and tables. Position and rank history (jabatan, pangkat) are the
 * jabatan-pangkat module's rows and endpoints; the CV only reads them.
 */

// Who reads and changes CVs: the policies readCv, seeAnyCv and manageCv (policies.ts).
/** Spec section 9: "diklat event jenis_id 6 special": such events carry a badge on the CV. */
export const DIKLAT_SPECIAL_JENIS_ID = 6;
export const DIKLAT_SPECIAL_LABEL = 'Khusus';
/** Largest accepted photo (decoded bytes); JPEG or PNG only. */
export const CV_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const CV_MESSAGES = {
  notFound: 'Pegawai tidak ditemukan',
  noPegawai: 'Akun ini tidak terhubung dengan data pegawai',
  forbidden: 'Anda hanya dapat membuka CV Anda sendiri',
  notInList: (label: string, names: readonly string[]) => `${label} harus salah satu dari: ${names.join(', ')}`,
  photoUpdated: 'Photo Updated',
  photoCvUpdated: 'Photo CV Updated',
  diklatEventNotFound: 'Event diklat tidak ditemukan',
  diklatDuplicate: 'Pegawai sudah terdaftar pada event diklat ini',
} as const;

/** '{entity} created/updated/deleted' (spec section 8). */
export function cvMessage(entity: string, verb: 'created' | 'updated' | 'deleted'): string {
  return `${entity} ${verb}`;
}

export type CvFieldKind = 'text' | 'date' | 'year' | 'boolean' | 'money' | 'diklat_event';

export interface CvFieldDef {
  name: string;
  label: string;
  kind: CvFieldKind;
  required: boolean;
  /** Texts only. */
  maxLength?: number;
  /** Dates only: the earliest and latest date the field's meaning allows ('YYYY-MM-DD'). */
  min?: string;
  /** Dates only: an offset in years from today, e.g. 50 for 'valid until' dates. */
  maxYearsAhead?: number;
  /** Texts only: chosen from this general list (spec section 7, /general/{list}); the name is stored. */
  choices?: CvChoiceList;
  /** With `choices`: the list only suggests (a university or an award the list lacks can still be typed). */
  openChoices?: boolean;
}

/** The general lists CV texts are chosen from. */
export type CvChoiceList = 'pendidikan' | 'institusi' | 'family' | 'family_status' | 'prestasi';

/**
 * What a date may be, by its meaning (issue #12): the picker, the form's yup schema and the server
 * hold the same bounds. Employees' birth dates from 1940; family members' from 1900; records of
 * an employee's history (decrees, certificates, care) from 1960; none later than today unless the
 * field is a plan or a validity ('berlaku sampai').
 */
export const DATE_BOUNDS = {
  employeeBirth: '1940-01-01',
  familyBirth: '1900-01-01',
  history: '1960-01-01',
} as const;

/** The Indonesian message when `value` ('YYYY-MM-DD') lies outside the field's bounds, else null. */
export function dateBoundProblem(
  field: Pick<CvFieldDef, 'label' | 'min' | 'maxYearsAhead'>,
  value: string,
  today: string,
): string | null {
  if (field.min && value < field.min) return `${field.label} tidak boleh sebelum ${field.min.slice(0, 4)}`;
  const years = field.maxYearsAhead ?? 0;
  const max = `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  if (value > max)
    return years === 0
      ? `${field.label} tidak boleh setelah hari ini`
      : `${field.label} paling lambat ${years} tahun dari sekarang`;
  return null;
}

export type CvSubListKey =
  | 'pendidikan'
  | 'family'
  | 'diklat'
  | 'sertifikasi'
  | 'klasifikasi'
  | 'rek_tab'
  | 'perawatan'
  | 'kompetensi'
  | 'prestasi';

export interface CvSubListDef {
  key: CvSubListKey;
  /** Section heading on the CV page. */
  title: string;
  /** The entity of the success messages: 'Pendidikan created'. */
  entity: string;
  /** API path after /api (POST there; PUT/DELETE at path/{id}). */
  path: string;
  fields: readonly CvFieldDef[];
}

const text = (name: string, label: string, required = true, maxLength = 255): CvFieldDef => ({
  name,
  label,
  kind: 'text',
  required,
  maxLength,
});
const date = (
  name: string,
  label: string,
  required = true,
  min: string = DATE_BOUNDS.history,
  maxYearsAhead = 0,
): CvFieldDef => ({ name, label, kind: 'date', required, min, maxYearsAhead });
const year = (name: string, label: string, required = true): CvFieldDef => ({ name, label, kind: 'year', required });
const keterangan = text('keterangan', 'Keterangan', false, 1000);

/** The sub-lists in the spec's order (section 3), each after pangkat and jabatan. */
export const CV_SUBLISTS: readonly CvSubListDef[] = [
  {
    key: 'pendidikan',
    title: 'Pendidikan',
    entity: 'Pendidikan',
    path: '/sdm/pegawai/x/pendidikan',
    fields: [
      { ...text('jenjang', 'Jenjang', true, 50), choices: 'pendidikan' },
      { ...text('institusi', 'Institusi'), choices: 'institusi', openChoices: true },
      text('jurusan', 'Jurusan', false),
      year('tahun', 'Tahun Lulus'),
      keterangan,
    ],
  },
  {
    key: 'family',
    title: 'Keluarga',
    entity: 'Family',
    path: '/sdm/pegawai/x/family',
    fields: [
      text('nama', 'Nama'),
      { ...text('hubungan', 'Hubungan', true, 50), choices: 'family' },
      { ...text('status', 'Status Tanggungan', false, 50), choices: 'family_status' },
      date('tanggal_lahir', 'Tanggal Lahir', false, DATE_BOUNDS.familyBirth),
      year('tahun', 'Tahun'),
      keterangan,
    ],
  },
  {
    key: 'diklat',
    title: 'Diklat',
    entity: 'Diklat Pegawai',
    path: '/sdm/pegawai/x/diklat',
    fields: [{ name: 'diklat_event_id', label: 'Event Diklat', kind: 'diklat_event', required: true }, keterangan],
  },
  {
    key: 'sertifikasi',
    title: 'Sertifikasi',
    entity: 'Sertifikasi',
    path: '/sdm/pegawai/link/sertifikasi',
    fields: [
      text('nama', 'Nama Sertifikasi'),
      text('nomor', 'Nomor', false, 100),
      text('penerbit', 'Penerbit', false),
      date('tanggal', 'Tanggal Terbit'),
      date('berlaku_sampai', 'Berlaku Sampai', false, DATE_BOUNDS.history, 50),
    ],
  },
  {
    key: 'klasifikasi',
    title: 'Klasifikasi',
    entity: 'Klasifikasi',
    path: '/sdm/pegawai/link/klasifikasi',
    fields: [text('nama', 'Klasifikasi'), keterangan],
  },
  {
    key: 'rek_tab',
    title: 'Rekening Tabungan',
    entity: 'Rekening Tabungan',
    path: '/sdm/pegawai/x/rek/tab',
    fields: [
      text('bank', 'Bank', true, 100),
      text('nomor_rekening', 'Nomor Rekening', true, 50),
      text('atas_nama', 'Atas Nama'),
    ],
  },
  {
    key: 'perawatan',
    title: 'Perawatan',
    entity: 'Perawatan',
    path: '/sdm/pegawai/x/perawatan',
    fields: [
      text('jenis', 'Jenis Perawatan', true, 100),
      date('tanggal', 'Tanggal'),
      { name: 'biaya', label: 'Biaya', kind: 'money', required: false },
      keterangan,
    ],
  },
  {
    key: 'kompetensi',
    title: 'Kompetensi',
    entity: 'Kompetensi',
    path: '/sdm/pegawai/x/kompetensi',
    fields: [
      text('nama', 'Kompetensi'),
      { name: 'is_exist', label: 'Sudah Dimiliki', kind: 'boolean', required: true },
      keterangan,
    ],
  },
  {
    key: 'prestasi',
    title: 'Prestasi',
    entity: 'Prestasi',
    path: '/sdm/pegawai/x/prestasi',
    fields: [
      { ...text('nama', 'Prestasi'), choices: 'prestasi', openChoices: true },
      year('tahun', 'Tahun'),
      text('pemberi', 'Pemberi', false),
      keterangan,
    ],
  },
];
