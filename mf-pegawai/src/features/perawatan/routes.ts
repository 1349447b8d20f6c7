/**
 * Care claims (perawatan), spec section 2: index (1 or 57, not 8); jenis, register, kaca_mata, :token,
 * flow (Flowchart), export (1 or 57). src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const perawatanRoutes: PortalRoute[] = [
  {
    path: '/pegawai/perawatan',
    name: 'pegawai.perawatan.index',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Perawatan Pegawai', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-perawatan" */ './pages/PerawatanPage'),
  },
  {
    path: '/pegawai/perawatan/:token',
    name: 'pegawai.perawatan.show',
    meta: { policy: POLICY.adminOrHr, title: 'Detail Perawatan', menu: false },
    load: () => import(/* webpackChunkName: "page-perawatan-show" */ './pages/PerawatanDetailPage'),
  },
  {
    path: '/pegawai/perawatan/jenis',
    name: 'pegawai.perawatan.jenis',
    meta: { policy: POLICY.adminOrHr, title: 'Jenis Perawatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-perawatan-jenis" */ './pages/PerawatanJenisPage'),
  },
  {
    path: '/pegawai/perawatan/register',
    name: 'pegawai.perawatan.register',
    meta: { policy: POLICY.adminOrHr, title: 'Registrasi Perawatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-perawatan-register" */ './pages/PerawatanRegisterPage'),
  },
  {
    path: '/pegawai/perawatan/kaca_mata',
    name: 'pegawai.perawatan.kacaMata',
    meta: { policy: POLICY.adminOrHr, title: 'Kacamata', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-perawatan-kaca-mata" */ './pages/PerawatanKacaMataPage'),
  },
  {
    path: '/pegawai/perawatan/flow',
    name: 'pegawai.perawatan.flow',
    meta: { policy: POLICY.adminOrHr, title: 'Flowchart', menu: { group: KEPEGAWAIAN, label: 'Flowchart Perawatan' } },
    load: () => import(/* webpackChunkName: "page-perawatan-flow" */ './pages/PerawatanFlowPage'),
  },
  {
    path: '/pegawai/perawatan/export',
    name: 'pegawai.perawatan.export',
    meta: { policy: POLICY.adminOrHr, title: 'Ekspor Perawatan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-perawatan-export" */ './pages/PerawatanExportPage'),
  },
];
