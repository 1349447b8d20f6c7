/**
 * Outsourced staff (spec section 2: /outsourcing index 60, 57, 4, not 8; kontrak; kontrak_expired;
 * phk 60, 57; export 60, 57). kontrak and kontrak_expired read the register's data, so they take
 * the register's rule (ADR 0051). src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const outsourcingRoutes: PortalRoute[] = [
  {
    path: '/outsourcing',
    name: 'outsourcing.index',
    meta: { policy: POLICY.listOutsourcing, title: 'Pegawai Outsourcing', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-outsourcing" */ './pages/OutsourcingPage'),
  },
  {
    path: '/outsourcing/kontrak',
    name: 'outsourcing.kontrak',
    meta: { policy: POLICY.listOutsourcing, title: 'Kontrak Outsourcing', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-outsourcing-kontrak" */ './pages/KontrakPage'),
  },
  {
    path: '/outsourcing/kontrak_expired',
    name: 'outsourcing.kontrakExpired',
    meta: {
      policy: POLICY.listOutsourcing,
      title: 'Kontrak Outsourcing Berakhir',
      fluid: true,
      menu: { group: KEPEGAWAIAN },
    },
    load: () => import(/* webpackChunkName: "page-outsourcing-kontrak-expired" */ './pages/KontrakExpiredPage'),
  },
  {
    path: '/outsourcing/phk',
    name: 'outsourcing.phk',
    meta: { policy: POLICY.manageOutsourcing, title: 'PHK Outsourcing', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-outsourcing-phk" */ './pages/OutsourcingPhkPage'),
  },
  {
    path: '/outsourcing/export',
    name: 'outsourcing.export',
    meta: { policy: POLICY.manageOutsourcing, title: 'Ekspor Outsourcing', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-outsourcing-export" */ './pages/OutsourcingExportPage'),
  },
];
