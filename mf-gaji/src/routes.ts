/**
 * mf-gaji route table: salary (/gaji), deductions (/gaji/potongan/*), income and work benefit
 * (/gaji/penghasilan/*) and allowances (/pegawai/plafond/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only (pages get a lazy `load` when they are built).
 */
import type { PortalRoute } from '@portal/domain';

const GAJI = 'Penggajian';

const potonganAdmin = { hasRolesId: [3, 53] };
const penghasilanAdmin = { hasRolesId: [63, 53] };

export const routes: PortalRoute[] = [
  // Group page
  { path: '/gaji', name: 'gaji.index', meta: { title: 'Penggajian', hasRolesId: [10], doesntHaveRolesId: [8, 52], menu: { group: GAJI } } },

  // Salary deductions (potongan)
  { path: '/gaji/potongan', name: 'gaji.potongan.index', meta: { title: 'Potongan Gaji', doesntHaveRolesId: [8, 52], menu: { group: GAJI } } },
  { path: '/gaji/potongan/upload_batas_tanggal', name: 'gaji.potongan.uploadBatasTanggal', meta: { title: 'Batas Tanggal Upload', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/upload', name: 'gaji.potongan.upload', meta: { title: 'Upload Potongan', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/error', name: 'gaji.potongan.error', meta: { title: 'Gagal Upload Potongan', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/upload_hasil', name: 'gaji.potongan.uploadHasil', meta: { title: 'Hasil Upload Potongan', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/pivot', name: 'gaji.potongan.pivot', meta: { title: 'Pivot Potongan', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/laporan', name: 'gaji.potongan.laporan', meta: { title: 'Laporan Potongan', ...potonganAdmin, menu: { group: GAJI } } },
  { path: '/gaji/potongan/belum_upload', name: 'gaji.potongan.belumUpload', meta: { title: 'Potongan Belum Upload', ...potonganAdmin, menu: { group: GAJI } } },
  // Any signed-in user: their own deductions.
  { path: '/gaji/potongan/pegawai', name: 'gaji.potongan.pegawai', meta: { title: 'Potongan Gaji Pegawai', menu: { group: GAJI } } },
  { path: '/gaji/potongan/export', name: 'gaji.potongan.export', meta: { title: 'Ekspor Potongan', hasRolesId: [1, 53, 54], menu: { group: GAJI } } },

  // Income and work benefit (penghasilan); `Pegawai` is capitalised as in the spec
  { path: '/gaji/penghasilan', name: 'gaji.penghasilan.index', meta: { title: 'Penghasilan', ...penghasilanAdmin, doesntHaveRolesId: [8, 52], menu: { group: GAJI } } },
  { path: '/gaji/penghasilan/imbalan_kerja', name: 'gaji.penghasilan.imbalanKerja', meta: { title: 'Imbalan Kerja', ...penghasilanAdmin, menu: { group: GAJI } } },
  { path: '/gaji/penghasilan/penghasilan', name: 'gaji.penghasilan.penghasilan', meta: { title: 'Data Penghasilan', ...penghasilanAdmin, menu: { group: GAJI } } },
  { path: '/gaji/penghasilan/potongan', name: 'gaji.penghasilan.potongan', meta: { title: 'Potongan Penghasilan', ...penghasilanAdmin, menu: { group: GAJI } } },
  { path: '/gaji/penghasilan/Pegawai', name: 'gaji.penghasilan.pegawai', meta: { title: 'Penghasilan per Pegawai', ...penghasilanAdmin, menu: { group: GAJI } } },

  // Allowances (plafond)
  { path: '/pegawai/plafond/index', name: 'pegawai.plafond.index', meta: { title: 'Plafon Tunjangan', doesntHaveRolesId: [8], menu: { group: GAJI } } },
];
