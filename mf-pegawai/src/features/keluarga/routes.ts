/**
 * Family (keluarga): the register, one member, the master lists behind it and the export (spec section 2).
 * src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const keluargaRoutes: PortalRoute[] = [
  {
    path: '/pegawai/family',
    name: 'pegawai.family.index',
    meta: { policy: POLICY.hrAdmin, title: 'Data Keluarga', fluid: true, menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-family" */ './pages/FamilyPage'),
  },
  {
    path: '/pegawai/family/:id',
    name: 'pegawai.family.show',
    meta: { policy: POLICY.unrestricted, title: 'Detail Keluarga', menu: false },
    load: () => import(/* webpackChunkName: "page-family-detail" */ './pages/FamilyDetailPage'),
  },
  {
    path: '/pegawai/family/status',
    name: 'pegawai.family.status',
    meta: { policy: POLICY.hrAdmin, title: 'Status Keluarga', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-family-status" */ './pages/FamilyStatusPage'),
  },
  {
    path: '/pegawai/family/family',
    name: 'pegawai.family.family',
    meta: { policy: POLICY.hrAdmin, title: 'Anggota Keluarga', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-family-relation" */ './pages/FamilyRelationPage'),
  },
  {
    path: '/pegawai/family/kawin',
    name: 'pegawai.family.kawin',
    meta: { policy: POLICY.hrAdmin, title: 'Status Perkawinan', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-family-kawin" */ './pages/KawinPage'),
  },
  {
    path: '/pegawai/family/export',
    name: 'pegawai.family.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Keluarga', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-family-export" */ './pages/FamilyExportPage'),
  },
];
