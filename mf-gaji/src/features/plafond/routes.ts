/** Allowances (spec section 2 /pegawai/plafond/index, not 8). */
import { POLICY, type PortalRoute } from '@portal/domain';
import { GAJI } from '../../menu-groups';

export const plafondRoutes: PortalRoute[] = [
  {
    path: '/pegawai/plafond/index',
    name: 'pegawai.plafond.index',
    meta: { policy: POLICY.unrestricted, title: 'Plafon Tunjangan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-plafond" */ './pages/PlafondPage'),
  },
];
