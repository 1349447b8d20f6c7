/**
 * Qualification (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { ORGANISASI } from '../menu-groups';

export const qualificationRoutes: PortalRoute[] = [
  {
    path: '/qualification',
    name: 'qualification.index',
    meta: { policy: POLICY.unrestricted, title: 'Kualifikasi', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/jabatan',
    name: 'qualification.jabatan',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Jabatan', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/pangkat',
    name: 'qualification.pangkat',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Pangkat', menu: { group: ORGANISASI } },
  },
  {
    path: '/qualification/kantor',
    name: 'qualification.kantor',
    meta: { policy: POLICY.manageOutsourcing, title: 'Kualifikasi Kantor', menu: { group: ORGANISASI } },
  },
];
