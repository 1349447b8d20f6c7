/**
 * Offices: list, employees, structure, maps, parents, attendance modes, export.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { ORGANISASI } from '../../menu-groups';

export const kantorRoutes: PortalRoute[] = [
  {
    path: '/kantor',
    name: 'kantor.index',
    meta: { policy: POLICY.readOffices, title: 'Daftar Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-list" */ './pages/KantorListPage'),
  },
  {
    path: '/kantor/pegawai',
    name: 'kantor.pegawai',
    meta: { policy: POLICY.readOffices, title: 'Pegawai per Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-pegawai" */ './pages/KantorPegawaiPage'),
  },
  {
    path: '/kantor/struktur',
    name: 'kantor.struktur',
    meta: { policy: POLICY.readOffices, title: 'Struktur Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-struktur" */ './pages/KantorStrukturPage'),
  },
  {
    path: '/kantor/maps',
    name: 'kantor.maps',
    meta: { policy: POLICY.readOffices, title: 'Peta Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-maps" */ './pages/KantorMapsPage'),
  },
  {
    path: '/kantor/parent',
    name: 'kantor.parent',
    meta: { policy: POLICY.readOfficeParents, title: 'Induk Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-parent" */ './pages/KantorParentPage'),
  },
  {
    path: '/kantor/modance',
    name: 'kantor.modance',
    meta: { policy: POLICY.readModance, title: 'Modance', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-modance" */ './pages/KantorModancePage'),
  },
  {
    path: '/kantor/export',
    name: 'kantor.export',
    meta: { policy: POLICY.manageOffices, title: 'Ekspor Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-kantor-export" */ './pages/KantorExportPage'),
  },
];
