/**
 * Ranks: the register, employees by rank, due and simulated promotions, upload, import and export.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const pangkatRoutes: PortalRoute[] = [
  {
    path: '/pegawai/pangkat',
    name: 'pegawai.pangkat.index',
    meta: { policy: POLICY.manageRanks, title: 'Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat" */ './pages/PangkatPage'),
  },
  {
    path: '/pegawai/pangkat/pegawai',
    name: 'pegawai.pangkat.pegawai',
    meta: { policy: POLICY.manageRanks, title: 'Pangkat Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-pegawai" */ './pages/PangkatPegawaiPage'),
  },
  {
    path: '/pegawai/pangkat/expired',
    name: 'pegawai.pangkat.expired',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Pangkat Jatuh Tempo', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-expired" */ './pages/PangkatExpiredPage'),
  },
  {
    path: '/pegawai/pangkat/simulasi',
    name: 'pegawai.pangkat.simulasi',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Simulasi Kenaikan Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-simulasi" */ './pages/PangkatSimulasiPage'),
  },
  {
    path: '/pegawai/pangkat/upload',
    name: 'pegawai.pangkat.upload',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Upload Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-upload" */ './pages/PangkatUploadPage'),
  },
  {
    path: '/pegawai/pangkat/upload_file_massal',
    name: 'pegawai.pangkat.uploadFileMassal',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Upload File Pangkat Massal', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-import" */ './pages/PangkatImportPage'),
  },
  {
    path: '/pegawai/pangkat/export',
    name: 'pegawai.pangkat.export',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Ekspor Pangkat', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pangkat-export" */ './pages/PangkatExportPage'),
  },
];
