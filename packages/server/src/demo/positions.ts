/**
 * Positions (jabatan), their levels and eselon, and ranks (pangkat) of a typical Indonesian bank.
 * Each jabatan says where it is found: head of which office level, fixed extra seats per office
 * level, and a staffing weight per office level. Grades refer to PANGKAT[].grade.
 */
export const JABATAN_LEVELS = [
  { id: 1, nama: 'Direksi' },
  { id: 2, nama: 'Pejabat Eksekutif' },
  { id: 3, nama: 'Pejabat Madya' },
  { id: 4, nama: 'Pejabat Muda' },
  { id: 5, nama: 'Penyelia' },
  { id: 6, nama: 'Pelaksana' },
  { id: 7, nama: 'Penunjang' },
] as const;

export const ESELON = [
  { id: 1, nama: 'Eselon I' },
  { id: 2, nama: 'Eselon II' },
  { id: 3, nama: 'Eselon III' },
  { id: 4, nama: 'Eselon IV' },
  { id: 5, nama: 'Eselon V' },
  { id: 6, nama: 'Non Eselon' },
] as const;

/** Ranks from lowest to highest; `grade` is the numeric grade as text. */
export const PANGKAT = [
  ['Pelaksana Muda', 'Clerk'],
  ['Pelaksana', 'Clerk'],
  ['Pelaksana Madya', 'Senior Clerk'],
  ['Pelaksana Utama', 'Senior Clerk'],
  ['Staf Muda', 'Staff'],
  ['Staf', 'Staff'],
  ['Staf Madya', 'Senior Staff'],
  ['Staf Utama', 'Senior Staff'],
  ['Penyelia Muda', 'Officer'],
  ['Penyelia', 'Officer'],
  ['Penyelia Utama', 'Senior Officer'],
  ['Pemimpin Muda', 'Assistant Manager'],
  ['Pemimpin', 'Manager'],
  ['Pemimpin Madya', 'Senior Manager'],
  ['Pemimpin Utama Muda', 'Vice President'],
  ['Pemimpin Utama Madya', 'Senior Vice President'],
  ['Pemimpin Utama', 'Executive Vice President'],
]
  .map(([nama, corporateTitle], i) => ({
    id: i + 1,
    nama,
    grade: String(i + 1),
    corporate_title: corporateTitle,
    is_disabled: false,
  }))
  .concat([
    { id: 18, nama: 'Golongan Lama (sebelum 2010)', grade: '0', corporate_title: 'Non Title', is_disabled: true },
  ]);

export interface JabatanDef {
  key: string;
  nama: string;
  level: number;
  eselon: number;
  /** Grade range [min, max] (PANGKAT grade numbers). */
  grade: readonly [number, number];
  /** Usual age range in years. */
  age: readonly [number, number];
  /** Share of women. */
  female: number;
  /** Office levels this position heads (one per office). */
  headOf?: readonly number[];
  /** Fixed extra seats per office level, filled right after the heads. */
  seats?: Partial<Record<number, number>>;
  /** Staffing weight per office level. */
  at?: Partial<Record<number, number>>;
  label: string;
  tugas: string;
  parent?: string;
  kpi?: boolean;
  bidangtugas?: boolean;
  /** Set for positions no longer used; the text goes to jabatan.ket. */
  disabled?: string;
}

type Opts = Omit<JabatanDef, 'key' | 'nama' | 'level' | 'eselon' | 'grade' | 'age' | 'label' | 'tugas' | 'female'> & {
  female?: number;
};

const j = (
  key: string,
  nama: string,
  level: number,
  eselon: number,
  grade: [number, number],
  age: [number, number],
  label: string,
  tugas: string,
  opts: Opts = {},
): JabatanDef => ({
  key,
  nama,
  level,
  eselon,
  grade,
  age,
  label,
  tugas,
  female: 0.4,
  kpi: level >= 2 && level <= 6,
  ...opts,
});

const FRONT = { 3: 4, 5: 4, 6: 3 } as const;

