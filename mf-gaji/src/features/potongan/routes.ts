/** Salary deductions (spec section 2 /gaji/potongan/*); src/routes.ts composes it into the remote's table. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { GAJI } from '../../menu-groups';

export const potonganRoutes: PortalRoute[] = [
  {
    path: '/gaji/potongan',
    name: 'gaji.potongan.index',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Potongan Gaji', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan" */ './pages/PotonganListPage'),
  },
  {
    path: '/gaji/potongan/upload_batas_tanggal',
    name: 'gaji.potongan.uploadBatasTanggal',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Batas Tanggal Upload', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-batas" */ './pages/BatasTanggalPage'),
  },
  {
    path: '/gaji/potongan/upload',
    name: 'gaji.potongan.upload',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Upload Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-upload" */ './pages/UploadPage'),
  },
  {
    path: '/gaji/potongan/error',
    name: 'gaji.potongan.error',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Gagal Upload Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-error" */ './pages/ErrorPage'),
  },
  {
    path: '/gaji/potongan/upload_hasil',
    name: 'gaji.potongan.uploadHasil',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Hasil Upload Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-hasil" */ './pages/UploadHasilPage'),
  },
  {
    path: '/gaji/potongan/pivot',
    name: 'gaji.potongan.pivot',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Pivot Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-pivot" */ './pages/PivotPage'),
  },
  {
    path: '/gaji/potongan/laporan',
    name: 'gaji.potongan.laporan',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Laporan Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-laporan" */ './pages/LaporanPage'),
  },
  {
    path: '/gaji/potongan/belum_upload',
    name: 'gaji.potongan.belumUpload',
    meta: { policy: POLICY.manageSalaryDeductions, title: 'Potongan Belum Upload', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-belum-upload" */ './pages/BelumUploadPage'),
  },
  // Any signed-in user: their own deductions.
  {
    path: '/gaji/potongan/pegawai',
    name: 'gaji.potongan.pegawai',
    meta: { title: 'Potongan Gaji Pegawai', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-pegawai" */ './pages/PegawaiPotonganPage'),
  },
  {
    path: '/gaji/potongan/export',
    name: 'gaji.potongan.export',
    meta: { policy: POLICY.exportSalaryDeductions, title: 'Ekspor Potongan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-potongan-export" */ './pages/ExportPage'),
  },
];
