/**
 * Care (perawatan) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const perawatanRoutes: PortalRoute[] = [
  {
    path: '/pegawai/perawatan',
    name: 'pegawai.perawatan.index',
    meta: { policy: POLICY.adminOrHrUnrestricted, title: 'Perawatan Pegawai', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/:token',
    name: 'pegawai.perawatan.show',
    meta: { policy: POLICY.adminOrHr, title: 'Detail Perawatan', menu: false },
  },
  {
    path: '/pegawai/perawatan/jenis',
    name: 'pegawai.perawatan.jenis',
    meta: { policy: POLICY.adminOrHr, title: 'Jenis Perawatan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/register',
    name: 'pegawai.perawatan.register',
    meta: { policy: POLICY.adminOrHr, title: 'Registrasi Perawatan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/kaca_mata',
    name: 'pegawai.perawatan.kacaMata',
    meta: { policy: POLICY.adminOrHr, title: 'Kacamata', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/perawatan/flow',
    name: 'pegawai.perawatan.flow',
    meta: { policy: POLICY.adminOrHr, title: 'Flowchart', menu: { group: KEPEGAWAIAN, label: 'Flowchart Perawatan' } },
  },
  {
    path: '/pegawai/perawatan/export',
    name: 'pegawai.perawatan.export',
    meta: { policy: POLICY.adminOrHr, title: 'Ekspor Perawatan', menu: { group: KEPEGAWAIAN } },
  },
];