export const JABATAN: readonly JabatanDef[] = [
  j('direkturUtama', 'Direktur Utama', 1, 1, [17, 17], [50, 58], 'Direksi', 'Memimpin dan mengurus perseroan', {
    headOf: [1],
    female: 0.15,
  }),
  j(
    'direktur',
    'Direktur',
    1,
    1,
    [16, 17],
    [47, 58],
    'Direksi',
    'Membawahi bidang bisnis, operasional, kepatuhan dan keuangan',
    { seats: { 1: 4 }, female: 0.2, parent: 'direkturUtama' },
  ),
  j(
    'sekretarisPerusahaan',
    'Sekretaris Perusahaan',
    2,
    2,
    [15, 16],
    [42, 56],
    'Sekretariat Perusahaan',
    'Hubungan investor, tata kelola dan komunikasi perusahaan',
    { seats: { 1: 1 }, parent: 'direkturUtama' },
  ),
  j('kepalaDivisi', 'Kepala Divisi', 2, 2, [15, 16], [42, 56], 'Pimpinan Divisi', 'Memimpin divisi kantor pusat', {
    headOf: [4],
    female: 0.3,
    parent: 'direktur',
  }),
  j('wakilKepalaDivisi', 'Wakil Kepala Divisi', 3, 3, [14, 15], [38, 55], 'Pimpinan Divisi', 'Membantu kepala divisi', {
    seats: { 4: 1 },
    parent: 'kepalaDivisi',
  }),
  j('pemimpinWilayah', 'Pemimpin Wilayah', 2, 2, [15, 16], [43, 56], 'Pimpinan Wilayah', 'Memimpin kantor wilayah', {
    headOf: [2],
    female: 0.2,
    parent: 'direktur',
  }),
  j(
    'wakilPemimpinWilayah',
    'Wakil Pemimpin Wilayah',
    3,
    3,
    [14, 15],
    [40, 55],
    'Pimpinan Wilayah',
    'Membantu pemimpin wilayah',
    { seats: { 2: 1 }, parent: 'pemimpinWilayah' },
  ),
  j(
    'pemimpinCabangUtama',
    'Pemimpin Cabang Utama',
    3,
    3,
    [14, 15],
    [40, 55],
    'Pimpinan Cabang',
    'Memimpin kantor cabang utama',
    { headOf: [3], female: 0.25, parent: 'pemimpinWilayah' },
  ),
  j('pemimpinCabang', 'Pemimpin Cabang', 3, 3, [13, 14], [38, 55], 'Pimpinan Cabang', 'Memimpin kantor cabang', {
    headOf: [5],
    female: 0.3,
    parent: 'pemimpinWilayah',
  }),
  j(
    'wakilPemimpinCabang',
    'Wakil Pemimpin Cabang',
    4,
    4,
    [12, 13],
    [35, 54],
    'Pimpinan Cabang',
    'Membantu pemimpin cabang di bidang operasional',
    { seats: { 3: 1, 5: 1 }, parent: 'pemimpinCabang' },
  ),
  j(
    'pemimpinCapem',
    'Pemimpin Cabang Pembantu',
    4,
    4,
    [11, 12],
    [33, 54],
    'Pimpinan Cabang Pembantu',
    'Memimpin kantor cabang pembantu',
    { headOf: [6], parent: 'pemimpinCabang' },
  ),
  j(
    'kepalaFungsional',
    'Kepala Kantor Fungsional',
    4,
    4,
    [11, 13],
    [35, 55],
    'Pimpinan Kantor Fungsional',
    'Memimpin kantor fungsional',
    { headOf: [7], parent: 'pemimpinWilayah' },
  ),
  j(
    'pjPaymentPoint',
    'Penanggung Jawab Payment Point',
    5,
    6,
    [7, 9],
    [28, 50],
    'Pelayanan',
    'Mengawasi layanan payment point',
    { headOf: [8], female: 0.5, parent: 'pemimpinCabang' },
  ),
  j('kepalaKas', 'Kepala Kantor Kas', 5, 5, [9, 10], [30, 54], 'Pimpinan Kantor Kas', 'Memimpin kantor kas', {
    headOf: [9],
    female: 0.45,
    parent: 'pemimpinCabang',
  }),
  j('kepalaBagian', 'Kepala Bagian', 4, 4, [12, 13], [35, 55], 'Bagian Operasional', 'Memimpin bagian', {
    at: { 2: 2, 3: 2, 4: 1, 5: 1.5 },
    bidangtugas: true,
  }),
  j('kepalaSeksi', 'Kepala Seksi', 5, 5, [10, 11], [30, 54], 'Seksi Operasional', 'Memimpin seksi', {
    at: { 2: 2, 3: 2, 4: 1.5, 5: 1.5, 7: 1 },
    bidangtugas: true,
    parent: 'kepalaBagian',
  }),
  j(
    'supervisor',
    'Supervisor Pelayanan',
    5,
    5,
    [9, 10],
    [28, 50],
    'Bagian Pelayanan',
    'Mengawasi teller dan customer service',
    { at: { 3: 1.5, 5: 1.5, 6: 1 }, female: 0.55, parent: 'wakilPemimpinCabang' },
  ),
  j('analisKredit', 'Analis Kredit', 6, 6, [6, 9], [25, 50], 'Bagian Kredit', 'Analisis kelayakan permohonan kredit', {
    at: { 3: 3, 5: 3, 6: 2, 7: 4 },
  }),
  j('accountOfficer', 'Account Officer', 6, 6, [5, 8], [23, 45], 'Bagian Kredit', 'Pemasaran dan pembinaan debitur', {
    at: FRONT,
    female: 0.35,
  }),
  j(
    'relationshipManager',
    'Relationship Manager',
    6,
    6,
    [7, 10],
    [27, 50],
    'Bagian Bisnis',
    'Pengelolaan nasabah prioritas dan korporasi',
    { at: { 3: 2, 5: 1.5 } },
  ),
  j('teller', 'Teller', 6, 6, [2, 6], [21, 40], 'Bagian Pelayanan', 'Pelayanan transaksi tunai nasabah', {
    at: { 3: 4, 5: 4, 6: 3, 8: 3, 9: 3 },
    female: 0.7,
    parent: 'supervisor',
  }),
  j(
    'customerService',
    'Customer Service',
    6,
    6,
    [2, 6],
    [21, 40],
    'Bagian Pelayanan',
    'Pembukaan rekening dan layanan informasi nasabah',
    { at: { 3: 3, 5: 3, 6: 2, 9: 1.5 }, female: 0.8, parent: 'supervisor' },
  ),
  j(
    'backOffice',
    'Back Office',
    6,
    6,
    [3, 7],
    [23, 50],
    'Bagian Operasional',
    'Penyelesaian transaksi dan administrasi operasional',
    { at: { 3: 3, 5: 3, 6: 2, 9: 0.5 } },
  ),
  j(
    'stafAdmKredit',
    'Staf Administrasi Kredit',
    6,
    6,
    [3, 7],
    [23, 50],
    'Bagian Kredit',
    'Administrasi dan dokumentasi kredit',
    { at: { 3: 2, 5: 2, 6: 1, 7: 2 } },
  ),
  j(
    'stafPenagihan',
    'Staf Penagihan',
    6,
    6,
    [3, 6],
    [23, 48],
    'Bagian Kredit',
    'Penagihan dan penyelamatan kredit bermasalah',
    { at: { 3: 1.5, 5: 1.5, 6: 1, 7: 1 }, female: 0.2 },
  ),
  j('fundingOfficer', 'Funding Officer', 6, 6, [4, 7], [23, 45], 'Bagian Dana', 'Penghimpunan dana pihak ketiga', {
    at: { 3: 1.5, 5: 1.5, 6: 1 },
  }),
  j('stafDana', 'Staf Dana dan Jasa', 6, 6, [4, 7], [23, 50], 'Bagian Dana', 'Layanan produk dana dan jasa', {
    at: { 3: 1, 5: 1 },
  }),
  j(
    'stafSdm',
    'Staf SDM',
    6,
    6,
    [5, 9],
    [24, 52],
    'Bagian SDM',
    'Administrasi kepegawaian, penggajian dan pengembangan SDM',
    { at: { 1: 1, 2: 2, 3: 1, 5: 0.5 }, female: 0.55, bidangtugas: true },
  ),
  j('stafAkuntansi', 'Staf Akuntansi', 6, 6, [5, 9], [24, 52], 'Bagian Akuntansi', 'Pembukuan dan pelaporan keuangan', {
    at: { 2: 1, 3: 1, 5: 1 },
  }),
  j(
    'stafKepatuhan',
    'Staf Kepatuhan',
    6,
    6,
    [6, 9],
    [26, 52],
    'Bagian Kepatuhan',
    'Pemantauan kepatuhan dan anti pencucian uang',
    { at: { 2: 1, 3: 0.5, 5: 0.3 } },
  ),
  j(
    'auditor',
    'Auditor',
    6,
    6,
    [6, 10],
    [26, 55],
    'Satuan Kerja Audit Intern',
    'Audit intern kantor cabang dan unit kerja',
    { at: { 1: 0.5, 2: 1.5 } },
  ),
  j(
    'stafTi',
    'Staf TI',
    6,
    6,
    [5, 9],
    [23, 50],
    'Bagian Teknologi Informasi',
    'Pengelolaan aplikasi, jaringan dan perangkat TI',
    { at: { 1: 1, 2: 1, 3: 0.5 }, female: 0.25, bidangtugas: true },
  ),
  j('stafUmum', 'Staf Umum', 6, 6, [3, 7], [23, 55], 'Bagian Umum', 'Pengadaan, logistik dan pemeliharaan gedung', {
    at: { 1: 1, 2: 2, 3: 1.5, 5: 1.5, 6: 0.5 },
    bidangtugas: true,
  }),
  j('stafLegal', 'Staf Legal', 6, 6, [6, 9], [25, 52], 'Bagian Hukum', 'Pengikatan agunan dan penanganan perkara', {
    at: { 2: 0.7 },
  }),
  j(
    'stafRisiko',
    'Staf Manajemen Risiko',
    6,
    6,
    [6, 9],
    [25, 52],
    'Bagian Manajemen Risiko',
    'Identifikasi dan pengukuran risiko',
    { at: { 2: 0.7 } },
  ),
  j(
    'stafTreasury',
    'Dealer Treasury',
    6,
    6,
    [6, 10],
    [25, 50],
    'Bagian Treasury',
    'Transaksi pasar uang dan valuta asing',
  ),
  j('sekretaris', 'Sekretaris', 6, 6, [4, 7], [23, 50], 'Sekretariat', 'Kesekretariatan pimpinan', {
    at: { 1: 1, 2: 1 },
    female: 0.9,
  }),
  j('satpam', 'Satpam', 7, 6, [1, 3], [21, 55], 'Pengamanan', 'Pengamanan kantor dan layanan nasabah', {
    at: { 1: 2, 2: 2, 3: 3, 5: 3, 6: 2, 7: 1, 8: 0.5, 9: 1.5 },
    female: 0.04,
    kpi: false,
  }),
  j('pengemudi', 'Pengemudi', 7, 6, [1, 3], [23, 55], 'Bagian Umum', 'Pengemudi kendaraan dinas', {
    at: { 1: 2, 2: 1, 3: 1, 5: 1 },
    female: 0,
    kpi: false,
  }),
  j('pramubakti', 'Pramubakti', 7, 6, [1, 2], [21, 55], 'Bagian Umum', 'Kebersihan dan layanan kantor', {
    at: { 1: 1, 2: 1, 3: 1, 5: 1, 6: 0.5 },
    female: 0.3,
    kpi: false,
  }),
  j('mantriKredit', 'Mantri Kredit', 6, 6, [4, 7], [25, 50], 'Bagian Kredit', 'Pemasaran kredit mikro', {
    disabled: 'Digabung ke jabatan Account Officer sejak 2019',
  }),
  j('kasir', 'Kasir', 6, 6, [2, 5], [21, 45], 'Bagian Pelayanan', 'Transaksi tunai', {
    disabled: 'Diganti jabatan Teller sejak 2012',
  }),
  j('operatorKomputer', 'Operator Komputer', 6, 6, [2, 5], [21, 45], 'Bagian Operasional', 'Entri data', {
    disabled: 'Tidak dipakai lagi sejak sistem inti 2015',
  }),
];

export const jabatanByKey = (key: string): JabatanDef => {
  const def = JABATAN.find((d) => d.key === key);
  if (!def) throw new Error(`Unknown demo jabatan '${key}'`);
  return def;
};
