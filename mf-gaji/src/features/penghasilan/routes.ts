/** Income and work benefit (spec section 2 /gaji/penghasilan/*); `Pegawai` is capitalised as in the spec. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { GAJI } from '../../menu-groups';

export const penghasilanRoutes: PortalRoute[] = [
  {
    path: '/gaji/penghasilan',
    name: 'gaji.penghasilan.index',
    meta: { policy: POLICY.readIncome, title: 'Penghasilan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-penghasilan" */ './pages/PenghasilanIndexPage'),
  },
  {
    path: '/gaji/penghasilan/imbalan_kerja',
    name: 'gaji.penghasilan.imbalanKerja',
    meta: { policy: POLICY.manageIncome, title: 'Imbalan Kerja', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-penghasilan-imbalan" */ './pages/ImbalanKerjaPage'),
  },
  {
    path: '/gaji/penghasilan/penghasilan',
    name: 'gaji.penghasilan.penghasilan',
    meta: { policy: POLICY.manageIncome, title: 'Data Penghasilan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-penghasilan-data" */ './pages/DataPenghasilanPage'),
  },
  {
    path: '/gaji/penghasilan/potongan',
    name: 'gaji.penghasilan.potongan',
    meta: { policy: POLICY.manageIncome, title: 'Potongan Penghasilan', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-penghasilan-potongan" */ './pages/PotonganPenghasilanPage'),
  },
  {
    path: '/gaji/penghasilan/Pegawai',
    name: 'gaji.penghasilan.pegawai',
    meta: { policy: POLICY.manageIncome, title: 'Penghasilan per Pegawai', menu: { group: GAJI } },
    load: () => import(/* webpackChunkName: "page-penghasilan-pegawai" */ './pages/PenghasilanPegawaiPage'),
  },
];
