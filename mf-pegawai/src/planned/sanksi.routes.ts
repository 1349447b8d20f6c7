/**
 * Sanctions (sanksi) (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const sanksiRoutes: PortalRoute[] = [
  {
    path: '/pegawai/sanksi',
    name: 'pegawai.sanksi.index',
    meta: {
      policy: POLICY.readSanctionsUnrestricted,
      title: 'Daftar Sanksi',
      fluid: true,
      menu: { group: KEPEGAWAIAN },
    },
  },
  {
    path: '/pegawai/sanksi/:id',
    name: 'pegawai.sanksi.show',
    meta: { policy: POLICY.manageSanctionsUnrestricted, title: 'Detail Sanksi', menu: false },
  },
  {
    path: '/pegawai/sanksi/jenis',
    name: 'pegawai.sanksi.jenis',
    meta: { policy: POLICY.manageSanctions, title: 'Jenis Sanksi', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/parent',
    name: 'pegawai.sanksi.parent',
    meta: { policy: POLICY.manageSanctions, title: 'Induk Jenis Sanksi', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/invalid',
    name: 'pegawai.sanksi.invalid',
    meta: { policy: POLICY.manageSanctions, title: 'Sanksi Tidak Valid', fluid: true, menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/sanksi/export',
    name: 'pegawai.sanksi.export',
    meta: { policy: POLICY.readSanctions, title: 'Ekspor Sanksi', menu: { group: KEPEGAWAIAN } },
  },
];
