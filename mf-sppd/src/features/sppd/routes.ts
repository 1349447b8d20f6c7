/**
 * Business trips (spec §2 /pegawai/sppd…, /sppd/:id) and their master data (role 1). Paths, names and
 * meta follow the spec exactly; each built page is its own chunk, loaded when opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const PERJALANAN = 'Perjalanan Dinas';

export const sppdRoutes: PortalRoute[] = [
  // Business trips (SPPD); the menu opens the list with its pending-cost and missing-proof filters off
  {
    path: '/pegawai/sppd',
    name: 'pegawai.sppd.index',
    meta: {
      policy: POLICY.employeeUnrestricted,
      title: 'Daftar SPPD',
      menu: { group: PERJALANAN, query: { is_biaya_pending: 0, is_bukti_empty: 0 } },
    },
    load: () => import(/* webpackChunkName: "page-sppd-index" */ './pages/SppdIndexPage'),
  },
  {
    path: '/pegawai/sppd/:id',
    name: 'pegawai.sppd.show',
    meta: { title: 'Detail SPPD', menu: false },
    load: () => import(/* webpackChunkName: "page-sppd-detail" */ './pages/SppdDetailPage'),
  },
  {
    path: '/pegawai/sppd/grafik',
    name: 'pegawai.sppd.grafik',
    meta: { policy: POLICY.readTripChart, title: 'Grafik SPPD', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-grafik" */ './pages/SppdGrafikPage'),
  },
  // Opened from a trip, not from the menu.
  {
    path: '/pegawai/sppd/detail/biaya',
    name: 'pegawai.sppd.detailBiaya',
    meta: { title: 'Rincian Biaya SPPD', menu: false },
    load: () => import(/* webpackChunkName: "page-sppd-biaya" */ './pages/SppdBiayaPage'),
  },
  {
    path: '/pegawai/sppd/export',
    name: 'pegawai.sppd.export',
    meta: { policy: POLICY.exportTrips, title: 'Ekspor SPPD', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-export" */ './pages/SppdExportPage'),
  },
  {
    path: '/sppd/:id',
    name: 'sppd.show',
    meta: { title: 'Surat Perjalanan Dinas', menu: false },
    load: () => import(/* webpackChunkName: "page-sppd-detail" */ './pages/SppdDetailPage'),
  },

  // Trip master data (1): one generic page per resource (master/master-config.ts)
  {
    path: '/pegawai/sppd/jenis',
    name: 'pegawai.sppd.jenis',
    meta: { policy: POLICY.superAdmin, title: 'Jenis SPPD', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/JenisPage'),
  },
  {
    path: '/pegawai/sppd/wilayah',
    name: 'pegawai.sppd.wilayah',
    meta: { policy: POLICY.superAdmin, title: 'Wilayah SPPD', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/WilayahPage'),
  },
  {
    path: '/pegawai/sppd/kendaraan',
    name: 'pegawai.sppd.kendaraan',
    meta: { policy: POLICY.superAdmin, title: 'Kendaraan', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/KendaraanPage'),
  },
  {
    path: '/pegawai/sppd/biaya/pegawai',
    name: 'pegawai.sppd.biaya.pegawai',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Pegawai', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/BiayaPegawaiPage'),
  },
  {
    path: '/pegawai/sppd/biaya/outsourching',
    name: 'pegawai.sppd.biaya.outsourching',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Outsourcing', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/BiayaOutsourchingPage'),
  },
  {
    path: '/pegawai/sppd/biaya/mitra',
    name: 'pegawai.sppd.biaya.mitra',
    meta: { policy: POLICY.superAdmin, title: 'Biaya Mitra', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/BiayaMitraPage'),
  },
  {
    path: '/pegawai/sppd/rekening',
    name: 'pegawai.sppd.rekening',
    meta: { policy: POLICY.superAdmin, title: 'Rekening SPPD', menu: { group: PERJALANAN } },
    load: () => import(/* webpackChunkName: "page-sppd-master" */ './master/pages/RekeningPage'),
  },
];
