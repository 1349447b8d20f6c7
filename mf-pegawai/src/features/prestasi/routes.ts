/**
 * Achievements (prestasi): the register, one achievement and one employee's achievements (spec section 2).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const prestasiRoutes: PortalRoute[] = [
  {
    path: '/pegawai/prestasi',
    name: 'pegawai.prestasi.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Prestasi', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-prestasi" */ './pages/PrestasiPage'),
  },
  {
    path: '/pegawai/prestasi/:id',
    name: 'pegawai.prestasi.show',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Detail Prestasi', menu: false },
    load: () => import(/* webpackChunkName: "page-prestasi-detail" */ './pages/PrestasiDetailPage'),
  },
  {
    path: '/pegawai/prestasi/pegawai',
    name: 'pegawai.prestasi.pegawai',
    meta: { policy: POLICY.hrAdmin, title: 'Prestasi per Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-prestasi-pegawai" */ './pages/PrestasiPegawaiPage'),
  },
];
