/**
 * Positions: the register, its parts, checks, import and export.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const jabatanRoutes: PortalRoute[] = [
  {
    path: '/pegawai/jabatan',
    name: 'pegawai.jabatan.index',
    meta: { policy: POLICY.managePositions, title: 'Jabatan Pegawai', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan" */ './pages/JabatanPage'),
  },
  {
    path: '/pegawai/jabatan/parent',
    name: 'pegawai.jabatan.parent',
    meta: { policy: POLICY.managePositionRegisters, title: 'Induk Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-parent" */ './pages/JabatanParentPage'),
  },
  {
    path: '/pegawai/jabatan/unit',
    name: 'pegawai.jabatan.unit',
    meta: { policy: POLICY.managePositionRegisters, title: 'Unit Kerja', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-unit" */ './pages/JabatanUnitPage'),
  },
  {
    path: '/pegawai/jabatan/label',
    name: 'pegawai.jabatan.label',
    meta: { policy: POLICY.managePositionRegisters, title: 'Label Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-label" */ './pages/JabatanLabelPage'),
  },
  {
    path: '/pegawai/jabatan/level',
    name: 'pegawai.jabatan.level',
    meta: { policy: POLICY.hrAdmin, title: 'Level Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-level" */ './pages/JabatanLevelPage'),
  },
  {
    path: '/pegawai/jabatan/eselon',
    name: 'pegawai.jabatan.eselon',
    meta: { policy: POLICY.hrAdmin, title: 'Eselon', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-eselon" */ './pages/JabatanEselonPage'),
  },
  {
    path: '/pegawai/jabatan/invalid',
    name: 'pegawai.jabatan.invalid',
    meta: { policy: POLICY.hrAdmin, title: 'Jabatan Tidak Valid', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-invalid" */ './pages/JabatanInvalidPage'),
  },
  {
    path: '/pegawai/jabatan/upload_file_massal',
    name: 'pegawai.jabatan.uploadFileMassal',
    meta: { policy: POLICY.hrAdmin, title: 'Upload File Jabatan Massal', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-import" */ './pages/JabatanImportPage'),
  },
  {
    path: '/pegawai/jabatan/surat',
    name: 'pegawai.jabatan.surat',
    meta: { policy: POLICY.managePositionRegisters, title: 'Surat Keputusan Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-surat" */ './pages/JabatanSuratPage'),
  },
  {
    path: '/pegawai/jabatan/export',
    name: 'pegawai.jabatan.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Jabatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-jabatan-export" */ './pages/JabatanExportPage'),
  },
];
