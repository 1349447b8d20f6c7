/**
 * Acting officials (PGS) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

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
  },
  { path: '/pegawai/pgs/show/:id', name: 'pgs.show', meta: { title: 'Detail PGS', menu: false } },
];
