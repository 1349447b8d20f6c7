/**
 * Education (pendidikan): the register, its master lists (levels, institutions, majors) and the
 * export (spec section 2). src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { DIKLAT } from '../../menu-groups';

export const pendidikanRoutes: PortalRoute[] = [
  {
    path: '/pegawai/pendidikan',
    name: 'pegawai.pendidikan.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Pendidikan Pegawai', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-pendidikan" */ './pages/PendidikanPage'),
  },
  {
    path: '/pegawai/pendidikan/pendidikan',
    name: 'pegawai.pendidikan.pendidikan',
    meta: { policy: POLICY.hrAdmin, title: 'Jenjang Pendidikan', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-pendidikan-jenjang" */ './pages/JenjangPage'),
  },
  {
    path: '/pegawai/pendidikan/institusi',
    name: 'pegawai.pendidikan.institusi',
    meta: { policy: POLICY.hrAdmin, title: 'Institusi Pendidikan', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-pendidikan-institusi" */ './pages/InstitusiPage'),
  },
  {
    path: '/pegawai/pendidikan/jurusan',
    name: 'pegawai.pendidikan.jurusan',
    meta: { policy: POLICY.hrAdmin, title: 'Jurusan', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-pendidikan-jurusan" */ './pages/JurusanPage'),
  },
  {
    path: '/pegawai/pendidikan/export',
    name: 'pegawai.pendidikan.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Pendidikan', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-pendidikan-export" */ './pages/PendidikanExportPage'),
  },
];
