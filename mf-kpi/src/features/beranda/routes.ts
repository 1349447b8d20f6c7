/** The performance group page (spec section 2: /penilaian, 10, not 8/52). */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KINERJA } from '../../menu-groups';

export const berandaRoutes: PortalRoute[] = [
  {
    path: '/penilaian',
    name: 'penilaian.index',
    meta: { policy: POLICY.employeeServices, title: 'Penilaian Kinerja', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-penilaian" */ './pages/PenilaianIndexPage'),
  },
];
