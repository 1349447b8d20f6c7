/**
 * mf-gaji route table: salary (/gaji), deductions (/gaji/potongan/*), income and work benefit
 * (/gaji/penghasilan/*) and allowances (/pegawai/plafond/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const GAJI = 'Penggajian';

export const routes: PortalRoute[] = [
  // Group page
  {
    path: '/gaji',
    name: 'gaji.index',
    meta: { policy: POLICY.employeeServices, title: 'Penggajian', menu: { group: GAJI } },
  },

  // Salary deductions (potongan)
  {
    path: '/gaji/potongan',
    name: 'gaji.potongan.index',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Potongan Gaji', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/upload_batas_tanggal',
    name: 'gaji.potongan.uploadBatasTanggal',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Batas Tanggal Upload', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/upload',
    name: 'gaji.potongan.upload',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Upload Potongan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/error',
    name: 'gaji.potongan.error',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Gagal Upload Potongan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/upload_hasil',
    name: 'gaji.potongan.uploadHasil',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Hasil Upload Potongan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/pivot',
    name: 'gaji.potongan.pivot',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Pivot Potongan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/laporan',
    name: 'gaji.potongan.laporan',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Laporan Potongan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/belum_upload',
    name: 'gaji.potongan.belumUpload',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Potongan Belum Upload', menu: { group: GAJI } },
  },
  // Any signed-in user: their own deductions.
  {
    path: '/gaji/potongan/pegawai',
    name: 'gaji.potongan.pegawai',
    meta: { title: 'Potongan Gaji Pegawai', menu: { group: GAJI } },
  },
  {
    path: '/gaji/potongan/export',
    name: 'gaji.potongan.export',
    meta: { policy: POLICY.exportSalaryDeductions, title: 'Ekspor Potongan', menu: { group: GAJI } },
  },

  // Income and work benefit (penghasilan); `Pegawai` is capitalised as in the spec
  {
    path: '/gaji/penghasilan',
    name: 'gaji.penghasilan.index',
    meta: { policy: POLICY.readIncome, title: 'Penghasilan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/penghasilan/imbalan_kerja',
    name: 'gaji.penghasilan.imbalanKerja',
    meta: { policy: POLICY.manageIncome, title: 'Imbalan Kerja', menu: { group: GAJI } },
  },
  {
    path: '/gaji/penghasilan/penghasilan',
    name: 'gaji.penghasilan.penghasilan',
    meta: { policy: POLICY.manageIncome, title: 'Data Penghasilan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/penghasilan/potongan',
    name: 'gaji.penghasilan.potongan',
    meta: { policy: POLICY.manageIncome, title: 'Potongan Penghasilan', menu: { group: GAJI } },
  },
  {
    path: '/gaji/penghasilan/Pegawai',
    name: 'gaji.penghasilan.pegawai',
    meta: { policy: POLICY.manageIncome, title: 'Penghasilan per Pegawai', menu: { group: GAJI } },
  },

  // Allowances (plafond)
  {
    path: '/pegawai/plafond/index',
    name: 'pegawai.plafond.index',
    meta: { policy: POLICY.unrestricted, title: 'Plafon Tunjangan', menu: { group: GAJI } },
  },
];
