/**
 * Qualifications (spec section 2 /qualification: index not 8; jabatan, pangkat, kantor 60 or 57):
 * requirements of positions, ranks and offices (ADR 0052).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { ORGANISASI } from '../../menu-groups';

export const qualificationRoutes: PortalRoute[] = [
  {
    path: '/qualification',
    name: 'qualification.index',
    meta: { policy: POLICY.unrestricted, title: 'Kualifikasi', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-qualification" */ './pages/QualificationIndexPage'),
  },
  {
    path: '/qualification/jabatan',
    name: 'qualification.jabatan',
    meta: { policy: POLICY.manageQualifications, title: 'Kualifikasi Jabatan', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-qualification-jabatan" */ './pages/QualificationJabatanPage'),
  },
  {
    path: '/qualification/pangkat',
    name: 'qualification.pangkat',
    meta: { policy: POLICY.manageQualifications, title: 'Kualifikasi Pangkat', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-qualification-pangkat" */ './pages/QualificationPangkatPage'),
  },
  {
    path: '/qualification/kantor',
    name: 'qualification.kantor',
    meta: { policy: POLICY.manageQualifications, title: 'Kualifikasi Kantor', menu: { group: ORGANISASI } },
    load: () => import(/* webpackChunkName: "page-qualification-kantor" */ './pages/QualificationKantorPage'),
  },
];
