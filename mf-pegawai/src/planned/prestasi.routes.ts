/**
 * Achievements (prestasi) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const prestasiRoutes: PortalRoute[] = [
  {
    path: '/pegawai/prestasi',
    name: 'pegawai.prestasi.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Prestasi', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/prestasi/:id',
    name: 'pegawai.prestasi.show',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Detail Prestasi', menu: false },
  },
  {
    path: '/pegawai/prestasi/pegawai',
    name: 'pegawai.prestasi.pegawai',
    meta: { policy: POLICY.hrAdmin, title: 'Prestasi per Pegawai', menu: { group: KEPEGAWAIAN } },
  },
];
