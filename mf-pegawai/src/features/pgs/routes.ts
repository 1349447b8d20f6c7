/**
 * Acting officials, PGS (spec section 2): the register and one assignment (hidden from menus).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const pgsRoutes: PortalRoute[] = [
  {
    path: '/pegawai/pgs',
    name: 'pegawai.pgs.index',
    meta: {
      policy: POLICY.developerUnrestricted,
      title: 'Pejabat Pengganti Sementara',
      fluid: true,
      menu: { group: KEPEGAWAIAN, label: 'PGS' },
    },
    load: () => import(/* webpackChunkName: "page-pgs" */ './pages/PgsPage'),
  },
  {
    path: '/pegawai/pgs/show/:id',
    name: 'pgs.show',
    meta: { title: 'Detail PGS', menu: false },
    load: () => import(/* webpackChunkName: "page-pgs-show" */ './pages/PgsShowPage'),
  },
];
