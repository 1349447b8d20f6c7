/**
 * Sanctions: the register, one sanction, types, parents, invalid records and the export (spec section 2).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const sanksiRoutes: PortalRoute[] = [
  {
    path: '/pegawai/sanksi',
    name: 'pegawai.sanksi.index',
    meta: {
      policy: POLICY.readSanctionsUnrestricted,
      title: 'Daftar Sanksi',
      fluid: true,
      menu: { group: KEPEGAWAIAN },
    },
    load: () => import(/* webpackChunkName: "page-sanksi" */ './pages/SanksiPage'),
  },
  {
    path: '/pegawai/sanksi/:id',
    name: 'pegawai.sanksi.show',
    meta: { policy: POLICY.manageSanctionsUnrestricted, title: 'Detail Sanksi', menu: false },
    load: () => import(/* webpackChunkName: "page-sanksi-detail" */ './pages/SanksiDetailPage'),
  },
  {
    path: '/pegawai/sanksi/jenis',
    name: 'pegawai.sanksi.jenis',
    meta: { policy: POLICY.manageSanctions, title: 'Jenis Sanksi', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-sanksi-jenis" */ './pages/SanksiJenisPage'),
  },
  {
    path: '/pegawai/sanksi/parent',
    name: 'pegawai.sanksi.parent',
    meta: { policy: POLICY.manageSanctions, title: 'Induk Jenis Sanksi', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-sanksi-parent" */ './pages/SanksiParentPage'),
  },
  {
    path: '/pegawai/sanksi/invalid',
    name: 'pegawai.sanksi.invalid',
    meta: { policy: POLICY.manageSanctions, title: 'Sanksi Tidak Valid', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-sanksi-invalid" */ './pages/SanksiInvalidPage'),
  },
  {
    path: '/pegawai/sanksi/export',
    name: 'pegawai.sanksi.export',
    meta: { policy: POLICY.readSanctions, title: 'Ekspor Sanksi', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-sanksi-export" */ './pages/SanksiExportPage'),
  },
];
