/**
 * Organisation structure (SOTK): index, structure, differences, verification (defaults to the
 * current year and month), position groups.
 * Spec section 2; src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { ORGANISASI } from '../../menu-groups';

export const sotkRoutes: PortalRoute[] = [
  {
    path: '/sotk',
    name: 'sotk.index',
    meta: { policy: POLICY.readSotk, title: 'SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-index" */ './pages/SotkIndexPage'),
  },
  {
    path: '/sotk/structure',
    name: 'sotk.structure',
    meta: { title: 'Struktur SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-structure" */ './pages/SotkStructurePage'),
  },
  {
    path: '/sotk/difference',
    name: 'sotk.difference',
    meta: { title: 'Perbedaan SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-difference" */ './pages/SotkDifferencePage'),
  },
  {
    path: '/sotk/verifikasi',
    name: 'sotk.verifikasi',
    meta: { title: 'Verifikasi SOTK', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-verifikasi" */ './pages/SotkVerifikasiPage'),
  },
  {
    path: '/sotk/jabatanGroup',
    name: 'sotk.jabatanGroup',
    meta: { policy: POLICY.manageSotkGroups, title: 'Grup Jabatan', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-jabatan-group" */ './pages/JabatanGroupPage'),
  },
  {
    path: '/sotk/jabatanGroupStandard',
    name: 'sotk.jabatanGroupStandard',
    meta: { policy: POLICY.manageSotkGroups, title: 'Standar Grup Jabatan', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-sotk-jabatan-group-standard" */ './pages/JabatanGroupStandardPage'),
  },
];
