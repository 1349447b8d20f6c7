/**
 * Family (keluarga) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const keluargaRoutes: PortalRoute[] = [
  {
    path: '/pegawai/family',
    name: 'pegawai.family.index',
    meta: { policy: POLICY.hrAdmin, title: 'Data Keluarga', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/:id',
    name: 'pegawai.family.show',
    meta: { policy: POLICY.unrestricted, title: 'Detail Keluarga', menu: false },
  },
  {
    path: '/pegawai/family/status',
    name: 'pegawai.family.status',
    meta: { policy: POLICY.hrAdmin, title: 'Status Keluarga', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/family',
    name: 'pegawai.family.family',
    meta: { policy: POLICY.hrAdmin, title: 'Anggota Keluarga', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/kawin',
    name: 'pegawai.family.kawin',
    meta: { policy: POLICY.hrAdmin, title: 'Status Perkawinan', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/family/export',
    name: 'pegawai.family.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Keluarga', menu: { group: KEPEGAWAIAN } },
  },
];
