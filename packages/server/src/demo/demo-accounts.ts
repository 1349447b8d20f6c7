/**
 * The demo accounts (issue 2, exact: later issues and their tests rely on them). Each is linked to
 * a demo employee placed at an office of `kantorLevel` with position `jabatan` (a positions.ts key).
 */
export interface DemoAccount {
  username: string;
  password: string;
  roles: readonly number[];
  /** The password equals the user name and must be changed after login. */
  isPasswordDefault: boolean;
  /** What the account may do, in Indonesian (README, start-up banner). */
  description: string;
  /** Key of the demo employee's jabatan (positions.ts). */
  jabatan: string;
  /** Level of the demo employee's kantor (1 Kantor Pusat, 5 Kantor Cabang, 9 Kantor Kas). */
  kantorLevel: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin#2026',
    roles: [1, 3, 4, 7, 9, 10, 12, 13, 14, 15, 50, 51, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66],
    isPasswordDefault: false,
    description:
      'Super admin (Staf TI, Kantor Pusat): semua peran kecuali akses terbatas (8, 52); membuka semua menu ' +
      'dan mengelola seluruh data, termasuk pengguna, peran dan menu pengembang.',
    jabatan: 'stafTi',
    kantorLevel: 1,
  },
  {
    username: 'hr',
    password: 'Hr#2026',
    roles: [10, 57],
    isPasswordDefault: false,
    description:
      'Admin SDM (Staf SDM, Kantor Pusat): mengelola data pegawai, kantor, jabatan, pangkat dan riwayatnya, ' +
      'ditambah menu pegawai biasa.',
    jabatan: 'stafSdm',
    kantorLevel: 1,
  },
  {
    username: 'pegawai',
    password: 'Pegawai#2026',
    roles: [10],
    isPasswordDefault: false,
    description:
      'Pegawai biasa (Teller, Kantor Cabang): profil, absensi, cuti/izin, SPPD, KPI dan pesan miliknya sendiri; ' +
      'tidak dapat membuka daftar pegawai (/pegawai), dashboard boleh.',
    jabatan: 'teller',
    kantorLevel: 5,
  },
  {
    username: 'terbatas',
    password: 'Terbatas#2026',
    roles: [8, 10],
    isPasswordDefault: false,
    description:
      'Pegawai dengan akses terbatas (Satpam, Kantor Kas; peran 8): seperti pegawai biasa, tetapi banyak halaman ' +
      'tertutup, mis. /faq diarahkan ke halaman tidak berwenang.',
    jabatan: 'satpam',
    kantorLevel: 9,
  },
  {
    username: 'baru',
    password: 'baru',
    roles: [10],
    isPasswordDefault: true,
    description:
      'Pegawai baru (Customer Service, Kantor Cabang) dengan password default (sama dengan nama pengguna): ' +
      'harus mengganti password di halaman profil sebelum memakai menu lain.',
    jabatan: 'customerService',
    kantorLevel: 5,
  },
];

/** Role names (spec section 6 ids). */
export const ROLES: readonly { id: number; nama: string }[] = [
  { id: 1, nama: 'Super Admin' },
  { id: 3, nama: 'Admin Gaji' },
  { id: 4, nama: 'Admin Umum' },
  { id: 7, nama: 'Admin Info Bank' },
  { id: 8, nama: 'Akses Terbatas' },
  { id: 9, nama: 'Admin Absensi Pusat' },
  { id: 10, nama: 'Pegawai' },
  { id: 12, nama: 'Admin SPPD Pusat' },
  { id: 13, nama: 'Admin SPPD Cabang' },
  { id: 14, nama: 'Verifikator SPPD' },
  { id: 15, nama: 'Pemantau SPPD' },
  { id: 50, nama: 'Admin Target Dana' },
  { id: 51, nama: 'Pemantau Target Dana' },
  { id: 52, nama: 'Akses Terbatas Khusus' },
  { id: 53, nama: 'Admin Potongan Gaji' },
  { id: 54, nama: 'Viewer Potongan Gaji' },
  { id: 57, nama: 'Admin SDM' },
  { id: 58, nama: 'Admin Cuti' },
  { id: 59, nama: 'Admin Absensi' },
  { id: 60, nama: 'Admin Outsourcing' },
  { id: 61, nama: 'Admin Diklat' },
  { id: 62, nama: 'Admin Sanksi' },
  { id: 63, nama: 'Admin Pengembangan (Developer)' },
  { id: 64, nama: 'Admin KPI' },
  { id: 66, nama: 'Admin User' },
];
