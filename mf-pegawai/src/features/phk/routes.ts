/**
 * Termination (PHK): the register and its export (spec section 2: index 57, not 8, full width; export 57).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const phkRoutes: PortalRoute[] = [
  {
    path: '/pegawai/phk',
    name: 'pegawai.phk.index',
    meta: {
      policy: POLICY.hrAdminUnrestricted,
      title: 'Pemutusan Hubungan Kerja',
      fluid: true,
      menu: { group: KEPEGAWAIAN, label: 'PHK' },
    },
    load: () => import(/* webpackChunkName: "page-phk" */ './pages/PhkPage'),
  },
  {
    path: '/pegawai/phk/export',
    name: 'pegawai.phk.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor PHK', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-phk-export" */ './pages/PhkExportPage'),
  },
];
