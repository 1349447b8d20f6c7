/**
 * Training (diklat) (spec section 2 /pegawai/diklat/*; education, pendidikan, is features/pendidikan/routes.ts).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { DIKLAT } from '../../menu-groups';

export const diklatRoutes: PortalRoute[] = [
  {
    path: '/pegawai/diklat',
    name: 'pegawai.diklat.index',
    meta: { policy: POLICY.manageTrainingUnrestricted, title: 'Daftar Diklat', fluid: true, menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat" */ './pages/DiklatPage'),
  },
  {
    path: '/pegawai/diklat/register',
    name: 'pegawai.diklat.register',
    meta: { policy: POLICY.manageTraining, title: 'Registrasi Diklat', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-register" */ './pages/DiklatRegisterPage'),
  },
  {
    path: '/pegawai/diklat/qualification',
    name: 'pegawai.diklat.qualification',
    meta: { policy: POLICY.manageTraining, title: 'Kualifikasi Diklat', fluid: true, menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-qualification" */ './pages/DiklatQualificationPage'),
  },
  {
    path: '/pegawai/diklat/penyelenggara',
    name: 'pegawai.diklat.penyelenggara',
    meta: { policy: POLICY.manageTraining, title: 'Penyelenggara Diklat', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-penyelenggara" */ './pages/DiklatPenyelenggaraPage'),
  },
  {
    path: '/pegawai/diklat/show/:token',
    name: 'pegawai.diklat.show',
    meta: { policy: POLICY.manageTraining, title: 'Detail Diklat', fluid: true, menu: false },
    load: () => import(/* webpackChunkName: "page-diklat-show" */ './pages/DiklatShowPage'),
  },
  // Opened from a diklat event, not from the menu.
  {
    path: '/pegawai/diklat/event_detail',
    name: 'pegawai.diklat.eventDetail',
    meta: { policy: POLICY.manageTraining, title: 'Rincian Kegiatan Diklat', menu: false },
    load: () => import(/* webpackChunkName: "page-diklat-event-detail" */ './pages/DiklatEventDetailPage'),
  },
  {
    path: '/pegawai/diklat/pegawai',
    name: 'pegawai.diklat.pegawai',
    meta: { policy: POLICY.manageTraining, title: 'Diklat per Pegawai', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-pegawai" */ './pages/DiklatPegawaiPage'),
  },
  {
    path: '/pegawai/diklat/required',
    name: 'pegawai.diklat.required',
    meta: { policy: POLICY.readCompetencyGaps, title: 'Gap Kompetensi', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-required" */ './pages/DiklatRequiredPage'),
  },
  {
    path: '/pegawai/diklat/export',
    name: 'pegawai.diklat.export',
    meta: { policy: POLICY.manageTraining, title: 'Ekspor Diklat', menu: { group: DIKLAT } },
    load: () => import(/* webpackChunkName: "page-diklat-export" */ './pages/DiklatExportPage'),
  },
];
