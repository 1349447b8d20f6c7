// Rows, server errors and small helpers shared by mf-pegawai's Storybook stories (never imported by the
// remote's own code). Texts and shapes follow the server: errors are `{ message, errors? }`
// (packages/server/src/platform/errors.ts) and a refused call answers 403 with the guard's message
// (packages/server/src/platform/auth/guard.ts).
import { ApiError } from '@portal/api-client';
import { KANTOR_LEVELS_OFFERED, kantorDisplayName, kantorDisplayNameWithParent } from '@portal/domain';
import type {
  BulkImportResult,
  JabatanRow,
  KantorRow,
  KantorSetting,
  KantorTreeNode,
  NamedRegisterRow,
  OptionItem,
  PegawaiListItem,
  SotkDiffRow,
  PegawaiCvProfile,
  PegawaiDiklatRow,
  PegawaiJabatanRow,
  PegawaiPangkatRow,
  PegawaiPendidikanRow,
} from '@portal/contracts';

/** A 422 as the transport turns the server's answer into an error: field texts shown under the fields. */
export function validationFailed(errors: Record<string, string[]>): ApiError {
  const message = 'Data yang dikirim tidak valid';
  return new ApiError(422, message, errors, { message, errors });
}

/** A 403 of the server's guard (the caller lacks the role). */
export function refused(): ApiError {
  const message = 'Anda tidak memiliki akses ke halaman ini';
  return new ApiError(403, message, undefined, { message });
}

/** A save that never answers: the submit button keeps spinning. */
export const neverAnswers = () => new Promise<never>(() => undefined);

// ---- play helpers (no testing library in this package: plain DOM) --------------------------------

/**
 * Clicks the first element matching `selector` once it is shown. Searches the whole document:
 * dialogs are portalled outside the story's canvas.
 */
export async function clickWhenShown(canvas: HTMLElement, selector: string, timeoutMs = 10_000): Promise<void> {
  (await whenShown(canvas, selector, timeoutMs)).click();
}

