/** The salary group page (spec section 2: /gaji, 10, not 8/52). */
import { POLICY, type PortalRoute } from '@portal/domain';
import { GAJI } from '../../menu-groups';

export const berandaRoutes: PortalRoute[] = [
  {
    path: '/gaji',
    name: 'gaji.index',
    meta: { policy: POLICY.employeeServices, title: 'Penggajian', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-gaji" */ './pages/GajiIndexPage'),
  },
];
