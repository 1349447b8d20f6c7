/** Workload analysis (spec section 2 /pegawai/wla/*); src/routes.ts composes it into the remote's table. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KINERJA } from '../../menu-groups';

// Workload analysis (WLA): spreadsheet-style pages for admin-development (63)
export const wlaRoutes: PortalRoute[] = [
  {
    path: '/pegawai/wla',
    name: 'pegawai.wla.index',
    meta: {
      policy: POLICY.developer,
      title: 'Analisis Beban Kerja',
      fluid: true,
      menu: { group: KINERJA, label: 'WLA' },
    },
    load: () => import(/* webpackChunkName: "page-wla" */ './pages/WlaIndexPage'),
  },
  {
    path: '/pegawai/wla/:id',
    name: 'pegawai.wla.show',
    meta: { policy: POLICY.developer, title: 'Detail Analisis Beban Kerja', fluid: true, menu: false },
    load: () => import(/* webpackChunkName: "page-wla-show" */ './pages/WlaShowPage'),
  },
  {
    path: '/pegawai/wla/activities',
    name: 'pegawai.wla.activities',
    meta: { policy: POLICY.developer, title: 'Aktivitas WLA', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-wla-activities" */ './pages/WlaActivitiesPage'),
  },
  {
    path: '/pegawai/wla/kantor',
    name: 'pegawai.wla.kantor',
    meta: { policy: POLICY.developer, title: 'WLA per Kantor', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-wla-kantor" */ './pages/WlaKantorPage'),
  },
  {
    path: '/pegawai/wla/pegawaiJabatan',
    name: 'pegawai.wla.pegawaiJabatan',
    meta: { policy: POLICY.developer, title: 'WLA Jabatan Pegawai', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-wla-jabatan" */ './pages/WlaPegawaiJabatanPage'),
  },
  {
    path: '/pegawai/wla/export',
    name: 'pegawai.wla.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor WLA', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-wla-export" */ './pages/WlaExportPage'),
  },
];