/** The first element matching `selector` (in the whole document) once it is shown. */
export async function whenShown<E extends HTMLElement = HTMLElement>(
  canvas: HTMLElement,
  selector: string,
  timeoutMs = 10_000,
): Promise<E> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const element = canvas.ownerDocument.querySelector<E>(selector);
    if (element) return element;
    if (Date.now() > deadline) throw new Error(`${selector} not shown within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Clicks the button labelled `label` once it is shown, e.g. a table row's 'Ubah KC Surabaya'. */
export async function clickButtonLabelled(canvas: HTMLElement, label: string, timeoutMs = 10_000): Promise<void> {
  await clickWhenShown(canvas, `button[aria-label="${label}"]`, timeoutMs);
}

/** Clicks the button reading `text` inside the first `container` once it is shown, e.g. a confirm dialog's 'Hapus'. */
export async function clickButtonText(canvas: HTMLElement, container: string, text: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const buttons = canvas.ownerDocument.querySelectorAll<HTMLButtonElement>(`${container} button`);
    const button = [...buttons].find((b) => b.textContent?.trim() === text);
    if (button) return button.click();
    if (Date.now() > deadline) throw new Error(`'${text}' in ${container} not shown within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Types `text` into the input as a user would (React sees an input event), e.g. a select's search. */
export async function typeInto(canvas: HTMLElement, selector: string, text: string): Promise<void> {
  const input = await whenShown<HTMLInputElement>(canvas, selector);
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses `file` in a file input, as picking it in the browser's dialog would. */
export async function chooseFile(canvas: HTMLElement, selector: string, file: File): Promise<void> {
  const input = await whenShown<HTMLInputElement>(canvas, selector);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

// ---- offices ---------------------------------------------------------------------------------------

interface OfficeSeed {
  id: number;
  parent_id: number | null;
  kantor_level_id: number;
  /** The class (kantor_kelas) name; '' for the head office, which has none. */
  className: string;
  nama: string;
  kode: string | null;
  flags?: Partial<Pick<KantorRow, KantorFlag>>;
  at?: [number, number];
  induk_id?: number;
}

type KantorFlag =
  | 'is_kantor_absen'
  | 'is_kantor_induk'
  | 'is_allow_absence'
  | 'is_allow_salary_deduction'
  | 'is_link_issuer'
  | 'is_parent';

const seed = (
  id: number,
  parent_id: number | null,
  kantor_level_id: number,
  className: string,
  nama: string,
  kode: string | null,
  extra: Pick<OfficeSeed, 'flags' | 'at' | 'induk_id'> = {},
): OfficeSeed => ({ id, parent_id, kantor_level_id, className, nama, kode, ...extra });

/** A small office tree: head office → regions → branches → sub-branches and cash offices. */
const OFFICES: OfficeSeed[] = [
  seed(1, null, 1, '', 'Kantor Pusat', '001', {
    flags: { is_kantor_absen: true, is_parent: true },
    at: [-6.2088, 106.8456],
  }),
  seed(2, 1, 2, 'Kantor Wilayah', 'Jawa Timur', '100', { flags: { is_parent: true, is_kantor_induk: true } }),
  seed(3, 1, 2, 'Kantor Wilayah', 'Sulawesi', '200', { flags: { is_parent: true } }),
  seed(10, 2, 5, 'KC', 'Surabaya', '110', {
    flags: {
      is_kantor_absen: true,
      is_kantor_induk: true,
      is_parent: true,
      is_link_issuer: true,
      is_allow_salary_deduction: true,
    },
    at: [-7.2575, 112.7521],
  }),
  seed(11, 10, 6, 'KCP', 'Sidoarjo', '111', {
    flags: { is_kantor_absen: true },
    at: [-7.4478, 112.7183],
    induk_id: 10,
  }),
  seed(12, 10, 9, 'Kantor Kas', 'Gresik', '112', { induk_id: 10 }),
  seed(13, 2, 5, 'KC', 'Malang', '120', { flags: { is_kantor_absen: true, is_parent: true }, at: [-7.9666, 112.6326] }),
  seed(14, 13, 6, 'KCP', 'Batu', '121', { induk_id: 13 }),
  seed(20, 3, 5, 'KC', 'Makassar', '210', {
    flags: { is_kantor_absen: true, is_parent: true },
    at: [-5.1477, 119.4327],
  }),
  seed(21, 20, 9, 'Kantor Kas', 'Sudirman', '211', { induk_id: 20 }),
  seed(22, 20, 8, 'Payment Point', 'Pettarani', null, { flags: { is_allow_absence: false }, induk_id: 20 }),
];

const officeById = new Map(OFFICES.map((o) => [o.id, o]));

/** The office tree as GET /api/general/kantor/x/tree answers it (flat; the page nests it by parent_id). */
export const kantorTree: KantorTreeNode[] = OFFICES.map((o) => ({
  id: o.id,
  nama: o.nama,
  display_name: kantorDisplayName({ nama: o.nama, class_name: o.className || null }),
  kantor_level_id: o.kantor_level_id,
  parent_id: o.parent_id,
}));

/** The offices as rows of GET /api/general/kantor (the server's toRow: display name with the parent for levels 5–9). */
export const kantorRows: KantorRow[] = OFFICES.map((o) => {
  const parent = o.parent_id === null ? undefined : officeById.get(o.parent_id);
  const induk = o.induk_id === undefined ? undefined : officeById.get(o.induk_id);
  const class_name = o.className || null;
  return {
    id: o.id,
    nama: o.nama,
    kode: o.kode,
    kelas: class_name === null ? null : { nama: class_name },
    class_name,
    kantor_level_id: o.kantor_level_id,
    level_id: o.kantor_level_id,
    parent_id: o.parent_id,
    parent_name: parent?.nama ?? null,
    kantor_induk: induk ? { nama: induk.nama } : null,
    is_kantor_absen: false,
    is_kantor_induk: false,
    is_allow_absence: true,
    is_allow_salary_deduction: false,
    is_link_issuer: false,
    is_parent: false,
    ...o.flags,
    latitude: o.at?.[0] ?? null,
    longitude: o.at?.[1] ?? null,
    display_name: kantorDisplayNameWithParent({
      nama: o.nama,
      class_name,
      kantor_level_id: o.kantor_level_id,
      parent: parent ? { nama: parent.nama, class_name: parent.className || null } : null,
    }),
  };
});

/** GET /api/general/kantor/x/level: every level (the demo data's names). */
export const kantorLevels: OptionItem[] = [
  { id: 1, nama: 'Kantor Pusat' },
  { id: 2, nama: 'Kantor Wilayah' },
  { id: 3, nama: 'Kantor Cabang Utama' },
  { id: 4, nama: 'Divisi / Unit Kerja Kantor Pusat' },
  { id: 5, nama: 'Kantor Cabang' },
  { id: 6, nama: 'Kantor Cabang Pembantu' },
  { id: 7, nama: 'Kantor Fungsional' },
  { id: 8, nama: 'Kantor Layanan / Payment Point' },
  { id: 9, nama: 'Kantor Kas' },
];

/** GET /api/general/kantor/x/kelas: the classes the offices above use (id = level id, as in the demo data). */
export const kantorKelas: OptionItem[] = [
  { id: 2, nama: 'Kantor Wilayah' },
  { id: 5, nama: 'KC' },
  { id: 6, nama: 'KCP' },
  { id: 8, nama: 'Payment Point' },
  { id: 9, nama: 'Kantor Kas' },
];

/** GET /api/general/kantor/x/jenis and /x/modance (the migration's rows). */
export const kantorJenis: OptionItem[] = [
  { id: 1, nama: 'Konvensional' },
  { id: 2, nama: 'Syariah' },
  { id: 3, nama: 'Layanan Digital' },
];
export const kantorModances: OptionItem[] = [
  { id: 1, nama: 'Reguler 5 Hari' },
  { id: 2, nama: 'Reguler 6 Hari' },
  { id: 3, nama: 'Shift' },
  { id: 4, nama: 'Fleksibel' },
];

/**
 * GET /api/general/kantor?event=options: `{ id, nama }` of the offices of the offered levels
 * (1, 2, 3, 5, 6, 7, 8, 9), by name; `nama` is the plain name, as the server's query selects it.
 */
export const kantorOptions: OptionItem[] = OFFICES.filter((o) => KANTOR_LEVELS_OFFERED.includes(o.kantor_level_id))
  .map(({ id, nama }) => ({ id, nama }))
  .sort((a, b) => a.nama.localeCompare(b.nama) || a.id - b.id);

/** GET /api/general/kantor/{id}/x/setting: the edit form's fields beyond the list row. */
export function kantorSetting(id: number): KantorSetting {
  const o = officeById.get(id);
  const kelas = kantorKelas.find((k) => k.nama === o?.className);
  return {
    kelas_id: kelas?.id ?? null,
    kantor_induk_id: o?.induk_id ?? null,
    alamat: o ? `Jl. ${o.nama} No. ${o.id}` : null,
    jenis_id: 1,
    modance_id: o?.kantor_level_id === 8 ? 3 : 1,
  };
}

// ---- the employee CV -------------------------------------------------------------------------------

export const cvProfile: PegawaiCvProfile = {
  id: 5,
  nama: 'Ani Lestari',
  npp: '19870412',
  tanggal_lahir: '1987-04-12',
  jabatan: { id: 2, nama: 'Teller' },
  kantor: { id: 21, nama: 'Sudirman', class_name: 'Kantor Kas', kantor_level_id: 9, parent_name: 'KC Makassar' },
  label: 'Frontliner',
  bidangtugas: 'Pelayanan',
  permanent_date: '2012-03-01',
  photo: null,
  photo_cv: null,
  retirement_date: '2043-04-12',
};

export const pangkatRows: PegawaiPangkatRow[] = [
  {
    id: 31,
    pegawai_id: 5,
    pangkat: { id: 4, nama: 'Staf Madya', grade: '7', corporate_title: 'Officer' },
    awal: '2019-01-01',
    akhir: null,
    nomor_sk: 'SK/019/SDM/2019',
  },
  {
    id: 30,
    pegawai_id: 5,
    pangkat: { id: 3, nama: 'Staf Muda', grade: '6', corporate_title: 'Associate' },
    awal: '2012-03-01',
    akhir: '2018-12-31',
    nomor_sk: 'SK/044/SDM/2012',
  },
];

export const jabatanRows: PegawaiJabatanRow[] = [
  {
    id: 41,
    pegawai_id: 5,
    jabatan: { id: 2, nama: 'Teller' },
    kantor: { id: 21, nama: 'Kantor Kas Sudirman' },
    awal: '2019-01-01',
    akhir: null,
    is_permanent: true,
    nomor_sk: 'SK/120/SDM/2019',
    keterangan: null,
  },
  {
    id: 40,
    pegawai_id: 5,
    jabatan: { id: 7, nama: 'Customer Service' },
    kantor: { id: 20, nama: 'KC Makassar' },
    awal: '2012-03-01',
    akhir: '2018-12-31',
    is_permanent: false,
    nomor_sk: null,
    keterangan: 'Masa percobaan',
  },
];

export const pendidikanRows: PegawaiPendidikanRow[] = [
  { id: 51, jenjang: 'S1', institusi: 'Universitas Hasanuddin', jurusan: 'Manajemen', tahun: 2010, keterangan: null },
  { id: 50, jenjang: 'SMA', institusi: 'SMA Negeri 1 Makassar', jurusan: 'IPS', tahun: 2005, keterangan: null },
];

export const diklatRows: PegawaiDiklatRow[] = [
  {
    id: 61,
    diklat_event_id: 9,
    event: {
      id: 9,
      nama: 'Sertifikasi Manajemen Risiko Tingkat 1',
      jenis_id: 6,
      awal: '2021-05-10',
      akhir: '2021-05-14',
      penyelenggara: 'LSP Perbankan',
    },
    keterangan: null,
  },
  {
    id: 60,
    diklat_event_id: 4,
    event: {
      id: 4,
      nama: 'Pelayanan Prima',
      jenis_id: 1,
      awal: '2013-08-20',
      akhir: null,
      penyelenggara: 'Divisi SDM',
    },
    keterangan: 'Angkatan 3',
  },
];

/** The option lists a CV form's selects read (positions, offices, ranks, diklat events). */
export const cvOptions = {
  jabatan: [
    { id: 2, nama: 'Teller' },
    { id: 7, nama: 'Customer Service' },
    { id: 9, nama: 'Analis Kredit' },
  ],
  kantor: [
    { id: 20, nama: 'KC Makassar' },
    { id: 21, nama: 'Kantor Kas Sudirman' },
    { id: 22, nama: 'Payment Point Pettarani' },
  ],
  pangkat: [
    { id: 3, nama: 'Staf Muda (6 | Associate)' },
    { id: 4, nama: 'Staf Madya (7 | Officer)' },
  ],
  diklat_event: [
    { id: 4, nama: 'Pelayanan Prima (2013-08-20)' },
    { id: 9, nama: 'Sertifikasi Manajemen Risiko Tingkat 1 (2021-05-10)' },
  ],
};

const choices = (...names: string[]) => names.map((name) => ({ value: name, label: name }));

/** The general lists the CV's texts are chosen from. */
export const cvChoices = {
  pendidikan: choices('SD', 'SMP', 'SMA', 'D3', 'S1', 'S2', 'S3'),
  institusi: choices('Universitas Hasanuddin', 'Universitas Airlangga', 'Universitas Brawijaya'),
  family: choices('Suami', 'Istri', 'Anak'),
  family_status: choices('Tanggungan', 'Bukan tanggungan'),
  prestasi: choices('Pegawai Teladan', 'Kinerja Terbaik'),
};

// ---- the position register ------------------------------------------------------------------------

const register = (...names: [number, string, number][]): NamedRegisterRow[] =>
  names.map(([id, nama, jabatan_count]) => ({ id, nama, jabatan_count }));

/** GET /api/sdm/x/jabatan/x/level, /api/sdm/set/jabatan/x/eselon and /x/label: `{ data }` by name. */
export const jabatanLevels = register(
  [1, 'Direksi', 1],
  [2, 'Pejabat Eksekutif', 1],
  [3, 'Pejabat Madya', 1],
  [5, 'Penyelia', 3],
  [6, 'Pelaksana', 4],
  [7, 'Penunjang', 2],
);
export const jabatanEselon = register(
  [1, 'Eselon I', 1],
  [2, 'Eselon II', 1],
  [3, 'Eselon III', 1],
  [5, 'Eselon V', 3],
  [6, 'Non Eselon', 6],
);
export const jabatanLabels = register(
  [1, 'Direksi', 1],
  [3, 'Frontliner', 2],
  [4, 'Pemasaran', 2],
  [5, 'Penunjang', 2],
  [2, 'Pimpinan', 4],
);

function position(
  id: number,
  nama: string,
  levelId: number | null,
  eselonId: number | null,
  parentId: number | null,
  labelId: number | null,
  pegawai_count: number,
  extra: Partial<Pick<JabatanRow, 'ket' | 'is_bidangtugas' | 'is_kpi' | 'is_disabled'>> = {},
): JabatanRow {
  const name = (rows: NamedRegisterRow[], rowId: number | null) => rows.find((r) => r.id === rowId)?.nama ?? null;
  return {
    id,
    nama,
    ket: null,
    level_id: levelId,
    level_nama: name(jabatanLevels, levelId),
    eselon_id: eselonId,
    eselon_nama: name(jabatanEselon, eselonId),
    parent_id: parentId,
    parent_nama: null,
    label_id: labelId,
    label_nama: name(jabatanLabels, labelId),
    is_bidangtugas: false,
    is_kpi: levelId !== null && levelId >= 2 && levelId <= 6,
    is_disabled: false,
    pegawai_count,
    ...extra,
  };
}

/** The position register as GET /api/sdm/set/jabatan answers its rows (parents named, by name). */
export const jabatanRegister: JabatanRow[] = (() => {
  const rows = [
    position(1, 'Direktur Utama', 1, 1, null, 1, 1),
    position(2, 'Pemimpin Wilayah', 2, 2, 1, 2, 2),
    position(3, 'Pemimpin Cabang', 3, 3, 2, 2, 4),
    position(4, 'Kepala Seksi Operasional', 5, 5, 3, 2, 4, { is_bidangtugas: true }),
    position(5, 'Kepala Kantor Kas', 5, 5, 3, 2, 2),
    position(6, 'Teller', 6, 6, 4, 3, 9),
    position(7, 'Customer Service', 6, 6, 4, 3, 6),
    position(8, 'Analis Kredit', 6, 6, 3, 4, 5),
    position(9, 'Account Officer', 6, 6, 3, 4, 4),
    position(10, 'Satpam', 7, 6, 4, 5, 8),
    position(11, 'Pengemudi', 7, 6, 4, 5, 3),
    position(12, 'Kepala Seksi Umum', 5, 5, 3, 2, 0, {
      ket: 'Digabung ke Kepala Seksi Operasional sejak 2023',
      is_disabled: true,
    }),
    position(13, 'Juru Tik', null, null, null, null, 0, { ket: 'Tidak dipakai sejak 2015', is_disabled: true }),
  ];
  const byId = new Map(rows.map((r) => [r.id, r.nama]));
  return rows
    .map((r) => ({ ...r, parent_nama: r.parent_id === null ? null : (byId.get(r.parent_id) ?? null) }))
    .sort((a, b) => a.nama.localeCompare(b.nama));
})();

// ---- the employee register ---------------------------------------------------------------------------

const PANGKAT = {
  pemimpin: { nama: 'Pemimpin', grade: '13', corporate_title: 'Manager' },
  penyelia: { nama: 'Penyelia', grade: '10', corporate_title: 'Officer' },
  stafMadya: { nama: 'Staf Madya', grade: '7', corporate_title: 'Senior Staff' },
  staf: { nama: 'Staf', grade: '6', corporate_title: 'Staff' },
  pelaksana: { nama: 'Pelaksana', grade: '2', corporate_title: 'Clerk' },
} as const;

function employee(
  id: number,
  nama: string,
  npp: string | null,
  tanggal_lahir: string | null,
  jenis_kelamin: 'L' | 'P' | null,
  jabatanId: number | null,
  kantorId: number | null,
  pangkat: keyof typeof PANGKAT | null,
): PegawaiListItem {
  const jabatan = jabatanRegister.find((j) => j.id === jabatanId);
  const kantor = OFFICES.find((o) => o.id === kantorId);
  return {
    id,
    nama,
    npp,
    tanggal_lahir,
    jenis_kelamin,
    jabatan: jabatan ? { id: jabatan.id, nama: jabatan.nama } : null,
    kantor: kantor ? { id: kantor.id, nama: kantor.nama } : null,
    pangkat: pangkat ? { ...PANGKAT[pangkat] } : null,
    photo: null,
  };
}

/** Rows of GET /api/sdm/pegawai (no photos stored: the avatars show initials). */
export const pegawaiRows: PegawaiListItem[] = [
  employee(5, 'Ani Lestari', '19870412', '1987-04-12', 'P', 6, 21, 'stafMadya'),
  employee(7, 'Budi Santoso', '19750701', '1975-07-01', 'L', 3, 10, 'pemimpin'),
  employee(8, 'Citra Dewi Anggraini', '19900215', '1990-02-15', 'P', 7, 11, 'staf'),
  employee(9, 'Dedi Kurniawan', '19820930', '1982-09-30', 'L', 4, 10, 'penyelia'),
  employee(10, 'Eka Putri Wulandari', '19950521', '1995-05-21', 'P', 6, 12, 'pelaksana'),
  employee(11, 'Fajar Nugroho', '19880103', '1988-01-03', 'L', 8, 13, 'stafMadya'),
  employee(12, 'Gita Permatasari', '19930817', '1993-08-17', 'P', 9, 20, 'staf'),
  employee(13, 'Hendra Saputra', '19790312', '1979-03-12', 'L', 5, 21, 'penyelia'),
  employee(14, 'Indah Rahayu', '19910725', '1991-07-25', 'P', 7, 14, 'staf'),
  employee(15, 'Joko Widodo Pratama', '19850608', '1985-06-08', 'L', 10, 20, 'pelaksana'),
  employee(16, 'Kartika Sari', '19960114', '1996-01-14', 'P', 6, 22, 'pelaksana'),
  employee(17, 'Calon Pegawai', null, null, null, null, null, null),
];

// ---- SOTK ----------------------------------------------------------------------------------------------

/** index_diff of GET /api/general/sotk: formation against active employees per office. */
export const sotkDiffRows: SotkDiffRow[] = [
  [1, 42, 40, 3, 1],
  [2, 18, 18, 0, 0],
  [3, 15, 13, 2, 0],
  [10, 24, 27, 1, 4],
  [11, 9, 8, 1, 0],
  [12, 4, 4, 0, 0],
  [13, 22, 19, 3, 0],
  [14, 8, 9, 0, 1],
  [20, 23, 21, 2, 0],
  [21, 4, 3, 1, 0],
  [22, 2, 2, 0, 0],
].map(([id, formasi, jumlah, kurang, lebih]) => {
  const office = kantorRows.find((k) => k.id === id)!;
  return {
    kantor_id: id,
    kantor: office.display_name,
    kantor_level_id: office.kantor_level_id,
    formasi,
    jumlah,
    kurang,
    lebih,
  };
});

// ---- bulk import -----------------------------------------------------------------------------------

/** A refused position import: what the job's result holds when rows are at fault. */
export const importWithRowErrors: BulkImportResult = {
  imported: 0,
  errors: [
    { row: 0, column: 'Nomor SK', message: 'Kolom Nomor SK tidak ditemukan pada baris judul' },
    { row: 3, column: 'NPP', message: 'NPP tidak ditemukan' },
    { row: 5, column: 'Jabatan', message: 'Jabatan tidak ditemukan' },
    { row: 5, column: 'Awal', message: 'Kolom Awal harus berupa tanggal (DD/MM/YYYY)' },
    { row: 8, column: 'Kantor', message: 'Nama kantor tidak unik, tulis kode kantor' },
    { row: 9, column: 'Permanen', message: 'Kolom Permanen harus berisi Ya atau Tidak' },
  ],
};
