/**
 * The employee list.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const pegawaiListRoutes: PortalRoute[] = [
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: { policy: POLICY.hrAdmin, title: 'Daftar Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-list" */ './pages/PegawaiListPage'),
  },
];
