/**
 * The employee exports (two formats).
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const exportRoutes: PortalRoute[] = [
  {
    path: '/pegawai/export',
    name: 'pegawai.export',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Ekspor Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export" */ './pages/PegawaiExportPage'),
  },
  {
    path: '/pegawai/export1',
    name: 'pegawai.export1',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Pegawai (Format 2)', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-export1" */ './pages/PegawaiExport1Page'),
  },
];
