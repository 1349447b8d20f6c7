/**
 * Work-assignment letters (spec §2 /pegawai/skmd/*, /skmd/:token). Paths, names and meta follow the
 * spec exactly; each built page is its own chunk, loaded when opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const PERJALANAN = 'Perjalanan Dinas';

export const skmdRoutes: PortalRoute[] = [
  // Work-assignment letters (SKMD); the menu opens page 1, 10 per page, no search, filters off
  {
    path: '/pegawai/skmd',
    name: 'pegawai.skmd.index',
    meta: {
      policy: POLICY.employeeServices,
      title: 'Daftar SKMD',
      fluid: true,
      menu: { group: PERJALANAN, query: { page: 1, per_page: 10, search: '', is_myturn: 0, is_penerbitan: 0 } },
    },
    load: () => import(/* webpackChunkName: "page-skmd-index" */ './pages/SkmdIndexPage'),
  },
  {
    path: '/pegawai/skmd/:token',
    name: 'pegawai.skmd.show',
    meta: { policy: POLICY.unrestricted, title: 'Detail SKMD', menu: false },
    load: () => import(/* webpackChunkName: "page-skmd-detail" */ './pages/SkmdDetailPage'),
  },
  {
    path: '/pegawai/skmd/exclude/pegawai',
    name: 'pegawai.skmd.exclude.pegawai',
    meta: {
      policy: POLICY.hrAdminServices,
      title: 'Pengecualian Pegawai SKMD',
      fluid: true,
      menu: { group: PERJALANAN },
    },
    load: () => import(/* webpackChunkName: "page-skmd-exclude-pegawai" */ './pages/SkmdExcludePegawaiPage'),
  },
  {
    path: '/pegawai/skmd/exclude/kantor',
    name: 'pegawai.skmd.exclude.kantor',
    meta: {
      policy: POLICY.hrAdminServices,
      title: 'Pengecualian Kantor SKMD',
      fluid: true,
      menu: { group: PERJALANAN },
    },
    load: () => import(/* webpackChunkName: "page-skmd-exclude-kantor" */ './pages/SkmdExcludeKantorPage'),
  },
  {
    path: '/pegawai/skmd/include/pegawai',
    name: 'pegawai.skmd.include.pegawai',
    meta: { policy: POLICY.hrAdminServices, title: 'Pegawai Tambahan SKMD', fluid: true, menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-skmd-include-pegawai" */ './pages/SkmdIncludePegawaiPage'),
  },
  {
    path: '/skmd/:token',
    name: 'skmd.show',
    meta: { title: 'Surat SKMD', menu: false },
    load: () => import(/* webpackChunkName: "page-skmd-detail" */ './pages/SkmdDetailPage'),
  },
];
