/**
 * Termination (PHK) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

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
  },
  {
    path: '/pegawai/phk/export',
    name: 'pegawai.phk.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor PHK', menu: { group: KEPEGAWAIAN } },
  },
];
