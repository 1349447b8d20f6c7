/**
 * Employees' ages and retirement.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const umurRoutes: PortalRoute[] = [
  {
    path: '/pegawai/umur',
    name: 'pegawai.umur',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Umur & Pensiun Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-pegawai-umur" */ './pages/PegawaiUmurPage'),
  },
];
