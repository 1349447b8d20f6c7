/**
 * Training (diklat) (spec section 2; education, pendidikan, is features/pendidikan/routes.ts).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { DIKLAT } from '../menu-groups';

export const diklatRoutes: PortalRoute[] = [
  {
    path: '/pegawai/diklat',
    name: 'pegawai.diklat.index',
    meta: { policy: POLICY.manageTrainingUnrestricted, title: 'Daftar Diklat', fluid: true, menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/register',
    name: 'pegawai.diklat.register',
    meta: { policy: POLICY.manageTraining, title: 'Registrasi Diklat', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/qualification',
    name: 'pegawai.diklat.qualification',
    meta: { policy: POLICY.manageTraining, title: 'Kualifikasi Diklat', fluid: true, menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/penyelenggara',
    name: 'pegawai.diklat.penyelenggara',
    meta: { policy: POLICY.manageTraining, title: 'Penyelenggara Diklat', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/show/:token',
    name: 'pegawai.diklat.show',
    meta: { policy: POLICY.manageTraining, title: 'Detail Diklat', fluid: true, menu: false },
  },
  // Opened from a diklat event, not from the menu.
  {
    path: '/pegawai/diklat/event_detail',
    name: 'pegawai.diklat.eventDetail',
    meta: { policy: POLICY.manageTraining, title: 'Rincian Kegiatan Diklat', menu: false },
  },
  {
    path: '/pegawai/diklat/pegawai',
    name: 'pegawai.diklat.pegawai',
    meta: { policy: POLICY.manageTraining, title: 'Diklat per Pegawai', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/required',
    name: 'pegawai.diklat.required',
    meta: { policy: POLICY.readCompetencyGaps, title: 'Gap Kompetensi', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/diklat/export',
    name: 'pegawai.diklat.export',
    meta: { policy: POLICY.manageTraining, title: 'Ekspor Diklat', menu: { group: DIKLAT } },
  },
];
