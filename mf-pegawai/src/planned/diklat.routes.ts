/**
 * Training (diklat) and education (pendidikan) (spec section 2).
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
  {
    path: '/pegawai/pendidikan',
    name: 'pegawai.pendidikan.index',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Pendidikan Pegawai', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/pendidikan',
    name: 'pegawai.pendidikan.pendidikan',
    meta: { policy: POLICY.hrAdmin, title: 'Jenjang Pendidikan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/institusi',
    name: 'pegawai.pendidikan.institusi',
    meta: { policy: POLICY.hrAdmin, title: 'Institusi Pendidikan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/jurusan',
    name: 'pegawai.pendidikan.jurusan',
    meta: { policy: POLICY.hrAdmin, title: 'Jurusan', menu: { group: DIKLAT } },
  },
  {
    path: '/pegawai/pendidikan/export',
    name: 'pegawai.pendidikan.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Pendidikan', menu: { group: DIKLAT } },
  },
];
