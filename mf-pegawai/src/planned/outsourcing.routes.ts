/**
 * Outsourced staff (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const outsourcingRoutes: PortalRoute[] = [
  {
    path: '/outsourcing',
    name: 'outsourcing.index',
    meta: { policy: POLICY.listOutsourcing, title: 'Pegawai Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/kontrak',
    name: 'outsourcing.kontrak',
    meta: { title: 'Kontrak Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/kontrak_expired',
    name: 'outsourcing.kontrakExpired',
    meta: { title: 'Kontrak Outsourcing Berakhir', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/phk',
    name: 'outsourcing.phk',
    meta: { policy: POLICY.manageOutsourcing, title: 'PHK Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/outsourcing/export',
    name: 'outsourcing.export',
    meta: { policy: POLICY.manageOutsourcing, title: 'Ekspor Outsourcing', menu: { group: KEPEGAWAIAN } },
  },
];
